import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/**
 * The privilege card's number, validity and signed verification link (decision 073): pure rules,
 * no database.
 */

/**
 * Sent with every answer that signs a member out (log-out, a closed account): the browser drops
 * the offline copies of the member's pages and the worker that kept them (decision 074).
 */
export const CLEAR_OFFLINE_COPIES: [string, string] = ["Clear-Site-Data", '"storage"'];

/** A card is good for a year from the member's latest visit to it… */
export const CARD_VALID_MS = 365 * 24 * 60 * 60 * 1000;
/** …moved ahead only when less than this is left, so opening the card writes at most monthly. */
export const CARD_RENEW_BELOW_MS = 335 * 24 * 60 * 60 * 1000;

/** The Luhn check digit of a string of digits (the one payment cards use: a typo changes it). */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether twelve digits end in their Luhn check digit. */
export function isCardNumber(number: string): boolean {
  return /^[1-9]\d{11}$/.test(number) && luhnDigit(number.slice(0, 11)) === Number(number[11]);
}

/** A new random card number: eleven digits (no leading zero) and the check digit. */
export function newCardNumber(random: (max: number) => number = randomInt): string {
  let digits = String(1 + random(9));
  for (let i = 0; i < 10; i++) digits += String(random(10));
  return digits + luhnDigit(digits);
}

/** The number as printed: `4821 0937 5512`. */
export const groupedNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");

/** When the card runs out after a visit at `now`: `current` if enough is left, else a year on. */
export function renewedUntil(current: Date | undefined, now: Date): Date {
  if (current && current.getTime() - now.getTime() >= CARD_RENEW_BELOW_MS) return current;
  return new Date(now.getTime() + CARD_VALID_MS);
}

/** The key that signs cards: derived from the server's secret, so it signs nothing else. */
export function cardKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("marea privilege card v1").digest();
}

const SIGNATURE_BYTES = 16;
const signature = (key: Buffer, number: string, expires: string) =>
  createHmac("sha256", key).update(`${number}.${expires}`).digest().subarray(0, SIGNATURE_BYTES);

/**
 * The token of the verification link: the card number, the expiry (seconds since 1970, base 36)
 * and a 128-bit HMAC of both, `482109375512-t8k2m3-<32 hex>`. Nothing else about the member.
 */
export function signCard(key: Buffer, number: string, validUntil: Date): string {
  const expires = Math.floor(validUntil.getTime() / 1000).toString(36);
  return `${number}-${expires}-${signature(key, number, expires).toString("hex")}`;
}

export const CARD_TOKEN = /^(\d{12})-([0-9a-z]{1,10})-([0-9a-f]{32})$/;

export type TokenCheck =
  | { ok: true; number: string; expires: Date }
  | { ok: false; reason: "invalid" | "expired" };

/** Reads a token: `invalid` when malformed or not signed with `key`, `expired` past its date. */
export function readCardToken(key: Buffer, token: string, now: Date): TokenCheck {
  const match = CARD_TOKEN.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, number = "", expires = "", given = ""] = match;
  const expected = signature(key, number, expires);
  if (!timingSafeEqual(expected, Buffer.from(given, "hex")) || !isCardNumber(number)) {
    return { ok: false, reason: "invalid" };
  }
  const at = new Date(Number.parseInt(expires, 36) * 1000);
  if (at.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, number, expires: at };
}
