import { and, count, eq } from "drizzle-orm";
import { CATALOG } from "../../../core/constants.ts";
import type { Place } from "../../../core/contract/place.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import { itemCategories, items } from "../../db/schema/index.ts";
import type { ContentCache } from "../cache.ts";
import { createCatalogReader } from "./catalog.ts";
import { placePresenter } from "./present.ts";

const NEARBY_COUNT = 3;

/** The directory: places and businesses of catalog 1072 (spec §3 Place). */
export function createPlacesService(db: Db, cache: ContentCache) {
  const reader = createCatalogReader(db, cache, "places", placePresenter(db));
  return {
    search: reader.search,
    find: reader.find,
    draft: reader.draft,
    byIds: reader.byIds,

    /** Other places in the same zone, the place itself excluded (spec §5 excludeItemId). */
    async nearby(lang: Lang, place: Place): Promise<Place[]> {
      if (place.zoneID === null) return [];
      const { items } = await reader.search(lang, {
        zoneIDs: [place.zoneID],
        excludeItemId: place.id,
        page: 1,
        pageSize: NEARBY_COUNT,
      });
      return items;
    },

    /** How many published places each category holds, for the directory's overview. */
    categoryCounts(): Promise<Map<number, number>> {
      return cache.get("places:category-counts", async () => {
        const rows = await db
          .select({ categoryId: itemCategories.categoryId, n: count() })
          .from(itemCategories)
          .innerJoin(items, eq(items.id, itemCategories.itemId))
          .where(and(eq(items.catalogId, CATALOG.places), eq(items.published, true)))
          .groupBy(itemCategories.categoryId);
        return new Map(rows.map((row) => [row.categoryId, row.n]));
      });
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
