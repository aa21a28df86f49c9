import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAGAZINE_SECTIONS } from "../../core/constants.ts";
import { openTestDatabase } from "../../tests/helpers/app.ts";
import type { Database } from "../db/client.ts";
import {
  categories,
  itemCategories,
  items,
  itemTranslations,
  media,
  zones,
} from "../db/schema/index.ts";
import { loadArticles, loadZones } from "./content.ts";
import { seed } from "./index.ts";

const root = path.resolve(import.meta.dirname, "../..");
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe("the bundled content (content/README.md)", () => {
  it("has at least 16 articles covering all eight sections, 300+ words in each language", async () => {
    const articles = await loadArticles(path.join(root, "content"));
    expect(articles.length).toBeGreaterThanOrEqual(16);
    expect(new Set(articles.map((a) => a.section))).toEqual(new Set(MAGAZINE_SECTIONS));
    for (const article of articles) {
      expect(words(article.body.en), `${article.slug} (en)`).toBeGreaterThanOrEqual(300);
      expect(words(article.body.es), `${article.slug} (es)`).toBeGreaterThanOrEqual(300);
      expect(article.title.es).not.toBe(article.title.en);
    }
  });

  it("has the 11 zones of spec §3, each centre inside its own polygon", async () => {
    const content = await loadZones(path.join(root, "content"));
    expect(content.map((z) => z.name.en)).toEqual([
      "South Hotel Zone",
      "Romantic Zone",
      "Downtown",
      "North Hotel Zone",
      "Marina Vallarta area",
      "Airport",
      "Nuevo Vallarta",
      "Bucerías",
      "La Cruz",
      "Punta de Mita",
      "Sayulita",
    ]);
    for (const zone of content) {
      const [lat, lng] = zone.center;
      let inside = false;
      for (let i = 0, j = zone.polygon.length - 1; i < zone.polygon.length; j = i++) {
        const [yi, xi] = zone.polygon[i] ?? [0, 0];
        const [yj, xj] = zone.polygon[j] ?? [0, 0];
        if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi)
          inside = !inside;
      }
      expect(inside, zone.slug).toBe(true);
    }
  });
});

describe("seed", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it("loads everything, and running it again changes nothing", async () => {
    const db = database.db;
    const first = await seed(db, root);
    const snapshot = async () => ({
      items: await db.$count(items),
      translations: await db.$count(itemTranslations),
      links: await db.$count(itemCategories),
      zones: await db.$count(zones),
      categories: await db.$count(categories),
      media: await db.$count(media),
    });
    const before = await snapshot();
    const itemCount = first.articles + first.places + first.activities;
    expect(before.items).toBe(itemCount);
    expect(before.translations).toBe(itemCount * 2);
    expect(before.zones).toBe(11);
    const second = await seed(db, root);
    expect(second).toEqual(first);
    expect(await snapshot()).toEqual(before);
    // Every article has its picture stored and a section.
    const withoutPicture = await db
      .select({ n: count() })
      .from(items)
      .where(eq(items.pictureUrl, ""));
    expect(withoutPicture[0]?.n).toBe(0);
  });
});
