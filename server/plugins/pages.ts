import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { AVATAR_UPLOAD_MAX_BYTES } from "../../core/avatar.ts";
import { PHOTO_UPLOAD_MAX_BYTES } from "../../core/media.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import {
  clientContext,
  databaseContext,
  messageChunksContext,
  nonceContext,
  servicesContext,
} from "../pages/context.ts";
import type { MessageChunks } from "../pages/message-chunks.ts";
import { carriesMemberCookie } from "../services/accounts/cookie.ts";
import { clientKey } from "../services/client-key.ts";
import type { Services } from "../services/index.ts";
import { noteUnavailable, unavailableHeaders } from "./errors.ts";
import {
  bodyFor,
  type CachedPage,
  COMPRESS_FROM_BYTES,
  cachedHeaders,
  encodeBodies,
  encodeForOne,
  inlineScriptHashes,
  isCacheable,
  pageCacheKey,
  pageUrl,
  pickEncoding,
  renderCookies,
  staleHeaders,
  varyWithEncoding,
  withoutNonce,
} from "./page-cache.ts";
import { policyWithScriptHashes } from "./security.ts";

export type PagesOptions = {
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  services: Services;
  /** The client build's message chunks, which pages name as preloads (none in development). */
  messageChunks?: MessageChunks;
  /** The anonymous write budget (RATE_LIMIT_WRITES_PER_MINUTE), for forms posted to actions. */
  writesPerMinute?: number;
};

/**
 * Everything that is not /api, /img, /assets or a health check is a page: handed to React
 * Router as a Fetch request, its response piped back through Fastify so compression and security
 * headers still apply. Anonymous pages are served from the page cache while the content they
 * were made from is current (./page-cache.ts), as they were stored: compressed, with a policy
 * naming their scripts' hashes, so a hit renders and compresses nothing.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  // Given a function, React Router derives its route tree and static handler again for every
  // request (to pick up development's rebuilds): a tenth of an uncached render in production's
  // profile (issue 12). The production build never changes, so it is derived once.
  const handle = createRequestHandler(
    options.mode === "production" ? await options.getBuild() : options.getBuild,
    options.mode,
  );

  await app.register(async (scope) => {
    // React Router reads form posts itself: any content type is read whole, unparsed (else
    // 415), within the body limit (a 413 past it). A body left unread, as when a page without
    // an action answers 405, would stall the next request on a keep-alive connection.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    // A file form (the account page's picture, issue 13; the photo library's upload without
    // JavaScript, issue 15) may carry up to the larger file limit and its form fields; each
    // action checks its file itself and answers past its own limit.
    scope.addContentTypeParser(
      "multipart/form-data",
      {
        parseAs: "buffer",
        bodyLimit: Math.max(AVATAR_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_MAX_BYTES) + 64 * 1024,
      },
      (_request, body, done) => {
        done(null, body);
      },
    );

    const { pageCache: cache } = options.services;
    scope.all("/*", async (request, reply) => {
      // While the database is away (decision 133), a cached page is served as it was kept under
      // the last content version known (stale, and marked so), and anything else gets the
      // site's localized 503 page with Retry-After; never a 500.
      let away: unknown;
      // Paths in either language, the cache's key included, use the place categories' Spanish
      // words of the content version now (decision 110); while the database is away, the last
      // ones applied.
      try {
        await options.services.dependantFields.applyPlaceWords();
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        away = error;
      }
      // The outage a loader or action met during a render (told by `handleError`).
      let faulted: unknown;
      const render = (
        url = request.url,
        cookies = request.cookies,
        { method = request.method, databaseAway = false } = {},
      ) => {
        const context = new RouterContextProvider();
        context.set(servicesContext, options.services);
        context.set(nonceContext, request.cspNonce);
        context.set(messageChunksContext, options.messageChunks ?? {});
        context.set(clientContext, {
          // What page actions count their limits under: an IPv6 client by its /64 (decision 126).
          address: clientKey(request.ip),
          writesPerMinute: options.writesPerMinute ?? 30,
          cookies,
        });
        context.set(databaseContext, {
          away: databaseAway,
          fault: (error) => {
            faulted ??= error;
          },
        });
        return handle(toFetchRequest(request, reply, url, cookies, method), context);
      };
      // The site's error page for 503, in the address's language, rendered without a loader
      // (the root's middleware answers first) and without the request's body or cookies: an
      // action that failed is never run again.
      const unavailable = async (error: unknown) => {
        noteUnavailable(request, error);
        const method = request.method === "HEAD" ? "HEAD" : "GET";
        const response = await render(request.url, {}, { method, databaseAway: true });
        return sendFetchResponse(reply, response, unavailableHeaders);
      };
      // A render during which a loader or action found the database away.
      const failedOnDatabase = async (response: Response) => {
        if (faulted === undefined || response.status < 500) return false;
        await response.body?.cancel().catch(() => {});
        return true;
      };
      const key = pageCacheKey({
        method: request.method,
        url: request.url,
        cookies: request.cookies,
        team: options.services.visits.readTeam(request.cookies),
      });
      if (!key) {
        if (away) return unavailable(away);
        const response = await render();
        if (await failedOnDatabase(response)) return unavailable(faulted);
        // A member's page is theirs alone: no shared cache on the way may keep it either, whatever
        // the route's own header says.
        if (carriesMemberCookie(request.cookies)) {
          response.headers.set("cache-control", "private, no-store");
        }
        return sendFetchResponse(reply, response);
      }

      let version: number | undefined;
      if (!away) {
        try {
          version = await cache.version();
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          away = error;
        }
      }
      if (version === undefined) {
        const stale = cache.stale<CachedPage>(`page:${key}`);
        if (stale) return sendCached(request, reply, stale, "stale");
        return unavailable(away);
      }
      const hit = cache.peek<CachedPage>(`page:${key}`, version);
      if (hit) return sendCached(request, reply, hit, "hit");
      // Rendered as its key names it: without the parameters the page doesn't read.
      const response = await render(pageUrl(request.url), renderCookies(request.cookies));
      if (await failedOnDatabase(response)) return unavailable(faulted);
      if (!isCacheable(response) || !response.body) {
        return sendFetchResponse(reply, response);
      }
      const page = await cachedPage(request, reply, response);
      // A part streamed after the first byte may have failed on the database: sent, not kept.
      if (faulted === undefined) cache.put(`page:${key}`, version, page);
      return sendCached(request, reply, page, "miss");
    });
  });
}

/** A rendered page as the cache keeps it: the nonce out, its scripts hashed, compressed once. */
async function cachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Promise<CachedPage> {
  const headers = cachedHeaders(response);
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) {
    const body = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers,
      csp: undefined,
      bodies: await encodeBodies(body),
      madeAt: Date.now(),
    };
  }
  const html = withoutNonce(await response.text(), request.cspNonce);
  const policy = reply.getHeader("content-security-policy");
  const csp =
    typeof policy === "string"
      ? policyWithScriptHashes(policy, request.cspNonce, inlineScriptHashes(html))
      : undefined;
  const bodies = await encodeBodies(Buffer.from(html, "utf8"));
  return { status: response.status, headers, csp, bodies, madeAt: Date.now() };
}

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  cache: "hit" | "miss" | "stale",
) {
  const { encoding, body } = bodyFor(page.bodies, request.headers["accept-encoding"]);
  reply.code(page.status).headers(Object.fromEntries(page.headers)).header("x-cache", cache);
  if (cache === "stale") reply.headers(staleHeaders(page.madeAt));
  if (page.csp) reply.header("content-security-policy", page.csp);
  // Already encoded: the compression plugin leaves an answer with a Content-Encoding alone.
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  if (page.bodies.br) reply.header("vary", varyWithEncoding(reply.getHeader("vary")));
  return reply.send(body);
}

