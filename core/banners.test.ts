import { describe, expect, it } from "vitest";
import { bannerWidth, chooseBanner } from "./banners.ts";

// The two banners of spec §2.
const halloween = { slug: "halloween", startsOn: "2025-11-14", endsOn: "2025-11-30", weight: 0 };
const muertos = { slug: "muertos", startsOn: "2025-12-01", endsOn: "2025-12-03", weight: 0 };
const banners = [halloween, muertos];

describe("seasonal banners (spec §2)", () => {
  it("shows the banner whose range holds today, both ends included", () => {
    expect(chooseBanner(banners, "2025-11-14")?.slug).toBe("halloween");
    expect(chooseBanner(banners, "2025-11-30")?.slug).toBe("halloween");
    expect(chooseBanner(banners, "2025-12-01")?.slug).toBe("muertos");
    expect(chooseBanner(banners, "2025-12-03")?.slug).toBe("muertos");
  });

  it("shows none on any other day, without failing", () => {
    expect(chooseBanner(banners, "2025-11-13")).toBeNull();
    expect(chooseBanner(banners, "2025-12-04")).toBeNull();
    expect(chooseBanner(banners, "2026-11-23")).toBeNull();
    expect(chooseBanner([], "2025-11-20")).toBeNull();
  });

  it("prefers the heavier banner when ranges overlap, then the one ending first", () => {
    const sale = { slug: "sale", startsOn: "2025-11-20", endsOn: "2025-12-31", weight: 5 };
    expect(chooseBanner([...banners, sale], "2025-11-25")?.slug).toBe("sale");
    const flash = { slug: "flash", startsOn: "2025-11-20", endsOn: "2025-11-21", weight: 0 };
    expect(chooseBanner([halloween, flash], "2025-11-20")?.slug).toBe("flash");
  });

  it("is 500 px wide from a 768 px screen up, otherwise 375 px (spec §9)", () => {
    expect(bannerWidth(1280)).toBe(500);
    expect(bannerWidth(768)).toBe(500);
    expect(bannerWidth(767)).toBe(375);
    expect(bannerWidth(375)).toBe(375);
  });
});
