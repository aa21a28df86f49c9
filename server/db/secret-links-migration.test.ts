import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SECRET_PARAMS } from "../../core/secret-links.ts";
import { engine } from "../../tests/helpers/app.ts";
import { migrationsBefore, withEmptyDatabase } from "../../tests/helpers/migrations.ts";
import { type Database, queryRows } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

// Decision 130: what page views stored before the beacon dropped secrets is taken out, the
// daily and monthly totals merged into the address without the secret, the day's totals as
// they were.
const root = path.resolve(import.meta.dirname, "../..");
const MIGRATION = "_secret-links-out-of-page-views";

const dayTotals = (db: Database["db"]) =>
  queryRows<{ day: string; lang: string; views: number }>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, lang::text AS lang, views
      FROM page_view_day_totals ORDER BY 1, 2`,
  );

async function check(database: Database) {
  await migrateDatabase(database, await migrationsBefore(MIGRATION));
  const { db } = database;
  const at = (day: string) => `${day}T12:00:00Z`;
  const views: [string, string | null, "en" | "es", string][] = [
    ["/onlineConcierge/requests/7?key=S3CRET-A", null, "en", "2026-11-03"],
    ["/onlineConcierge/requests/7?Key=S3CRET-B&sent=1", null, "en", "2026-11-03"],
    ["/onlineConcierge/requests/7?sent=1", null, "en", "2026-11-03"],
    ["/onlineConcierge/requests/7", "/account/verify?token=S3CRET-C", "en", "2026-11-03"],
    [
      "/es/cuenta/restablecer-contrasena?token=S3CRET-D",
      "https://x.example/?key=S3CRET-E",
      "es",
      "2026-11-04",
    ],
    ["/privilege-card/verify/S3CRET-F", null, "en", "2026-11-04"],
    ["/es/privilege-card/verify/S3CRET-G?utm_source=qr", null, "es", "2026-11-04"],
    [
      "/directory/search?q=tacos&page=2",
      "https://www.google.com/search?q=tacos",
      "en",
      "2026-10-31",
    ],
    ["/admin-sign-in/invitation?TOKEN=S3CRET-H", null, "en", "2026-10-31"],
  ];
  for (const [pathname, referrer, lang, day] of views) {
    await db.execute(sql`INSERT INTO analytics_events (name, path, referrer, lang, created_at)
      VALUES ('page_view', ${pathname}, ${referrer}, ${lang}, ${at(day)})`);
  }
  const [conversation] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO chat_conversations (key_hash, name, lang, page, start_page)
      VALUES ('h', 'Ana', 'en', '/privilege-card/verify/S3CRET-I', '/events?category=music')
      RETURNING id`,
  );
  await db.execute(sql`INSERT INTO leads (type, lang, page)
    VALUES ('contact', 'en', '/account/reset-password?token=S3CRET-J&x=1')`);
  const totalsBefore = await dayTotals(db);

  await migrateDatabase(database, root);

  const events = await queryRows<{ path: string; referrer: string | null }>(
    db,
    sql`SELECT path, referrer FROM analytics_events ORDER BY id`,
  );
  expect(events).toEqual([
    { path: "/onlineConcierge/requests/7", referrer: null },
    { path: "/onlineConcierge/requests/7?sent=1", referrer: null },
    { path: "/onlineConcierge/requests/7?sent=1", referrer: null },
    { path: "/onlineConcierge/requests/7", referrer: "/account/verify" },
    { path: "/es/cuenta/restablecer-contrasena", referrer: "https://x.example/" },
    { path: "/privilege-card/verify/:token", referrer: null },
    { path: "/es/privilege-card/verify/:token?utm_source=qr", referrer: null },
    {
      path: "/directory/search?q=tacos&page=2",
      referrer: "https://www.google.com/search?q=tacos",
    },
    { path: "/admin-sign-in/invitation", referrer: null },
  ]);
  const days = await queryRows<{ day: string; path: string; lang: string; views: number }>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, path, lang::text AS lang, views
      FROM page_view_days ORDER BY 1, 2, 3`,
  );
  expect(days).toEqual([
    { day: "2026-10-31", path: "/admin-sign-in/invitation", lang: "en", views: 1 },
    { day: "2026-10-31", path: "/directory/search?q=tacos&page=2", lang: "en", views: 1 },
    { day: "2026-11-03", path: "/onlineConcierge/requests/7", lang: "en", views: 2 },
    { day: "2026-11-03", path: "/onlineConcierge/requests/7?sent=1", lang: "en", views: 2 },
    { day: "2026-11-04", path: "/es/cuenta/restablecer-contrasena", lang: "es", views: 1 },
    {
      day: "2026-11-04",
      path: "/es/privilege-card/verify/:token?utm_source=qr",
      lang: "es",
      views: 1,
    },
    { day: "2026-11-04", path: "/privilege-card/verify/:token", lang: "en", views: 1 },
  ]);
  const months = await queryRows<{ month: string; path: string; lang: string; views: number }>(
    db,
    sql`SELECT to_char(month, 'YYYY-MM-DD') AS month, path, lang::text AS lang, views
      FROM page_view_months WHERE views <> 0 ORDER BY 1, 2, 3`,
  );
  expect(months).toEqual([
    { month: "2026-10-01", path: "/admin-sign-in/invitation", lang: "en", views: 1 },
    { month: "2026-10-01", path: "/directory/search?q=tacos&page=2", lang: "en", views: 1 },
    { month: "2026-11-01", path: "/es/cuenta/restablecer-contrasena", lang: "es", views: 1 },
    {
      month: "2026-11-01",
      path: "/es/privilege-card/verify/:token?utm_source=qr",
      lang: "es",
      views: 1,
    },
    { month: "2026-11-01", path: "/onlineConcierge/requests/7", lang: "en", views: 2 },
    { month: "2026-11-01", path: "/onlineConcierge/requests/7?sent=1", lang: "en", views: 2 },
    { month: "2026-11-01", path: "/privilege-card/verify/:token", lang: "en", views: 1 },
  ]);
  // Every view still counted once: the day's totals as they were, and the sums agree.
  expect(await dayTotals(db)).toEqual(totalsBefore);
  expect(totalsBefore.reduce((sum, row) => sum + row.views, 0)).toBe(views.length);

  const chat = await queryRows<{ page: string; start_page: string }>(
    db,
    sql`SELECT page, start_page FROM chat_conversations WHERE id = ${conversation?.id}`,
  );
  expect(chat).toEqual([
    { page: "/privilege-card/verify/:token", start_page: "/events?category=music" },
  ]);
  const lead = await queryRows<{ page: string }>(db, sql`SELECT page FROM leads`);
  expect(lead).toEqual([{ page: "/account/reset-password?x=1" }]);

  const everything = await queryRows<{ text: string }>(
    db,
    sql`SELECT concat_ws(' ', (SELECT string_agg(path || coalesce(referrer, ''), ' ') FROM analytics_events),
        (SELECT string_agg(path, ' ') FROM page_view_days),
        (SELECT string_agg(path, ' ') FROM page_view_months),
        (SELECT string_agg(page || start_page, ' ') FROM chat_conversations),
        (SELECT string_agg(page, ' ') FROM leads)) AS text`,
  );
  expect(everything[0]?.text).not.toMatch(/S3CRET/);
  // The helper is gone with the migration.
  const helpers = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'marea_without_secrets'`,
  );
  expect(helpers).toEqual([{ n: 0 }]);
}

describe(`the secret links' migration on ${engine}`, () => {
  it("takes secrets out of stored page views, their totals, chat pages and leads", () =>
    withEmptyDatabase("secret_links", check));

  it("drops the same parameter names the code does", async () => {
    const { readFile } = await import("node:fs/promises");
    const file = await readFile(
      path.join(root, "drizzle/0048_secret-links-out-of-page-views.sql"),
      "utf8",
    );
    const listed = /NOT IN\s*\(([^)]*)\)/.exec(file)?.[1] ?? "";
    expect(listed.match(/'[^']+'/g)?.map((name) => name.slice(1, -1))).toEqual(SECRET_PARAMS);
  });
});
