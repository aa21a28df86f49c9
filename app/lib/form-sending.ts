import { withChunkTimeout } from "./chunk-timeout.ts";

/**
 * The typed client and the captcha for a form's send, loaded when the visitor sends it (or
 * starts to): a page that shows a form carries neither in its first load (decision 067). Each
 * is one chunk the browser keeps once loaded; one that never arrives fails after spec §9's
 * chunk timeout, and the form reports it as any failed send.
 */
export async function formSending() {
  const [api, captcha] = await Promise.all([
    withChunkTimeout(() => import("./api.ts")),
    withChunkTimeout(() => import("./captcha.ts")),
  ]);
  return { ...api, captchaToken: captcha.captchaToken };
}

/** Spec §6: the signed-in visitor's token, kept in local storage (read by ./api.ts). */
export const USER_TOKEN_KEY = "userToken";
