import { describe, expect, it } from "vitest";
import { REVIEW_MAX_LENGTH } from "../constants.ts";
import { reviewCreateSchema } from "./review.ts";

const item = { sysItemTypeID: 6, itemID: 12 };
const review = (text: string) => reviewCreateSchema.safeParse({ review: text, ...item });

describe("a review's text: required and trimmed, no minimum beyond that (docs/decisions/141)", () => {
  it("takes a short review, trimmed", () => {
    for (const text of ["Nice", "Great tacos!", "ok", " 👍 "]) {
      const parsed = review(text);
      expect(parsed.success, text).toBe(true);
      expect(parsed.data?.review).toBe(text.trim());
    }
  });

  it("refuses an empty review or one of white space only, naming the field", () => {
    for (const text of ["", "   ", "\n\t "]) {
      const issues = review(text).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
        [["review"], "write your review"],
      ]);
    }
  });

  it("still refuses a review longer than the most it keeps", () => {
    expect(review("a".repeat(REVIEW_MAX_LENGTH)).success).toBe(true);
    expect(review("a".repeat(REVIEW_MAX_LENGTH + 1)).success).toBe(false);
  });
});
