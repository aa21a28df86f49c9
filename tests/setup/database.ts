import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";
import { migrateDatabase } from "../../server/db/migrate.ts";
import { resetPostgres } from "../helpers/postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    goldenPglite: string;
  }
}

const root = path.resolve(import.meta.dirname, "../..");

let postgresTemplate: Promise<void> | undefined;

async function migratePostgresTemplate(url: string): Promise<void> {
  await resetPostgres(url);
  const database = await openDatabase({ engine: "postgres", url, poolSize: 1 });
  await migrateDatabase(database, root);
  await database.close();
}

/**
 * A golden database migrated once per run (the Epic Stack's approach): every API test file starts
 * from a copy of it, so files run in parallel on data of their own.
 * - PGlite: a dump of a migrated in-memory database, loaded by each file.
 * - PostgreSQL: TEST_DATABASE_URL's database, migrated, used as the template each file clones.
 */
export default async function setup(project: TestProject) {
  // A project's `env` reaches its test files, not its global setup: tell engines apart by name.
  // The fuzz project runs both engines; it shares the PostgreSQL template with api-postgres,
  // migrated once per run (this module is loaded once too).
  const url = process.env.TEST_DATABASE_URL;
  if (project.name === "api-postgres" || (project.name === "fuzz" && url)) {
    if (!url) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL tests");
    postgresTemplate ??= migratePostgresTemplate(url);
    await postgresTemplate;
  }
  if (project.name === "api-postgres") {
    project.provide("goldenPglite", "");
    return;
  }
  const database = await openDatabase({ engine: "pglite", dataDir: undefined });
  await migrateDatabase(database, root);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const file = path.join(os.tmpdir(), `marea-golden-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("goldenPglite", file);
  return async () => {
    await rm(file, { force: true });
  };
}
