import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/helpers/app.ts";
import { PGLITE_SETTINGS, queryRows } from "./client.ts";

// PGlite's memory never shrinks, so what its backend allocates at start stays resident for the
// life of the process (decision 069): the embedded database runs with smaller shared buffers.
describe.runIf(process.env.TEST_DB !== "postgres")("the embedded database's settings", () => {
  it("starts PGlite's backend with the settings decision 069 names", async () => {
    const { database, drop } = await openTestDatabase("pglite");
    try {
      const [row] = await queryRows<{ shared_buffers: string }>(
        database.db,
        sql`SHOW shared_buffers`,
      );
      expect(row?.shared_buffers).toBe(PGLITE_SETTINGS.shared_buffers);
      expect(PGLITE_SETTINGS.shared_buffers).toBe("16MB");
    } finally {
      await drop();
    }
  });
});
