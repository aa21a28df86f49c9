import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { type Db, queryRows } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { errorBody } from "./errors.ts";

export type RateLimitOptions = { db: Db; limit: number; windowMs: number; bucket: string };

/**
 * Fixed-window limit on anonymous writes per client address, counted in the database so that
 * every process behind a load balancer shares one budget. One statement both counts and reads,
 * so concurrent requests can't both slip under the limit.
 */
export function rateLimitWrites(options: RateLimitOptions): preHandlerAsyncHookHandler {
  return async function limitWrites(request: FastifyRequest, reply: FastifyReply) {
    const row = await countWrite(options, request.ip);
    if (!row) return;
    const resetAt = new Date(row.reset_at);
    const remaining = Math.max(0, options.limit - Number(row.count));
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    reply.header("RateLimit-Limit", options.limit);
    reply.header("RateLimit-Remaining", remaining);
    reply.header("RateLimit-Reset", retryAfter);
    if (Number(row.count) > options.limit) {
      reply.header("Retry-After", retryAfter);
      return reply
        .code(429)
        .send(
          errorBody(
            request,
            "Too many requests",
            `You have sent too many requests. Please wait ${retryAfter} seconds and try again.`,
          ),
        );
    }
  };
}

/**
 * Counts one write of `address` in the bucket's current window and returns the window's count.
 * Also used by page actions (forms posted without JavaScript), which Fastify hooks don't reach.
 */
export async function countWrite(
  options: Omit<RateLimitOptions, "limit">,
  address: string,
): Promise<{ count: number; reset_at: Date | string } | undefined> {
  const key = `${options.bucket}:${createHash("sha256").update(address).digest("base64url")}`;
  const [row] = await queryRows<{ count: number; reset_at: Date | string }>(
    options.db,
    sql`
      INSERT INTO ${rateLimits} (key, count, reset_at)
      VALUES (${key}, 1, now() + ${`${options.windowMs} milliseconds`}::interval)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END,
        reset_at = CASE WHEN ${rateLimits.resetAt} <= now()
          THEN now() + ${`${options.windowMs} milliseconds`}::interval
          ELSE ${rateLimits.resetAt} END
      RETURNING count, reset_at`,
  );
  return row;
}

/** Drops windows that ended long ago, so the table stays as small as the set of active clients. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(
    sql`DELETE FROM ${rateLimits} WHERE ${rateLimits.resetAt} < now() - interval '1 hour'`,
  );
}
