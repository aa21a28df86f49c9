import { PAGINATION_DEFAULTS } from "./constants.ts";

export function pageCount(total: number, perPage: number = PAGINATION_DEFAULTS.perPage): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The window of page numbers the pagination shows (spec §4 "moves a window of visible page
 * numbers", §9: 3 visible): the current page centred where possible, clamped to the ends.
 */
export function visiblePages(
  current: number,
  totalPages: number,
  visible: number = PAGINATION_DEFAULTS.visiblePages,
): number[] {
  const size = Math.min(visible, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  let start = page - Math.floor((size - 1) / 2);
  start = Math.max(1, Math.min(start, totalPages - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

/** A page number from a query string value: anything but a positive integer is page 1. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
