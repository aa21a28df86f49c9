import { describe, expect, it } from "vitest";
import { addDays, presetOf, presetRange, presetRanges } from "./date-presets.ts";
import { localToday } from "./dates.ts";

describe("the events list's quick ranges (Puerto Vallarta days)", () => {
  it("counts days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("today is today alone", () => {
    expect(presetRange("today", "2026-12-09")).toEqual({ from: "2026-12-09", to: "2026-12-09" });
  });

  it("this weekend is the coming Saturday and Sunday, or what is left of it", () => {
    // Monday 7 December 2026 … Sunday 13 December 2026.
    const weekend = { from: "2026-12-12", to: "2026-12-13" };
    expect(presetRange("weekend", "2026-12-07")).toEqual(weekend);
    expect(presetRange("weekend", "2026-12-11")).toEqual(weekend);
    expect(presetRange("weekend", "2026-12-12")).toEqual(weekend);
    expect(presetRange("weekend", "2026-12-13")).toEqual({ from: "2026-12-13", to: "2026-12-13" });
    // Across a month's end: Thursday 29 October 2026 → 31 October and 1 November.
    expect(presetRange("weekend", "2026-10-29")).toEqual({ from: "2026-10-31", to: "2026-11-01" });
  });

  it("the next 7 days are today and the six after it", () => {
    expect(presetRange("week", "2026-12-28")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
  });

  it("this month runs from today to its last day", () => {
    expect(presetRange("month", "2026-12-07")).toEqual({ from: "2026-12-07", to: "2026-12-31" });
    expect(presetRange("month", "2028-02-10")).toEqual({ from: "2028-02-10", to: "2028-02-29" });
    expect(presetRange("month", "2026-11-30")).toEqual({ from: "2026-11-30", to: "2026-11-30" });
  });

  it("takes today in Vallarta: at 23:30 there it is still that day, though UTC is the next", () => {
    const lateEvening = new Date("2026-12-12T05:30:00Z"); // 23:30 on Friday 11 December in Vallarta
    const today = localToday(lateEvening);
    expect(today).toBe("2026-12-11");
    expect(presetRange("today", today)).toEqual({ from: "2026-12-11", to: "2026-12-11" });
    expect(presetRange("weekend", today)).toEqual({ from: "2026-12-12", to: "2026-12-13" });
  });

  it("names a chosen range when it is a quick one", () => {
    const today = "2026-12-07";
    for (const { preset, range } of presetRanges(today)) {
      expect(presetOf(range, today)).toBe(preset);
    }
    expect(presetOf({ from: "2026-12-08", to: "2026-12-09" }, today)).toBeNull();
    expect(presetOf({ from: "2026-12-07", to: "" }, today)).toBeNull();
    // On a month's last day, today and this month are the same days: read as today.
    expect(presetOf({ from: "2026-11-30", to: "2026-11-30" }, "2026-11-30")).toBe("today");
  });
});
