import { describe, expect, it } from "vitest";
import {
  type OpeningHours,
  openingHoursProblems,
  openingHoursSpecification,
  openNow,
  vallartaWeekDay,
  weekTable,
} from "./opening-hours.ts";

const weekdays = ["mo", "tu", "we", "th", "fr"] as const;
const bar: OpeningHours = [
  { days: [...weekdays], opens: "18:00", closes: "02:00" },
  { days: ["sa"], opens: "13:00", closes: "16:00" },
  { days: ["sa"], opens: "18:00", closes: "03:00" },
];

describe("weekTable", () => {
  it("lists every day Monday to Sunday, closed days empty, periods in order", () => {
    const table = weekTable(bar);
    expect(table.map((row) => row.day)).toEqual(["mo", "tu", "we", "th", "fr", "sa", "su"]);
    expect(table[0]?.periods).toEqual([{ opens: "18:00", closes: "02:00" }]);
    expect(table[5]?.periods.map((p) => p.opens)).toEqual(["13:00", "18:00"]);
    expect(table[6]?.periods).toEqual([]);
  });
});

describe("openingHoursProblems", () => {
  it("accepts sound hours, all day and past midnight included", () => {
    expect(openingHoursProblems(bar)).toEqual([]);
    expect(openingHoursProblems([{ days: ["su"], opens: "00:00", closes: "24:00" }])).toEqual([]);
  });
  it("names bad times, empty periods and days that are all day and more", () => {
    expect(openingHoursProblems([{ days: [], opens: "9:00", closes: "25:00" }])).toEqual([
      "a period without days",
      "bad opening time 9:00",
      "bad closing time 25:00",
    ]);
    expect(
      openingHoursProblems([
        { days: ["mo"], opens: "00:00", closes: "24:00" },
        { days: ["mo"], opens: "09:00", closes: "10:00" },
      ]),
    ).toEqual(["mo: all day and more"]);
  });
});

describe("openingHoursSpecification", () => {
  it("names the days as schema.org does and ends all day at 23:59", () => {
    expect(
      openingHoursSpecification([{ days: ["mo", "su"], opens: "00:00", closes: "24:00" }]),
    ).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    ]);
    expect(openingHoursSpecification(bar)[0]).toMatchObject({ opens: "18:00", closes: "02:00" });
  });
});

describe("vallartaWeekDay", () => {
  it("counts the day in Puerto Vallarta, not in UTC", () => {
    // Saturday 5 December 2026, 11 p.m. in Vallarta, is already Sunday in UTC.
    expect(vallartaWeekDay(new Date("2026-12-06T05:00:00Z"))).toBe("sa");
    expect(vallartaWeekDay(new Date("2026-12-07T06:00:00Z"))).toBe("mo");
  });
});

describe("openNow (the place pages' open-now line)", () => {
  // 2026-12-07 is a Monday; Puerto Vallarta is UTC−6.
  const at = (local: string) => new Date(`${local}-06:00`);
  it("is open within a period of the day and closed outside it", () => {
    const shop: OpeningHours = [{ days: [...weekdays], opens: "10:00", closes: "19:00" }];
    expect(openNow(shop, at("2026-12-07T10:00"))).toEqual({ open: true, until: "19:00" });
    expect(openNow(shop, at("2026-12-07T18:59"))).toEqual({ open: true, until: "19:00" });
    expect(openNow(shop, at("2026-12-07T19:00"))).toEqual({ open: false, until: null });
    expect(openNow(shop, at("2026-12-07T09:59"))).toEqual({ open: false, until: null });
    expect(openNow(shop, at("2026-12-12T12:00"))).toEqual({ open: false, until: null });
  });
  it("counts a period past midnight on its own day and into the next", () => {
    // Friday 18:00 to Saturday 02:00; Saturday 18:00 to Sunday 03:00.
    expect(openNow(bar, at("2026-12-11T23:30"))).toEqual({ open: true, until: "02:00" });
    expect(openNow(bar, at("2026-12-12T01:30"))).toEqual({ open: true, until: "02:00" });
    expect(openNow(bar, at("2026-12-12T02:30")).open).toBe(false);
    expect(openNow(bar, at("2026-12-13T02:59"))).toEqual({ open: true, until: "03:00" });
    // Monday 01:00: Sunday has no evening period.
    expect(openNow(bar, at("2026-12-07T01:00")).open).toBe(false);
  });
  it("is open all day, with no closing time, for 00:00 to 24:00", () => {
    const beach: OpeningHours = [
      { days: ["mo", "tu", "we", "th", "fr", "sa", "su"], opens: "00:00", closes: "24:00" },
    ];
    expect(openNow(beach, new Date("2026-12-07T05:59:00Z"))).toEqual({
      open: true,
      until: null,
    });
  });
});
