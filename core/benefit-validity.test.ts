import { describe, expect, it } from "vitest";
import {
  type BenefitValidity,
  benefitValidAt,
  validityInWords,
  validityProblems,
  vallartaClock,
} from "./benefit-validity.ts";
import { localTime } from "./dates.ts";

// A "Sunday to Thursday dinner" (content/benefits.json) and one that runs past midnight.
const DINNER: BenefitValidity = [
  { days: ["su", "mo", "tu", "we", "th"], opens: "18:00", closes: "23:00" },
];
const LATE: BenefitValidity = [
  { days: ["su", "mo", "tu", "we", "th"], opens: "18:00", closes: "01:00" },
];
// 2026-12-07 is a Monday; Vallarta wall-clock times, UTC−6.
const at = (local: string) => localTime(local);

describe("vallartaClock", () => {
  it("reads Vallarta's weekday and minute, six hours behind UTC all year", () => {
    expect(vallartaClock(new Date("2026-12-08T07:55:00Z"))).toEqual({ day: "tu", minute: 115 });
    expect(vallartaClock(new Date("2026-12-07T05:59:00Z"))).toEqual({ day: "su", minute: 1439 });
    // No daylight saving: the same offset in July as in December.
    expect(vallartaClock(new Date("2027-07-04T18:00:00Z"))).toEqual({ day: "su", minute: 720 });
  });
});

describe("benefitValidAt", () => {
  it("refuses the Sunday-to-Thursday dinner on a Monday at 1:55 AM", () => {
    expect(benefitValidAt(DINNER, at("2026-12-07T01:55"))).toBe(false);
  });

  it("allows it on its days within its hours, the closing minute excluded", () => {
    expect(benefitValidAt(DINNER, at("2026-12-07T18:00"))).toBe(true);
    expect(benefitValidAt(DINNER, at("2026-12-10T22:59"))).toBe(true);
    expect(benefitValidAt(DINNER, at("2026-12-13T20:00"))).toBe(true);
    expect(benefitValidAt(DINNER, at("2026-12-07T23:00"))).toBe(false);
    expect(benefitValidAt(DINNER, at("2026-12-07T17:59"))).toBe(false);
  });

  it("refuses it on Friday and Saturday at dinner time", () => {
    expect(benefitValidAt(DINNER, at("2026-12-11T19:00"))).toBe(false);
    expect(benefitValidAt(DINNER, at("2026-12-12T19:00"))).toBe(false);
  });

  it("counts the hours past midnight as the night they began", () => {
    // Sunday night, early Monday: valid.
    expect(benefitValidAt(LATE, at("2026-12-07T00:30"))).toBe(true);
    // Thursday night, early Friday: valid; Friday night, early Saturday: not.
    expect(benefitValidAt(LATE, at("2026-12-11T00:59"))).toBe(true);
    expect(benefitValidAt(LATE, at("2026-12-12T00:30"))).toBe(false);
    expect(benefitValidAt(LATE, at("2026-12-07T01:00"))).toBe(false);
    // Friday evening itself is not one of its days.
    expect(benefitValidAt(LATE, at("2026-12-11T21:00"))).toBe(false);
    expect(benefitValidAt(LATE, at("2026-12-10T23:30"))).toBe(true);
  });

  it("reads the instant in Vallarta's time, whatever the server's zone", () => {
    // 2026-12-07T07:55Z is Monday 01:55 in Vallarta (Sunday night in California, Monday in UTC).
    expect(benefitValidAt(DINNER, new Date("2026-12-07T07:55:00Z"))).toBe(false);
    expect(benefitValidAt(DINNER, new Date("2026-12-08T04:30:00Z"))).toBe(true);
  });

  it("is always valid without periods, and all day on its days", () => {
    expect(benefitValidAt(null, at("2026-12-12T03:00"))).toBe(true);
    expect(benefitValidAt([], at("2026-12-12T03:00"))).toBe(true);
    const weekdays: BenefitValidity = [
      { days: ["mo", "tu", "we", "th", "fr"], opens: "00:00", closes: "24:00" },
    ];
    expect(benefitValidAt(weekdays, at("2026-12-11T23:59"))).toBe(true);
    expect(benefitValidAt(weekdays, at("2026-12-12T00:00"))).toBe(false);
  });
});

describe("validityInWords", () => {
  it("names runs of days round the week, and the hours", () => {
    expect(validityInWords(DINNER, "en")).toBe("Sunday to Thursday, 18:00–23:00");
    expect(validityInWords(DINNER, "es")).toBe("de domingo a jueves, 18:00–23:00");
    expect(
      validityInWords([{ days: ["mo", "tu", "sa"], opens: "00:00", closes: "24:00" }], "en"),
    ).toBe("Monday and Tuesday, Saturday, all day");
    expect(
      validityInWords(
        [
          {
            days: ["mo", "tu", "we", "th", "fr", "sa", "su"],
            opens: "00:00",
            closes: "24:00",
          },
        ],
        "es",
      ),
    ).toBe("todos los días, todo el día");
  });
});

describe("validityProblems", () => {
  it("finds bad periods and passes sound ones", () => {
    expect(validityProblems(DINNER)).toEqual([]);
    expect(validityProblems(LATE)).toEqual([]);
    expect(validityProblems([{ days: [], opens: "25:00", closes: "10:00" }])).toEqual([
      "a period without days",
      "bad opening time 25:00",
    ]);
    expect(validityProblems([{ days: ["mo", "mo"], opens: "10:00", closes: "10:00" }])).toEqual([
      "a day named twice",
      "opens and closes at 10:00",
    ]);
  });
});
