import type { FastifyInstance } from "fastify";
import { SPANISH_PAGE_PATHS } from "../../core/path-segments.ts";

/**
 * Spanish pages that moved to Spanish words answer their old addresses with a permanent
 * redirect, keeping the rest of the path and the query. Registered as routes, so they rank
 * above pages. A place's old Spanish address (`/es/restaurants/…` before decision 035, or a
 * Spanish word an editor changed since) is the place page's to redirect: the words are content
 * now (decision 110, app/features/directory/place.server.ts).
 */
export function registerOldSpanishPaths(app: FastifyInstance): void {
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
