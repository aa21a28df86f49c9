import { describe, expect, it } from "vitest";
import { localDayEnd, localDayStart, localTime, localToday } from "./dates.ts";

describe("Puerto Vallarta calendar days", () => {
  it("begin and end at local midnight, six hours behind UTC", () => {
    expect(localDayStart("2026-12-12").toISOString()).toBe("2026-12-12T06:00:00.000Z");
    expect(localDayEnd("2026-12-12").toISOString()).toBe("2026-12-13T05:59:59.999Z");
  });
  it("read local wall-clock times", () => {
    expect(localTime("2027-09-15T23:00").toISOString()).toBe("2027-09-16T05:00:00.000Z");
  });
  it("refuse what is not a date", () => {
    expect(() => localDayStart("12/12/2026")).toThrow(RangeError);
    expect(() => localTime("tomorrow")).toThrow(RangeError);
  });
  it("know today's date in Puerto Vallarta, not the server's", () => {
    expect(localToday(new Date("2026-12-01T04:00:00Z"))).toBe("2026-11-30");
    expect(localToday(new Date("2026-12-01T07:00:00Z"))).toBe("2026-12-01");
  });
});
