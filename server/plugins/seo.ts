import type { FastifyInstance } from "fastify";
import { LANGS, localizePath } from "../../core/i18n.ts";
import {
  activityPath,
  articlePath,
  benefitProviderPath,
  eventPath,
  placePath,
  providerPath,
  resortPath,
} from "../../core/urls.ts";
import type { Services } from "../services/index.ts";

/** Paths every crawler should know; the catalogs' own pages are added from the database. */
const STATIC_PATHS = [
  "/",
  "/magazine",
  "/directory",
  "/activities",
  "/events",
  "/privilege-card",
  "/benefits",
  "/resorts",
  "/visit-vallarta",
  "/contact",
  "/privacyPolicy",
  "/terms-and-conditions",
  "/Holistika",
];

/** `robots.txt` and a `sitemap.xml` with both languages of every page (hreflang alternates). */
export function registerSeoFiles(app: FastifyInstance, services: Services): void {
  const origin = services.site.publicUrl;

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    const [{ articles }, places, activities, events, benefits, resorts, providers, zones] =
      await Promise.all([
        services.magazine.search("en", {}),
        services.places.search("en", {}),
        services.activities.search("en", {}),
        services.events.search("en", {}),
        services.benefits.search("en", {}),
        services.resorts.all("en"),
        services.providers.all("en"),
        services.dependantFields.zones("en"),
      ]);
    const offering = (ids: (number | null)[]) =>
      providers.filter((provider) => ids.includes(provider.id));
    const zoneSlug = (id: number | null) => zones.find((zone) => zone.id === id)?.slug;
    const paths = [
      ...STATIC_PATHS,
      // AboutSenses is `/about{product}` (spec §2): its path follows the configured name.
      `/about${services.site.name}`,
      ...articles.map((article) => articlePath(article.friendlyUrl)),
      ...places.items.map((place) => placePath(place, zoneSlug(place.zoneID))),
      ...activities.items.map(({ article }) =>
        activityPath(zoneSlug(article.zoneID), article.friendlyUrl),
      ),
      ...offering(activities.items.map(({ article }) => article.providerID)).map((provider) =>
        providerPath(provider.zoneSlug ?? undefined, provider.slug),
      ),
      ...events.items.map((event) => eventPath(event.friendlyUrl)),
      ...offering(benefits.items.map((benefit) => benefit.providerID)).map((provider) =>
        benefitProviderPath(provider.slug),
      ),
      ...resorts.map((resort) => resortPath(resort.friendlyUrl)),
    ];
    const entries = paths.map((path) => {
      const alternates = LANGS.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${localizePath(path, lang)}"/>`,
      ).join("");
      return LANGS.map(
        (lang) => `<url><loc>${origin}${localizePath(path, lang)}</loc>${alternates}</url>`,
      ).join("\n");
    });
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`,
      );
  });
}
