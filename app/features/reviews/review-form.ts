import { RATING } from "../../../core/constants.ts";
import type { ReviewCreate } from "../../../core/contract/review.ts";

export type ReviewField = "review" | "author" | "rating";
/** What a refused post shows again: the text, the name and the stars chosen (as posted). */
export type ReviewValues = Partial<Record<ReviewField, string>>;

/** The form's fields in the order it shows them, which its error summary follows. */
export const REVIEW_FIELDS: readonly ReviewField[] = ["rating", "author", "review"];

/**
 * The stars a refused post chose, so the form comes back with them (not the default's 5) and
 * what is sent next is what was chosen; the default when they were no rating at all.
 */
export function keptRating(values: ReviewValues | undefined): number {
  const rating = Number(values?.rating ?? "");
  return Number.isInteger(rating) && rating >= RATING.min && rating <= RATING.max
    ? rating
    : RATING.default;
}

/** A form post or the form's current values as spec §7's `POST /reviews` payload. */
export function reviewFromForm(
  form: FormData,
  item: { sysItemTypeID: number; itemID: number },
): ReviewCreate {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const rating = Number(form.get("rating") ?? "");
  return {
    review: text("review"),
    ...(Number.isInteger(rating) && rating > 0 ? { rating } : {}),
    ...(text("author") ? { author: text("author") } : {}),
    sysItemTypeID: item.sysItemTypeID,
    itemID: item.itemID,
  };
}

/** `body.review`, `["author"]` → the field it names, if the form shows one. */
export function reviewFieldOf(path: string | readonly PropertyKey[]): ReviewField | undefined {
  const name = String(
    typeof path === "string" ? path.replace(/^body\./, "").split(".")[0] : path[0],
  );
  return name === "review" || name === "author" || name === "rating" ? name : undefined;
}
