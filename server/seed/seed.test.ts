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
import { loadActivities, loadArticles, loadPlaces, loadProviders, loadZones } from "./content.ts";
import { seed } from "./index.ts";

const root = path.resolve(import.meta.dirname, "../..");
const contentDir = path.join(root, "content");

/** Ray casting: is [lat, lng] inside the polygon of [lat, lng] points? */
function inside(
  [lat, lng]: readonly [number, number],
  polygon: readonly (readonly [number, number])[],
) {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i] ?? [0, 0];
    const [yj, xj] = polygon[j] ?? [0, 0];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe("the bundled content (content/README.md)", () => {
  it("has at least 16 articles covering all eight sections, 300+ words in each language", async () => {
    const articles = await loadArticles(contentDir);
    expect(articles.length).toBeGreaterThanOrEqual(16);
    expect(new Set(articles.map((a) => a.section))).toEqual(new Set(MAGAZINE_SECTIONS));
    for (const article of articles) {
      expect(words(article.body.en), `${article.slug} (en)`).toBeGreaterThanOrEqual(300);
      expect(words(article.body.es), `${article.slug} (es)`).toBeGreaterThanOrEqual(300);
      expect(article.title.es).not.toBe(article.title.en);
    }
  });

  it("has 40+ places in the eight directory categories, over all 11 zones, each inside its zone", async () => {
    const [places, zones] = await Promise.all([loadPlaces(contentDir), loadZones(contentDir)]);
    expect(places.length).toBeGreaterThanOrEqual(40);
    expect(new Set(places.map((p) => p.categories[0]))).toEqual(
      new Set([
        "restaurants",
        "bars-and-nightlife",
        "beaches",
        "galleries",
        "shopping",
        "spas",
        "tours",
        "markets",
      ]),
    );
    expect(new Set(places.map((p) => p.zone)).size).toBe(11);
    for (const place of places) {
      const zone = zones.find((z) => z.slug === place.zone);
      expect(zone && inside(place.coordinates, zone.polygon), place.slug).toBe(true);
      expect(words(place.description.en), `${place.slug} (en)`).toBeGreaterThanOrEqual(80);
      expect(words(place.description.es), `${place.slug} (es)`).toBeGreaterThanOrEqual(80);
    }
  });

  it("has 16+ activities from 5+ providers, in both languages", async () => {
    const [activities, providers] = await Promise.all([
      loadActivities(contentDir),
      loadProviders(contentDir),
    ]);
    expect(activities.length).toBeGreaterThanOrEqual(16);
    expect(providers.length).toBeGreaterThanOrEqual(5);
    for (const provider of providers) {
      expect(
        activities.filter((a) => a.provider === provider.slug).length,
        provider.slug,
      ).toBeGreaterThanOrEqual(1);
    }
    for (const activity of activities) {
      expect(activity.title.es).not.toBe(activity.title.en);
      expect(words(activity.description.es), activity.slug).toBeGreaterThanOrEqual(100);
    }
  });

  it("has the 11 zones of spec §3, each centre inside its own polygon", async () => {
    const content = await loadZones(contentDir);
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
