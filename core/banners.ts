import { BANNER_MODAL } from "./constants.ts";
import { stripLangPrefix } from "./i18n.ts";

/**
 * A seasonal banner's window: calendar days in Puerto Vallarta, both ends included. A banner
 * that repeats yearly holds the same days every year from its first one on (decision 032).
 */
export type BannerWindow = {
  startsOn: string;
  endsOn: string;
  weight: number;
  repeatsYearly: boolean;
};

/** The days a banner holds in the occurrence that contains `today`, or null when none does. */
export function bannerOccurrence(
  banner: BannerWindow,
  today: string,
): { startsOn: string; endsOn: string } | null {
  if (today < banner.startsOn) return null;
  if (!banner.repeatsYearly) {
    return today <= banner.endsOn ? { startsOn: banner.startsOn, endsOn: banner.endsOn } : null;
  }
  const year = Number(today.slice(0, 4));
  const start = banner.startsOn.slice(4);
  const end = banner.endsOn.slice(4);
  // A window over New Year (20 Dec to 6 Jan) ends in the year after it starts.
  const wraps = end < start;
  for (const startYear of wraps ? [year - 1, year] : [year]) {
    const occurrence = {
      startsOn: `${startYear}${start}`,
      endsOn: `${wraps ? startYear + 1 : startYear}${end}`,
    };
    if (occurrence.startsOn <= today && today <= occurrence.endsOn) return occurrence;
  }
  return null;
}

/**
 * Spec §2 "Banners": the banner whose date range holds today, or none. When ranges overlap the
 * heavier one wins, then the one that ends first (the more urgent season). No range: no banner,
 * never an error.
 */
export function chooseBanner<T extends BannerWindow>(
  banners: readonly T[],
  today: string,
): T | null {
  const current = banners.flatMap((banner) => {
    const occurrence = bannerOccurrence(banner, today);
    return occurrence ? [{ banner, endsOn: occurrence.endsOn }] : [];
  });
  current.sort((a, b) => b.banner.weight - a.banner.weight || a.endsOn.localeCompare(b.endsOn));
  return current[0]?.banner ?? null;
}

/**
 * Spec §2's "one promotional banner" on every default-layout page (issue 9): the seasonal modal
 * while a window holds, otherwise the band for the 699 USD package.
 */
export type Promotion<T> = { kind: "seasonal"; banner: T } | { kind: "package" };

export function choosePromotion<T extends BannerWindow>(
  banners: readonly T[],
  today: string,
): Promotion<T> {
  const banner = chooseBanner(banners, today);
  return banner ? { kind: "seasonal", banner } : { kind: "package" };
}

/** Spec §9: the banner modal is 500 px wide at a screen width of 768 or more, otherwise 375 px. */
export function bannerWidth(screenWidth: number): number {
  return screenWidth >= BANNER_MODAL.breakpoint ? BANNER_MODAL.wideWidth : BANNER_MODAL.narrowWidth;
}

/**
 * Why a banner's dates can't be saved (decision 106), or null: the end comes before the start;
 * or a yearly banner lasts a year or more, so its occurrences would overlap (a window over New
 * Year, 20 December to 6 January, ends in the year after it starts, and is fine).
 */
export function bannerDatesProblem(
  window: Pick<BannerWindow, "startsOn" | "endsOn" | "repeatsYearly">,
): "endsBeforeStart" | "longerThanAYear" | null {
  if (window.endsOn < window.startsOn) return "endsBeforeStart";
  if (!window.repeatsYearly) return null;
  const yearLater = `${Number(window.startsOn.slice(0, 4)) + 1}${window.startsOn.slice(4)}`;
  return window.endsOn >= yearLater ? "longerThanAYear" : null;
}

/** The pages that present the package themselves: the band would only repeat it there. */
const PACKAGE_PAGES = new Set(["/visit-vallarta", "/resorts"]);

/** Whether the package band (the banner outside the seasonal windows) belongs on a page. */
export function packageBandShown(pathname: string): boolean {
  const path = stripLangPrefix(pathname).replace(/\/+$/, "") || "/";
  return !PACKAGE_PAGES.has(path);
}
