import { RATING } from "../../core/constants.ts";

export type StarFill = "full" | "half" | "empty";

/**
 * How each of the five stars is drawn for a rating: rounded to the nearest half and kept within
 * 0 to 5, so a 4-star resort shows four filled stars and one empty wherever it appears (issue 9).
 */
export function starFills(rating: number): StarFill[] {
  const halves = Number.isFinite(rating)
    ? Math.min(RATING.max * 2, Math.max(0, Math.round(rating * 2)))
    : 0;
  return Array.from({ length: RATING.max }, (_, i) => {
    const left = halves - i * 2;
    return left >= 2 ? "full" : left === 1 ? "half" : "empty";
  });
}

/** The rating said in words: one decimal at most, within 0 to 5 ("4", "4.5", "4.3"). */
export function ratingValue(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(RATING.max, Math.max(0, Math.round(rating * 10) / 10));
}
