import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { createServices, type Services } from "../../server/services/index.ts";
import { clonePostgres } from "./postgres.ts";

export type TestApp = {
  app: FastifyInstance;
  services: Services;
  database: Database;
  close(): Promise<void>;
};

export type FuzzEngine = "pglite" | "postgres";
/** The fuzz project runs each engine in one project (one React Router plugin, decision 043). */
export const FUZZ_ENGINES: FuzzEngine[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * A database of this test file's own, copied from the run's migrated golden database; the
 * engine is the project's (TEST_DB) unless named.
 */
export async function openTestDatabase(
  engineName = process.env.TEST_DB,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (engineName === "postgres") {
    const templateUrl = process.env.TEST_DATABASE_URL;
    if (!templateUrl) throw new Error("TEST_DATABASE_URL is required");
    const clone = await clonePostgres(templateUrl);
    const database = await openDatabase({ engine: "postgres", url: clone.url, poolSize: 4 });
    return {
      database,
      drop: async () => {
        await database.close();
        await clone.drop();
      },
    };
  }
  const golden = await readFile(inject("goldenPglite"));
  const database = await openDatabase({
    engine: "pglite",
    dataDir: undefined,
    loadDataDir: new Blob([golden]),
  });
  return { database, drop: () => database.close() };
}

/** The API as the server builds it (no pages), on a test database, driven with `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  engineName?: FuzzEngine,
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(engineName);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "marea-api-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const services = createServices(database, config);
  const app = await buildApp({ config, services, logger: false });
  await app.ready();
  return {
    app,
    services,
    database,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const engine = process.env.TEST_DB === "postgres" ? "PostgreSQL" : "PGlite";
