import { describe, expect, it } from "vitest";
import { freePort } from "../../tests/helpers/server-process.ts";
import { openDatabase } from "./client.ts";
import { contentVersion } from "./schema/index.ts";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./unavailable.ts";

/** The error a query really gets, through Drizzle and node-postgres. */
async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

describe("isDatabaseUnavailable (decision 133)", () => {
  it("is true for a PostgreSQL nobody answers on, through Drizzle's wrapper", async () => {
    const port = await freePort();
    const database = await openDatabase({
      engine: "postgres",
      url: `postgres://postgres@127.0.0.1:${port}/marea`,
    });
    try {
      const error = await errorOf(() => database.db.select().from(contentVersion));
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("is true for PostgreSQL's shutdown and start-up codes and node-postgres's lost connection", () => {
    const coded = (code: string) => Object.assign(new Error("server says"), { code });
    expect(isDatabaseUnavailable(coded("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(coded("57P03"))).toBe(true);
    expect(isDatabaseUnavailable(coded("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: coded("53300") }))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true);
  });

  it("is false for a wrong query, a constraint, a missing file and anything else", () => {
    const coded = (code: string, syscall?: string) =>
      Object.assign(new Error("x"), { code, ...(syscall ? { syscall } : {}) });
    // A table that does not exist, a duplicate key: faults of ours or the visitor's, not an outage.
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: coded("42P01") }))).toBe(false);
    expect(isDatabaseUnavailable(coded("23505"))).toBe(false);
    expect(isDatabaseUnavailable(coded("ENOENT", "open"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
  });
});
