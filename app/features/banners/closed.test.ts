import { describe, expect, it } from "vitest";
import { BANNER_CLOSED_KEY, isBannerClosed, rememberBannerClosed } from "./closed.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("a banner closed stays closed for the visit (spec §2)", () => {
  it("remembers the closed banner's slug in session storage", () => {
    const storage = memoryStorage();
    expect(isBannerClosed("halloween-2025", storage)).toBe(false);
    rememberBannerClosed("halloween-2025", storage);
    expect(storage.getItem(BANNER_CLOSED_KEY)).toBe("halloween-2025");
    expect(isBannerClosed("halloween-2025", storage)).toBe(true);
    // The next season's banner still shows.
    expect(isBannerClosed("day-of-the-dead-2025", storage)).toBe(false);
  });

  it("still keeps it closed on the page when storage is blocked", () => {
    const blocked = {
      getItem: (): string | null => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(isBannerClosed("sale", blocked)).toBe(false);
    rememberBannerClosed("sale", blocked);
    expect(isBannerClosed("sale", blocked)).toBe(true);
    expect(isBannerClosed("sale", null)).toBe(true);
  });
});
