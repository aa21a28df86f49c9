import { describe, expect, it } from "vitest";
import {
  calendarHref,
  eventRequest,
  eventSearch,
  isCalendarDay,
  parseEventQuery,
  rangeProblem,
} from "./query.ts";

const query = (search: string) => parseEventQuery(new URLSearchParams(search));

describe("the events view's URL", () => {
  it("reads words, one category, zones, the range and the page, dropping what is malformed", () => {
    expect(
      query("q=+jazz+&category=music&zone=downtown&zone=downtown&zone=Bad!&from=2027-05-01&page=2"),
    ).toEqual({
      q: "jazz",
      category: "music",
      zones: ["downtown"],
      from: "2027-05-01",
      to: "",
      page: 2,
    });
    expect(query("category=<script>").category).toBeUndefined();
  });

  it("writes only what is set, so the round trip is stable", () => {
    const search =
      "?q=jazz&category=music&zone=downtown&zone=sayulita&from=2027-05-01&to=2027-05-31&page=3";
    expect(eventSearch(query(search.slice(1)))).toBe(search);
    expect(eventSearch(query(""))).toBe("");
  });

  it("gives the same filters as a calendar file, from the first page, in the visitor's language", () => {
    expect(calendarHref(query("q=jazz&page=4"), "en")).toBe("/events.ics?q=jazz");
    expect(calendarHref(query(""), "es")).toBe("/events.ics?lang=es");
  });
});

describe("the date range (an event matches when it runs on any of its days, decision 026)", () => {
  it("accepts real calendar days only", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(isCalendarDay("2027-13-01")).toBe(false);
    expect(isCalendarDay("tomorrow")).toBe(false);
  });

  it("refuses days the database cannot hold (issue 10: year 9999 was a 500)", () => {
    expect(isCalendarDay("9999-12-31")).toBe(false);
    expect(isCalendarDay("0000-01-01")).toBe(false);
    expect(isCalendarDay("9998-12-30")).toBe(true);
  });

  it("names what is wrong with a range", () => {
    expect(rangeProblem({ from: "", to: "" })).toBeNull();
    expect(rangeProblem({ from: "2027-05-01", to: "2027-05-01" })).toBeNull();
    expect(rangeProblem({ from: "2027-02-30", to: "" })).toBe("badFrom");
    expect(rangeProblem({ from: "", to: "soon" })).toBe("badTo");
    expect(rangeProblem({ from: "2027-05-10", to: "2027-05-01" })).toBe("endBeforeStart");
  });

  it("asks for events still running today when no start day is given, soonest first", () => {
    const body = eventRequest(
      query("q=jazz"),
      { categoryId: 42, zoneIds: [3] },
      "2026-12-12",
      "es",
    );
    expect(body).toEqual({
      catalogID: 1074,
      sysItemTypeID: 10,
      words: "jazz",
      categoryIDs: [42],
      zoneIDs: [3],
      endsAfter: "2026-12-12T06:00:00.000Z",
      sort: "date",
      page: 1,
      pageSize: 10,
      lang: "es",
    });
    const ranged = eventRequest(
      query("from=2027-01-01&to=2027-01-31"),
      { categoryId: undefined, zoneIds: [] },
      "2026-12-12",
      "en",
    );
    expect(ranged).toMatchObject({ startDate: "2027-01-01", endDate: "2027-01-31" });
    expect(ranged).not.toHaveProperty("endsAfter");
  });
});
