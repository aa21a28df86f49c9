import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engine, type TestApp } from "../../../tests/helpers/app.ts";
import { analyticsEvents, pageViewDays } from "../../db/schema/index.ts";
import { runMaintenance } from "../../plugins/maintenance.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysAgo = (days: number, hour = 12) => {
  const today = new Date();
  today.setUTCHours(hour, 0, 0, 0);
  return new Date(today.getTime() - days * DAY);
};
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe(`page view retention on ${engine} (decisions 048, 089)`, () => {
  it("counts page views as written and drops raw ones past the retention period, totals unchanged", async () => {
    await t.database.db.delete(analyticsEvents);
    await t.database.db.delete(pageViewDays);
    const views = [
      ...Array.from({ length: 5 }, () => ({ path: "/magazine", at: daysAgo(200, 1) })),
      ...Array.from({ length: 3 }, () => ({ path: "/magazine", at: daysAgo(200, 23) })),
      ...Array.from({ length: 4 }, () => ({ path: "/events", at: daysAgo(91) })),
      ...Array.from({ length: 2 }, () => ({ path: "/events", at: daysAgo(89) })),
      { path: "/", at: daysAgo(0) },
    ];
    await t.database.db.insert(analyticsEvents).values(
      views.map((view) => ({
        name: "page_view",
        path: view.path,
        lang: "en" as const,
        referrer: "https://www.example.org/",
        createdAt: view.at,
      })),
    );
    const from = isoDay(daysAgo(365));
    const to = isoDay(daysAgo(0));
    const before = await t.services.analytics.pageViewsByDay(from, to);
    expect(before.reduce((sum, day) => sum + day.views, 0)).toBe(15);

    // Small batches: the work of one pass is bounded, and passes carry on where the last stopped.
    expect(await t.services.analytics.dropOldPageViews(90, 5)).toBe(5);
    expect(await t.services.analytics.pageViewsByDay(from, to)).toEqual(before);
    const rest = await runMaintenance({ services: t.services, pageViewRetentionDays: 90 });
    expect(rest.pageViewRows).toBe(7);
    expect(
      (await runMaintenance({ services: t.services, pageViewRetentionDays: 90 })).pageViewRows,
    ).toBe(0);

    expect(await t.services.analytics.pageViewsByDay(from, to)).toEqual(before);
    // Raw rows (with their referrers) remain only for the last 90 days; totals stay forever.
    expect(await t.database.db.$count(analyticsEvents)).toBe(3);
    expect(
      await t.database.db.select().from(pageViewDays).orderBy(pageViewDays.day, pageViewDays.path),
    ).toEqual([
      { day: isoDay(daysAgo(200)), path: "/magazine", lang: "en", views: 8 },
      { day: isoDay(daysAgo(91)), path: "/events", lang: "en", views: 4 },
      { day: isoDay(daysAgo(89)), path: "/events", lang: "en", views: 2 },
      { day: isoDay(daysAgo(0)), path: "/", lang: "en", views: 1 },
    ]);
  });

  it("keeps each day's total when its raw rows go in two passes", async () => {
    await t.database.db.delete(analyticsEvents);
    await t.database.db.delete(pageViewDays);
    const at = daysAgo(120);
    const row = { name: "page_view", path: "/directory", lang: "es" as const, createdAt: at };
    await t.database.db.insert(analyticsEvents).values([row, row, row]);
    await t.services.analytics.dropOldPageViews(90, 2);
    await t.services.analytics.dropOldPageViews(90, 2);
    expect(await t.services.analytics.pageViewsByDay(isoDay(at), isoDay(at))).toEqual([
      { day: isoDay(at), path: "/directory", lang: "es", views: 3 },
    ]);
  });
});
