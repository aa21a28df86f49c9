import type { Db } from "../../db/client.ts";
import type { CaptchaService } from "../captcha/service.ts";
import { countWrite } from "../write-counts.ts";

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * How many sign-in attempts an account takes (decision 126), keyed on the e-mail address as
 * typed so an unknown address is counted like a known one and the answer tells nothing:
 * - `perClient`: from one client (its address key, an IPv6 client's /64); past it that client
 *   waits (a 429 with `Retry-After`), and nobody else does;
 * - `ceiling`: from every client together; past it an attempt is not refused but needs a solved
 *   captcha of the `signIn` form, so a guesser spread over many addresses pays for each guess
 *   while the owner still signs in.
 */
export const SIGN_IN_LIMITS = {
  perClient: { bucket: "sign-in", limit: 10, windowMs: FIFTEEN_MINUTES },
  ceiling: { bucket: "sign-in-ceiling", limit: 20, windowMs: FIFTEEN_MINUTES },
} as const;

export type SignInGate =
  | { open: true }
  | { open: false; why: "throttled"; retryAfterMs: number }
  | { open: false; why: "captcha"; reason: string };

/**
 * Counts one sign-in attempt at `email` from `client` and says whether it may go on: within
 * the client's budget, and within the account's ceiling or carrying a solved captcha
 * (`captchaToken`, checked only past the ceiling, used up when it is). Member and staff
 * sign-in, page and API, all pass here.
 */
export async function signInGate(
  { db, captcha }: { db: Db; captcha: CaptchaService },
  attempt: { email: string; client: string; captchaToken: string | undefined; ip?: string },
): Promise<SignInGate> {
  const account = attempt.email.trim().toLowerCase();
  const mine = await countWrite(
    { db, ...SIGN_IN_LIMITS.perClient },
    `${account}\n${attempt.client}`,
  );
  if (!mine.allowed) return { open: false, why: "throttled", retryAfterMs: mine.retryAfterMs };
  const everyone = await countWrite({ db, ...SIGN_IN_LIMITS.ceiling }, account);
  if (everyone.allowed) return { open: true };
  const solved = await captcha.verify(attempt.captchaToken, "signIn", attempt.ip);
  if (solved.ok) return { open: true };
  return {
    open: false,
    why: "captcha",
    reason: attempt.captchaToken
      ? solved.reason
      : "this account had many sign-in attempts lately, so each one needs a solved captcha of the signIn form",
  };
}
