import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { seed } from "../seed/index.ts";

// Spec §5 words, ranked (docs/decisions/027): title matches above category and zone names,
// above description matches; singular and plural; category and zone names in both languages.
// Against the bundled content, as a visitor searches it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.database.db, path.resolve(import.meta.dirname, "../.."));
}, 120_000);
afterAll(() => t.close());

const CATALOGS = {
  magazine: { path: "/api/magazine/search", catalogID: 1071 },
  places: { path: "/api/places/search", catalogID: 1072 },
  activities: { path: "/api/activities/search", catalogID: 1073 },
  events: { path: "/api/events/search", catalogID: 1074 },
  benefits: { path: "/api/benefits/search", catalogID: 1095 },
} as const;

async function search(catalog: keyof typeof CATALOGS, lang: "en" | "es", words: string) {
  const { path: url, catalogID } = CATALOGS[catalog];
  const response = await t.app.inject({
    method: "POST",
    url,
    payload: { catalogID, words, lang, pageSize: 9 },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { title: string }[]).map((item) => item.title);
}

// Query, language, and the first result a visitor should see.
const QUERIES: [keyof typeof CATALOGS, "en" | "es", string, string][] = [
  ["places", "en", "tacos", "Taquería El Trompo Risueño"],
  ["places", "en", "taco", "Taquería El Trompo Risueño"],
  ["places", "es", "tacos", "Taquería El Trompo Risueño"],
  ["places", "en", "restaurant", "Sal de Amapa"],
  ["places", "en", "restaurants", "Sal de Amapa"],
  ["places", "es", "restaurantes", "Sal de Amapa"],
  ["places", "es", "restaurante", "Sal de Amapa"],
  ["places", "en", "romantic zone", "Playa Los Muertos"],
  ["places", "es", "zona romántica", "Playa Los Muertos"],
  ["places", "en", "beaches", "Playa Los Muertos"],
  ["places", "en", "beach", "Playa Los Muertos"],
  ["places", "es", "playas", "Playa Los Muertos"],
  ["places", "es", "PLAYA", "Playa Los Muertos"],
  ["places", "en", "sayulita beach", "Playa Sayulita"],
  ["places", "es", "playa sayulita", "Playa Sayulita"],
  ["places", "en", "spas", "Spa Siete Mareas"],
  ["places", "es", "mercados", "Mercado Municipal Río Cuale"],
  ["places", "en", "markets", "Mercado Huanacaxtle (La Cruz Sunday Market)"],
  ["places", "es", "galerias", "Galería Cinco Rumbos"],
  ["places", "en", "mariscos", "Mariscos La Red Tendida"],
  ["places", "en", "los muertos", "Playa Los Muertos"],
  ["places", "es", "bucerías", "Playa Bucerías"],
  ["places", "en", "bars", "Bar Penca Brava"],
  ["places", "es", "bares", "Bar Penca Brava"],
  ["activities", "en", "whales", "Humpback whale watching by small boat from the Marina"],
  ["activities", "es", "ballenas", "Avistamiento de ballenas jorobadas en lancha desde la Marina"],
  ["activities", "en", "kayaks", "Sunrise kayak along the coast of La Cruz"],
  ["activities", "es", "clases de surf", "Clase de surf para principiantes en Sayulita"],
  ["events", "en", "guadalupe", "Festivities of the Virgin of Guadalupe"],
  ["events", "es", "ballenas", "Temporada de ballena jorobada en la bahía de Banderas"],
  ["magazine", "en", "whale", "Whale season returns to Banderas Bay"],
  [
    "magazine",
    "es",
    "raicilla",
    "Raicilla, el destilado de agave de la Sierra y la Costa de Jalisco",
  ],
  ["benefits", "en", "massage", "15% off a 90-minute massage at Piedra Tibia on the Marina"],
  ["benefits", "es", "mariscos", "15% en tu comida en la barra de mariscos de Pochote en Bucerías"],
];

describe(`search relevance on the bundled content, on ${engine}`, () => {
  it.each(QUERIES)("%s in %s: %j finds %j first", async (catalog, lang, words, first) => {
    expect((await search(catalog, lang, words))[0]).toBe(first);
  });

  it("lists restaurants first for `restaurant`, not beaches that mention one", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/places/search",
      payload: { catalogID: 1072, words: "restaurant", pageSize: 9 },
    });
    const places = response.json() as { categories: { slug: string }[] }[];
    const firstBeach = places.findIndex((p) => p.categories[0]?.slug === "beaches");
    const lastRestaurant = places.findLastIndex((p) =>
      p.categories.some((c) => c.slug === "restaurants"),
    );
    expect(lastRestaurant).toBeGreaterThanOrEqual(7);
    if (firstBeach >= 0) expect(firstBeach).toBeGreaterThan(lastRestaurant);
  });

  it("lists the Romantic Zone's places before any other zone's for `romantic zone`", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/places/search",
      payload: { catalogID: 1072, words: "romantic zone", lang: "en", pageSize: 50 },
    });
    const zones = (response.json() as { zone: string | null }[]).map((p) => p.zone);
    const others = zones.findIndex((zone) => zone !== "Romantic Zone");
    expect(zones.slice(0, others)).toHaveLength(
      zones.filter((zone) => zone === "Romantic Zone").length,
    );
  });

  it("keeps a chosen sort: relevance orders only the default", async () => {
    const titles = await t.app.inject({
      method: "POST",
      url: "/api/places/search",
      payload: { catalogID: 1072, words: "tacos", sort: "title-asc" },
    });
    const list = (titles.json() as { title: string }[]).map((p) => p.title);
    expect(list.indexOf("Barlovento")).toBeGreaterThanOrEqual(0);
    expect(list.indexOf("Barlovento")).toBeLessThan(list.indexOf("Taquería El Trompo Risueño"));
  });
});
