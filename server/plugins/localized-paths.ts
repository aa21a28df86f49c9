import type { FastifyInstance } from "fastify";
import { SPANISH_PLACE_SEGMENTS } from "../../core/path-segments.ts";

/**
 * Spanish place pages moved from `/es/restaurants/…` to `/es/restaurantes/…` (decision 035):
 * the old addresses, already shared and indexed, answer a permanent redirect to the new ones,
 * keeping the rest of the path and the query. Registered as routes, so they rank above pages.
 */
export function registerOldSpanishPaths(app: FastifyInstance): void {
  for (const [english, spanish] of SPANISH_PLACE_SEGMENTS) {
    app.get(`/es/${english}/:location/:item`, async (request, reply) => {
      const rest = request.url.slice(`/es/${english}`.length);
      return reply
        .header("cache-control", "public, max-age=86400")
        .redirect(`/es/${spanish}${rest}`, 301);
    });
  }
}
