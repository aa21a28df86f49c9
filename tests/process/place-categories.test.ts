import { describe, expect, it } from "vitest";
import { CATALOG } from "../../core/constants.ts";
import { openDatabase } from "../../server/db/client.ts";
import { migrateDatabase } from "../../server/db/migrate.ts";
import { categories, categoryTranslations } from "../../server/db/schema/index.ts";
import { seedIfEmpty } from "../../server/seed/index.ts";
import { createPlace, createZone } from "../helpers/factories.ts";
import { rootDir, startServer, tempDataDir } from "../helpers/server-process.ts";

/** A place category content/catalogs.json never heard of, so the build can't know it. */
const CENOTES = { id: 29, slug: "cenotes", en: "Cenotes", es: "Cenotes" };

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("a place category added in the database (decision 052)", () => {
  it("has its place pages in both languages from the same build; other categories stay Home's 404", async () => {
    // The data directory as a first start leaves it (migrated, seeded), then the back office's
    // part: a new category of the directory and a place in it.
    const dataDir = await tempDataDir();
    const database = await openDatabase({ engine: "pglite", dataDir });
    let place: { friendlyUrl: string; name: string };
    try {
      await migrateDatabase(database, rootDir);
      await seedIfEmpty(database, rootDir);
      const { db } = database;
      await db.insert(categories).values({
        id: CENOTES.id,
        catalogId: CATALOG.places,
        slug: CENOTES.slug,
        weight: 99,
      });
      await db.insert(categoryTranslations).values([
        { categoryId: CENOTES.id, lang: "en", name: CENOTES.en },
        { categoryId: CENOTES.id, lang: "es", name: CENOTES.es },
      ]);
      await createZone(db, { id: 990, slug: "cenote-country", name: "Cenote Country" });
      place = await createPlace(db, {
        name: "Cenote Azul",
        zoneId: 990,
        categoryIds: [CENOTES.id],
      });
    } finally {
      await database.close();
    }

    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const path = `/${CENOTES.slug}/cenote-country/${place.friendlyUrl}`;
      for (const url of [path, `/es${path}`]) {
        const response = await fetch(`${server.url}${url}`, { redirect: "manual" });
        expect(response.status, url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain("<h1");
        expect(title(html), url).toContain("Cenote Azul");
      }
      // The sitemap lists the new place at both its addresses.
      const places = await (await fetch(`${server.url}/sitemaps/places-1.xml`)).text();
      expect(places).toContain(`${path}</loc>`);
      expect(places).toContain(`/es${path}</loc>`);

      // A first segment that is no place category is Home, the catch-all, with status 404.
      for (const [url, notFound] of [
        ["/no-such-category/cenote-country/cenote-azul", "Page not found"],
        ["/es/no-such-category/cenote-country/cenote-azul", "Página no encontrada"],
        // Another catalog's category is no place category either.
        ["/culture/downtown/cenote-azul", "Page not found"],
        // Three segments with the language prefix: no place path, though `/:category/…` matches.
        ["/es/cenotes/cenote-country", "Página no encontrada"],
      ] as const) {
        const response = await fetch(`${server.url}${url}`, { redirect: "manual" });
        expect(response.status, url).toBe(404);
        expect(title(await response.text()), url).toContain(notFound);
      }
      // Home takes no post, so neither does a place path that names no category.
      const post = await fetch(`${server.url}/culture/cenote-country/${place.friendlyUrl}`, {
        method: "POST",
        // From our own page, as a browser says it (decision 128: `Origin` alone would have to be
        // PUBLIC_URL's, localhost, not the 127.0.0.1 the test reaches the server at).
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: server.url,
          "sec-fetch-site": "same-origin",
        },
        body: new URLSearchParams({ intent: "review", review: "Hello", rating: "5" }).toString(),
        redirect: "manual",
      });
      expect(post.status).toBe(405);
    } finally {
      await server.stop();
    }
    // Seeding and a start: more than the project's minute on a busy machine.
  }, 180_000);
});
