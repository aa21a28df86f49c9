import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATALOG } from "../../core/constants.ts";
import { engine } from "../../tests/helpers/app.ts";
import { createCatalogRows } from "../../tests/helpers/factories.ts";
import { migrationsBefore, withEmptyDatabase } from "../../tests/helpers/migrations.ts";
import { type Database, queryRows } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

// Decision 110: a database seeded while the Spanish words were code keeps its places' Spanish
// addresses: the migration gives the seeded place categories their words, by id, a renamed one
// included, and no other catalog's category one.
const root = path.resolve(import.meta.dirname, "../..");

async function check(database: Database) {
  await migrateDatabase(database, await migrationsBefore("_category-spanish-slugs"));
  const { db } = database;
  await createCatalogRows(db);
  await db.execute(sql`INSERT INTO categories (id, catalog_id, slug, weight) VALUES
    (21, ${CATALOG.places}, 'restaurants', 0), (23, ${CATALOG.places}, 'bay-beaches', 2),
    (26, ${CATALOG.places}, 'spas', 5), (29, ${CATALOG.places}, 'cenotes', 8),
    (11, ${CATALOG.magazine}, 'culture', 0)`);

  await migrateDatabase(database, root);

  const rows = await queryRows<{ id: number; spanish_slug: string | null }>(
    db,
    sql`SELECT id, spanish_slug FROM categories ORDER BY id`,
  );
  expect(rows).toEqual([
    { id: 11, spanish_slug: null },
    { id: 21, spanish_slug: "restaurantes" },
    { id: 23, spanish_slug: "playas" },
    { id: 26, spanish_slug: null },
    { id: 29, spanish_slug: null },
  ]);
}

describe(`the categories' Spanish words migration on ${engine}`, () => {
  it("gives the seeded place categories the words the code had", () =>
    withEmptyDatabase("category_spanish_slugs", check));
});
