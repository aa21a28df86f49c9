import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Time-based one-time passwords (RFC 6238, on RFC 4226's HOTP) as authenticator apps make them:
 * HMAC-SHA1, 6 digits, 30-second steps, a secret of 20 random bytes shown in base32. Written
 * with node:crypto: a few lines, no dependency (decision 081).
 */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** A code of the step before or after is accepted too: phone clocks drift. */
export const TOTP_WINDOW = 1;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret, base32 (what the enrolment page shows and the QR code's link carries). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226's HOTP of a counter, `digits` long. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, "0");
}

/** The time step an instant falls in. */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code of a base32 secret at an instant. */
export function totpCode(secret: string, atMs = Date.now(), digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), totpStep(atMs), digits);
}

/**
 * The step a code matches, within the window around `atMs`, or undefined. The caller refuses a
 * step at or before the last one used, so a code works once.
 */
export function matchTotp(secret: string, code: string, atMs = Date.now()): number | undefined {
  const given = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(given)) return undefined;
  const key = base32Decode(secret);
  const now = totpStep(atMs);
  let found: number | undefined;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    // Every candidate is compared, in constant time, so timing says nothing about which matched.
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(given))) found ??= step;
  }
  return found;
}

/** The `otpauth://` link an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}

/** How many recovery codes enrolment gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** Ten recovery codes, `xxxxx-xxxxx` of base32 letters and digits (50 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces or dash) in the form it is hashed. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

/**
 * Recovery codes are stored as their SHA-256: 50 random bits each and a throttle on guesses make
 * a slow hash needless, like the session tokens (DESIGN.md "Identity").
 */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}
