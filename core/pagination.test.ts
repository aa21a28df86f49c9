import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageCount, parsePage, visiblePages } from "./pagination.ts";

describe("pagination (spec §4, §9)", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(25)).toBe(3);
  });
  it("shows a window of three page numbers that moves with the current page", () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([4, 5, 6]);
    expect(visiblePages(10, 10)).toEqual([8, 9, 10]);
    expect(visiblePages(2, 2)).toEqual([1, 2]);
    expect(visiblePages(1, 1)).toEqual([1]);
  });
  it("clamps a current page outside the range", () => {
    expect(visiblePages(99, 4)).toEqual([2, 3, 4]);
    expect(visiblePages(-3, 4)).toEqual([1, 2, 3]);
  });
  it("reads a page number from a query value, defaulting to 1", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage(null)).toBe(1);
  });

  it("never reads a page number past MAX_PAGE, however long (issue 10: offsets overflowed)", () => {
    expect(parsePage("10000")).toBe(MAX_PAGE);
    expect(parsePage("10001")).toBe(MAX_PAGE);
    expect(parsePage("2147483648")).toBe(MAX_PAGE);
    expect(parsePage("99999999999999999999")).toBe(MAX_PAGE);
    expect(parsePage("1e400")).toBe(1);
  });
});
