import type { FastifyInstance } from "fastify";
import { localizePath, stripLangPrefix } from "../../core/i18n.ts";
import { SPANISH_PAGE_PATHS } from "../../core/path-segments.ts";

/**
 * Spanish pages that moved to Spanish words answer their old addresses with a permanent
 * redirect, keeping the rest of the path and the query. Registered as routes, so they rank
 * above pages. A place's old Spanish address (`/es/restaurants/…` before decision 035, or a
 * Spanish word an editor changed since) is the place page's to redirect: the words are content
 * now (decision 110, app/features/directory/place.server.ts); so is a zone's English slug in a
 * Spanish address (`/es/restaurantes/downtown/…`, decision 136: `ensureCanonical`).
 */
export function registerOldSpanishPaths(app: FastifyInstance): void {
  // Every page with Spanish words answers its address in English words under `/es` (decisions
  // 077, 136): the member's pages (`/es/account…`, named by mails already sent) and the sections
  // (`/es/magazine/…`, shared and bookmarked). Their query may be a mailed link's token, so the
  // redirect is kept by the browser alone and names no Referer; the landing moves the token out
  // (decision 072).
  for (const english of SPANISH_PAGE_PATHS.keys()) {
    app.get(`/es${english}`, async (request, reply) => {
      const cut = request.url.search(/[?#]/);
      const path = (cut === -1 ? request.url : request.url.slice(0, cut)).replace(/(.)\/+$/, "$1");
      const query = cut === -1 ? "" : request.url.slice(cut);
      return reply
        .header("cache-control", "private, max-age=86400")
        .header("referrer-policy", "no-referrer")
        .redirect(localizePath(`${stripLangPrefix(path)}${query}`, "es"), 301);
    });
  }
  // The survey's alias (decision 136) is its Spanish address: printed for Spanish-speaking visitors.
  app.get("/encuesta", async (request, reply) => {
    const cut = request.url.indexOf("?");
    const query = cut === -1 ? "" : request.url.slice(cut);
    return reply
      .header("cache-control", "public, max-age=86400")
      .redirect(localizePath(`/survey${query}`, "es"), 301);
  });
}
