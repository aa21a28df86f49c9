import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, onTestFinished } from "vitest";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { engine } from "./app.ts";
import { withScratchPostgres } from "./postgres.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * A copy of the project's `drizzle/` whose journal stops before the migration whose tag ends
 * with `tagSuffix` (`_review-moderation`), for `migrateDatabase` to bring a database to the
 * schema of that time; removed when the test finishes.
 */
export async function migrationsBefore(tagSuffix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "marea-migrations-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await cp(path.join(root, "drizzle"), path.join(dir, "drizzle"), { recursive: true });
  const journalFile = path.join(dir, "drizzle/meta/_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  expect(cut, `a migration tagged …${tagSuffix}`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * Runs `use` on an empty database of its own on the project's engine (a scratch PostgreSQL
 * database named after `label`, or an in-memory PGlite), closed (and dropped) afterwards: a
 * migration test starts before the golden databases' schema.
 */
export async function withEmptyDatabase(
  label: string,
  use: (database: Database) => Promise<void>,
): Promise<void> {
  const run = async (opened: Promise<Database>) => {
    const database = await opened;
    try {
      await use(database);
    } finally {
      await database.close();
    }
  };
  if (engine === "PostgreSQL") {
    await withScratchPostgres(label, (url) =>
      run(openDatabase({ engine: "postgres", url, poolSize: 2 })),
    );
    return;
  }
  await run(openDatabase({ engine: "pglite", dataDir: undefined }));
}
