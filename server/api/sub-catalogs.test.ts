import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Place } from "../../core/contract/place.ts";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import {
  createCatalogs,
  createPlace,
  PLACE_CATEGORY,
  SECTION,
} from "../../tests/helpers/factories.ts";
import { loadCatalogs, loadPlaces } from "../content/files.ts";

// Issue 9: the directory's categories have sub-catalogs (content/catalogs.json), served by
// GET /dependantFields/catalogs/{categoryID} and filtered on by the places search.
let t: TestApp;
const contentDir = path.resolve(import.meta.dirname, "../../content");
const CUISINE = { mexican: 2101, seafood: 2102, streetFood: 2103, international: 2104 };

beforeAll(async () => {
  t = await createTestApp();
  await createCatalogs(t.database.db);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: number;
    name: string;
    parentCategoryID: number;
    categories: { id: number; slug: string; name: string }[];
  }[];
};

describe(`directory sub-catalogs on ${engine}`, () => {
  it("answers the restaurants' cuisines, in English and in Spanish", async () => {
    const [en] = await get(`/api/dependantFields/catalogs/${PLACE_CATEGORY.restaurants}`);
    expect(en).toMatchObject({ name: "Cuisine", parentCategoryID: PLACE_CATEGORY.restaurants });
    expect(en?.categories.map((c) => c.name)).toEqual([
      "Mexican",
      "Seafood",
      "Street food",
      "International",
    ]);
    const [es] = await get(`/api/dependantFields/catalogs/${PLACE_CATEGORY.restaurants}?lang=es`);
    expect(es?.name).toBe("Cocina");
    expect(es?.categories.map((c) => c.name)).toEqual([
      "Mexicana",
      "Mariscos",
      "Comida callejera",
      "Internacional",
    ]);
  });

  it("has sub-catalogs for every directory category, and [] where there are none", async () => {
    for (const categoryID of Object.values(PLACE_CATEGORY)) {
      const list = await get(`/api/dependantFields/catalogs/${categoryID}`);
      expect(list).toHaveLength(1);
      expect(list[0]?.categories.length).toBeGreaterThanOrEqual(2);
    }
    expect(await get(`/api/dependantFields/catalogs/${SECTION.news}`)).toEqual([]);
  });

  it("files every bundled place under a sub-category of its own category", async () => {
    const catalogs = await loadCatalogs(contentDir);
    for (const place of await loadPlaces(contentDir)) {
      const parent = catalogs
        .find((catalog) => catalog.id === 1072)
        ?.categories.find((category) => category.slug === place.categories[0]);
      const sub = catalogs.find((catalog) => catalog.parentCategoryId === parent?.id);
      expect(
        sub?.categories.map((category) => category.slug),
        place.slug,
      ).toContain(place.subcategory);
    }
  });

  it("filters the directory by any of the chosen sub-categories", async () => {
    const db = t.database.db;
    const restaurants = PLACE_CATEGORY.restaurants;
    await createPlace(db, { name: "Subcat fonda", categoryIds: [restaurants, CUISINE.mexican] });
    await createPlace(db, {
      name: "Subcat ostioneria",
      categoryIds: [restaurants, CUISINE.seafood],
    });
    await createPlace(db, { name: "Subcat cart", categoryIds: [restaurants, CUISINE.streetFood] });
    const titles = async (subCategoryIDs: number[]) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/places/search",
        payload: { catalogID: 1072, words: "subcat", categoryIDs: [restaurants], subCategoryIDs },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as Place[]).map((place) => place.title).sort();
    };
    expect(await titles([CUISINE.seafood])).toEqual(["Subcat ostioneria"]);
    expect(await titles([CUISINE.mexican, CUISINE.streetFood])).toEqual([
      "Subcat cart",
      "Subcat fonda",
    ]);
    expect(await titles([CUISINE.international])).toEqual([]);
    // The place's own category stays first: its address and card name it.
    const response = await t.app.inject({
      method: "POST",
      url: "/api/places/search",
      payload: { catalogID: 1072, words: "subcat fonda" },
    });
    expect((response.json() as Place[])[0]?.categories.map((c) => c.name)).toEqual([
      "Restaurants",
      "Mexican",
    ]);
  });
});
