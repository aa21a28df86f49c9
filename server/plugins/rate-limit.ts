import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { type Db, queryRows } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { clientKey } from "../services/client-key.ts";
import { countWrite, type RateLimitOptions } from "../services/write-counts.ts";
import { errorBody } from "./errors.ts";

export { clientKey } from "../services/client-key.ts";
export {
  countWrite,
  type RateLimitOptions,
  SLOTS_PER_WINDOW,
  type WriteCount,
} from "../services/write-counts.ts";

/**
 * Sliding-window limit on anonymous writes per client address (decision 047), counted in the
 * database so that every process behind a load balancer shares one budget; an IPv6 client is
 * counted by its /64 (decision 126).
 */
export function rateLimitWrites(options: RateLimitOptions): preHandlerAsyncHookHandler {
  return async function limitWrites(request: FastifyRequest, reply: FastifyReply) {
    const result = await countWrite(options, clientKey(request.ip));
    const retryAfter = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    reply.header("RateLimit-Limit", options.limit);
    reply.header("RateLimit-Remaining", Math.max(0, options.limit - result.count));
    reply.header("RateLimit-Reset", retryAfter);
    if (!result.allowed) {
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
 * Drops counters whose every slot has passed, at most `batch` rows a pass so a pass after a
 * flood of addresses stays short. Returns how many rows went.
 */
export async function pruneRateLimits(db: Db, batch = 5_000): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`
      DELETE FROM ${rateLimits} WHERE key IN (
        SELECT key FROM ${rateLimits} WHERE ${rateLimits.expiresAt} < now() LIMIT ${batch}
      ) RETURNING key`,
  );
  return rows.length;
}
