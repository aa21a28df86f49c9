import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  hashRecoveryCode,
  hotp,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  totpCode,
  totpStep,
} from "./totp.ts";

// RFC 6238 appendix B's SHA-1 secret, "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));

describe("TOTP (RFC 6238)", () => {
  it("makes RFC 4226's HOTP test values", () => {
    const key = Buffer.from("12345678901234567890");
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676"];
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });

  it("makes RFC 6238's SHA-1 test values (8 digits)", () => {
    const cases: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, code] of cases) expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it("round-trips base32 and makes 32-letter secrets", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Decode("gezd gnbv-gy3t qojq")).toEqual(Buffer.from("1234567890"));
    expect(() => base32Decode("not base32!")).toThrow();
  });

  it("accepts the code of this step and its neighbours, nothing further, nothing malformed", () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 10, 26, 12, 0, 10);
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 90_000), now)).toBeUndefined();
    expect(matchTotp(secret, "12345", now)).toBeUndefined();
    expect(matchTotp(secret, "abcdef", now)).toBeUndefined();
    const spaced = totpCode(secret, now).replace(/^(\d{3})/, "$1 ");
    expect(matchTotp(secret, spaced, now)).toBe(step);
  });

  it("writes the otpauth link authenticator apps read", () => {
    const url = new URL(otpauthUrl("ABC", "ana@example.org", "Marea"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Marea:ana@example.org");
    expect(url.searchParams.get("secret")).toBe("ABC");
    expect(url.searchParams.get("issuer")).toBe("Marea");
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes, hashed the same however they are typed", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const [first = ""] = codes;
    expect(hashRecoveryCode(first.toUpperCase().replace("-", " "))).toBe(hashRecoveryCode(first));
    expect(hashRecoveryCode(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(first)).not.toContain(first.replace("-", ""));
  });
});
