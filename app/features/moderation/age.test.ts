import { describe, expect, it } from "vitest";
import { ageOf } from "./age.ts";

const now = "2026-11-26T12:00:00.000Z";
const ago = (ms: number) => new Date(Date.parse(now) - ms).toISOString();

describe("a review's age", () => {
  it("says it in the largest whole unit, in the page's language", () => {
    expect(ageOf(ago(30_000), now, "en")).toBe("this minute");
    expect(ageOf(ago(5 * 60_000), now, "en")).toBe("5 minutes ago");
    expect(ageOf(ago(3 * 3_600_000 + 59 * 60_000), now, "en")).toBe("3 hours ago");
    expect(ageOf(ago(26 * 3_600_000), now, "en")).toBe("yesterday");
    expect(ageOf(ago(9 * 86_400_000), now, "es")).toBe("hace 9 días");
  });

  it("never says a review comes from the future", () => {
    expect(ageOf(ago(-60_000), now, "en")).toBe("this minute");
  });
});
