import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { SEARCH_LOG_DAY_CAP } from "../../../core/search-log.ts";
import { engine, testAppForFile } from "../../../tests/helpers/app.ts";
import { createEvent } from "../../../tests/helpers/factories.ts";
import { searchDays } from "../../db/schema/index.ts";
import { runMaintenance } from "../../plugins/maintenance.ts";

const t = testAppForFile();

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeEach(async () => {
  await t.database.db.delete(searchDays);
});

describe(`visitors' searches counted by day on ${engine}`, () => {
  it("counts the same words together, first pages only, and which found nothing", async () => {
    const log = t.services.searchLog;
    await log.record("places", "en", { words: "Playa  Los Muertos" }, 3);
    await log.record("site", "en", { words: "playa los muertos" }, 9);
    await log.record("places", "en", { words: "playa los muertos", page: 2 }, 3);
    await log.record("places", "en", { words: "sushi bar" }, 0);
    await log.record("places", "es", { words: "Sushi bar" }, 0);
    await log.record("magazine", "en", { words: "whales" }, 4);
    await log.record("places", "en", { words: "   " }, 12);
    await log.record("places", "en", {}, 12);

    const top = await log.top(today(), today(), { limit: 10 });
    expect(top).toEqual([
      { words: "playa los muertos", searches: 2, empty: 0 },
      { words: "sushi bar", searches: 2, empty: 2 },
      { words: "whales", searches: 1, empty: 0 },
    ]);
    expect(await log.top(today(), today(), { limit: 10, onlyEmpty: true })).toEqual([
      { words: "sushi bar", searches: 2, empty: 2 },
    ]);
    expect(await log.top(today(), today(), { limit: 1 })).toHaveLength(1);
  });

  it("counts no new words past the day's cap, and words already counted still count", async () => {
    const db = t.database.db;
    await t.services.searchLog.record("site", "en", { words: "malecon" }, 5);
    // The rest of the day's cap, filled directly.
    await db.execute(sql`
      INSERT INTO ${searchDays} (day, kind, lang, words, searches, empty)
      SELECT ${today()}::date, 'site', 'en', 'word ' || n, 1, 0
      FROM generate_series(2, ${SEARCH_LOG_DAY_CAP}) AS n`);
    await t.services.searchLog.record("site", "en", { words: "one more new word" }, 0);
    await t.services.searchLog.record("site", "en", { words: "Malecon" }, 5);
    const rows = await db.select().from(searchDays);
    expect(rows).toHaveLength(SEARCH_LOG_DAY_CAP);
    expect(rows.find((row) => row.words === "malecon")?.searches).toBe(2);
    expect(rows.some((row) => row.words === "one more new word")).toBe(false);
  });

  it("keeps days within the retention period and drops older ones in maintenance", async () => {
    const db = t.database.db;
    await db.insert(searchDays).values([
      { day: daysAgo(500), kind: "site", lang: "en", words: "old", searches: 4, empty: 0 },
      { day: daysAgo(30), kind: "site", lang: "en", words: "recent", searches: 2, empty: 1 },
    ]);
    const done = await runMaintenance({ services: t.services, pageViewRetentionDays: 90 });
    expect(done.searchRows).toBe(1);
    expect((await db.select().from(searchDays)).map((row) => row.words)).toEqual(["recent"]);
    expect(await t.services.searchLog.top(daysAgo(40), today(), { limit: 5 })).toEqual([
      { words: "recent", searches: 2, empty: 1 },
    ]);
  });

  it("counts the words of the events page's searches in the browser (the API), not their next pages", async () => {
    await createEvent(t.database.db, {
      title: "Festival de Mariachi",
      start: new Date(Date.now() + 86_400_000).toISOString(),
      end: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    const search = (body: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: "/api/events/search",
        payload: { catalogID: 1074, ...body },
      });
    expect((await search({ words: "mariachi" })).statusCode).toBe(200);
    expect((await search({ words: "mariachi", page: 2 })).statusCode).toBe(200);
    expect((await search({ words: "zzz nothing here" })).statusCode).toBe(200);
    expect((await search({})).statusCode).toBe(200);
    expect(await t.services.searchLog.top(today(), today(), { limit: 5 })).toEqual([
      { words: "mariachi", searches: 1, empty: 0 },
      { words: "zzz nothing here", searches: 1, empty: 1 },
    ]);
  });
});
