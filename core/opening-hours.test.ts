import { describe, expect, it } from "vitest";
import {
  type OpeningHours,
  openingHoursProblems,
  openingHoursSpecification,
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
