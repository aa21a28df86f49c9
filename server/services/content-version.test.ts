import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { queryRows } from "../db/client.ts";

// Decision 058: the version is kept in memory and told of every bump, never queried per request.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bump = sql`UPDATE zones SET slug = slug WHERE false`;
async function current(): Promise<number> {
  const [row] = await queryRows<{ version: number | string }>(
    t.database.db,
    sql`SELECT version FROM content_version`,
  );
  return Number(row?.version);
}

describe(`the content version in memory (${engine})`, () => {
  it("knows a write made through this process as soon as the write resolves", async () => {
    // Listening starts with the services; until then every read asks the database.
    await vi.waitFor(async () => {
      const before = await t.services.cache.version();
      await t.database.db.execute(bump);
      expect(await t.services.cache.version()).toBe(before + 1);
    });
    for (let i = 0; i < 3; i++) {
      await t.database.db.execute(bump);
      expect(await t.services.cache.version()).toBe(await current());
    }
    await t.database.db.transaction(async (tx) => {
      await tx.execute(bump);
      await tx.execute(bump);
    });
    expect(await t.services.cache.version()).toBe(await current());
    expect(await t.services.pageCache.version()).toBe(await current());
  });

  it("answers without a query once it knows the version", async () => {
    const version = await t.services.cache.version();
    const spy = vi.spyOn(t.database.db, "select");
    for (let i = 0; i < 5; i++) expect(await t.services.cache.version()).toBe(version);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it.runIf(engine === "PostgreSQL")(
    "hears a write made by another connection (another process, an editor's SQL session)",
    async () => {
      const url = await queryRows<{ name: string }>(
        t.database.db,
        sql`SELECT current_database() AS name`,
      );
      const other = new pg.Client({
        connectionString: `${process.env.TEST_DATABASE_URL?.replace(/\/[^/]*$/, "")}/${url[0]?.name}`,
      });
      await other.connect();
      try {
        const before = await t.services.cache.version();
        await other.query("UPDATE zones SET slug = slug WHERE false");
        // Announced at commit; the bound is the notification's way to this process.
        await vi.waitFor(async () => expect(await t.services.cache.version()).toBe(before + 1), {
          timeout: 5000,
        });
      } finally {
        await other.end();
      }
    },
  );
});
