import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { CaptchaAction } from "../../core/contract/captcha.ts";
import type { SessionUser } from "../services/accounts/sessions.ts";
import { CaptchaError } from "../services/errors.ts";
import type { Services } from "../services/index.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in visitor behind the `userToken` header (spec §6), if any. */
    user: SessionUser | undefined;
  }
}

/**
 * Anonymous writes must carry a solved captcha in the `reCaptchaToken` header (spec §7); a
 * visitor with a valid `userToken` is already known and skips it.
 */
export function requireCaptchaOrUser(
  services: Services,
  action: CaptchaAction,
): preHandlerAsyncHookHandler {
  return async function verify(request: FastifyRequest, _reply: FastifyReply) {
    request.user = await services.sessions.userForToken(header(request, "usertoken"));
    if (request.user) return;
    const result = await services.captcha.verify(
      header(request, "recaptchatoken"),
      action,
      request.ip,
    );
    if (!result.ok) throw new CaptchaError(result.reason);
  };
}

/** Always requires the captcha (spec §7 POST /Contact), signed in or not. */
export function requireCaptcha(
  services: Services,
  action: CaptchaAction,
): preHandlerAsyncHookHandler {
  return async function verify(request: FastifyRequest, _reply: FastifyReply) {
    request.user = await services.sessions.userForToken(header(request, "usertoken"));
    const result = await services.captcha.verify(
      header(request, "recaptchatoken"),
      action,
      request.ip,
    );
    if (!result.ok) throw new CaptchaError(result.reason);
  };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
