import { describe, expect, it } from "vitest";
import { redemptionCode } from "./code.ts";

const KEY = "k".repeat(32);

describe("redemptionCode", () => {
  it("is two groups of four unambiguous characters", () => {
    for (let user = 1; user < 50; user++) {
      expect(redemptionCode(KEY, user, 7)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    }
  });

  it("is the same for the same member and benefit, and differs otherwise", () => {
    expect(redemptionCode(KEY, 1, 2)).toBe(redemptionCode(KEY, 1, 2));
    const codes = new Set<string>();
    for (let user = 1; user <= 20; user++) {
      for (let item = 1; item <= 20; item++) codes.add(redemptionCode(KEY, user, item));
    }
    expect(codes.size).toBe(400);
  });

  it("depends on the server's key", () => {
    expect(redemptionCode(KEY, 1, 2)).not.toBe(redemptionCode("x".repeat(32), 1, 2));
  });
});
