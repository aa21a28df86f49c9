import { z } from "zod";

/**
 * A proof-of-work challenge in the ALTCHA format: find `number` ≤ `maxnumber` such that
 * SHA-256(salt + number) = challenge; the signature proves the challenge is ours.
 */
export const captchaChallengeSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string(),
  maxnumber: z.int(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/**
 * The forms a challenge can be solved for: spec §7's contact form asks for the action named
 * `login`; reviews, concierge requests and the survey have their own, and so do
 * sign-up, a sign-in past its account's ceiling of guesses and a chat start that becomes a lead
 * (decision 127). A solution is accepted only by its own form.
 */
export const CAPTCHA_ACTIONS = [
  "login",
  "review",
  "concierge",
  "survey",
  "signUp",
  "signIn",
  "chat",
] as const;
export const captchaActionSchema = z.enum(CAPTCHA_ACTIONS);
export type CaptchaAction = z.infer<typeof captchaActionSchema>;

/** How the browser gets a `reCaptchaToken`: our proof of work, or Google reCAPTCHA v3. */
export const captchaConfigSchema = z.object({
  provider: z.enum(["proof-of-work", "recaptcha"]),
  siteKey: z.string().nullable(),
});
