import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { CATALOG, SYS_ITEM_TYPE } from "../../core/constants.ts";
import { engine } from "../../tests/helpers/app.ts";
import { createCatalogRows } from "../../tests/helpers/factories.ts";
import { withScratchPostgres } from "../../tests/helpers/postgres.ts";
import { type Database, openDatabase, queryRows } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

// Decision 085: moving `review_status` from published/hidden to the moderation statuses keeps
// every review and what visitors see of it.
const root = path.resolve(import.meta.dirname, "../..");

/** A copy of the project with the migrations before the review moderation's only. */
async function migrationsBeforeModeration(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "marea-migrations-"));
  await cp(path.join(root, "drizzle"), path.join(dir, "drizzle"), { recursive: true });
  const journalFile = path.join(dir, "drizzle/meta/_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const moderation = journal.entries.findIndex((entry) => entry.tag.endsWith("_review-moderation"));
  expect(moderation).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, moderation);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function check(database: Database) {
  const before = await migrationsBeforeModeration();
  dirs.push(before);
  await migrateDatabase(database, before);
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
  it("keeps published reviews published and turns hidden ones into taken down", async () => {
    if (engine === "PostgreSQL") {
      await withScratchPostgres("review_status", async (url) => {
        const database = await openDatabase({ engine: "postgres", url, poolSize: 2 });
        try {
          await check(database);
        } finally {
          await database.close();
        }
      });
      return;
    }
    const database = await openDatabase({ engine: "pglite", dataDir: undefined });
    try {
      await check(database);
    } finally {
      await database.close();
    }
  });
});
