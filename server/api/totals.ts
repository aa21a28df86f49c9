import type { FastifyReply } from "fastify";

/**
 * The total before paging, for clients that page: `X-Total-Count`, and `X-Total-Count-Capped:
 * true` when there were more than the count goes up to (docs/decisions/016).
 */
export function sendTotal(reply: FastifyReply, page: { total: number; capped?: boolean }): void {
  reply.header("x-total-count", page.total);
  if (page.capped) reply.header("x-total-count-capped", "true");
}
