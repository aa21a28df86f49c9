import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engine, openTestDatabase } from "../../tests/helpers/app.ts";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { countWrite, pruneRateLimits, type RateLimitOptions } from "./rate-limit.ts";

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const MINUTE = 60_000;
/** A whole minute on the wall clock: where the old fixed windows began and ended. */
const EDGE = Date.UTC(2026, 10, 25, 12, 0, 0);
let bucketNumber = 0;
const options = (limit: number): RateLimitOptions => ({
  db: database.db,
  limit,
  windowMs: MINUTE,
  bucket: `test-${bucketNumber++}`,
});

/** Sends `n` writes from one address at `atMs` and answers how many were allowed. */
async function burst(o: RateLimitOptions, n: number, atMs: number, address = "192.0.2.1") {
  let allowed = 0;
  for (let i = 0; i < n; i++) if ((await countWrite(o, address, atMs)).allowed) allowed++;
  return allowed;
}

describe(`write rate limits on ${engine} (decision 047)`, () => {
  it("lets no more than the limit through when a flood straddles a window edge", async () => {
    // The fixed window let 300 through just before the minute and 300 more just after.
    const o = options(300);
    expect(await burst(o, 300, EDGE - 100)).toBe(300);
    expect(await burst(o, 300, EDGE + 100)).toBe(0);
    const refused = await countWrite(o, "192.0.2.1", EDGE + 100);
    // Back once the slot holding the burst has left the window: at most one slot (5 s) later.
    expect(refused.retryAfterMs).toBeGreaterThan(MINUTE - 200);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(MINUTE + 5_000);
    expect(await burst(o, 1, EDGE - 100 + MINUTE - 1_000)).toBe(0);
    expect(await burst(o, 300, EDGE + 100 + refused.retryAfterMs)).toBe(300);
  });

  it("lets exactly the limit through when the writes arrive at once", async () => {
    const o = options(10);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => countWrite(o, "192.0.2.40", EDGE)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
  });

  it("keeps each address to its own budget", async () => {
    const o = options(2);
    expect(await burst(o, 3, EDGE, "192.0.2.10")).toBe(2);
    expect(await burst(o, 3, EDGE, "192.0.2.11")).toBe(2);
  });

  it("never allows more than the limit in any span of a window (any write times)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 3 * MINUTE }), { minLength: 1, maxLength: 40 }),
        async (limit, offsets) => {
          const o = options(limit);
          const times = offsets.toSorted((a, b) => a - b).map((offset) => EDGE + offset);
          const allowedAt: number[] = [];
          for (const at of times) {
            if ((await countWrite(o, "192.0.2.20", at)).allowed) allowedAt.push(at);
          }
          for (const start of allowedAt) {
            const inSpan = allowedAt.filter((at) => at >= start && at < start + MINUTE);
            expect(inSpan.length).toBeLessThanOrEqual(limit);
          }
          // Under the limit, every write goes through.
          if (times.length <= limit) expect(allowedAt).toHaveLength(times.length);
        },
      ),
      { seed: 47, numRuns: 40 },
    );
  });

  it("prunes the counters of a flood once they expire, a bounded batch a pass", async () => {
    await database.db.delete(rateLimits);
    const o = options(10);
    // A flood from as many addresses as the 6,333 rows the issue found, minutes ago.
    const flood = Array.from({ length: 6_333 }, (_, i) => ({
      key: `flood:${i}`,
      slot: 0,
      counts: [1],
      allowed: true,
      expiresAt: new Date(Date.now() - 2 * MINUTE),
    }));
    for (let i = 0; i < flood.length; i += 1_000) {
      await database.db.insert(rateLimits).values(flood.slice(i, i + 1_000));
    }
    await countWrite(o, "192.0.2.30");
    expect(await database.db.$count(rateLimits)).toBe(6_334);
    expect(await pruneRateLimits(database.db, 5_000)).toBe(5_000);
    expect(await pruneRateLimits(database.db, 5_000)).toBe(1_333);
    // The live counter stays, and still counts.
    expect(await database.db.$count(rateLimits)).toBe(1);
    expect((await countWrite(o, "192.0.2.30")).count).toBe(2);
  });
});
