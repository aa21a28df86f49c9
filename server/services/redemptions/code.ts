import { createHmac } from "node:crypto";

/** Crockford's base 32: no I, L, O or U, so a code read aloud or off a phone is not misread. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A member's code for one members-only benefit (decision 075): 40 bits of an HMAC of the member
 * and the benefit under the server's key, as two groups of four characters ("7KQ2-MX9D"). The
 * same member always gets the same code for the same benefit, nothing is stored, and without
 * the key nobody can make another member's code or tell whose a code is.
 */
export function redemptionCode(secret: string, userId: number, itemId: number): string {
  const digest = createHmac("sha256", secret)
    .update(`marea-redemption:v1:${userId}:${itemId}`)
    .digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let i = 7; i >= 0; i--) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
