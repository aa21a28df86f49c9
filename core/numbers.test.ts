import { describe, expect, it } from "vitest";
import {
  defaultPeriod,
  isoDay,
  leadsPerThousand,
  NUMBERS_MAX_DAYS,
  periodDays,
  periodProblem,
  splitPeriod,
} from "./numbers.ts";

describe("the numbers' period", () => {
  it("defaults to the last 30 days, today included", () => {
    expect(defaultPeriod(new Date("2026-11-26T23:59:00Z"))).toEqual({
      from: "2026-10-28",
      to: "2026-11-26",
    });
    expect(periodDays(defaultPeriod(new Date("2026-11-26T00:00:00Z")))).toHaveLength(30);
  });

  it("lists its days across months and leap days", () => {
    expect(periodDays({ from: "2028-02-28", to: "2028-03-01" })).toEqual([
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]);
    expect(periodDays({ from: "2026-11-26", to: "2026-11-26" })).toEqual(["2026-11-26"]);
    expect(periodDays({ from: "2026-11-27", to: "2026-11-26" })).toEqual([]);
  });

  it("refuses days that are not in the calendar, reversed periods and too long ones", () => {
    expect(periodProblem({ from: "2026-02-30", to: "2026-03-01" })).toBe("day");
    expect(periodProblem({ from: "26-11-01", to: "2026-11-02" })).toBe("day");
    expect(periodProblem({ from: "2026-11-02", to: "2026-11-01" })).toBe("order");
    expect(periodProblem({ from: "2024-01-01", to: "2026-11-26" })).toBe("length");
    const longest = periodDays({ from: "2025-01-01", to: "2027-01-01" });
    expect(longest).toHaveLength(NUMBERS_MAX_DAYS);
    expect(periodProblem({ from: "2025-01-01", to: "2027-01-01" })).toBeNull();
  });
});

describe("leads per thousand page views", () => {
  it("rounds to one decimal and has no value without page views", () => {
    expect(leadsPerThousand(3, 1000)).toBe(3);
    expect(leadsPerThousand(1, 3000)).toBe(0.3);
    expect(leadsPerThousand(2, 3)).toBe(666.7);
    expect(leadsPerThousand(0, 0)).toBeNull();
  });
});

describe("a period split into whole months and days", () => {
  it("reads whole months from the monthly totals and the edges from the daily ones", () => {
    expect(splitPeriod({ from: "2026-01-15", to: "2026-04-10" })).toEqual({
      months: { from: "2026-02-01", to: "2026-03-01" },
      days: [
        { from: "2026-01-15", to: "2026-01-31" },
        { from: "2026-04-01", to: "2026-04-10" },
      ],
    });
    expect(splitPeriod({ from: "2026-02-01", to: "2026-02-28" })).toEqual({
      months: { from: "2026-02-01", to: "2026-02-01" },
      days: [],
    });
    expect(splitPeriod({ from: "2025-11-27", to: "2026-11-26" })).toEqual({
      months: { from: "2025-12-01", to: "2026-10-01" },
      days: [
        { from: "2025-11-27", to: "2025-11-30" },
        { from: "2026-11-01", to: "2026-11-26" },
      ],
    });
    expect(splitPeriod({ from: "2026-12-01", to: "2027-01-31" }).months).toEqual({
      from: "2026-12-01",
      to: "2027-01-01",
    });
  });

  it("keeps a period without a whole month as days", () => {
    for (const period of [
      { from: "2026-11-20", to: "2026-11-26" },
      { from: "2026-10-28", to: "2026-11-26" },
      { from: "2026-11-01", to: "2026-11-29" },
      { from: "2026-03-31", to: "2026-04-01" },
    ]) {
      expect(splitPeriod(period), period.from).toEqual({ months: null, days: [period] });
    }
  });

  it("covers every day of the period exactly once", () => {
    for (const period of [
      { from: "2024-02-10", to: "2026-02-09" },
      { from: "2028-02-29", to: "2028-04-30" },
      { from: "2026-01-01", to: "2026-12-31" },
    ]) {
      const { months, days } = splitPeriod(period);
      const covered = days.flatMap(periodDays);
      if (months) {
        // Every day of the whole months, from the first's first day to the last's last.
        const [year, month] = months.to.split("-").map(Number) as [number, number];
        const lastDay = isoDay(Date.UTC(year, month, 1) - 86_400_000);
        covered.push(...periodDays({ from: months.from, to: lastDay }));
      }
      expect(covered.sort()).toEqual(periodDays(period));
    }
  });
});
