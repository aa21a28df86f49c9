import { describe, expect, it } from "vitest";
import { reviewCreateSchema } from "../../../core/contract/review.ts";
import { reviewFieldOf, reviewFromForm } from "./review-form.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}
const item = { sysItemTypeID: 6, itemID: 12 };

describe("the review form and POST /reviews (issue 9)", () => {
  it("sends spec §7's payload, the rating 5 by default", () => {
    const body = reviewFromForm(
      form({ review: " A calm beach, clear water. ", author: "Lu" }),
      item,
    );
    expect(body).toEqual({ review: "A calm beach, clear water.", author: "Lu", ...item });
    expect(reviewCreateSchema.parse(body).rating).toBe(5);
  });

  it("refuses a review under 20 characters, naming the field", () => {
    const body = reviewFromForm(form({ review: "Nice.", rating: "4", author: "Lu" }), item);
    const issues = reviewCreateSchema.safeParse(body).error?.issues ?? [];
    expect(issues.map((issue) => reviewFieldOf(issue.path))).toEqual(["review"]);
    expect(reviewFieldOf("body.author")).toBe("author");
  });
});
