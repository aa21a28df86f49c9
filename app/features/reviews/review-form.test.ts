import { describe, expect, it } from "vitest";
import { reviewCreateSchema } from "../../../core/contract/review.ts";
import { keptRating, reviewFieldOf, reviewFromForm } from "./review-form.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}
const item = { sysItemTypeID: 6, itemID: 12 };

describe("the review form and POST /reviews (decisions 024, 141)", () => {
  it("sends spec §7's payload, the rating 5 by default", () => {
    const body = reviewFromForm(
      form({ review: " A calm beach, clear water. ", author: "Lu" }),
      item,
    );
    expect(body).toEqual({ review: "A calm beach, clear water.", author: "Lu", ...item });
    expect(reviewCreateSchema.parse(body).rating).toBe(5);
  });

  it("takes a short review and sends the stars chosen", () => {
    const body = reviewFromForm(form({ review: " Nice. ", rating: "2", author: "Lu" }), item);
    expect(reviewCreateSchema.parse(body)).toMatchObject({ review: "Nice.", rating: 2 });
  });

  it("refuses a review of white space only, naming the field", () => {
    const body = reviewFromForm(form({ review: "   ", rating: "4", author: "Lu" }), item);
    const issues = reviewCreateSchema.safeParse(body).error?.issues ?? [];
    expect(issues.map((issue) => reviewFieldOf(issue.path))).toEqual(["review"]);
    expect(reviewFieldOf("body.author")).toBe("author");
  });

  it("comes back after a refusal with the stars the post chose, else 5", () => {
    expect(keptRating({ rating: "2" })).toBe(2);
    expect(keptRating({ rating: "1" })).toBe(1);
    for (const rating of [undefined, "", "0", "6", "2.5", "two"]) {
      expect(keptRating({ rating }), String(rating)).toBe(5);
    }
    expect(keptRating(undefined)).toBe(5);
  });
});
