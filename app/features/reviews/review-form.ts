import type { ReviewCreate } from "../../../core/contract/review.ts";

export type ReviewField = "review" | "author" | "rating";
export type ReviewValues = Partial<Record<"review" | "author", string>>;

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
