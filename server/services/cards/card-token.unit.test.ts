import { describe, expect, it } from "vitest";
import {
  CARD_RENEW_BELOW_MS,
  CARD_VALID_MS,
  cardKey,
  groupedNumber,
  isCardNumber,
  luhnDigit,
  newCardNumber,
  readCardToken,
  renewedUntil,
  signCard,
} from "./card-token.ts";

const key = cardKey("a secret of at least thirty-two characters");
const now = new Date("2026-11-25T12:00:00Z");
const inAYear = new Date(now.getTime() + CARD_VALID_MS);

describe("card numbers", () => {
  it("end in their Luhn digit, so one mistyped digit is caught", () => {
    expect(luhnDigit("7992739871")).toBe(3);
    for (let i = 0; i < 200; i++) {
      const number = newCardNumber();
      expect(number).toMatch(/^[1-9]\d{11}$/);
      expect(isCardNumber(number)).toBe(true);
      const typo = `${number.slice(0, 5)}${(Number(number[5]) + 1) % 10}${number.slice(6)}`;
      expect(isCardNumber(typo)).toBe(false);
    }
  });

  it("are printed in groups of four", () => {
    expect(groupedNumber("482109375512")).toBe("4821 0937 5512");
  });
});

describe("validity", () => {
  it("is a year from a visit, moved only when less than eleven months are left", () => {
    expect(renewedUntil(undefined, now)).toEqual(inAYear);
    const plenty = new Date(now.getTime() + CARD_RENEW_BELOW_MS + 1000);
    expect(renewedUntil(plenty, now)).toBe(plenty);
    const short = new Date(now.getTime() + CARD_RENEW_BELOW_MS - 1000);
    expect(renewedUntil(short, now)).toEqual(inAYear);
    expect(renewedUntil(new Date("2020-01-01T00:00:00Z"), now)).toEqual(inAYear);
  });
});

describe("signed verification tokens", () => {
  const number = newCardNumber();
  const token = signCard(key, number, inAYear);

  it("hold the number, the expiry and a signature, and read back until they expire", () => {
    expect(token).toMatch(new RegExp(`^${number}-[0-9a-z]+-[0-9a-f]{32}$`));
    expect(readCardToken(key, token, now)).toEqual({
      ok: true,
      number,
      expires: new Date(Math.floor(inAYear.getTime() / 1000) * 1000),
    });
    expect(readCardToken(key, token, new Date(inAYear.getTime() + 1000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuse any change to the number, the date or the signature, and another key's", () => {
    const [n = "", expires = "", signature = ""] = token.split("-");
    const other = newCardNumber();
    const later = (Number.parseInt(expires, 36) + 86_400 * 365).toString(36);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    for (const bad of [
      `${other}-${expires}-${signature}`,
      `${n}-${later}-${signature}`,
      `${n}-${expires}-${flipped}`,
      signCard(cardKey("another secret of thirty-two characters!"), n, inAYear),
      "",
      "not-a-token",
      `${token}0`,
    ]) {
      expect(readCardToken(key, bad, now), bad).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("are refused when the signature is right but the number fails its check digit", () => {
    const wrong = `${number.slice(0, 11)}${(Number(number[11]) + 1) % 10}`;
    expect(readCardToken(key, signCard(key, wrong, inAYear), now)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
