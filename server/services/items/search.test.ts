import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../../tests/helpers/app.ts";
import { createArticle, createZone, SECTION } from "../../../tests/helpers/factories.ts";
import { insertSyntheticItems } from "../../../tests/helpers/synthetic-items.ts";
import { intArray } from "../../db/id-list.ts";
import { itemCategories, items, itemZones } from "../../db/schema/index.ts";
import { COUNT_CAP, RANK_WINDOW, WALK_BOUND } from "./search.ts";

const t = testAppForFile();

const titles = async (body: Record<string, unknown>) =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/magazine/search",
      payload: { catalogID: 1071, ...body },
    })
  )
    .json()
    .map((article: { title: string }) => article.title);

describe(`search documents on ${engine} (docs/decisions/016)`, () => {
  it("follow changes made to items, categories and zones by any writer, even plain SQL", async () => {
    const db = t.database.db;
    const zone = await createZone(db);
    const a = await createArticle(db, {
      title: "Sync first",
      weight: 5,
      sectionIds: [SECTION.tips],
    });
    const b = await createArticle(db, {
      title: "Sync second",
      weight: 1,
      sectionIds: [SECTION.tips],
    });
    expect(await titles({ words: "sync" })).toEqual(["Sync first", "Sync second"]);

    await db.update(items).set({ weight: 9 }).where(eq(items.id, b.id));
    expect(await titles({ words: "sync" })).toEqual(["Sync second", "Sync first"]);

    await db.delete(itemCategories).where(eq(itemCategories.itemId, a.id));
    expect(await titles({ words: "sync", categoryIDs: [SECTION.tips] })).toEqual(["Sync second"]);
    await db.insert(itemCategories).values({ itemId: a.id, categoryId: SECTION.culture });
    expect(await titles({ words: "sync", categoryIDs: [SECTION.culture] })).toEqual(["Sync first"]);

    await db.update(items).set({ zoneId: zone.id }).where(eq(items.id, a.id));
    expect(await titles({ words: "sync", zoneIDs: [zone.id] })).toEqual(["Sync first"]);
    await db.insert(itemZones).values({ itemId: b.id, zoneId: zone.id });
    expect(await titles({ words: "sync", zoneIDs: [zone.id] })).toEqual([
      "Sync second",
      "Sync first",
    ]);

    await db.execute(sql`UPDATE items SET published = false, status = 'draft' WHERE id = ${a.id}`);
    expect(await titles({ words: "sync" })).toEqual(["Sync second"]);
  });

  it("are copied whole into the narrow search table by every write, in its transaction (docs/decisions/096)", async () => {
    const db = t.database.db;
    const zone = await createZone(db);
    const a = await createArticle(db, {
      title: "Narrow Xóchitl",
      html: "<p>A walk by the river.</p>",
      weight: 2,
      sectionIds: [SECTION.tips],
    });
    const b = await createArticle(db, { title: "Narrow other", sectionIds: [SECTION.culture] });
    // Every column a search reads, as item_translations holds it, against its narrow copy.
    const differences = async () =>
      (
        (await db.execute(sql`
          WITH wide AS (
            SELECT item_id, lang, catalog_id, sys_item_type_id, published, weight, date_saved,
                   start_date, end_date, provider_id, category_ids, zone_ids, facets,
                   search_title, search_text FROM item_translations),
          narrow AS (
            SELECT item_id, lang, catalog_id, sys_item_type_id, published, weight, date_saved,
                   start_date, end_date, provider_id, category_ids, zone_ids, facets,
                   search_title, search_text FROM search_documents)
          SELECT count(*)::int AS n FROM ((TABLE wide EXCEPT TABLE narrow)
            UNION ALL (TABLE narrow EXCEPT TABLE wide)) AS d`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    expect(await differences()).toBe(0);
    const copied = (await db.execute(
      sql`SELECT search_title, search_text FROM search_documents WHERE item_id = ${a.id} AND lang = 'en'`,
    )) as unknown as { rows: { search_title: string; search_text: string }[] };
    expect(copied.rows[0]?.search_title).toBe("narrow xochitl");

    // A new title, by plain SQL: found by its new words; the English copy no longer has the old
    // ones, and only the Spanish text, which still names Xóchitl, finds it by them now (a word
    // only the other language has, docs/decisions/142).
    await db.execute(
      sql`UPDATE item_translations SET title = 'Narrow Bahía' WHERE item_id = ${a.id} AND lang = 'en'`,
    );
    expect(await titles({ words: "bahia", lang: "en" })).toEqual(["Narrow Bahía"]);
    const renamed = (await db.execute(
      sql`SELECT search_title, search_text FROM search_documents WHERE item_id = ${a.id} AND lang = 'en'`,
    )) as unknown as { rows: { search_title: string; search_text: string }[] };
    expect(renamed.rows[0]?.search_title).toBe("narrow bahia");
    expect(renamed.rows[0]?.search_text).not.toContain("xochitl");
    expect(await titles({ words: "xóchitl", lang: "en" })).toEqual(["Narrow Bahía"]);
    // Facets copied through the item's own triggers reach the narrow copy too.
    await db.update(items).set({ zoneId: zone.id, weight: 7 }).where(eq(items.id, b.id));
    await db.insert(itemZones).values({ itemId: a.id, zoneId: zone.id });
    await db.delete(itemCategories).where(eq(itemCategories.itemId, b.id));
    expect(await differences()).toBe(0);
    // A failed write leaves both as they were.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE item_translations SET title = 'Narrow rolled back' WHERE item_id = ${b.id}`,
        );
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await titles({ words: "rolled", lang: "en" })).toEqual([]);
    // A translation or an item deleted takes its search documents with it.
    await db.execute(sql`DELETE FROM item_translations WHERE item_id = ${a.id} AND lang = 'es'`);
    await db.delete(items).where(eq(items.id, b.id));
    expect(await differences()).toBe(0);
    const left = (await db.execute(
      sql`SELECT item_id, lang FROM search_documents WHERE item_id IN (${a.id}, ${b.id}) ORDER BY lang`,
    )) as unknown as { rows: { item_id: number; lang: string }[] };
    expect(left.rows).toEqual([{ item_id: a.id, lang: "en" }]);
  });
});

describe(`a ranked search with more matches than it counts on ${engine} (docs/decisions/027, 065)`, () => {
  it("ranks the first 1,000 in the default order, sorted in one statement, as a walk would", async () => {
    const db = t.database.db;
    // Every synthetic text has rare words `w…`, so the word "w" (as a substring) matches them
    // all: more than COUNT_CAP, fewer than RANK_WINDOW.
    const synthetic = 1500;
    expect(synthetic).toBeGreaterThan(COUNT_CAP);
    expect(synthetic).toBeLessThan(RANK_WINDOW);
    await insertSyntheticItems(db, {
      catalogId: 1071,
      sysItemTypeId: 3,
      count: synthetic,
      categoryIds: [SECTION.tips],
      descriptionWords: 3,
      langs: ["en"],
    });
    // "w" as a word of the title: within the first thousand by weight, and past them.
    await createArticle(db, { title: "Lagoon w walk", weight: 50 });
    await createArticle(db, { title: "Reef w dive", weight: 0, dateSaved: new Date("2001-01-01") });

    const ranked = await t.app.inject({
      method: "POST",
      url: "/api/magazine/search",
      payload: { catalogID: 1071, words: "w", lang: "en" },
    });
    expect(ranked.headers["x-total-count"]).toBe(String(COUNT_CAP));
    expect(ranked.headers["x-total-count-capped"]).toBe("true");
    const first = ranked.json().map((article: { title: string }) => article.title);
    // The title match within the ranked thousand comes first; the rest keep the default order,
    // which the weight sort gives without ranking. The title match past them is not lifted.
    const byWeight = await titles({ words: "w", sort: "weight", lang: "en" });
    expect(first[0]).toBe("Lagoon w walk");
    expect(first.slice(1)).toEqual(
      byWeight.filter((title: string) => title !== "Lagoon w walk").slice(0, first.length - 1),
    );
    expect(first).not.toContain("Reef w dive");
  });
});

describe(`a dense search read along the sort's index on ${engine} (docs/decisions/087)`, () => {
  it("gives the page and capped total that ordering every match gives, for filters, sorts and words", async () => {
    const db = t.database.db;
    const zones = [await createZone(db), await createZone(db), await createZone(db)];
    // Each article in one of two sections and one of three zones: every filter below matches a
    // third to a half of the catalog, more than COUNT_CAP within the first WALK_BOUND documents.
    const synthetic = 4000;
    expect(synthetic).toBeLessThan(WALK_BOUND);
    await insertSyntheticItems(db, {
      catalogId: 1071,
      sysItemTypeId: 3,
      count: synthetic,
      categoryIds: [SECTION.tips, SECTION.culture],
      zoneIds: zones.map((zone) => zone.id),
      descriptionWords: 3,
      langs: ["en"],
    });
    const orders = {
      default: sql`weight DESC, date_saved DESC, item_id DESC`,
      "title-asc": sql`search_title ASC, item_id ASC`,
      "title-desc": sql`search_title DESC, item_id DESC`,
    };
    const cases: [Record<string, unknown>, keyof typeof orders, ReturnType<typeof sql>][] = [
      [
        { categoryIDs: [SECTION.tips], page: 3 },
        "default",
        sql`category_ids @> ${intArray([SECTION.tips])}`,
      ],
      [
        { zoneIDs: [zones[0]?.id], sort: "title-desc", page: 2 },
        "title-desc",
        sql`zone_ids && ${intArray([zones[0]?.id ?? 0])}`,
      ],
      [
        { categoryIDs: [SECTION.culture], zoneIDs: [zones[1]?.id, zones[2]?.id], page: 7 },
        "default",
        sql`category_ids @> ${intArray([SECTION.culture])} AND zone_ids && ${intArray([zones[1]?.id ?? 0, zones[2]?.id ?? 0])}`,
      ],
      [{ words: "w", sort: "title-asc", page: 4 }, "title-asc", sql`search_text LIKE '%w%'`],
    ];
    for (const [body, sort, condition] of cases) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/magazine/search",
        payload: { catalogID: 1071, lang: "en", ...body },
      });
      const page = Number(body.page);
      const expected = (await db.execute(sql`
        SELECT item_id FROM item_translations
        WHERE catalog_id = 1071 AND lang = 'en' AND published AND ${condition}
        ORDER BY ${orders[sort]} LIMIT 9 OFFSET ${(page - 1) * 9}`)) as unknown as {
        rows: { item_id: number }[];
      };
      expect(response.headers["x-total-count"]).toBe(String(COUNT_CAP));
      expect(response.headers["x-total-count-capped"]).toBe("true");
      expect(response.json().map((article: { id: number }) => article.id)).toEqual(
        expected.rows.map((row) => row.item_id),
      );
    }
  });
});