/**
 * The Fetch request React Router gets, with `cookies` only: all of them, or a cacheable page's;
 * `method` is the request's own but for the 503 page, always a GET (or HEAD) without the body.
 */
function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  cookies: Record<string, string | undefined>,
  method: string,
): Request {
  const url = new URL(path, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  if (cookies !== request.cookies) {
    headers.delete("cookie");
    const pairs = Object.entries(cookies).flatMap(([name, value]) =>
      value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`],
    );
    if (pairs.length > 0) headers.set("cookie", pairs.join("; "));
  }
  // A no-referrer policy (ours until issue 10, or a visitor's own browser setting) makes browsers
  // send `Origin: null` with a form posted without JavaScript, which React Router's CSRF check
  // refuses. The browser's own
  // Sec-Fetch-Site (no page can forge it) vouches for a same-origin post (decision 024).
  if (headers.get("origin") === "null" && headers.get("sec-fetch-site") === "same-origin") {
    headers.set("origin", url.origin);
  }
  const hasBody = method !== "GET" && method !== "HEAD";
  const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  if (method !== request.method) {
    headers.delete("content-type");
    headers.delete("content-length");
  }
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody && body ? { body } : {}),
  });
}

/** Sends React Router's response; `headers` (the 503's) replace the route's own. */
function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  headers: Record<string, string> = {},
) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  reply.headers(headers);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  // A page: read whole and compressed here, not streamed through the compression plugin
  // (decision 118). React Router has its loaders' data before the first byte of HTML, so the
  // first byte waits only for the rest of React's render.
  const encoding = pickEncoding(reply.request.headers["accept-encoding"]);
  if (encoding !== "identity" && response.headers.get("content-type")?.startsWith("text/html")) {
    return response.arrayBuffer().then((buffer) => {
      const body = Buffer.from(buffer);
      if (body.length < COMPRESS_FROM_BYTES) return reply.send(body);
      reply.header("content-encoding", encoding);
      reply.header("vary", varyWithEncoding(reply.getHeader("vary")));
      return reply.send(encodeForOne(body, encoding));
    });
  }
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
