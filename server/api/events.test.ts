import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { Event } from "../../core/contract/article.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import {
  createEvent,
  createEvents,
  createZone,
  EVENT_CATEGORY,
} from "../../tests/helpers/factories.ts";
import { searchEndpoint } from "../../tests/helpers/requests.ts";

const t = testAppForFile();
const search = searchEndpoint<Event, "events">(t, "/api/events/search", "events", {
  catalogID: 1074,
});
const titles = (events: Event[]) => events.map((e) => e.title);

describe(`POST /api/events/search on ${engine}`, () => {
  it("answers the spec's payload with events carrying dates and every zone", async () => {
    const db = t.database.db;
    const downtown = await createZone(db, { name: "Downtown" });
    const romantic = await createZone(db, { name: "Romantic Zone" });
    await createEvent(db, {
      title: "Posadas walk",
      start: "2026-12-16T01:00:00Z",
      end: "2026-12-25T05:00:00Z",
      zoneIds: [downtown.id, romantic.id],
      categoryIds: [EVENT_CATEGORY.festivals, EVENT_CATEGORY.music],
    });
    const { response, events } = await search({ sysItemTypeID: 10, words: "posadas" });
    expect(response.statusCode).toBe(200);
    expect(events[0]).toMatchObject({
      title: "Posadas walk",
      startDate: "2026-12-16T01:00:00.000Z",
      endDate: "2026-12-25T05:00:00.000Z",
      zoneIDs: [downtown.id, romantic.id].sort((a, b) => a - b),
      catalogID: 1074,
      sysItemTypeID: 10,
    });
    expect(events[0]?.categories.map((c) => c.slug)).toEqual(["festivals", "music"]);
    // Any of the event's zones matches.
    expect(titles((await search({ words: "posadas", zoneIDs: [romantic.id] })).events)).toEqual([
      "Posadas walk",
    ]);
  });

  it("matches a date range when the event runs on any of its days, in Puerto Vallarta's days", async () => {
    const db = t.database.db;
    await createEvents(db, [
      // 23:00 on December 11 in Puerto Vallarta, though already December 12 in UTC.
      { title: "Range eve", start: "2026-12-12T05:00:00Z", end: "2026-12-12T07:00:00Z" },
      // 22:00 to 23:00 on December 11 in Puerto Vallarta: on the 12th only in UTC.
      { title: "Range late", start: "2026-12-12T04:00:00Z", end: "2026-12-12T05:00:00Z" },
      { title: "Range feast", start: "2026-12-12T18:00:00Z", end: "2026-12-13T03:00:00Z" },
      { title: "Range running", start: "2026-12-01T18:00:00Z", end: "2026-12-20T03:00:00Z" },
    ]);
    const day = await search({ words: "range", startDate: "2026-12-12", endDate: "2026-12-12" });
    // The eve runs past midnight into the 12th; the running one spans it; the late one doesn't.
    expect(titles(day.events).sort()).toEqual(["Range eve", "Range feast", "Range running"]);
    const instants = await search({
      words: "range",
      startDate: "2026-12-12T00:00:00Z",
      endDate: "2026-12-12T23:59:59Z",
    });
    expect(titles(instants.events).sort()).toEqual([
      "Range eve",
      "Range feast",
      "Range late",
      "Range running",
    ]);
    // What is still running at a moment, soonest first.
    const running = await search({
      words: "range",
      endsAfter: "2026-12-12T06:30:00Z",
      sort: "date",
    });
    expect(titles(running.events)).toEqual(["Range running", "Range eve", "Range feast"]);
  });

  it.each([
    [{ startDate: "2026-13-40" }, "startDate"],
    [{ endDate: "next friday" }, "endDate"],
    [{ startDate: "2026-12-20", endDate: "2026-12-10" }, "endDate"],
    [{ catalogID: 1073 }, "catalogID"],
    [{ sysItemTypeID: 6 }, "sysItemTypeID"],
    [{ sort: "soonest" }, "sort"],
  ])("refuses %j with a 400 naming %s", async (body, field) => {
    const { response } = await search(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: "error", title: "Invalid request" });
    expect(response.json().message).toContain(field);
  });
});

describe(`GET /events.ics on ${engine}`, () => {
  it("exports one event as an iCalendar file a standard parser reads", async () => {
    const event = await createEvent(t.database.db, {
      title: "Calendar, test; night",
      start: "2027-09-16T04:00:00Z",
      end: "2027-09-16T06:00:00Z",
    });
    const response = await t.app.inject({
      method: "GET",
      url: `/events.ics?event=${event.friendlyUrl}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain(`${event.friendlyUrl}.ics`);
    const vevents = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(1);
    const parsed = new ICAL.Event(vevents[0]);
    expect(parsed.summary).toBe("Calendar, test; night");
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2027-09-16T04:00:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2027-09-16T06:00:00.000Z");
    expect(String(vevents[0]?.getFirstPropertyValue("url"))).toContain(
      `/event/${event.friendlyUrl}`,
    );
  });

  it("exports the filtered list, and refuses unknown events and bad dates", async () => {
    await createEvent(t.database.db, {
      title: "Export one",
      start: "2027-03-01T18:00:00Z",
      categoryIds: [EVENT_CATEGORY.sports],
    });
    await createEvent(t.database.db, {
      title: "Export two",
      start: "2027-03-02T18:00:00Z",
      categoryIds: [EVENT_CATEGORY.sports],
    });
    const list = await t.app.inject({
      method: "GET",
      url: "/events.ics?q=export&category=sports&from=2027-03-01&to=2027-03-31&lang=es",
    });
    const summaries = new ICAL.Component(ICAL.parse(list.body))
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent).summary);
    expect(summaries).toEqual(["Export one (es)", "Export two (es)"]);
    expect(
      (await t.app.inject({ method: "GET", url: "/events.ics?event=no-such-event" })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: "GET", url: "/events.ics?from=yesterday" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("from");
    const backwards = await t.app.inject({
      method: "GET",
      url: "/events.ics?from=2027-03-31&to=2027-03-01",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ type: "error", title: "Invalid request" });
    expect(backwards.json().message).toContain("to");
  });
});
