import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { withScratchPostgres } from "../helpers/postgres.ts";
import { rootDir, startServer, tempDataDir } from "../helpers/server-process.ts";

const migrationCount = (
  JSON.parse(readFileSync(path.join(rootDir, "drizzle/meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

describe.skipIf(!process.env.TEST_DATABASE_URL)("several processes on one PostgreSQL", () => {
  it("start at once on an empty database, migrate and seed it once, and both serve", () =>
    withScratchPostgres("twostart", async (url) => {
      const servers = await Promise.all(
        [0, 1].map(async () => startServer({ DATA_DIR: await tempDataDir(), DATABASE_URL: url })),
      );
      try {
        for (const server of servers) {
          expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
          const magazine = await fetch(`${server.url}/magazine`);
          expect(magazine.status).toBe(200);
          expect(await magazine.text()).toContain("The Marea magazine");
        }
        // Each migration applied once.
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const applied = await client.query("SELECT hash FROM drizzle.__drizzle_migrations");
        await client.end();
        expect(applied.rowCount).toBe(migrationCount);
      } finally {
        for (const server of servers) expect(await server.stop("SIGTERM")).toBe(0);
      }
    }));
});
