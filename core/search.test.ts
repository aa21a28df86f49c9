import { describe, expect, it } from "vitest";
import { compareBy, type Filterable, matchesFilter, resolveSort } from "./search.ts";

const item = (overrides: Partial<Filterable> = {}): Filterable => ({
  id: 1,
  title: "Whale watching in Banderas Bay",
  description: "Humpbacks arrive in December.",
  categoryIDs: [13, 18],
  zoneIDs: [5],
  providerID: 7,
  startDate: new Date("2026-12-10T00:00:00Z"),
  ...overrides,
});

describe("matchesFilter (spec §5, one rule at a time)", () => {
  it("needs every word in the title or the description, ignoring case and accents", () => {
    expect(matchesFilter(item(), { words: "WHALE december" })).toBe(true);
    expect(matchesFilter(item({ title: "Bucerías" }), { words: "bucerias" })).toBe(true);
    expect(matchesFilter(item({ title: "Bucerias" }), { words: "Bucerías" })).toBe(true);
    expect(matchesFilter(item(), { words: "whale tacos" })).toBe(false);
  });
  it("needs the provider to equal the chosen one", () => {
    expect(matchesFilter(item(), { providerID: 7 })).toBe(true);
    expect(matchesFilter(item(), { providerID: 8 })).toBe(false);
  });
  it("matches items that start within the range", () => {
    expect(
      matchesFilter(item(), { startDate: new Date("2026-12-01"), endDate: new Date("2026-12-31") }),
    ).toBe(true);
    expect(matchesFilter(item(), { startDate: new Date("2026-12-11") })).toBe(false);
    expect(matchesFilter(item(), { endDate: new Date("2026-12-09") })).toBe(false);
    expect(matchesFilter(item({ startDate: null }), { startDate: new Date("2026-01-01") })).toBe(
      false,
    );
  });
  it("needs the item to run on some moment of the range (decision 026)", () => {
    const season = item({
      startDate: new Date("2026-12-01T14:00:00Z"),
      endDate: new Date("2027-03-31T23:59:00Z"),
    });
    const weekend = { startDate: new Date("2026-12-05"), endDate: new Date("2026-12-07") };
    expect(matchesFilter(season, weekend)).toBe(true);
    expect(matchesFilter(season, { startDate: new Date("2027-03-31T23:59:00Z") })).toBe(true);
    expect(matchesFilter(season, { startDate: new Date("2027-04-01") })).toBe(false);
    expect(matchesFilter(season, { endDate: new Date("2026-11-30") })).toBe(false);
    // Without an end, an item runs on its start only.
    expect(matchesFilter(item({ endDate: null }), { startDate: new Date("2026-12-11") })).toBe(
      false,
    );
  });
  it("needs every chosen category", () => {
    expect(matchesFilter(item(), { categoryIDs: [13, 18] })).toBe(true);
    expect(matchesFilter(item(), { categoryIDs: [13, 11] })).toBe(false);
  });
  it("needs the zone among the chosen zones", () => {
    expect(matchesFilter(item(), { zoneIDs: [3, 5] })).toBe(true);
    expect(matchesFilter(item(), { zoneIDs: [3] })).toBe(false);
    expect(matchesFilter(item(), { zoneIDs: [] })).toBe(true);
  });
  it("leaves out an excluded id", () => {
    expect(matchesFilter(item(), { excludeItemId: 1 })).toBe(false);
    expect(matchesFilter(item(), { excludeItemId: 2 })).toBe(true);
  });
});

describe("resolveSort (spec §9)", () => {
  const rows = [
    { id: 1, title: "Ómnibus", weight: 5, dateSaved: new Date("2026-01-01") },
    { id: 2, title: "avenida", weight: 9, dateSaved: new Date("2026-01-01") },
    { id: 3, title: "Zócalo", weight: 5, dateSaved: new Date("2026-03-01") },
    { id: 4, title: "Bahía", weight: 5, dateSaved: new Date("2026-03-01") },
  ];
  const order = (sort: Parameters<typeof resolveSort>[0]) =>
    [...rows].sort(compareBy(resolveSort(sort))).map((row) => row.id);

  it("defaults to weight, then newest, then id, then title", () => {
    expect(order(undefined)).toEqual([2, 4, 3, 1]);
    expect(order("default")).toEqual([2, 4, 3, 1]);
  });
  it("sorts by title ascending and descending, ignoring case and accents", () => {
    expect(order("title-asc")).toEqual([2, 4, 1, 3]);
    expect(order("title-desc")).toEqual([3, 1, 4, 2]);
  });
  it("sorts events by date, soonest first", () => {
    const events = [
      {
        id: 1,
        title: "b",
        weight: 9,
        dateSaved: new Date("2026-01-01"),
        startDate: new Date("2027-05-31"),
      },
      {
        id: 2,
        title: "a",
        weight: 1,
        dateSaved: new Date("2026-01-01"),
        startDate: new Date("2026-12-01"),
      },
      { id: 3, title: "c", weight: 5, dateSaved: new Date("2026-01-01"), startDate: null },
    ];
    expect([...events].sort(compareBy(resolveSort("date"))).map((e) => e.id)).toEqual([2, 1, 3]);
  });
  it("sorts any other way by weight descending, then newest", () => {
    expect(order("weight")).toEqual([2, 4, 3, 1]);
  });
});
