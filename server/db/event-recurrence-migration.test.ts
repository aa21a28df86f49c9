import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATALOG, SYS_ITEM_TYPE } from "../../core/constants.ts";
import { engine } from "../../tests/helpers/app.ts";
import { createCatalogRows } from "../../tests/helpers/factories.ts";
import { migrationsBefore, withEmptyDatabase } from "../../tests/helpers/migrations.ts";
import { type Database, queryRows } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

// Decision 103: a database seeded before events could repeat gets the rules content/events.json
// now states for its recurring events, except where an editor has saved the event since.
const root = path.resolve(import.meta.dirname, "../..");

async function check(database: Database) {
  await migrateDatabase(database, await migrationsBefore("_event_recurrence"));
  const { db } = database;
  await createCatalogRows(db);
  // The events as the seed of that time wrote them (the art walk's end was its season's end).
  const event = (slug: string, start: string, end: string) =>
    sql`INSERT INTO items (catalog_id, sys_item_type_id, friendly_url, start_date, end_date)
        VALUES (${CATALOG.events}, ${SYS_ITEM_TYPE.events}, ${slug},
          ${start}::timestamptz, ${end}::timestamptz) RETURNING id`;
  await db.execute(
    event("art-walk-season-2027", "2027-10-27T18:00:00-06:00", "2028-05-31T22:00:00-06:00"),
  );
  await db.execute(
    event("guadalupe-festivities-2026", "2026-12-01T16:00:00-06:00", "2026-12-12T23:59:00-06:00"),
  );
  const [edited] = await queryRows<{ id: number }>(
    db,
    event(
      "sayulita-sunday-band-concerts-2027",
      "2027-08-01T18:30:00-06:00",
      "2027-08-29T20:30:00-06:00",
    ),
  );
  // An editor saved this one: it stays as they left it.
  await db.execute(sql`INSERT INTO item_revisions (item_id, number, snapshot, reason, author_name)
    VALUES (${edited?.id}, 1, '{}'::jsonb, 'edit', 'An editor')`);

  await migrateDatabase(database, root);

  const rows = await queryRows<{
    slug: string;
    recurrence: unknown;
    end_date: string | Date;
    rolls_at: string | Date | null;
  }>(
    db,
    sql`SELECT friendly_url AS slug, recurrence, end_date, rolls_at FROM items ORDER BY friendly_url`,
  );
  const iso = (value: string | Date | null) =>
    value === null ? null : new Date(value).toISOString();
  expect(
    rows.map((row) => ({ ...row, end_date: iso(row.end_date), rolls_at: iso(row.rolls_at) })),
  ).toEqual([
    {
      slug: "art-walk-season-2027",
      recurrence: { type: "weekly", weekdays: [3], until: "2028-05-31" },
      end_date: "2027-10-28T04:00:00.000Z",
      rolls_at: "2027-10-28T04:00:00.000Z",
    },
    {
      slug: "guadalupe-festivities-2026",
      recurrence: { type: "yearly" },
      end_date: "2026-12-13T05:59:00.000Z",
      rolls_at: "2026-12-13T05:59:00.000Z",
    },
    {
      slug: "sayulita-sunday-band-concerts-2027",
      recurrence: null,
      end_date: "2027-08-30T02:30:00.000Z",
      rolls_at: null,
    },
  ]);
}

describe(`the event recurrence migration on ${engine}`, () => {
  it("gives the seeded recurring events their rule and first occurrence, unless edited", () =>
    withEmptyDatabase("event_recurrence", check));
});
