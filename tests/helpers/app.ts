import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import { type Endpoint, endpoints } from "../../core/contract/endpoints.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { createServices, registeredServices, type Services } from "../../server/services/index.ts";
import type { ServiceModule } from "../../server/services/registry.ts";
import { createCatalogs } from "./factories.ts";
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

/**
 * What a test adds to the product's code the way a newcomer adds it: service modules beside the
 * ones `createServices` finds (`"./<name>/service.ts": {service}`) and endpoints beside the
 * contract's (server/api/reads.test.ts).
 */
export type TestAdditions = {
  serviceModules?: Record<string, ServiceModule>;
  endpoints?: Record<string, Endpoint>;
};

/** The API as the server builds it (no pages), on a test database, driven with `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  engineName?: FuzzEngine,
  additions: TestAdditions = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(engineName);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "marea-api-"));
  const removeAll = async () => {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
    const services = createServices(database, config, {
      ...registeredServices,
      ...additions.serviceModules,
    });
    const app = await buildApp({
      config,
      services,
      logger: false,
      ...(additions.endpoints ? { endpoints: { ...endpoints, ...additions.endpoints } } : {}),
    });
    await app.ready();
    return {
      app,
      services,
      database,
      async close() {
        await app.close();
        await removeAll();
      },
    };
  } catch (error) {
    await removeAll();
    throw error;
  }
}

export const engine = process.env.TEST_DB === "postgres" ? "PostgreSQL" : "PGlite";

/**
 * The test file's one app, built before its tests and closed after them (Vitest's beforeAll and
 * afterAll, registered here), with the catalogs of spec §9 unless `catalogs` is false. Read its
 * fields inside tests and hooks: they exist once the file's beforeAll has run.
 */
export function testAppForFile(
  options: { env?: Record<string, string>; catalogs?: boolean } = {},
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(options.env);
    if (options.catalogs !== false) await createCatalogs(built.database.db);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built)
      throw new Error("the test app is built in beforeAll: use it inside tests and hooks");
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get services() {
      return current().services;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}

/**
 * An app of its own for `use` that lets one address write twice a minute (captchas kept cheap),
 * closed afterwards.
 */
export async function withTwoWritesAMinute(use: (limited: TestApp) => Promise<void>) {
  const limited = await createTestApp({
    CAPTCHA_MAX_NUMBER: "50",
    RATE_LIMIT_WRITES_PER_MINUTE: "2",
  });
  try {
    await use(limited);
  } finally {
    await limited.close();
  }
}
