import type { FastifyInstance } from "fastify";
import { SPANISH_PAGE_PATHS, SPANISH_PLACE_SEGMENTS } from "../../core/path-segments.ts";

/**
 * Spanish pages that moved to Spanish words answer their old addresses with a permanent
 * redirect, keeping the rest of the path and the query. Registered as routes, so they rank
 * above pages.
 */
export function registerOldSpanishPaths(app: FastifyInstance): void {
  // Places moved from `/es/restaurants/…` to `/es/restaurantes/…` (decision 035): already shared
  // and indexed.
  for (const [english, spanish] of SPANISH_PLACE_SEGMENTS) {
    app.get(`/es/${english}/:location/:item`, async (request, reply) => {
      const rest = request.url.slice(`/es/${english}`.length);
      return reply
        .header("cache-control", "public, max-age=86400")
        .redirect(`/es/${spanish}${rest}`, 301);
    });
  }
  // The member's pages moved from `/es/account…` to `/es/cuenta…` (decision 077): mails already
  // sent name the old paths. Their query may be a mailed link's token, so the redirect is kept
  // by the browser alone and names no Referer; the landing moves the token out (decision 072).
  for (const [english, spanish] of SPANISH_PAGE_PATHS) {
    app.get(`/es${english}`, async (request, reply) => {
      const query = request.url.slice(`/es${english}`.length).replace(/^\/+/, "");
      return reply
        .header("cache-control", "private, max-age=86400")
        .header("referrer-policy", "no-referrer")
        .redirect(`/es${spanish}${query}`, 301);
    });
  }
}
