import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { CaptchaAction, CaptchaChallenge } from "../../../core/contract/captcha.ts";

/**
 * Self-hosted proof of work in the ALTCHA format (DESIGN.md "Identity"): works offline, needs no
 * third party, and costs a browser a second of hashing while a bot pays it for every write.
 */
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const sign = (secret: string, challenge: string) =>
  createHmac("sha256", secret).update(challenge).digest("hex");

/**
 * The salt carries the expiry and the form the challenge is for, ALTCHA-style parameters: the
 * challenge is the hash of salt and answer, and the signature covers the challenge, so neither
 * can be changed after the fact.
 */
export function createChallenge(
  secret: string,
  maxNumber: number,
  ttlMs: number,
  action: CaptchaAction,
  now: Date = new Date(),
): CaptchaChallenge {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  const salt = `${randomBytes(12).toString("hex")}?expires=${expires}&action=${action}`;
  const challenge = sha256(salt + randomInt(0, maxNumber + 1));
  return {
    algorithm: "SHA-256",
    challenge,
    maxnumber: maxNumber,
    salt,
    signature: sign(secret, challenge),
  };
}

export type Verdict =
  | { ok: true; challenge: string; expiresAt: Date }
  | { ok: false; reason: string };

/**
 * Checks a solution sent as base64 JSON `{algorithm, challenge, number, salt, signature}` for the
 * form `action` (a challenge solved for another form is refused).
 */
export function verifySolution(
  secret: string,
  token: string,
  action: CaptchaAction,
  now: Date = new Date(),
): Verdict {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
  } catch {
    return { ok: false, reason: "the verification token is not readable" };
  }
  // `null`, a number or an array is valid JSON but no solution (base64("null") was a 500).
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return { ok: false, reason: "the verification token is incomplete" };
  }
  const { algorithm, challenge, number, salt, signature } = payload as Record<string, unknown>;
  if (
    algorithm !== "SHA-256" ||
    typeof challenge !== "string" ||
    typeof salt !== "string" ||
    typeof signature !== "string" ||
    typeof number !== "number"
  ) {
    return { ok: false, reason: "the verification token is incomplete" };
  }
  const expected = Buffer.from(sign(secret, challenge));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: "the verification was not issued by this site" };
  }
  const parameters = new URLSearchParams(salt.split("?")[1] ?? "");
  const expires = Number(parameters.get("expires"));
  // Past JavaScript's last date (8.64e15 ms) an instant cannot be stored: refuse it as expired.
  if (!Number.isFinite(expires) || expires * 1000 < now.getTime() || expires * 1000 > 8.64e15) {
    return { ok: false, reason: "the verification has expired" };
  }
  if (sha256(salt + number) !== challenge) {
    return { ok: false, reason: "the verification was not solved" };
  }
  if (parameters.get("action") !== action) {
    return { ok: false, reason: "the verification was solved for another form" };
  }
  return { ok: true, challenge, expiresAt: new Date(expires * 1000) };
}
