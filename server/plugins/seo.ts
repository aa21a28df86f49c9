import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import { LANGS, type Lang, localizePath } from "../../core/i18n.ts";
import { staticSitemapPaths } from "../../core/pages.ts";
import { resortPath } from "../../core/urls.ts";
import { manifestPath, webAppManifest } from "../../core/web-app.ts";
import type { Services } from "../services/index.ts";
import { resortLastmods, type SitemapEntry, sitemapSources } from "../services/sitemap/sources.ts";

/**
 * The sitemap protocol's limit is 50,000 URLs (and 50 MB) a file. Each page is listed once per
 * language, so a file holds that many pages divided by the languages (docs/decisions/045).
 */
export const SITEMAP_URLS_PER_FILE = 50_000;
const PAGES_PER_FILE = SITEMAP_URLS_PER_FILE / LANGS.length;
/** Rows read per query while a file streams: memory stays flat however big the catalog. */
const CHUNK = 1000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = "</urlset>\n";

/** XML text: slugs are ours, but a `&` in a configured name must not break the file. */
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `robots.txt`, and `sitemap.xml` as a sitemap index: one file of fixed pages, then files of at
 * most 50,000 URLs for each kind of catalog page (the registry's database sources), each
 * streamed from the database in chunks.
 * Every page appears in both languages with hreflang alternates and its `lastmod`.
 */
export function registerSeoFiles(app: FastifyInstance, services: Services): void {
  const origin = services.site.publicUrl;
  // The web app's manifest in each language, starting on the card (decision 074).
  for (const lang of LANGS) {
    const body = JSON.stringify(webAppManifest(lang, services.site.name));
    app.get(manifestPath(lang), (_request, reply) =>
      reply
        .type("application/manifest+json")
        .header("cache-control", "public, max-age=86400")
        .send(body),
    );
  }
  const sources = sitemapSources(services.database.db);
  // Fixed pages ship with the site (decision 019): they change when it is deployed. Resorts
  // (decision 107) carry their last edit's date, and this one as seeded.
  const deployed = `${new Date().toISOString().slice(0, 19)}Z`;
  const fileUrl = (name: string) => `${origin}/sitemaps/${name}.xml`;

  // Each language the page exists in, with the others as its alternates: a page only in English
  // is listed once, with no Spanish address that would answer 404.
  const urls = (entry: SitemapEntry) => {
    const langs = entry.langs ?? LANGS;
    const alternates = langs
      .map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(origin + localizePath(entry.path, lang))}"/>`,
      )
      .join("");
    return langs
      .map(
        (lang) =>
          `<url><loc>${xml(origin + localizePath(entry.path, lang))}</loc><lastmod>${entry.lastmod}</lastmod>${alternates}</url>\n`,
      )
      .join("");
  };
  const sendXml = (reply: FastifyReply, body: string | Readable) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(body);

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    const counts = await Promise.all(sources.map((source) => source.count()));
    const files = ["pages"];
    sources.forEach((source, i) => {
      const count = counts[i] ?? 0;
      for (let n = 1; n <= Math.ceil(count / PAGES_PER_FILE); n++)
        files.push(`${source.name}-${n}`);
    });
    const entries = files.map((name) => `<sitemap><loc>${xml(fileUrl(name))}</loc></sitemap>\n`);
    return sendXml(
      reply,
      `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("")}</sitemapindex>\n`,
    );
  });

  app.get("/sitemaps/pages.xml", async (_request, reply) => {
    await services.dependantFields.applyPlaceWords();
    // The resorts editors show (decision 107), each in the languages it is written in.
    const resortLangs = new Map<string, { id: number; langs: Lang[] }>();
    for (const lang of LANGS) {
      for (const resort of await services.resorts.all(lang)) {
        const known = resortLangs.get(resort.friendlyUrl);
        if (known) known.langs.push(lang);
        else resortLangs.set(resort.friendlyUrl, { id: resort.id, langs: [lang] });
      }
    }
    const resortChanged = await resortLastmods(services.database.db, deployed);
    // The registry's fixed pages (core/pages.ts): AboutSenses is `/about{product}` (spec §2),
    // its path follows the configured name.
    const entries: SitemapEntry[] = [
      ...staticSitemapPaths(services.site.name).map((path) => ({ path, lastmod: deployed })),
      ...[...resortLangs].map(([slug, { id, langs }]) => ({
        path: resortPath(slug),
        lastmod: resortChanged.get(id) ?? deployed,
        langs,
      })),
    ];
    const body = entries.map(urls).join("");
    return sendXml(reply, URLSET_OPEN + body + URLSET_CLOSE);
  });

  app.get<{ Params: { file: string } }>("/sitemaps/:file", async (request, reply) => {
    const match = /^([a-z-]+)-([1-9][0-9]{0,5})\.xml$/.exec(request.params.file);
    const source = sources.find((candidate) => candidate.name === match?.[1]);
    if (!match || !source) return reply.code(404).type("text/plain").send("Not found");
    // Places are listed at their Spanish words of now (decision 110).
    await services.dependantFields.applyPlaceWords();
    const skip = (Number(match[2]) - 1) * PAGES_PER_FILE;
    // The first chunk tells a file past the end (a 404) from one to stream.
    const first = await source.read(0, CHUNK, skip);
    if (first.length === 0) return reply.code(404).type("text/plain").send("Not found");
    const read = source.read;
    async function* stream() {
      yield URLSET_OPEN;
      let chunk = first;
      let listed = 0;
      while (chunk.length > 0) {
        const take = chunk.slice(0, PAGES_PER_FILE - listed);
        yield take.map(({ entry }) => urls(entry)).join("");
        listed += take.length;
        const last = chunk.at(-1);
        if (listed >= PAGES_PER_FILE || chunk.length < CHUNK || !last) break;
        chunk = await read(last.id, Math.min(CHUNK, PAGES_PER_FILE - listed), 0);
      }
      yield URLSET_CLOSE;
    }
    return sendXml(reply, Readable.from(stream()));
  });
}
