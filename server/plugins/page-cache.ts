import { hasPersonalQuery, pageQuery } from "../../core/page-query.ts";

/**
 * Which rendered pages may be cached and under what key (docs/decisions/012, 046). A page is the
 * same for every anonymous visitor with the same path, the query parameters that page reads, team
 * cookie and local date, as long as the content version is the same; only its CSP nonce
 * differs, and that is swapped per response. Other parameters (`utm_source`, `fbclid`…) are
 * left out of the key, and the page is rendered without them, so it can't depend on them.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The nonce the page was rendered with, replaced by each response's own. */
  nonce: string;
};

const PERSONALISING_COOKIE_ALLOWED = "marea_team";
const MAX_BODY_BYTES = 512 * 1024;
const localDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" });

export type PageRequest = {
  method: string;
  url: string;
  /** The request's cookies as @fastify/cookie parsed them. */
  cookies: Record<string, string | undefined>;
  /** The team its signed team cookie names; undefined when absent or forged (decision 049). */
  team: string | undefined;
};

/** The URL a cacheable page is rendered for: its path and the parameters it reads. */
export function pageUrl(url: string): string {
  const parsed = new URL(url, "http://cache.key");
  return parsed.pathname + pageQuery(parsed);
}

/** The cache key for a request, or undefined when its answer must be rendered for it alone. */
export function pageCacheKey(request: PageRequest, now: Date = new Date()): string | undefined {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url, "http://cache.key");
  // `?team=` and the Welcome Centre's invitation set cookies in their answer.
  if (hasPersonalQuery(url)) return undefined;
  // Any other cookie (a signed-in visitor, say) may change the page: render it for them.
  if (Object.keys(request.cookies).some((name) => name !== PERSONALISING_COOKIE_ALLOWED)) {
    return undefined;
  }
  // Seasonal content (banners) and the copyright year follow the local date. A forged team
  // cookie renders as none, so it shares the no-team page rather than making an entry.
  return `${url.pathname}${pageQuery(url)}|team=${request.team ?? ""}|${localDate.format(now)}`;
}

/** Only complete, shareable answers are kept: no cookies set, no redirects, nothing huge. */
export function isCacheable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.has("set-cookie")) return false;
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/html") && !type.startsWith("text/x-script")) return false;
  const length = Number(response.headers.get("content-length") ?? 0);
  return length <= MAX_BODY_BYTES;
}

export function cachedHeaders(response: Response): [string, string][] {
  return [...response.headers].filter(
    ([name]) => !["set-cookie", "content-length", "date", "content-encoding"].includes(name),
  );
}

/** The cached body with its nonce replaced by this response's. */
export function bodyWithNonce(page: CachedPage, nonce: string): Buffer {
  if (!page.nonce || page.nonce === nonce) return page.body;
  return Buffer.from(page.body.toString("utf8").split(page.nonce).join(nonce), "utf8");
}
