import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { CaptchaAction, CaptchaChallenge } from "../../core/contract/captcha.ts";

/** Solves a proof-of-work challenge the way the browser does, into a `reCaptchaToken`. */
export function solveChallenge(challenge: CaptchaChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (
      createHash("sha256")
        .update(challenge.salt + number)
        .digest("hex") === challenge.challenge
    ) {
      return Buffer.from(JSON.stringify({ ...challenge, number })).toString("base64");
    }
  }
  throw new Error("challenge has no solution");
}

/** A fresh challenge for `action`'s form, solved: what an anonymous write needs in API tests. */
export async function solveCaptcha(app: FastifyInstance, action: CaptchaAction): Promise<string> {
  return solveChallenge(
    (await app.inject({ method: "GET", url: `/api/captcha/challenge?action=${action}` })).json(),
  );
}

/**
 * POSTs `payload` to `url` with a fresh `action` challenge solved, as an anonymous form does,
 * from `remoteAddress` when named.
 */
export async function postWithCaptcha(
  app: FastifyInstance,
  url: string,
  action: CaptchaAction,
  payload: Record<string, unknown>,
  remoteAddress?: string,
) {
  const recaptchatoken = await solveCaptcha(app, action);
  return app.inject({ method: "POST", url, payload, headers: { recaptchatoken }, remoteAddress });
}
