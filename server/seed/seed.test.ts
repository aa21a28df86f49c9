import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAGAZINE_SECTIONS } from "../../core/constants.ts";
import { openTestDatabase } from "../../tests/helpers/app.ts";
import {
  loadActivities,
  loadArticles,
  loadBanners,
  loadBenefits,
  loadBooths,
  loadEvents,
  loadPlaces,
  loadProviders,
  loadResorts,
  loadReviews,
  loadTeam,
  loadZones,
} from "../content/files.ts";
import type { Database } from "../db/client.ts";
import {
  categories,
  itemCategories,
  items,
  itemTranslations,
  media,
  recordRevisions,
  resorts,
  resortTranslations,
  reviews,
  zones,
} from "../db/schema/index.ts";
import { seed, seedIfEmpty } from "./index.ts";

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
  it("has sample reviews in both languages, of known places and activities, with varied stars", async () => {
    const [content, places, activities] = await Promise.all([
      loadReviews(contentDir),
      loadPlaces(contentDir),
      loadActivities(contentDir),
    ]);
    const placeSlugs = new Set(places.map((p) => p.slug));
    const activitySlugs = new Set(activities.map((a) => a.slug));
    for (const review of content) {
      if ("place" in review) expect(placeSlugs.has(review.place), review.place).toBe(true);
      else expect(activitySlugs.has(review.activity), review.activity).toBe(true);
    }
    expect(new Set(content.map((r) => r.lang))).toEqual(new Set(["en", "es"]));
    expect(new Set(content.map((r) => r.rating)).size).toBeGreaterThanOrEqual(3);
    expect(content.some((r) => "activity" in r)).toBe(true);
  });

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
    const [activities, benefits, providers] = await Promise.all([
      loadActivities(contentDir),
      loadBenefits(contentDir),
      loadProviders(contentDir),
    ]);
    expect(activities.length).toBeGreaterThanOrEqual(16);
    expect(new Set(activities.map((a) => a.provider)).size).toBeGreaterThanOrEqual(5);
    // Every provider offers something: an activity, a benefit or both.
    for (const provider of providers) {
      const offers = [...activities, ...benefits].filter((o) => o.provider === provider.slug);
      expect(offers.length, provider.slug).toBeGreaterThanOrEqual(1);
    }
    for (const activity of activities) {
      expect(activity.title.es).not.toBe(activity.title.en);
      expect(words(activity.description.es), activity.slug).toBeGreaterThanOrEqual(100);
    }
  });

  it("has 12+ events over the twelve months after the content was written, in both languages", async () => {
    const events = await loadEvents(contentDir);
    expect(events.length).toBeGreaterThanOrEqual(12);
    const months = new Set(events.map((e) => e.start.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(8);
    for (const event of events) {
      expect(event.start >= "2026-11-01" && event.start < "2027-12-01", event.slug).toBe(true);
      expect(event.end >= event.start, event.slug).toBe(true);
      expect(event.title.es).not.toBe(event.title.en);
      expect(words(event.description.en), `${event.slug} (en)`).toBeGreaterThanOrEqual(100);
      expect(words(event.description.es), `${event.slug} (es)`).toBeGreaterThanOrEqual(100);
    }
  });

  it("has 10+ benefits from 5+ providers, each provider known", async () => {
    const [benefits, providers] = await Promise.all([
      loadBenefits(contentDir),
      loadProviders(contentDir),
    ]);
    expect(benefits.length).toBeGreaterThanOrEqual(10);
    expect(new Set(benefits.map((b) => b.provider)).size).toBeGreaterThanOrEqual(5);
    const known = new Set(providers.map((p) => p.slug));
    for (const benefit of benefits) {
      expect(known.has(benefit.provider), benefit.slug).toBe(true);
      expect(benefit.title.es).not.toBe(benefit.title.en);
      expect(words(benefit.description.es), benefit.slug).toBeGreaterThanOrEqual(50);
    }
  });

  it("has the three resorts of spec §3: two 5-star in the North Hotel Zone and one 4-star", async () => {
    const [resorts, zones] = await Promise.all([loadResorts(contentDir), loadZones(contentDir)]);
    const fiveStars = resorts.filter((r) => r.stars === 5);
    expect(fiveStars.map((r) => r.zone)).toEqual(["north-hotel-zone", "north-hotel-zone"]);
    expect(resorts.filter((r) => r.stars === 4)).toHaveLength(1);
    for (const resort of resorts) {
      const zone = zones.find((z) => z.slug === resort.zone);
      expect(zone && inside(resort.coordinates, zone.polygon), resort.slug).toBe(true);
      expect(words(resort.description.en), resort.slug).toBeGreaterThanOrEqual(150);
      expect(words(resort.description.es), resort.slug).toBeGreaterThanOrEqual(150);
    }
  });

  it("has the 8 information booths of spec §9 around the bay, in both languages", async () => {
    const booths = await loadBooths(contentDir);
    expect(booths).toHaveLength(8);
    for (const booth of booths) {
      const [lat, lng] = booth.coordinates;
      // Banderas Bay, from Boca de Tomatlán to Bucerías.
      expect(lat > 20.5 && lat < 20.8 && lng > -105.4 && lng < -105.2, booth.slug).toBe(true);
      expect(booth.name.es).not.toBe(booth.name.en);
      expect(words(booth.description.en), booth.slug).toBeGreaterThanOrEqual(25);
    }
    expect(booths.map((b) => b.slug)).toEqual(
      expect.arrayContaining(["airport-arrivals", "bus-station", "los-muertos-pier", "city-hall"]),
    );
  });

  it("has a team to meet and the two seasonal banners of spec §2", async () => {
    const [team, banners] = await Promise.all([loadTeam(contentDir), loadBanners(contentDir)]);
    expect(team.length).toBeGreaterThanOrEqual(4);
    // Spec §2's dates, back every year (issue 9, docs/decisions/032).
    expect(banners.map((b) => [b.startsOn, b.endsOn, b.repeatsYearly])).toEqual([
      ["2025-11-14", "2025-11-30", true],
      ["2025-12-01", "2025-12-03", true],
    ]);
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
      reviews: await db.$count(reviews),
    });
    const before = await snapshot();
    const itemCount =
      first.articles + first.places + first.activities + first.events + first.benefits;
    expect(before.items).toBe(itemCount);
    expect(before.translations).toBe(itemCount * 2);
    expect(before.zones).toBe(11);
    expect(before.reviews).toBe(first.reviews);
    const second = await seed(db, root);
    expect(second).toEqual(first);
    expect(await snapshot()).toEqual(before);
    // Every article has its picture stored and a section.
    const withoutPicture = await db
      .select({ n: count() })
      .from(items)
      .where(eq(items.pictureUrl, ""));
    expect(withoutPicture[0]?.n).toBe(0);
    // Seeding stores every illustration: slower than most tests, on PGlite in particular.
  }, 60_000);

  it("publishes the sample reviews once each, and leaves one a moderator took down as it is", async () => {
    const db = database.db;
    await seed(db, root);
    const content = await loadReviews(contentDir);
    const published = () =>
      db.$count(reviews, and(eq(reviews.status, "published"), sql`user_id IS NULL`));
    expect(await published()).toBe(content.length);
    const [one] = await db.select().from(reviews).orderBy(reviews.id).limit(1);
    if (!one) throw new Error("no review seeded");
    await db
      .update(reviews)
      .set({ status: "taken_down", moderationReason: "Off topic", moderatedAt: new Date() })
      .where(eq(reviews.id, one.id));
    await seed(db, root);
    expect(await db.$count(reviews)).toBe(content.length);
    expect(await published()).toBe(content.length - 1);
    const [kept] = await db
      .select({ status: reviews.status })
      .from(reviews)
      .where(eq(reviews.id, one.id));
    expect(kept?.status).toBe("taken_down");
  }, 60_000);

  it("loads the resorts from content/resorts.json and leaves one an editor saved alone", async () => {
    const db = database.db;
    await seed(db, root);
    const file = await loadResorts(contentDir);
    const stored = await db
      .select({
        id: resorts.id,
        slug: resorts.slug,
        name: resorts.name,
        stars: resorts.stars,
        priceUsd: resorts.priceUsd,
        zone: zones.slug,
        picture: resorts.pictureUrl1,
        shown: resorts.shown,
      })
      .from(resorts)
      .innerJoin(zones, eq(zones.id, resorts.zoneId))
      .orderBy(resorts.weight);
    expect(stored.map(({ id: _, picture: __, ...row }) => row)).toEqual(
      file.map((resort) => ({
        slug: resort.slug,
        name: resort.name,
        stars: resort.stars,
        priceUsd: resort.priceUsd,
        zone: resort.zone,
        shown: true,
      })),
    );
    const [first] = stored;
    if (!first) throw new Error("no resort seeded");
    expect(first.picture).toMatch(/^\/img\/[0-9a-f]{64}\/resort-arena-larga-pool\.svg$/);
    const [spanish] = await db
      .select({ description: resortTranslations.description })
      .from(resortTranslations)
      .where(and(eq(resortTranslations.resortId, first.id), eq(resortTranslations.lang, "es")));
    expect(spanish?.description).toMatch(/^<p>Arena Larga Resort &amp; Spa está/);

    // An editor's save (a revision, decision 106) makes the resort theirs: the seed skips it.
    await db.update(resorts).set({ stars: 3, shown: false }).where(eq(resorts.id, first.id));
    await db.insert(recordRevisions).values({
      kind: "resort",
      recordId: first.id,
      number: 1,
      snapshot: {},
      reason: "edit",
      authorName: "Editor",
    });
    await seed(db, root);
    const [kept] = await db
      .select({ stars: resorts.stars, shown: resorts.shown })
      .from(resorts)
      .where(eq(resorts.id, first.id));
    expect(kept).toEqual({ stars: 3, shown: false });
  }, 60_000);

  it("gives a database seeded before resorts moved into it the bundled resorts, once", async () => {
    const db = database.db;
    await seed(db, root);
    await db.execute(sql`DELETE FROM record_revisions WHERE kind = 'resort'`);
    await db.delete(resorts);
    expect(await seedIfEmpty(database, root)).toBe(true);
    expect(await db.$count(resorts)).toBe(3);
    // With resorts in it, the database is left alone.
    expect(await seedIfEmpty(database, root)).toBe(false);
  }, 60_000);
});
