import { describe, expect, it } from "vitest";
import { resolveSort } from "./search.ts";

describe("resolveSort (spec §9)", () => {
  it("defaults to weight, then newest, then id, then title", () => {
    const byDefault = [
      { field: "weight", direction: "desc" },
      { field: "dateSaved", direction: "desc" },
      { field: "id", direction: "desc" },
      { field: "title", direction: "asc" },
    ];
    expect(resolveSort(undefined)).toEqual(byDefault);
    expect(resolveSort("default")).toEqual(byDefault);
  });
  it("sorts by title ascending and descending, ties by id", () => {
    expect(resolveSort("title-asc")).toEqual([
      { field: "title", direction: "asc" },
      { field: "id", direction: "asc" },
    ]);
    expect(resolveSort("title-desc")).toEqual([
      { field: "title", direction: "desc" },
      { field: "id", direction: "desc" },
    ]);
  });
  it("sorts events by date, soonest first", () => {
    expect(resolveSort("date")).toEqual([
      { field: "startDate", direction: "asc" },
      { field: "id", direction: "asc" },
    ]);
  });
  it("sorts any other way by weight descending, then newest", () => {
    expect(resolveSort("weight")).toEqual([
      { field: "weight", direction: "desc" },
      { field: "dateSaved", direction: "desc" },
      { field: "id", direction: "desc" },
    ]);
  });
});
