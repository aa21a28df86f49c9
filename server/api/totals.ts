import type { FastifyReply } from "fastify";

type PagePlace = {
  total: number;
  capped?: boolean;
  page: number;
  pageSize: number;
  didYouMean?: string;
};

/**
 * How a search page sits in the whole, in headers so the body keeps spec §7's shape (a plain
 * list): `X-Total-Count`, the total before paging, and `X-Total-Count-Capped: true` when there
 * were more than the count goes up to (docs/decisions/016); `X-Page-Size`, the size used (the
 * catalog's default when none was asked for); and `X-Next-Page`, the `page` to send for the
 * next one, absent on the last (docs/decisions/045). `X-Did-You-Mean`, when a search with words
 * found few or none, is the words corrected ("tacso" → "tacos"), percent-encoded as in a URL
 * (docs/decisions/142).
 */
export function totalHeaders(page: PagePlace, count: number): Record<string, string> {
  const headers: Record<string, string> = { "x-total-count": String(page.total) };
  if (page.capped) headers["x-total-count-capped"] = "true";
  headers["x-page-size"] = String(page.pageSize);
  const seen = (page.page - 1) * page.pageSize + count;
  const more = count === page.pageSize && (page.capped || seen < page.total);
  if (more) headers["x-next-page"] = String(page.page + 1);
  if (page.didYouMean) headers["x-did-you-mean"] = encodeURIComponent(page.didYouMean);
  return headers;
}

export function sendTotal(reply: FastifyReply, page: PagePlace, count: number): void {
  reply.headers(totalHeaders(page, count));
}
