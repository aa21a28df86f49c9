import type { CategoryRef } from "../../../core/contract/common.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import { categories, categoryTranslations } from "../../db/schema/index.ts";
import { inLang } from "../../db/translations.ts";
import type { ContentCache } from "../cache.ts";
import type { ItemRow } from "./search.ts";

/** A search row with its categories named, as presenters take it. */
export type NamedItemRow = Omit<ItemRow, "categoryIds"> & { categories: CategoryRef[] };

type CategoryName = CategoryRef & { weight: number; catalogId: number };

/**
 * Names for the category ids search documents carry, from one cached list of every category (a
 * few dozen rows), so a search needs no query to name them.
 */
export function createCategoryNamer(db: Db, cache: ContentCache) {
  function names(lang: Lang, version: number): Promise<Map<number, CategoryName>> {
    return cache.getAt(`category-names:${lang}`, version, async () => {
      const rows = await db
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categoryTranslations.name,
          weight: categories.weight,
          catalogId: categories.catalogId,
        })
        .from(categories)
        .innerJoin(
          categoryTranslations,
          inLang(categoryTranslations, "categoryId", categories.id, lang),
        );
      return new Map(rows.map((row) => [row.id, row]));
    });
  }

  return async (lang: Lang, version: number, rows: ItemRow[]): Promise<NamedItemRow[]> => {
    const known = await names(lang, version);
    // The item's own catalog's categories first (its URL and kicker name the first), then those
    // of sub-catalogs ("Mexican" under Restaurants).
    return rows.map(({ categoryIds, ...row }) => {
      const sub = (category: CategoryName) => Number(category.catalogId !== row.catalogId);
      return {
        ...row,
        categories: categoryIds
          .map((id) => known.get(id))
          .filter((category): category is CategoryName => category !== undefined)
          .sort((a, b) => sub(a) - sub(b) || a.weight - b.weight || a.id - b.id)
          .map(({ id, slug, name }) => ({ id, slug, name })),
      };
    });
  };
}

export type CategoryNamer = ReturnType<typeof createCategoryNamer>;
