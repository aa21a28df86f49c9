import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine } from "../../tests/helpers/app.ts";
import { migrationsBefore, withEmptyDatabase } from "../../tests/helpers/migrations.ts";
import { type Database, queryRows } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

// Decision 125: a database that had an admin before the first admin was remembered is marked by
// the migration, so the next start makes no admin from ADMIN_EMAIL and ADMIN_PASSWORD even if
// every admin is gone. (A database that never had one stays unmarked: server/api/first-admin.test.ts
// makes the first admin from the environment on the migrated test database.)
const root = path.resolve(import.meta.dirname, "../..");

const marker = (database: Database) =>
  queryRows<{ key: string }>(
    database.db,
    sql`SELECT key FROM site_settings WHERE key = 'first_admin'`,
  );

async function hadAdmin(database: Database) {
  await migrateDatabase(database, await migrationsBefore("_first-admin-remembered"));
  // The admin is gone already; the audit log still shows an invitation sent by one.
  await database.db.execute(sql`INSERT INTO audit_log (actor_id, actor_name, action, entity_type)
    VALUES (NULL, 'Former Admin', 'staff.invite', 'invitation')`);
  await migrateDatabase(database, root);
  expect(await marker(database)).toEqual([{ key: "first_admin" }]);
}

describe(`the first admin remembered, migration on ${engine}`, () => {
  // Every migration runs twice on an empty database: longer than an API test.
  it(
    "marks a database whose audit log shows an admin was there",
    () => withEmptyDatabase("first_admin_had", hadAdmin),
    90_000,
  );
});
