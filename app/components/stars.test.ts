import { describe, expect, it } from "vitest";
import { ratingValue, starFills } from "./stars.ts";

const count = (rating: number, fill: string) => starFills(rating).filter((f) => f === fill).length;

describe("starFills", () => {
  it("draws a 4-star rating as four full stars and one empty", () => {
    expect(starFills(4)).toEqual(["full", "full", "full", "full", "empty"]);
  });
  it("draws halves", () => {
    expect(starFills(3.5)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(starFills(0.5)).toEqual(["half", "empty", "empty", "empty", "empty"]);
  });
  it("rounds to the nearest half", () => {
    expect(starFills(4.3)).toEqual(starFills(4.5));
    expect(starFills(4.2)).toEqual(starFills(4));
    expect(starFills(4.8)).toEqual(starFills(5));
  });
  it("always draws five stars, from none to all filled", () => {
    for (let r = 0; r <= 5; r += 0.5) {
      expect(starFills(r)).toHaveLength(5);
      expect(count(r, "full") + count(r, "half") / 2).toBe(r);
    }
    expect(count(0, "empty")).toBe(5);
    expect(count(5, "full")).toBe(5);
  });
  it("keeps out-of-range and missing ratings within 0 to 5", () => {
    expect(starFills(7)).toEqual(starFills(5));
    expect(starFills(-2)).toEqual(starFills(0));
    expect(starFills(Number.NaN)).toEqual(starFills(0));
  });
});

describe("ratingValue", () => {
  it("says the rating with one decimal at most, within 0 to 5", () => {
    expect(ratingValue(4)).toBe(4);
    expect(ratingValue(4.26)).toBe(4.3);
    expect(ratingValue(9)).toBe(5);
    expect(ratingValue(Number.NaN)).toBe(0);
  });
});
