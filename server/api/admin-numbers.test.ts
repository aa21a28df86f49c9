import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isoDay } from "../../core/numbers.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createStaffUser } from "../../tests/helpers/factories.ts";
import { analyticsEvents, leads, pageViewDays, searchDays } from "../db/schema/index.ts";

const t = testAppForFile();

const get = (url: string, token: string) =>
  t.app.inject({ method: "GET", url, headers: { usertoken: token } });

const DAY = 86_400_000;
const noon = (daysAgo: number) => {
  const at = new Date();
  at.setUTCHours(12, 0, 0, 0);
  return new Date(at.getTime() - daysAgo * DAY);
};
const touch = (channel: number, terminal: number) => ({
  first: { leadSourceChannelId: channel, terminalId: terminal, path: "/WelcomeCentre", at: "x" },
  last: { path: "/contact", at: "x" },
});

describe(`the back office's numbers on ${engine}`, () => {
  it("answers a period's page views, leads and searches, matching the tables they come from", async () => {
    const db = t.database.db;
    const view = (path: string, lang: "en" | "es", daysAgo: number) => ({
      name: "page_view",
      path,
      lang,
      createdAt: noon(daysAgo),
    });
    await db
      .insert(analyticsEvents)
      .values([
        view("/", "en", 0),
        view("/", "en", 0),
        view("/directory", "es", 0),
        view("/", "en", 1),
        view("/magazine", "en", 3),
        view("/", "en", 40),
      ]);
    await db.insert(leads).values([
      { type: "contact", team: "PV1", lang: "en", attribution: touch(7, 3), createdAt: noon(0) },
      { type: "invitation", team: "PV1", lang: "es", attribution: touch(7, 4), createdAt: noon(1) },
      { type: "contact", lang: "en", createdAt: noon(1) },
      { type: "contact", lang: "en", createdAt: noon(50) },
    ]);
    await t.services.searchLog.record("site", "en", { words: "Whales" }, 3);
    await t.services.searchLog.record("places", "en", { words: "whales" }, 2);
    await t.services.searchLog.record("places", "es", { words: "cenotes" }, 0);

    const { token } = await createStaffUser(db, "moderator");
    const from = isoDay(noon(6).getTime());
    const to = isoDay(noon(0).getTime());
    const response = await get(`/api/admin/numbers?from=${from}&to=${to}`, token);
    expect(response.statusCode).toBe(200);
    const numbers = response.json();
    expect(numbers.period).toEqual({ from, to });
    expect(numbers.totals).toEqual({
      views: 5,
      leads: 3,
      leadsPerThousandViews: 600,
      searches: 3,
    });
    expect(numbers.days).toHaveLength(7);
    expect(numbers.days.at(-1)).toEqual({ day: to, views: 3, leads: 1 });
    expect(numbers.days.at(-2)).toEqual({ day: isoDay(noon(1).getTime()), views: 1, leads: 2 });
    expect(numbers.days[0]).toEqual({ day: from, views: 0, leads: 0 });
    expect(numbers.pages).toEqual([
      { key: "/", count: 3 },
      { key: "/directory", count: 1 },
      { key: "/magazine", count: 1 },
    ]);
    expect(numbers.languages).toEqual([
      { key: "en", count: 4 },
      { key: "es", count: 1 },
    ]);
    expect(numbers.leads.types).toEqual([
      { key: "contact", count: 2 },
      { key: "invitation", count: 1 },
    ]);
    expect(numbers.leads.channels).toEqual([
      { key: "7", count: 2 },
      { key: "", count: 1 },
    ]);
    expect(numbers.leads.terminals).toEqual([
      { key: "3", count: 1 },
      { key: "4", count: 1 },
      { key: "", count: 1 },
    ]);
    expect(numbers.leads.teams).toEqual([
      { key: "PV1", count: 2 },
      { key: "", count: 1 },
    ]);
    expect(numbers.searches).toEqual({
      top: [
        { key: "whales", count: 2 },
        { key: "cenotes", count: 1 },
      ],
      empty: [{ key: "cenotes", count: 1 }],
    });

    // Without a period: the last 30 days, today included.
    const recent = (await get("/api/admin/numbers", token)).json();
    expect(recent.days).toHaveLength(30);
    expect(recent.totals.views).toBe(5);
    expect(recent.totals.leads).toBe(3);
  });

  it("answers a long period from monthly totals that match the daily ones, as they change", async () => {
    const db = t.database.db;
    await db.delete(pageViewDays);
    await db.delete(searchDays);
    // 100 days of totals, two pages, three searches, written as the daily tables are.
    const days = Array.from({ length: 100 }, (_, n) => isoDay(noon(n).getTime()));
    await db.insert(pageViewDays).values(
      days.flatMap((day, n) => [
        { day, path: "/a", lang: "en" as const, views: 1 + (n % 5) },
        { day, path: "/b", lang: "es" as const, views: 2 },
      ]),
    );
    await db.insert(searchDays).values(
      days.map((day, n) => ({
        day,
        kind: "site",
        lang: "en" as const,
        words: ["tacos", "zip line", "malecon"][n % 3] ?? "tacos",
        searches: 2,
        empty: n % 3 === 1 ? 2 : 0,
      })),
    );
    // One day changed after the fact, and the oldest day's searches gone (retention).
    await db
      .update(pageViewDays)
      .set({ views: 50 })
      .where(eq(pageViewDays.day, days[40] ?? ""));
    await db.delete(searchDays).where(eq(searchDays.day, days[99] ?? ""));

    const { token } = await createStaffUser(db, "editor");
    for (const [from, to] of [
      [days[99], days[0]],
      [days[80], days[10]],
      [days[35], days[34]],
    ] as const) {
      const period = { from: from ?? "", to: to ?? "" };
      const inPeriod = (day: string) => day >= period.from && day <= period.to;
      const numbers = (
        await get(`/api/admin/numbers?from=${period.from}&to=${period.to}`, token)
      ).json();
      const rows = await db.select().from(pageViewDays);
      const sum = (path?: string) =>
        rows
          .filter((row) => inPeriod(row.day) && (path === undefined || row.path === path))
          .reduce((total, row) => total + row.views, 0);
      expect(numbers.totals.views, period.from).toBe(sum());
      expect(numbers.pages, period.from).toEqual(
        [
          { key: "/a", count: sum("/a") },
          { key: "/b", count: sum("/b") },
        ].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
      );
      const searches = (await db.select().from(searchDays)).filter((row) => inPeriod(row.day));
      expect(numbers.totals.searches, period.from).toBe(
        searches.reduce((total, row) => total + row.searches, 0),
      );
      const zip = searches.filter((row) => row.words === "zip line");
      expect(numbers.searches.empty, period.from).toEqual(
        zip.length === 0 ? [] : [{ key: "zip line", count: zip.length * 2 }],
      );
    }
  });

  it("refuses a period that is not one, in spec §8's shape, for every role", async () => {
    const { token } = await createStaffUser(t.database.db, "sales");
    for (const query of [
      "from=2026-02-30&to=2026-03-02",
      "from=2026-11-02&to=2026-11-01",
      "from=2020-01-01&to=2026-11-01",
      "from=2026-11-01",
      "to=2026-11-01",
      "from=yesterday&to=today",
      "days=7",
    ]) {
      const response = await get(`/api/admin/numbers?${query}`, token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ type: "error" });
    }
    // A day without any numbers is a period of zeros, not an error.
    const empty = (await get("/api/admin/numbers?from=2001-01-01&to=2001-01-02", token)).json();
    expect(empty.totals).toEqual({ views: 0, leads: 0, leadsPerThousandViews: null, searches: 0 });
    expect(empty.days).toEqual([
      { day: "2001-01-01", views: 0, leads: 0 },
      { day: "2001-01-02", views: 0, leads: 0 },
    ]);
    await t.database.db.delete(searchDays);
  });
});
