import { BANNER_MODAL } from "./constants.ts";

/** A seasonal banner's window: calendar days in Puerto Vallarta, both ends included. */
export type BannerWindow = { startsOn: string; endsOn: string; weight: number };

/**
 * Spec §2 "Banners": the banner whose date range holds today, or none. When ranges overlap the
 * heavier one wins, then the one that ends first (the more urgent season). No range: no banner,
 * never an error.
 */
export function chooseBanner<T extends BannerWindow>(
  banners: readonly T[],
  today: string,
): T | null {
  const current = banners.filter((b) => b.startsOn <= today && today <= b.endsOn);
  current.sort((a, b) => b.weight - a.weight || a.endsOn.localeCompare(b.endsOn));
  return current[0] ?? null;
}

/** Spec §9: the banner modal is 500 px wide at a screen width of 768 or more, otherwise 375 px. */
export function bannerWidth(screenWidth: number): number {
  return screenWidth >= BANNER_MODAL.breakpoint ? BANNER_MODAL.wideWidth : BANNER_MODAL.narrowWidth;
}
