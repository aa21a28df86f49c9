import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Place } from "../../core/contract/place.ts";
import type { StoredPlaceFacets } from "../../core/place-facets.ts";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { createCatalogs, createPlace } from "../../tests/helpers/factories.ts";
import { loadPlaces } from "../content/files.ts";
import { items } from "../db/schema/index.ts";

// The place facets of core/place-facets.ts (decision 056): stored on the item, copied whole to its
// search documents, answered and filtered on by POST /api/places/search.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createCatalogs(t.database.db);
});
afterAll(() => t.close());

async function placeWith(name: string, facets: StoredPlaceFacets) {
  const place = await createPlace(t.database.db, { name });
  await t.database.db.update(items).set({ facets }).where(eq(items.id, place.id));
  return place;
}

async function search(payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/places/search",
    payload: { catalogID: 1072, ...payload },
  });
  return { status: response.statusCode, places: response.json() as Place[] };
}

const titles = async (payload: Record<string, unknown>) =>
  (await search({ words: "facetosaurus", ...payload })).places.map((p) => p.title).sort();

describe(`place facets on ${engine}`, () => {
  it("answers each facet as stored, and null where it is not known", async () => {
    await placeWith("Facetosaurus booked", { reservations: true });
    await placeWith("Facetosaurus walk-in", { reservations: false });
    await createPlace(t.database.db, { name: "Facetosaurus unknown" });
    const { places } = await search({ words: "facetosaurus", sort: "title-asc" });
    expect(places.map((p) => [p.title, p.reservations])).toEqual([
      ["Facetosaurus booked", true],
      ["Facetosaurus unknown", null],
      ["Facetosaurus walk-in", false],
    ]);
  });

  it("filters on a facet's value; unknown facts match neither", async () => {
    expect(await titles({ reservations: true })).toEqual(["Facetosaurus booked"]);
    expect(await titles({ reservations: false })).toEqual(["Facetosaurus walk-in"]);
    expect(await titles({ lang: "es", reservations: true })).toEqual(["Facetosaurus booked"]);
    expect(await titles({})).toHaveLength(3);
  });

  it("follows a facet changed by any writer, plain SQL included", async () => {
    const { id } = await createPlace(t.database.db, { name: "Facetosaurus later" });
    await t.database.db.execute(
      sql`UPDATE items SET facets = '{"reservations": true}' WHERE id = ${id}`,
    );
    expect(await titles({ reservations: true })).toEqual([
      "Facetosaurus booked",
      "Facetosaurus later",
    ]);
  });

  it("refuses a facet that is not a yes or no, and one the table does not declare", async () => {
    expect((await search({ reservations: "1" })).status).toBe(400);
    expect((await search({ wifi: true })).status).toBe(400);
  });

  it("documents the facet in the OpenAPI request and answer", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, { post?: unknown }>;
    };
    const operation = JSON.stringify(document.paths["/places/search"]?.post);
    expect(operation).toContain('"reservations":{"type":"boolean"}');
    expect(operation).toContain('"reservations":{"nullable":true,"type":"boolean"}');
  });

  it("reads the bundled content's facets, only where they are known", async () => {
    const places = await loadPlaces(path.resolve(import.meta.dirname, "../../content"));
    const facets = new Map(places.map((place) => [place.slug, place.facets?.reservations]));
    expect(facets.get("spa-flor-de-manglar")).toBe(true);
    expect(facets.get("taqueria-el-trompo-risueno")).toBe(false);
    expect(facets.get("playa-los-muertos")).toBeUndefined();
  });
});
