import { describe, expect, it } from "vitest";
import { localTime } from "./dates.ts";
import {
  currentOccurrence,
  firstOccurrence,
  localInputOf,
  localWeekday,
  type Recurrence,
  recurrenceProblem,
  recurrenceRule,
  rollsAt,
} from "./recurrence.ts";

const at = (local: string) => localTime(local);
const occurrence = (start: string, end: string) => ({ start: at(start), end: at(end) });
const local = (o: { start: Date; end: Date } | null) =>
  o ? [localInputOf(o.start), localInputOf(o.end)] : null;

const saturdays: Recurrence = { type: "weekly", weekdays: [6], until: null };
const market = occurrence("2026-11-28T09:00", "2026-11-28T14:00"); // a Saturday

describe("weekly events", () => {
  it("keeps the occurrence under way and the next one after it ends", () => {
    expect(localWeekday(market.start)).toBe(6);
    expect(local(currentOccurrence(saturdays, market, at("2026-11-28T13:59")))).toEqual([
      "2026-11-28T09:00",
      "2026-11-28T14:00",
    ]);
    expect(local(currentOccurrence(saturdays, market, at("2026-11-28T14:00")))).toEqual([
      "2026-12-05T09:00",
      "2026-12-05T14:00",
    ]);
  });

  it("catches up over many missed weeks in Puerto Vallarta's time", () => {
    expect(local(currentOccurrence(saturdays, market, at("2027-03-03T12:00")))).toEqual([
      "2027-03-06T09:00",
      "2027-03-06T14:00",
    ]);
  });

  it("goes through several weekdays in order", () => {
    const weekend: Recurrence = { type: "weekly", weekdays: [0, 6], until: null };
    expect(local(currentOccurrence(weekend, market, at("2026-11-28T15:00")))).toEqual([
      "2026-11-29T09:00",
      "2026-11-29T14:00",
    ]);
  });

  it("ends with its season", () => {
    const season: Recurrence = { type: "weekly", weekdays: [6], until: "2026-12-12" };
    expect(local(currentOccurrence(season, market, at("2026-12-06T00:00")))).toEqual([
      "2026-12-12T09:00",
      "2026-12-12T14:00",
    ]);
    expect(currentOccurrence(season, market, at("2026-12-12T14:00"))).toBeNull();
    const last = occurrence("2026-12-12T09:00", "2026-12-12T14:00");
    expect(rollsAt(season, last)).toBeNull();
    expect(rollsAt(season, market)?.toISOString()).toBe(market.end.toISOString());
  });

  it("starts on the first of its weekdays from the day typed", () => {
    const typed = occurrence("2026-11-25T18:00", "2026-11-25T22:00"); // a Wednesday
    expect(local(firstOccurrence(saturdays, typed))).toEqual([
      "2026-11-28T18:00",
      "2026-11-28T22:00",
    ]);
    expect(firstOccurrence({ ...saturdays, until: "2026-11-27" }, typed)).toBeNull();
  });

  it("refuses rules that can't hold", () => {
    expect(recurrenceProblem({ ...saturdays, weekdays: [] }, market)).toBe("noWeekday");
    expect(recurrenceProblem(saturdays, occurrence("2026-11-28T09:00", "2026-11-29T10:00"))).toBe(
      "tooLong",
    );
    expect(recurrenceProblem(saturdays, occurrence("2026-11-28T09:00", "2026-11-28T08:00"))).toBe(
      "endBeforeStart",
    );
    expect(recurrenceProblem({ ...saturdays, until: "2026-11-01" }, market)).toBe(
      "untilBeforeStart",
    );
    expect(recurrenceProblem(saturdays, market)).toBeNull();
  });
});

describe("yearly events", () => {
  const festival = occurrence("2026-12-01T16:00", "2026-12-12T23:59");
  const yearly: Recurrence = { type: "yearly" };

  it("comes back on the same dates the next year", () => {
    expect(local(currentOccurrence(yearly, festival, at("2026-12-05T10:00")))).toEqual([
      "2026-12-01T16:00",
      "2026-12-12T23:59",
    ]);
    expect(local(currentOccurrence(yearly, festival, at("2026-12-13T00:00")))).toEqual([
      "2027-12-01T16:00",
      "2027-12-12T23:59",
    ]);
    expect(local(currentOccurrence(yearly, festival, at("2029-06-01T00:00")))).toEqual([
      "2029-12-01T16:00",
      "2029-12-12T23:59",
    ]);
    expect(rollsAt(yearly, festival)?.toISOString()).toBe(festival.end.toISOString());
  });

  it("keeps 29 February on the 28th in other years", () => {
    const leap = occurrence("2028-02-29T10:00", "2028-02-29T12:00");
    expect(local(currentOccurrence(yearly, leap, at("2028-03-01T00:00")))).toEqual([
      "2029-02-28T10:00",
      "2029-02-28T12:00",
    ]);
  });

  it("lasts less than a year", () => {
    expect(recurrenceProblem(yearly, occurrence("2026-12-01T16:00", "2027-12-12T23:59"))).toBe(
      "tooLong",
    );
  });
});

describe("single events", () => {
  it("never roll on", () => {
    const once: Recurrence = { type: "none" };
    const run = occurrence("2027-04-11T06:30", "2027-04-11T10:00");
    expect(currentOccurrence(once, run, at("2027-04-12T00:00"))).toBeNull();
    expect(rollsAt(once, run)).toBeNull();
    expect(recurrenceProblem(once, run)).toBeNull();
  });
});

describe("calendar files", () => {
  it("write the rule in UTC, as the file's times are", () => {
    // 18:00 on a Wednesday in Puerto Vallarta is 00:00 on Thursday in UTC.
    const walk = occurrence("2027-10-27T18:00", "2027-10-27T22:00");
    const season: Recurrence = { type: "weekly", weekdays: [3], until: "2028-05-31" };
    expect(recurrenceRule(season, walk.start)).toBe("FREQ=WEEKLY;BYDAY=TH;UNTIL=20280601T055959Z");
    expect(recurrenceRule({ ...saturdays, weekdays: [0, 6] }, market.start)).toBe(
      "FREQ=WEEKLY;BYDAY=SU,SA",
    );
    expect(recurrenceRule({ type: "yearly" }, market.start)).toBe("FREQ=YEARLY");
    expect(recurrenceRule({ type: "none" }, market.start)).toBeNull();
  });
});
