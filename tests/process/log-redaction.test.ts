import pg from "pg";
import { describe, expect, it } from "vitest";
import { withScratchPostgres } from "../helpers/postgres.ts";
import { startServer, tempDataDir } from "../helpers/server-process.ts";

describe("the server's output", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "never carries a lead's name, e-mail or phone when a form posted without JavaScript fails",
    () =>
      withScratchPostgres("logs", async (url) => {
        const server = await startServer({
          DATA_DIR: await tempDataDir(),
          DATABASE_URL: url,
          LOG_LEVEL: "info",
        });
        const db = new pg.Client({ connectionString: url });
        try {
          await db.connect();
          // A fault in the database: this guest's lead can't be stored, and PostgreSQL's error
          // quotes the failing row.
          await db.query(
            "ALTER TABLE leads ADD CONSTRAINT leads_fault CHECK (email <> 'rosario.villalobos@example.com')",
          );
          const form = new URLSearchParams({
            firstName: "Rosario",
            lastName: "Villalobos",
            email: "rosario.villalobos@example.com",
            phone: "3227654321",
          });
          const response = await fetch(`${server.url}/contact`, { method: "POST", body: form });
          expect(response.status).toBe(500);
          await response.arrayBuffer();
          // The failure is logged, with the database's reason.
          await expect.poll(() => server.output(), { timeout: 5_000 }).toContain("leads_fault");
          for (const personal of ["Rosario", "Villalobos", "rosario.villalobos", "3227654321"]) {
            expect(server.output()).not.toContain(personal);
          }
        } finally {
          await db.end();
          await server.stop();
        }
      }),
  );
});
