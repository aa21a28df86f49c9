import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { CategoryRef } from "../../../core/contract/common.ts";
import type { SearchFields } from "../../../core/contract/search.ts";
import type { Lang } from "../../../core/i18n.ts";
import { resolveSort, type SortKey } from "../../../core/search.ts";
import { parseWords } from "../../../core/text.ts";
import type { Db } from "../../db/client.ts";
import {
  categories,
  categoryTranslations,
  itemCategories,
  itemPictures,
  items,
  itemTranslations,
  itemZones,
  zoneTranslations,
} from "../../db/schema/index.ts";

export type ItemScope = { catalogId: number; sysItemTypeIds?: readonly number[] };

export type ItemRow = {
  id: number;
  catalogId: number;
  sysItemTypeId: number;
  friendlyUrl: string;
  pictureUrl: string | null;
  providerId: number | null;
  zoneId: number | null;
  zoneName: string | null;
  startDate: Date | null;
  endDate: Date | null;
  weight: number;
  dateSaved: Date;
  title: string;
  description: string;
  plainText: string;
  shortDescription: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  price: number | null;
  stars: number | null;
  isResortOption: boolean;
  categories: CategoryRef[];
};

export type ItemSearch = SearchFields & {
  startDate?: Date;
  endDate?: Date;
  /** Narrows the catalog's item types, e.g. tours only among activities. */
  sysItemTypeIds?: readonly number[];
};

