import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../../tests/helpers/app.ts";
import { createArticle, createZone, SECTION } from "../../../tests/helpers/factories.ts";
import { itemCategories, items, itemZones } from "../../db/schema/index.ts";

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

    await db.execute(sql`UPDATE items SET published = false WHERE id = ${a.id}`);
    expect(await titles({ words: "sync" })).toEqual(["Sync second"]);
  });
});
