import type { FastifyReply } from "fastify";

/**
 * How a search page sits in the whole, in headers so the body keeps spec §7's shape (a plain
 * list): `X-Total-Count`, the total before paging, and `X-Total-Count-Capped: true` when there
 * were more than the count goes up to (docs/decisions/016); `X-Page-Size`, the size used (the
 * catalog's default when none was asked for); and `X-Next-Page`, the `page` to send for the
 * next one, absent on the last (docs/decisions/045).
 */
export function sendTotal(
  reply: FastifyReply,
  page: { total: number; capped?: boolean; page: number; pageSize: number },
  count: number,
): void {
  reply.header("x-total-count", page.total);
  if (page.capped) reply.header("x-total-count-capped", "true");
  reply.header("x-page-size", page.pageSize);
  const seen = (page.page - 1) * page.pageSize + count;
  const more = count === page.pageSize && (page.capped || seen < page.total);
  if (more) reply.header("x-next-page", page.page + 1);
}
