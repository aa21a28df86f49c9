import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATALOG, SYS_ITEM_TYPE } from "../../core/constants.ts";
import { engine } from "../../tests/helpers/app.ts";
import { createCatalogRows } from "../../tests/helpers/factories.ts";
import { migrationsBefore, withEmptyDatabase } from "../../tests/helpers/migrations.ts";
import { type Database, queryRows } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

// Decision 085: moving `review_status` from published/hidden to the moderation statuses keeps
// every review and what visitors see of it.
const root = path.resolve(import.meta.dirname, "../..");

async function check(database: Database) {
  await migrateDatabase(database, await migrationsBefore("_review-moderation"));
  const { db } = database;
  await createCatalogRows(db);
  // The item as the schema of that time holds it: raw SQL, since today's columns (a photo, a
  // status…) came later.
  const [place] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO items (catalog_id, sys_item_type_id, friendly_url)
        VALUES (${CATALOG.places}, ${SYS_ITEM_TYPE.places}, 'reviewed-before-moderation')
        RETURNING id`,
  );
  if (!place) throw new Error("the item insert returned no row");
  await db.execute(sql`INSERT INTO reviews (item_id, author, rating, review, status) VALUES
    (${place.id}, 'Ana', 5, 'Seen by everyone before moderation.', 'published'),
    (${place.id}, 'Bea', 2, 'Hidden by hand before moderation.', 'hidden')`);

  await migrateDatabase(database, root);

  const rows = await queryRows<{
    author: string;
    status: string;
    moderation_reason: string | null;
  }>(db, sql`SELECT author, status, moderation_reason FROM reviews ORDER BY author`);
  expect(rows).toEqual([
    { author: "Ana", status: "published", moderation_reason: null },
    {
      author: "Bea",
      status: "taken_down",
      moderation_reason: "Hidden before review moderation existed",
    },
  ]);
  // A review stored without a status now waits for a moderator.
  await db.execute(
    sql`INSERT INTO reviews (item_id, author, rating, review) VALUES (${place.id}, 'Cy', 4, 'New.')`,
  );
  const [fresh] = await queryRows<{ status: string }>(
    db,
    sql`SELECT status FROM reviews WHERE author = 'Cy'`,
  );
  expect(fresh?.status).toBe("pending");
}

describe(`the review status migration on ${engine}`, () => {
  it("keeps published reviews published and turns hidden ones into taken down", () =>
    withEmptyDatabase("review_status", check));
});
