import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createZone, SECTION } from "../../tests/helpers/factories.ts";
import {
  catalogs,
  catalogTranslations,
  categories,
  categoryTranslations,
} from "../db/schema/index.ts";

const t = testAppForFile();

describe(`GET /api/dependantFields/* on ${engine}`, () => {
  it("lists the zones with centre, picture and polygon path, in the asked language", async () => {
    const zone = await createZone(t.database.db, {
      name: "Romantic Zone",
      nameEs: "Zona Romántica",
    });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/dependantFields/zones?lang=es",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("max-age=60");
    const found = response.json().find((z: { id: number }) => z.id === zone.id);
    expect(found).toEqual({
      id: zone.id,
      slug: expect.any(String),
      name: "Zona Romántica",
      description: expect.any(String),
      center: { lat: 20.6, lng: -105.23 },
      picture: null,
      path: [
        { lat: 20.61, lng: -105.24 },
        { lat: 20.61, lng: -105.22 },
        { lat: 20.59, lng: -105.22 },
      ],
    });
  });

  it("lists the categories of each spec catalog", async () => {
    for (const catalogID of [1071, 1072, 1073, 1074, 1095]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/dependantFields/categories/${catalogID}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().length).toBeGreaterThan(0);
      for (const category of response.json()) expect(category.catalogID).toBe(catalogID);
    }
    const magazine = await t.app.inject({
      method: "GET",
      url: "/api/dependantFields/categories/1071",
    });
    expect(magazine.json().map((c: { slug: string }) => c.slug)).toEqual([
      "culture",
      "wellness",
      "adventure",
      "gastronomy",
      "history",
      "inspirationCorner",
      "tips",
      "news",
    ]);
    const spanish = await t.app.inject({
      method: "GET",
      url: "/api/dependantFields/categories/1071",
      headers: { "accept-language": "es" },
    });
    expect(spanish.json()[0].name).toBe("Cultura");
  });

  it("lists the catalogs that depend on a category, with their categories", async () => {
    const db = t.database.db;
    await db
      .insert(catalogs)
      .values({ id: 5001, slug: "culture-topics", parentCategoryId: SECTION.culture });
    await db.insert(catalogTranslations).values([
      { catalogId: 5001, lang: "en", name: "Culture topics" },
      { catalogId: 5001, lang: "es", name: "Temas de cultura" },
    ]);
    await db.insert(categories).values({ id: 5101, catalogId: 5001, slug: "sculpture" });
    await db.insert(categoryTranslations).values([
      { categoryId: 5101, lang: "en", name: "Sculpture" },
      { categoryId: 5101, lang: "es", name: "Escultura" },
    ]);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/dependantFields/catalogs/${SECTION.culture}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 5001,
        slug: "culture-topics",
        name: "Culture topics",
        parentCategoryID: SECTION.culture,
        categories: [
          { id: 5101, catalogID: 5001, parentID: null, slug: "sculpture", name: "Sculpture" },
        ],
      },
    ]);
    const none = await t.app.inject({
      method: "GET",
      url: `/api/dependantFields/catalogs/${SECTION.news}`,
    });
    expect(none.json()).toEqual([]);
  });

  it.each([
    ["/api/dependantFields/categories/9999", 404, "There is no catalog 9999."],
    ["/api/dependantFields/catalogs/9999", 404, "There is no category 9999."],
    ["/api/dependantFields/categories/magazine", 400, "catalogID"],
    ["/api/dependantFields/catalogs/-1", 400, "categoryID"],
    ["/api/dependantFields/zones?lang=de", 400, "lang"],
  ])("GET %s answers %i with the spec's error body", async (url, status, words) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ type: "error", url });
    expect(response.json().message).toContain(words);
  });
});
