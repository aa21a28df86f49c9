import { describe, expect, it } from "vitest";
import {
  defaultPeriod,
  leadsPerThousand,
  NUMBERS_MAX_DAYS,
  periodDays,
  periodProblem,
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
