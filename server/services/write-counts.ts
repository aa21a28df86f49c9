import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";

/**
 * The write counters of decision 047, shared by the API's rate limit (plugins/rate-limit.ts),
 * page actions and the services that limit guesses (the staff's second factor): one sliding
 * window per bucket and key, in the database so every process counts against the same budget.
 */
export type RateLimitOptions = { db: Db; limit: number; windowMs: number; bucket: string };

/** A window is counted in this many slots; one more (the oldest, partly past) is counted too. */
export const SLOTS_PER_WINDOW = 12;

export type WriteCount = {
  allowed: boolean;
  /** Writes counted in the sliding window, this one included when allowed. */
  count: number;
  /** Milliseconds until a write would be allowed again (0 when allowed). */
  retryAfterMs: number;
};

/**
 * Counts one write of `address` in the bucket when the last window holds fewer than `limit`, and
 * says whether it was allowed. Also used by page actions (forms posted without JavaScript), which
 * Fastify hooks don't reach.
 *
 * The window is counted in slots of a twelfth of it, plus the oldest slot whose start is already
 * more than a window ago: so any span of `windowMs` holds at most `limit` writes, and a client
 * at the limit waits at most one slot longer than an exact log would make it. One statement
 * reads and writes the row under its lock, so concurrent requests can't both take the last slot.
 */
export async function countWrite(
  options: RateLimitOptions,
  address: string,
  /** When the write happened; the database's clock when absent (tests walk a clock instead). */
  atMs?: number,
): Promise<WriteCount> {
  const key = `${options.bucket}:${createHash("sha256").update(address).digest("base64url")}`;
  const slotMs = Math.max(1, Math.floor(options.windowMs / SLOTS_PER_WINDOW));
  const length = SLOTS_PER_WINDOW + 1;
  // The database's clock, so every process counts in the same slots whatever its own says.
  const nowMs =
    atMs === undefined ? sql`floor(extract(epoch from now()) * 1000)` : sql`${atMs}::bigint`;
  // On a conflict the row is locked and these read its latest version: concurrent requests
  // (any process) are counted one after the other. `excluded.slot` is the current slot.
  const shift = sql`LEAST(GREATEST(excluded.slot - rate_limits.slot, 0), ${length}::integer)::integer`;
  const shifted = sql`COALESCE(rate_limits.counts[i + ${shift}], 0)`;
  const total = sql`(SELECT sum(${shifted}) FROM generate_series(1, ${length}::integer) AS i)`;
  const [row] = await queryRows<{
    counts: number[];
    allowed: boolean;
    slot: string;
    now_ms: string;
  }>(
    options.db,
    sql`
      INSERT INTO ${rateLimits} (key, slot, counts, allowed, expires_at)
      SELECT ${key}, current.slot,
        array_fill(0, ARRAY[${length - 1}::integer]) || ${options.limit > 0 ? 1 : 0}::integer,
        ${options.limit > 0}::boolean,
        to_timestamp((current.slot + ${length}) * ${slotMs}::bigint / 1000.0)
      FROM (SELECT (${nowMs})::bigint / ${slotMs}::bigint AS slot) AS current
      ON CONFLICT (key) DO UPDATE SET
        counts = ARRAY(
          SELECT ${shifted} + CASE WHEN i = ${length}::integer AND ${total} < ${options.limit}::integer THEN 1 ELSE 0 END
          FROM generate_series(1, ${length}::integer) AS i ORDER BY i),
        allowed = ${total} < ${options.limit}::integer,
        slot = GREATEST(rate_limits.slot, excluded.slot),
        expires_at = to_timestamp(
          (GREATEST(rate_limits.slot, excluded.slot) + ${length}) * ${slotMs}::bigint / 1000.0)
      RETURNING counts, allowed, slot, (${nowMs})::bigint AS now_ms`,
  );
  if (!row) throw new Error("rate limit upsert returned no row");
  const count = row.counts.reduce((sum, n) => sum + n, 0);
  return {
    allowed: row.allowed,
    count,
    retryAfterMs: row.allowed
      ? 0
      : retryAfter(row.counts, options.limit, Number(row.slot), slotMs, Number(row.now_ms)),
  };
}

/** When enough of the oldest slots have left the window for one more write to fit. */
function retryAfter(
  counts: number[],
  limit: number,
  newest: number,
  slotMs: number,
  nowMs: number,
): number {
  let remaining = counts.reduce((sum, n) => sum + n, 0);
  for (let i = 0; i < counts.length; i++) {
    remaining -= counts[i] ?? 0;
    // Slot i stops being counted when slot `newest + i + 1` begins.
    if (remaining < limit) return Math.max(0, (newest + i + 1) * slotMs - nowMs);
  }
  return slotMs;
}
