import { beforeAll, describe, expect, it } from "vitest";
import type { Event } from "../../core/contract/article.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createEvents } from "../../tests/helpers/factories.ts";
import { searchEndpoint } from "../../tests/helpers/requests.ts";

// docs/decisions/026: an event is in a range when it runs on any day of it.
const t = testAppForFile();
const search = searchEndpoint<Event, "events">(t, "/api/events/search", "events", {
  catalogID: 1074,
  words: "overlap",
});
const inRange = async (range: Record<string, string>) => {
  const { response, events } = await search(range);
  expect(response.statusCode).toBe(200);
  return events.map((event) => event.title).sort();
};

beforeAll(async () => {
  const db = t.database.db;
  await createEvents(db, [
    // Like whale season and the Guadalupe festivities around the weekend of 5-6 December 2026.
    { title: "Overlap season", start: "2026-12-01T14:00:00Z", end: "2027-03-31T23:59:00Z" },
    { title: "Overlap novena", start: "2026-12-01T22:00:00Z", end: "2026-12-13T05:59:00Z" },
    { title: "Overlap starts inside", start: "2026-12-05T18:00:00Z" },
    { title: "Overlap over before", start: "2026-11-20T18:00:00Z", end: "2026-12-05T05:00:00Z" },
    { title: "Overlap later", start: "2026-12-07T18:00:00Z" },
  ]);
});

describe(`events in a date range on ${engine}`, () => {
  it("finds events already running on the weekend as well as those starting in it", async () => {
    expect(await inRange({ startDate: "2026-12-05", endDate: "2026-12-06" })).toEqual([
      "Overlap novena",
      "Overlap season",
      "Overlap starts inside",
    ]);
  });

  it("handles open ends: from a day on, and up to a day", async () => {
    expect(await inRange({ startDate: "2026-12-07" })).toEqual([
      "Overlap later",
      "Overlap novena",
      "Overlap season",
    ]);
    expect(await inRange({ endDate: "2026-11-30" })).toEqual(["Overlap over before"]);
  });

  it("leaves out events that ended before the range and those starting after it", async () => {
    expect(await inRange({ startDate: "2027-04-01", endDate: "2027-04-30" })).toEqual([]);
  });
});
