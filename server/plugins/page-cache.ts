import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { hasPersonalQuery, pageQuery } from "../../core/page-query.ts";
import { carriesMemberCookie } from "../services/accounts/cookie.ts";
import { SURVEY_COOKIE, TEAM_COOKIE } from "../services/visits/service.ts";

/**
 * Which rendered pages may be cached and under what key (docs/decisions/012, 046). A page is the
 * same for every visitor with the same path (its language), the query parameters that page reads,
 * team cookie and local date, as long as the content version is the same. Other parameters
 * (`utm_source`, `fbclid`…) and other cookies (the Welcome Centre's attribution, analytics') are
 * left out of the key, and the page is rendered without them, so it can't depend on them. An entry is kept as it is sent: its Content-Security-Policy allows its
 * inline scripts by their hashes (decision 059), and its body is compressed once, so serving it
 * renders and compresses nothing.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The policy for this page's own inline scripts; undefined for data (`.data`) answers. */
  csp: string | undefined;
  bodies: EncodedBodies;
  /** When it was rendered (ms since the epoch): a stale copy's `Age` (decision 133). */
  madeAt: number;
};

/**
 * What a copy served while the database is away carries (decision 133): `X-Cache: stale`, its
 * `Age` in seconds since it was made (RFC 9111), and `Cache-Control: no-store`, so no cache on
 * the way keeps it past the outage.
 */
export function staleHeaders(madeAt: number, now = Date.now()): Record<string, string> {
  return {
    "x-cache": "stale",
    age: String(Math.max(0, Math.floor((now - madeAt) / 1000))),
    "cache-control": "no-store",
  };
}

export type Encoding = "br" | "gzip" | "identity";
/**
 * The body as kept: as it is when too small to gain from compression, else its brotli and gzip
 * forms only (issue 12, decision 094: the uncompressed copy was 72-74 % of a page's entry, for the
 * few clients that accept neither); such a client gets the gzip form decompressed.
 */
export type EncodedBodies =
  | { identity: Buffer; br?: undefined; gzip?: undefined }
  | { identity?: undefined; br: Buffer; gzip: Buffer };

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

/** React Router's lazy route discovery (its default `routeDiscovery.manifestPath`). */
const ROUTE_MANIFEST_PATH = "/__manifest";

/** The URL a cacheable page is rendered for: its path and the parameters it reads. */
export function pageUrl(url: string): string {
  const parsed = new URL(url, "http://cache.key");
  return parsed.pathname + pageQuery(parsed);
}

/** The cache key for a request, or undefined when its answer must be rendered for it alone. */
export function pageCacheKey(request: PageRequest, now: Date = new Date()): string | undefined {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url, "http://cache.key");
  // React Router's route discovery answers for the routes and build version its query names:
  // rendered for the request as it came, never stripped to a page's parameters or cached.
  if (url.pathname === ROUTE_MANIFEST_PATH) return undefined;
  // `?team=` and the Welcome Centre's invitation set cookies in their answer.
  if (hasPersonalQuery(url)) return undefined;
  // A member's cookie (valid or not) makes the page theirs: rendered for them, never stored
  // (decision 072). Other cookies don't reach the render (`renderCookies`): a page reads only
  // the team's.
  if (carriesMemberCookie(request.cookies)) return undefined;
  // So does the visit's survey cookie: its answers so far pick the question shown (issue 16).
  if (request.cookies[SURVEY_COOKIE] !== undefined) return undefined;
  // Seasonal content (banners) and the copyright year follow the local date. A forged team
  // cookie renders as none, so it shares the no-team page rather than making an entry.
  return `${url.pathname}${pageQuery(url)}|team=${request.team ?? ""}|${localDate.format(now)}`;
}

/**
 * The cookies a cacheable page is rendered with: the team's alone, the one its key names, so no
 * other cookie can change what every visitor with that key is sent (issue 12).
 */
export function renderCookies(
  cookies: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const team = cookies[TEAM_COOKIE];
  return team === undefined ? {} : { [TEAM_COOKIE]: team };
}

/**
 * Only complete, shareable answers are kept: no cookies set, no redirects, nothing huge, and
 * nothing its route says no cache may store (a scanned card's check, decision 073).
 */
export function isCacheable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.has("set-cookie")) return false;
  if (/\bno-store\b/i.test(response.headers.get("cache-control") ?? "")) return false;
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

/** The CSP sources (`'sha256-…'`) of a page's inline scripts, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    // Data blocks (JSON-LD) never run, so the policy needn't name them.
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (type !== "" && type !== "module" && !type.includes("javascript")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The page without the nonce it was rendered with: its scripts are allowed by their hashes. */
export function withoutNonce(html: string, nonce: string): string {
  return nonce ? html.split(` nonce="${nonce}"`).join("") : html;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Below this, compression gains less than its headers cost (as the compression plugin's). */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli 5 is within a few percent of 8 and costs a few milliseconds for a 70 KB page, once per
 * entry (quality 11 took 400-700 ms); both run on libuv's pool, off the main thread.
 */
const BROTLI_QUALITY = 5;

export async function encodeBodies(body: Buffer): Promise<EncodedBodies> {
  if (body.length < COMPRESS_FROM_BYTES) return { identity: body };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

/**
 * A page rendered for one request, compressed at once on the main thread (decision 118): about
 * 1.5 ms for Home's 120 KB. Compressed on libuv's pool instead (the compression plugin's stream,
 * or `brotliCompress`), each page's buffers outlive the young generation while they wait for a
 * pool thread, and their growth set off a full garbage collection every 150 ms at 50
 * connections ("external memory pressure"): 6-7 ms of CPU a page more than sending it
 * uncompressed. The window fits a page (256 KB), so no byte is lost against the default 4 MB.
 */
export function encodeForOne(body: Buffer, encoding: "br" | "gzip"): Buffer {
  if (encoding === "gzip") return zlib.gzipSync(body, { level: 6 });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, when accepted with a
 * non-zero weight (by name or by `*`); the heavier weight wins, brotli on a tie.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/**
 * The body to send and its encoding: a compressed form when the entry has one (both or none);
 * uncompressed, the entry's own body or its gzip form decompressed (a fraction of a millisecond
 * for a page, for clients that accept no compression).
 */
export function bodyFor(
  bodies: EncodedBodies,
  acceptEncoding: string | undefined,
): { encoding: Encoding; body: Buffer } {
  if (bodies.identity) return { encoding: "identity", body: bodies.identity };
  const encoding = pickEncoding(acceptEncoding);
  if (encoding === "br") return { encoding, body: bodies.br };
  if (encoding === "gzip") return { encoding, body: bodies.gzip };
  return { encoding: "identity", body: zlib.gunzipSync(bodies.gzip) };
}

/** A `Vary` header that names Accept-Encoding too: what an answer kept compressed is sent with. */
export function varyWithEncoding(vary: number | string | string[] | undefined): string {
  const current = vary === undefined ? "" : Array.isArray(vary) ? vary.join(", ") : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : "Accept-Encoding";
}
