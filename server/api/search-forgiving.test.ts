import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { seed } from "../seed/index.ts";

// A search that forgives (docs/decisions/142): a typo is read as the closest word of the site,
// a word of the other language finds what that language's text says, and a search that found
// few or none offers its correction in `X-Did-You-Mean`. Against the bundled content.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.database.db, path.resolve(import.meta.dirname, "../.."));
}, 120_000);
afterAll(() => t.close());

const CATALOGS = {
  places: { path: "/api/places/search", catalogID: 1072 },
  activities: { path: "/api/activities/search", catalogID: 1073 },
  magazine: { path: "/api/magazine/search", catalogID: 1071 },
} as const;

async function search(catalog: keyof typeof CATALOGS, lang: "en" | "es", words: string) {
  const { path: url, catalogID } = CATALOGS[catalog];
  const response = await t.app.inject({
    method: "POST",
    url,
    payload: { catalogID, words, lang, pageSize: 20 },
  });
  expect(response.statusCode).toBe(200);
  const didYouMean = response.headers["x-did-you-mean"];
  return {
    titles: (response.json() as { title: string }[]).map((item) => item.title),
    total: Number(response.headers["x-total-count"]),
    didYouMean: typeof didYouMean === "string" ? decodeURIComponent(didYouMean) : undefined,
  };
}

describe(`a search that forgives, on ${engine}`, () => {
  it("reads a typo as the closest word: “tacso” finds the tacos and asks “tacos?”", async () => {
    for (const lang of ["en", "es"] as const) {
      const found = await search("places", lang, "tacso");
      expect(found.titles).toContain("Taquería El Trompo Risueño");
      expect(found.didYouMean).toBe("tacos");
    }
    // Several words: only the misspelt one is corrected.
    const two = await search("places", "en", "tacso pastor");
    expect(two.didYouMean).toBe("tacos pastor");
  });

  it("finds an item by the words of its other language", async () => {
    const whales = await search("activities", "en", "ballenas");
    expect(whales.titles).toContain("Humpback whale watching by small boat from the Marina");
    // The word is right, only in the other language: nothing to correct.
    expect(whales.didYouMean).toBeUndefined();
    const ballenas = await search("activities", "es", "whale");
    expect(ballenas.titles).toContain(
      "Avistamiento de ballenas jorobadas en lancha desde la Marina",
    );
    expect(ballenas.didYouMean).toBeUndefined();
  });

  it("leaves a search that finds enough as it is, with no suggestion", async () => {
    const tacos = await search("places", "en", "tacos");
    expect(tacos.total).toBeGreaterThanOrEqual(3);
    expect(tacos.didYouMean).toBeUndefined();
    // The literal words come first: a known word is never swapped for another.
    expect((await search("activities", "en", "whale")).titles[0]).toBe(
      "Humpback whale watching by small boat from the Marina",
    );
  });

  it("offers nothing for words far from any on the site", async () => {
    const nothing = await search("magazine", "en", "qqxzzv");
    expect(nothing).toEqual({ titles: [], total: 0, didYouMean: undefined });
  });
});