/** Escapes LIKE wildcards so a searched `%` or `_` matches itself. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause of spec §5's filter rules, applied in SQL so paging and counts are exact. */
function whereClause(scope: ItemScope, search: ItemSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(items.catalogId, scope.catalogId),
    eq(items.published, true),
    scope.sysItemTypeIds ? inArray(items.sysItemTypeId, [...scope.sysItemTypeIds]) : undefined,
    search.sysItemTypeIds ? inArray(items.sysItemTypeId, [...search.sysItemTypeIds]) : undefined,
    ...parseWords(search.words).map(
      (word) => sql`${itemTranslations.searchText} LIKE f_unaccent(lower(${likePattern(word)}))`,
    ),
    search.providerID === undefined ? undefined : eq(items.providerId, search.providerID),
    search.excludeItemId === undefined ? undefined : ne(items.id, search.excludeItemId),
    search.startDate ? sql`${items.startDate} >= ${search.startDate}` : undefined,
    search.endDate ? sql`${items.startDate} <= ${search.endDate}` : undefined,
  ];
  const required = new Set(search.categoryIDs ?? []);
  if (search.mainCategoryID !== undefined) required.add(search.mainCategoryID);
  for (const categoryId of required) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${itemCategories} WHERE ${itemCategories.itemId} = ${items.id} AND ${itemCategories.categoryId} = ${categoryId})`,
    );
  }
  if (search.zoneIDs && search.zoneIDs.length > 0) {
    const zoneIds = [...search.zoneIDs];
    conditions.push(
      sql`(${inArray(items.zoneId, zoneIds)} OR EXISTS (SELECT 1 FROM ${itemZones} WHERE ${itemZones.itemId} = ${items.id} AND ${inArray(itemZones.zoneId, zoneIds)}))`,
    );
  }
  return and(...conditions);
}

function orderBy(keys: SortKey[]): SQL[] {
  return keys.map(({ field, direction }) => {
    const column =
      field === "title"
        ? sql`f_unaccent(lower(${itemTranslations.title}))`
        : field === "dateSaved"
          ? sql`${items.dateSaved}`
          : field === "weight"
            ? sql`${items.weight}`
            : sql`${items.id}`;
    return direction === "asc" ? sql`${column} ASC` : sql`${column} DESC`;
  });
}

const itemColumns = {
  id: items.id,
  catalogId: items.catalogId,
  sysItemTypeId: items.sysItemTypeId,
  friendlyUrl: items.friendlyUrl,
  pictureUrl: items.pictureUrl,
  providerId: items.providerId,
  zoneId: items.zoneId,
  zoneName: zoneTranslations.name,
  startDate: items.startDate,
  endDate: items.endDate,
  weight: items.weight,
  dateSaved: items.dateSaved,
  title: itemTranslations.title,
  description: itemTranslations.description,
  plainText: itemTranslations.plainText,
  shortDescription: itemTranslations.shortDescription,
  latitude: items.latitude,
  longitude: items.longitude,
  address: items.address,
  price: items.price,
  stars: items.stars,
  isResortOption: items.isResortOption,
};

function baseQuery(db: Db, lang: Lang, withTotal: boolean) {
  return db
    .select({
      ...itemColumns,
      total: withTotal ? sql<number>`count(*) OVER ()`.mapWith(Number) : sql<number>`0`,
    })
    .from(items)
    .innerJoin(
      itemTranslations,
      and(eq(itemTranslations.itemId, items.id), eq(itemTranslations.lang, lang)),
    )
    .leftJoin(
      zoneTranslations,
      and(eq(zoneTranslations.zoneId, items.zoneId), eq(zoneTranslations.lang, lang)),
    );
}

/** Attaches each item's categories with one query for the whole page of results. */
async function withCategories(
  db: Db,
  lang: Lang,
  rows: Omit<ItemRow, "categories">[],
): Promise<ItemRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      itemId: itemCategories.itemId,
      id: itemCategories.categoryId,
      slug: categories.slug,
      name: categoryTranslations.name,
    })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .innerJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.categoryId, itemCategories.categoryId),
        eq(categoryTranslations.lang, lang),
      ),
    )
    .where(
      inArray(
        itemCategories.itemId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(categories.weight, itemCategories.categoryId);
  const byItem = new Map<number, CategoryRef[]>();
  for (const { itemId, ...category } of links) {
    const list = byItem.get(itemId) ?? [];
    list.push(category);
    byItem.set(itemId, list);
  }
  return rows.map((row) => ({ ...row, categories: byItem.get(row.id) ?? [] }));
}

export async function searchItems(
  db: Db,
  scope: ItemScope,
  lang: Lang,
  search: ItemSearch,
): Promise<{ items: ItemRow[]; total: number }> {
  const paged = search.page !== undefined || search.pageSize !== undefined;
  let query = baseQuery(db, lang, true)
    .where(whereClause(scope, search))
    .orderBy(...orderBy(resolveSort(search.sort)))
    .$dynamic();
  if (paged) {
    const pageSize = search.pageSize ?? 10;
    query = query.limit(pageSize).offset(((search.page ?? 1) - 1) * pageSize);
  }
  const rows = await query;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && paged && (search.page ?? 1) > 1) {
    // Past the last page the window function has no row to report the total on.
    const [count] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(items)
      .innerJoin(
        itemTranslations,
        and(eq(itemTranslations.itemId, items.id), eq(itemTranslations.lang, lang)),
      )
      .where(whereClause(scope, search));
    total = count?.total ?? 0;
  }
  return {
    items: await withCategories(
      db,
      lang,
      rows.map(({ total: _total, ...row }) => row),
    ),
    total,
  };
}

/** The pictures of a set of items (spec §3 Place pictures: pictureUrl, main, logo), in order. */
export async function picturesOf(
  db: Db,
  itemIds: number[],
): Promise<Map<number, { pictureUrl: string; main: boolean; logo: boolean }[]>> {
  const byItem = new Map<number, { pictureUrl: string; main: boolean; logo: boolean }[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({
      itemId: itemPictures.itemId,
      pictureUrl: itemPictures.pictureUrl,
      main: itemPictures.main,
      logo: itemPictures.logo,
    })
    .from(itemPictures)
    .where(inArray(itemPictures.itemId, itemIds))
    .orderBy(itemPictures.itemId, itemPictures.position, itemPictures.id);
  for (const { itemId, ...picture } of rows) {
    const list = byItem.get(itemId) ?? [];
    list.push(picture);
    byItem.set(itemId, list);
  }
  return byItem;
}

export async function findItemByFriendlyUrl(
  db: Db,
  scope: ItemScope,
  lang: Lang,
  friendlyUrl: string,
): Promise<ItemRow | undefined> {
  const rows = await baseQuery(db, lang, false)
    .where(
      and(
        eq(items.catalogId, scope.catalogId),
        eq(items.published, true),
        eq(items.friendlyUrl, friendlyUrl),
      ),
    )
    .limit(1);
  const [row] = await withCategories(
    db,
    lang,
    rows.map(({ total: _total, ...row }) => row),
  );
  return row;
}
