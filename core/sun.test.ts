import { describe, expect, it } from "vitest";
import { sunsetOn, VALLARTA_POINT, vallartaClock } from "./sun.ts";

/** Minutes past midnight of a "HH:mm" clock. */
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

describe("sunsetOn", () => {
  it("agrees with published sunsets in Puerto Vallarta within two minutes", () => {
    // Published: 21 November 2024, 6:19 pm (timeanddate-style tables, UTC−6). The others are
    // the U.S. Naval Observatory's Almanac for Computers (1990) algorithm, an independent
    // method, for the same point.
    const known: [string, string][] = [
      ["2024-11-21", "18:19"],
      ["2026-01-01", "18:32"],
      ["2026-03-20", "19:12"],
      ["2026-06-21", "19:44"],
      ["2026-07-05", "19:46"],
      ["2026-09-22", "18:57"],
      ["2026-12-07", "18:20"],
      ["2026-12-21", "18:25"],
    ];
    for (const [day, clock] of known) {
      const sunset = sunsetOn(day);
      expect(sunset, day).not.toBeNull();
      if (!sunset) continue;
      expect(Math.abs(minutes(vallartaClock(sunset)) - minutes(clock)), day).toBeLessThanOrEqual(2);
    }
  });

  it("falls on the evening of the Vallarta day asked for, the next UTC day", () => {
    const sunset = sunsetOn("2026-12-07");
    expect(sunset?.toISOString().slice(0, 10)).toBe("2026-12-08");
  });

  it("is earliest around the start of December and latest early in July", () => {
    const clock = (day: string) => minutes(vallartaClock(sunsetOn(day) as Date));
    expect(clock("2026-11-28")).toBeLessThan(clock("2026-12-21"));
    expect(clock("2026-07-05")).toBeGreaterThan(clock("2026-06-01"));
    expect(clock("2026-07-05")).toBeGreaterThan(clock("2026-08-01"));
  });

  it("answers null where the sun doesn't set and refuses a day that isn't one", () => {
    expect(sunsetOn("2026-06-21", { lat: 80, lng: 0 })).toBeNull();
    expect(sunsetOn("2026-12-21", { lat: 80, lng: 0 })).toBeNull();
    expect(() => sunsetOn("tomorrow", VALLARTA_POINT)).toThrow(RangeError);
  });
});

describe("vallartaClock", () => {
  it("writes an instant as Vallarta's 24-hour clock, UTC−6, rounded to the minute", () => {
    expect(vallartaClock(new Date("2026-12-08T00:20:13Z"))).toBe("18:20");
    expect(vallartaClock(new Date("2026-12-08T00:20:31Z"))).toBe("18:21");
    expect(vallartaClock(new Date("2026-06-22T01:44:24Z"))).toBe("19:44");
  });
});
