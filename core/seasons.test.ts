import { describe, expect, it } from "vitest";
import { HIGHLIGHTS_SHOWN, inWindow, SEASON_HIGHLIGHTS, seasonHighlights } from "./seasons.ts";

const ids = (day: string) => seasonHighlights(day, "en").map((h) => h.id);

describe("seasonHighlights", () => {
  it("picks the bay's highlights by date", () => {
    expect(ids("2026-12-07")).toEqual(["guadalupe", "whales", "dry-season"]);
    expect(ids("2027-01-15")).toEqual(["whales", "dry-season"]);
    expect(ids("2026-03-31")).toEqual(["whales", "dry-season"]);
    expect(ids("2026-04-01")).toEqual(["dry-season"]);
    expect(ids("2026-08-20")).toEqual(["turtles", "rains"]);
    expect(ids("2026-09-15")).toEqual(["independence", "turtles", "rains"]);
    expect(ids("2026-11-01")).toEqual(["day-of-the-dead", "turtles", "dry-season"]);
    expect(ids("2026-12-13")).toEqual(["whales", "dry-season"]);
  });

  it("has at least one and at most three for every day of a leap year", () => {
    for (let time = Date.UTC(2028, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      const count = ids(day).length;
      expect(count, day).toBeGreaterThanOrEqual(1);
      expect(count, day).toBeLessThanOrEqual(HIGHLIGHTS_SHOWN);
    }
  });

  it("writes every highlight in English and Spanish", () => {
    const en = seasonHighlights("2026-12-07", "en");
    const es = seasonHighlights("2026-12-07", "es");
    expect(es.map((h) => h.id)).toEqual(en.map((h) => h.id));
    expect(es[1]?.title).toBe("Ballenas jorobadas");
    for (const h of SEASON_HIGHLIGHTS)
      for (const text of [h.title.en, h.title.es, h.text.en, h.text.es])
        expect(text.length, h.id).toBeGreaterThan(5);
  });
});

describe("inWindow", () => {
  it("includes both ends and wraps over the new year", () => {
    expect(inWindow("2026-12-01", [12, 1], [3, 31])).toBe(true);
    expect(inWindow("2026-03-31", [12, 1], [3, 31])).toBe(true);
    expect(inWindow("2026-04-01", [12, 1], [3, 31])).toBe(false);
    expect(inWindow("2026-11-30", [12, 1], [3, 31])).toBe(false);
    expect(inWindow("2026-07-01", [7, 1], [11, 30])).toBe(true);
    expect(inWindow("2026-06-30", [7, 1], [11, 30])).toBe(false);
  });
});
