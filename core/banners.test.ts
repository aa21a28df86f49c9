import { describe, expect, it } from "vitest";
import {
  bannerOccurrence,
  bannerWidth,
  chooseBanner,
  choosePromotion,
  packageBandShown,
} from "./banners.ts";

// The two banners of spec §2, as seeded: they come back every year (decision 032).
const halloween = {
  slug: "halloween",
  startsOn: "2025-11-14",
  endsOn: "2025-11-30",
  weight: 0,
  repeatsYearly: true,
};
const muertos = {
  slug: "muertos",
  startsOn: "2025-12-01",
  endsOn: "2025-12-03",
  weight: 0,
  repeatsYearly: true,
};
const banners = [halloween, muertos];
const once = (banner: typeof halloween) => ({ ...banner, repeatsYearly: false });

describe("seasonal banners (spec §2)", () => {
  it("shows the banner whose range holds today, both ends included", () => {
    expect(chooseBanner(banners, "2025-11-14")?.slug).toBe("halloween");
    expect(chooseBanner(banners, "2025-11-30")?.slug).toBe("halloween");
    expect(chooseBanner(banners, "2025-12-01")?.slug).toBe("muertos");
    expect(chooseBanner(banners, "2025-12-03")?.slug).toBe("muertos");
  });

  it("repeats a yearly banner on the same days of later years, never before its first", () => {
    expect(chooseBanner(banners, "2026-11-25")?.slug).toBe("halloween");
    expect(chooseBanner(banners, "2027-11-14")?.slug).toBe("halloween");
    expect(chooseBanner(banners, "2027-12-03")?.slug).toBe("muertos");
    expect(chooseBanner(banners, "2031-12-02")?.slug).toBe("muertos");
    expect(chooseBanner(banners, "2024-11-20")).toBeNull();
    expect(chooseBanner(banners, "2026-11-13")).toBeNull();
    expect(chooseBanner(banners, "2026-12-04")).toBeNull();
  });

  it("keeps a one-off banner to its own dates", () => {
    const oneOff = banners.map(once);
    expect(chooseBanner(oneOff, "2025-11-20")?.slug).toBe("halloween");
    expect(chooseBanner(oneOff, "2026-11-25")).toBeNull();
  });

  it("repeats a window that spans New Year into January", () => {
    const holidays = {
      slug: "holidays",
      startsOn: "2025-12-20",
      endsOn: "2026-01-06",
      weight: 0,
      repeatsYearly: true,
    };
    expect(bannerOccurrence(holidays, "2027-01-03")).toEqual({
      startsOn: "2026-12-20",
      endsOn: "2027-01-06",
    });
    expect(bannerOccurrence(holidays, "2026-12-31")?.endsOn).toBe("2027-01-06");
    expect(bannerOccurrence(holidays, "2027-01-07")).toBeNull();
    expect(bannerOccurrence(holidays, "2025-01-03")).toBeNull();
  });

  it("shows none on any other day, without failing", () => {
    expect(chooseBanner(banners, "2025-11-13")).toBeNull();
    expect(chooseBanner(banners, "2025-12-04")).toBeNull();
    expect(chooseBanner(banners.map(once), "2026-11-23")).toBeNull();
    expect(chooseBanner([], "2025-11-20")).toBeNull();
  });

  it("prefers the heavier banner when ranges overlap, then the one ending first", () => {
    const sale = { ...once(halloween), slug: "sale", startsOn: "2025-11-20", endsOn: "2025-12-31" };
    expect(chooseBanner([...banners, { ...sale, weight: 5 }], "2025-11-25")?.slug).toBe("sale");
    const flash = {
      ...once(halloween),
      slug: "flash",
      startsOn: "2025-11-20",
      endsOn: "2025-11-21",
    };
    expect(chooseBanner([halloween, flash], "2025-11-20")?.slug).toBe("flash");
    // A yearly banner's end is this year's, not its first year's.
    const lateSale = { ...sale, startsOn: "2026-11-20", endsOn: "2026-12-31" };
    expect(chooseBanner([lateSale, halloween], "2026-11-25")?.slug).toBe("halloween");
  });

  it("is 500 px wide from a 768 px screen up, otherwise 375 px (spec §9)", () => {
    expect(bannerWidth(1280)).toBe(500);
    expect(bannerWidth(768)).toBe(500);
    expect(bannerWidth(767)).toBe(375);
    expect(bannerWidth(375)).toBe(375);
  });
});

describe("the promotional banner of every default-layout page (issue 9)", () => {
  it("is the seasonal one inside its window, the 699 USD package outside", () => {
    expect(choosePromotion(banners, "2026-11-25")).toEqual({ kind: "seasonal", banner: halloween });
    expect(choosePromotion(banners, "2026-12-02")).toEqual({ kind: "seasonal", banner: muertos });
    expect(choosePromotion(banners, "2026-12-04")).toEqual({ kind: "package" });
    expect(choosePromotion(banners, "2027-06-15")).toEqual({ kind: "package" });
    expect(choosePromotion([], "2026-11-25")).toEqual({ kind: "package" });
  });
});

describe("packageBandShown", () => {
  it("leaves the band off the pages that present the package, in either language", () => {
    for (const path of [
      "/visit-vallarta",
      "/es/visita-vallarta",
      "/es/visita-vallarta/",
      "/resorts",
      "/es/resorts/",
    ]) {
      expect(packageBandShown(path)).toBe(false);
    }
    for (const path of ["/", "/es", "/events", "/es/revista", "/resort/arena-larga"]) {
      expect(packageBandShown(path)).toBe(true);
    }
  });
});
