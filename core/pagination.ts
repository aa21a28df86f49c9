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

/**
 * The last page number any list answers (the API's `page` maximum too): past it an offset
 * overflows PostgreSQL's integers, and `?page=99999999999999999999` was a 500 (issue 10).
 */
export const MAX_PAGE = 10_000;

/**
 * A page number from a query string value: anything but a positive integer is page 1, and a
 * number past MAX_PAGE is MAX_PAGE (like any page past the end: an empty page, not an error).
 */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, MAX_PAGE);
}
