import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The tracking link's key (decision 112): an HMAC of a random salt under the server's secret.
 * The row keeps the salt and the key's SHA-256: a status mail can carry the link again, a copy
 * of the database alone opens nothing, and a key is checked without being stored.
 */
export function requestKeys(secret: string) {
  const keyOf = (salt: string) =>
    createHmac("sha256", secret).update(`concierge-request:${salt}`).digest("base64url");
  return {
    keyOf,
    fresh(): { salt: string; key: string; hash: string } {
      const salt = randomBytes(18).toString("base64url");
      const key = keyOf(salt);
      return { salt, key, hash: hashOf(key) };
    },
    matches(key: string | undefined, hash: string): boolean {
      if (!key) return false;
      const given = Buffer.from(hashOf(key), "hex");
      const stored = Buffer.from(hash, "hex");
      return given.length === stored.length && timingSafeEqual(given, stored);
    },
  };
}

export function hashOf(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}
