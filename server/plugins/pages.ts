import { Readable } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
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
import { fromOurSite, publicOrigin } from "../services/same-origin.ts";
import { noteUnavailable, unavailableHeaders } from "./errors.ts";
import { sendRefusal } from "./input-guard.ts";
import {
  mayUpload,
  PAGE_BODY_LIMIT,
  PAGE_FORM_TYPES,
  type PageRoutes,
  pageRoutes,
  readFormBody,
  refusalFor,
} from "./page-bodies.ts";
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

  // What each page takes (methods, forms, uploads), known before its body is read (decision 129).
  const fixedRoutes =
    options.mode === "production" ? pageRoutes(await options.getBuild()) : undefined;
  const routesNow = async (): Promise<PageRoutes> =>
    fixedRoutes ?? pageRoutes(await options.getBuild());

  await app.register(async (scope) => {
    scope.decorateRequest("formBody", undefined);
    // A page takes GET and HEAD, and a form posted to a page with an action (urlencoded or
    // multipart, 64 KB; a file form's larger limit only for who may upload there): anything
    // else is refused before its body is read (decision 129). React Router reads the form
    // itself: the body is handed over whole, unparsed.
    scope.addHook("onRequest", (request, reply, done) => {
      if (request.method === "GET" || request.method === "HEAD") {
        done();
        return;
      }
      const check = (routes: PageRoutes) => {
        const refusal = refusalFor(routes, request);
        if ("status" in refusal) {
          if (refusal.close) reply.header("connection", "close");
          if (refusal.allow) reply.header("allow", refusal.allow);
          if (refusal.accept) reply.header("accept-post", refusal.accept);
          sendRefusal(request, reply, refusal.status, refusal.title, refusal.message);
          return;
        }
        request.formBody = refusal;
        done();
      };
      if (fixedRoutes) check(fixedRoutes);
      else routesNow().then(check, done);
    });
    // A file form's larger limit, for a signed-in member or staff member who may upload there
    // (checked before the body is read); anyone else's body is held to the pages' limit.
    scope.addHook("preParsing", async (request, reply, payload) => {
      const body = request.formBody;
      if (!body?.upload) return payload;
      // A staff session before its second factor uploads nothing (docs/decisions/124).
      const user = await options.services.sessions.signedInUser(
        options.services.memberCookies.token(request.cookies),
      );
      const sameSite = fromOurSite(
        {
          origin: request.headers.origin ?? null,
          secFetchSite: (request.headers["sec-fetch-site"] as string | undefined) ?? null,
        },
        options.services.site.publicUrl,
      );
      if (sameSite && mayUpload(body.upload, user)) {
        body.limit = body.upload.bytes;
        return payload;
      }
      if (body.declared > PAGE_BODY_LIMIT) {
        reply.header("connection", "close");
        sendRefusal(request, reply, 413, "Request too large", tooLarge);
      }
      return payload;
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(PAGE_FORM_TYPES, (request, payload, done) => {
      readFormBody(request, payload).then(
        (body) => done(null, body),
        (error: FastifyError) => done(error, undefined),
      );
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 413) return sendRefusal(request, reply, 413, "Request too large", tooLarge);
        return sendRefusal(request, reply, status, "Bad request", error.message);
      }
      request.log.error({ err: error }, "request failed");
      return sendRefusal(
        request,
        reply,
        500,
        "Server error",
        "Something went wrong on our side. Please try again in a moment.",
      );
    });

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
      const origin = publicOrigin(options.services.site.publicUrl);
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
        return handle(toFetchRequest(request, reply, origin, url, cookies, method), context);
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

const tooLarge = `A form posted to a page may carry ${PAGE_BODY_LIMIT / 1024} KB.`;

/**
 * The Fetch request React Router gets, with `cookies` only: all of them, or a cacheable page's;
 * `method` is the request's own but for the 503 page, always a GET (or HEAD) without the body.
 * Its URL is PUBLIC_URL's origin and the request's path (an origin-form target, see
 * `originFormTarget`), never the `Host` the client sent: React Router's own cross-site check
 * compares `Origin` with it (decision 128).
 */
function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  path: string,
  cookies: Record<string, string | undefined>,
  method: string,
): Request {
  const url = new URL(`${origin}${path}`);
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
  // refuses; a page reached at another name of this server sends that name. The browser's own
  // Sec-Fetch-Site (no page can forge it) vouches for a same-origin post (decisions 024, 128),
  // as our own check takes it.
  if (headers.get("sec-fetch-site") === "same-origin") headers.set("origin", url.origin);
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
