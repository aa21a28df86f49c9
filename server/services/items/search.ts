import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { type EventSort, GRID_PAGE_SIZE } from "../../../core/constants.ts";
import type { SearchFields } from "../../../core/contract/search.ts";
import type { Lang } from "../../../core/i18n.ts";
import {
  type PlaceFacetFilter,
  placeFacetFilter,
  type StoredPlaceFacets,
} from "../../../core/place-facets.ts";
import type { Recurrence } from "../../../core/recurrence.ts";
import {
  correctedQuery,
  correctWords,
  FEW_RESULTS,
  isKnownWord,
  resolveSort,
  type SortKey,
} from "../../../core/search.ts";
import { parseWords } from "../../../core/text.ts";
import type { Db } from "../../db/client.ts";
import { anyOf, intArray } from "../../db/id-list.ts";
import {
  itemPictures,
  items,
  itemTranslations,
  mediaPhotos,
  searchDocuments,
  zoneTranslations,
} from "../../db/schema/index.ts";
import { photoSrc } from "../media/service.ts";
import {
  relevanceScore,
  type SearchFacets,
  type SiteWords,
  type WordMatch,
  widenedMatches,
  wordCondition,
  wordMatches,
} from "./relevance.ts";

export type ItemScope = {
  catalogId: number;
  sysItemTypeIds?: readonly number[];
  /**
   * The page size when a search names none (spec §9: the grid's 9, the events list's 10). Every
   * search is paged, asked to or not (docs/decisions/045): one request never answers a catalog.
   */
  pageSize?: number;
};

/**
 * Totals are counted up to this many: past it a page says "1,000+", and counting the rest would
 * cost more than the whole page (docs/decisions/016).
 */
export const COUNT_CAP = 1000;

export type ItemRow = {
  id: number;
  catalogId: number;
  sysItemTypeId: number;
  friendlyUrl: string;
  /** The item's library photo if it has one (decision 098), else its drawing. */
  pictureUrl: string | null;
  /** The photo's alt text in the row's language; null for a drawing (decorative, decision 054). */
  pictureAlt: string | null;
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
  /** The facts of core/place-facets.ts that are known; ../present.ts answers every one. */
  facets: StoredPlaceFacets;
  /** From the search document; names come from the cached category list (./categories.ts). */
  categoryIds: number[];
  /** Every zone the item takes place in (spec §3 Event zoneIDs). */
  zoneIds: number[];
  /** An event's repetition (decision 103); null for a single one and other kinds. */
  recurrence: Recurrence | null;
};

export type ItemSearch = Omit<SearchFields, "sort"> &
  /** The place facets asked for (core/place-facets.ts); other catalogs never name them. */
  PlaceFacetFilter & {
    /** Spec §9's sorts, and for events "date" (soonest first). */
    sort?: EventSort | undefined;
    startDate?: Date;
    endDate?: Date;
    /** Any of these sub-catalog categories (the directory's "Mexican", "seafood"…). */
    subCategoryIDs?: readonly number[] | undefined;
    /** Narrows the catalog's item types, e.g. tours only among activities. */
    sysItemTypeIds?: readonly number[];
    /** Keeps items still running at this moment: events not yet over. */
    endsAfter?: Date;
    /**
     * The article filter options' range (decision 142) on an article's date: its start date, else the
     * date it was saved, the one its page shows (docs/decisions/142).
     */
    datedFrom?: Date;
    datedTo?: Date;
  };

/** The words of a search, given as `words`, as `search` (spec §3 filter options), or both. */
export function searchWords(search: Pick<ItemSearch, "words" | "search">): string {
  return [search.words, search.search].filter(Boolean).join(" ");
}

/**
 * The WHERE clause of spec §5's filter rules, on the search documents alone (search_documents
 * carries every facet; docs/decisions/016), so each search is answered by that table's indexes.
 */
function whereClause(
  scope: ItemScope,
  lang: Lang,
  search: ItemSearch,
  words: readonly WordMatch[],
): SQL | undefined {
  return and(...scopeConditions(scope, lang), filterConditions(scope, search, words));
}

/** The catalog's published documents in one language: the keys and predicate of its indexes. */
function scopeConditions(scope: ItemScope, lang: Lang): SQL[] {
  const doc = searchDocuments;
  return [eq(doc.catalogId, scope.catalogId), eq(doc.lang, lang), eq(doc.published, true)];
}

/** What a search asks of the documents in its scope: spec §5's filters and words. */
function filterConditions(
  scope: ItemScope,
  search: ItemSearch,
  words: readonly WordMatch[],
): SQL | undefined {
  const doc = searchDocuments;
  const conditions: (SQL | undefined)[] = [
    scope.sysItemTypeIds ? inArray(doc.sysItemTypeId, [...scope.sysItemTypeIds]) : undefined,
    search.sysItemTypeIds ? inArray(doc.sysItemTypeId, [...search.sysItemTypeIds]) : undefined,
    ...words.map(wordCondition),
    search.providerID === undefined ? undefined : eq(doc.providerId, search.providerID),
    search.excludeItemId === undefined ? undefined : ne(doc.itemId, search.excludeItemId),
    // Runs on any day of the range (decision 026): starts before it ends, ends after it starts.
    search.startDate
      ? sql`GREATEST(${doc.endDate}, ${doc.startDate}) >= ${search.startDate}`
      : undefined,
    search.endDate ? sql`${doc.startDate} <= ${search.endDate}` : undefined,
    search.endsAfter
      ? sql`COALESCE(${doc.endDate}, ${doc.startDate}) >= ${search.endsAfter}`
      : undefined,
    search.datedFrom
      ? sql`COALESCE(${doc.startDate}, ${doc.dateSaved}) >= ${search.datedFrom}`
      : undefined,
    search.datedTo
      ? sql`COALESCE(${doc.startDate}, ${doc.dateSaved}) <= ${search.datedTo}`
      : undefined,
  ];
  // Every chosen category (spec §5), and any of the chosen zones.
  const required = [
    ...new Set([
      ...(search.categoryIDs ?? []),
      ...(search.mainCategoryID ? [search.mainCategoryID] : []),
    ]),
  ];
  if (required.length > 0) conditions.push(sql`${doc.categoryIds} @> ${intArray(required)}`);
  if (search.subCategoryIDs && search.subCategoryIDs.length > 0) {
    conditions.push(sql`${doc.categoryIds} && ${intArray(search.subCategoryIDs)}`);
  }
  if (search.zoneIDs && search.zoneIDs.length > 0) {
    conditions.push(sql`${doc.zoneIds} && ${intArray(search.zoneIDs)}`);
  }
  // The facets asked for, each with the value asked: unknown facts match neither (decision 056).
  const facets = placeFacetFilter(search);
  if (Object.keys(facets).length > 0) {
    conditions.push(sql`${doc.facets} @> ${JSON.stringify(facets)}::jsonb`);
  }
  return and(...conditions);
}

/**
 * SQL for spec §9's sort keys on the search documents, matching their indexes
 * (search_documents_order_idx, DESC NULLS LAST as created; search_documents_title_sort_idx on
 * the stored `search_title`), so a search with many matches reads rows in order and stops once
 * the page is full. Keys after the unique id can't change the order and are left out.
 */
function orderBy(keys: SortKey[]): SQL[] {
  const doc = searchDocuments;
  const order: SQL[] = [];
  const byTitle = keys[0]?.field === "title";
  for (const { field, direction } of keys) {
    const column =
      field === "title"
        ? sql`${doc.searchTitle}`
        : field === "dateSaved"
          ? sql`${doc.dateSaved}`
          : field === "weight"
            ? sql`${doc.weight}`
            : field === "startDate"
              ? sql`${doc.startDate}`
              : sql`${doc.itemId}`;
    if (direction === "asc") order.push(sql`${column} ASC`);
    else order.push(byTitle ? sql`${column} DESC` : sql`${column} DESC NULLS LAST`);
    if (field === "id") break;
  }
  return order;
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
  facets: items.facets,
  categoryIds: itemTranslations.categoryIds,
  zoneIds: itemTranslations.zoneIds,
  recurrence: items.recurrence,
  photoSha: mediaPhotos.sha256,
  photoName: mediaPhotos.fileName,
  photoFocalX: mediaPhotos.focalX,
  photoFocalY: mediaPhotos.focalY,
  photoAlt: sql<
    string | null
  >`CASE ${itemTranslations.lang} WHEN 'es' THEN ${mediaPhotos.altEs} ELSE ${mediaPhotos.altEn} END`,
};

/** Display columns: the search document joined to its item (and its photo) by primary key. */
function baseQuery(db: Db, lang: Lang) {
  return db
    .select(itemColumns)
    .from(itemTranslations)
    .innerJoin(items, eq(items.id, itemTranslations.itemId))
    .leftJoin(
      zoneTranslations,
      and(eq(zoneTranslations.zoneId, items.zoneId), eq(zoneTranslations.lang, lang)),
    )
    .leftJoin(mediaPhotos, eq(mediaPhotos.id, items.photoId));
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>["execute"]>>[number];

/** A row as pages use it: the photo, if the item has one, in place of its drawing. */
function withPhoto(row: BaseRow): ItemRow {
  const { photoSha, photoName, photoFocalX, photoFocalY, photoAlt, ...rest } = row;
  if (photoSha === null || photoName === null) return { ...rest, pictureAlt: null };
  return {
    ...rest,
    pictureUrl: photoSrc(photoSha, photoName, { x: photoFocalX ?? 50, y: photoFocalY ?? 50 }),
    pictureAlt: photoAlt ?? "",
  };
}

/**
 * How many matches of a ranked search are fetched, unordered, by the cheapest plan before
 * falling back to walking the order index (docs/decisions/065): up to this many, the first
 * COUNT_CAP + 1 in the default order are picked from them in memory; past it, matches are dense
 * enough that the walk stops early.
 */
export const RANK_WINDOW = 5000;

/**
 * One page of a catalog search, and the total before paging (docs/decisions/016, 065).
 *
 * One statement finds up to COUNT_CAP + 1 matches (RANK_WINDOW + 1 for a ranked search) with
 * whatever plan finds matches fastest (trigram and category indexes; no ordering), keeps them,
 * and orders that set in memory: when it is all the matches, this one statement gives the total
 * and the page's ids. Only when there are more does a second read the page (or, ranked, the
 * first COUNT_CAP + 1 in the default order) by walking the order index until it is full. The
 * page's display columns are read last, for its ids alone. Planner estimates for combined
 * filters are often far off; this choice rests on what was found.
 */
export async function searchItems(
  db: Db,
  scope: ItemScope,
  lang: Lang,
  search: ItemSearch,
  facets: SearchFacets = { categories: [], zones: [] },
  siteWords?: () => Promise<SiteWords>,
): Promise<ItemPage> {
  const text = searchWords(search);
  const found = await searchWith(db, scope, lang, search, wordMatches(text, facets));
  if (!siteWords || found.total >= FEW_RESULTS) return found;
  const words = parseWords(text);
  if (words.length === 0) return found;
  // Few or no results: the words as the site's vocabulary would correct them (decision 142).
  const { vocabulary, inLanguage } = await siteWords();
  const corrections = correctWords(words, vocabulary);
  const didYouMean = correctedQuery(words, corrections);
  if (found.total > 0) return didYouMean ? { ...found, didYouMean } : found;
  // None: each word also as its correction, and a word only the other language has in its text.
  const other: Lang = lang === "en" ? "es" : "en";
  const foreign = new Set(
    words.filter(
      (word) => !isKnownWord(word, inLanguage[lang]) && isKnownWord(word, inLanguage[other]),
    ),
  );
  if (corrections.size === 0 && foreign.size === 0) return found;
  const widened = widenedMatches(text, corrections, foreign, facets, {
    catalogId: scope.catalogId,
    lang: other,
  });
  const forgiven = await searchWith(db, scope, lang, search, widened);
  return didYouMean && forgiven.total > 0 ? { ...forgiven, didYouMean } : forgiven;
}

/** A page of a search and where it sits; `didYouMean`, the words corrected (decision 142). */
export type ItemPage = {
  items: ItemRow[];
  total: number;
  capped: boolean;
  page: number;
  pageSize: number;
  didYouMean?: string;
};

async function searchWith(
  db: Db,
  scope: ItemScope,
  lang: Lang,
  search: ItemSearch,
  words: readonly WordMatch[],
): Promise<ItemPage> {
  const where = whereClause(scope, lang, search, words);
  const keys = resolveSort(search.sort);
  // The default order puts the best matches first (docs/decisions/027); a chosen sort is kept.
  const ranked = words.length > 0 && (search.sort === undefined || search.sort === "default");
  const pageSize = search.pageSize ?? scope.pageSize ?? GRID_PAGE_SIZE;
  const page = search.page ?? 1;
  const offset = (page - 1) * pageSize;
  const order = [...(ranked ? [sql`${relevanceScore(words)} DESC`] : []), ...orderBy(keys)];

  if (
    (keys[0]?.field === "weight" || keys[0]?.field === "title") &&
    offset + pageSize <= COUNT_CAP + 1 &&
    // Filters alone walk the covering index, no heap row read: tried every time. Words are
    // tested on the heap row of every document walked: tried when the planner expects them dense.
    (words.length === 0 || (await expectedShare(db, scope, lang, where)) >= WALK_SHARE)
  ) {
    // Dense matches first: when they are at least one document in ten, the first COUNT_CAP + 1
    // in the sort's order are read along its index, and they are the whole answer (decision 087).
    const walked = await pageOfWalk(db, scope, lang, search, words, keys, order, pageSize, offset);
    if (walked.count > COUNT_CAP) {
      const rows = walked.pageIds.length === 0 ? [] : await rowsOf(db, lang, walked.pageIds);
      return { items: rows, total: COUNT_CAP, capped: true, page, pageSize };
    }
  }
  const window = ranked ? RANK_WINDOW : COUNT_CAP;
  const found = await pageOfFound(db, where, window + 1, keys, order, pageSize, offset);
  let pageIds = found.pageIds;
  const dense = found.count > COUNT_CAP;
  if (found.count === 0) return { items: [], total: 0, capped: false, page, pageSize };
  if (found.count > window) {
    // Too many to order in memory. Ranking every match would sort them all (seconds at 100,000
    // items); pages only reach the first COUNT_CAP in the default order (decision 016), so those
    // are what is ranked: read in order from the order index and ranked in the same statement.
    pageIds = ranked
      ? (await pageOfFound(db, where, "first", keys, order, pageSize, offset)).pageIds
      : await orderedPage(db, where, keys, pageSize, offset);
  }
  const rows = pageIds.length === 0 ? [] : await rowsOf(db, lang, pageIds);
  return { items: rows, total: Math.min(found.count, COUNT_CAP), capped: dense, page, pageSize };
}

/**
 * Up to `found` matches, found unordered (so the planner takes the indexes that find matches,
 * not the order index), or with "first" the first COUNT_CAP + 1 in the sort's order, kept in a
 * materialised CTE and ordered there: their number, and the ids of the page among them. Ranked,
 * the order is the relevance among the first COUNT_CAP + 1 in the default order, as decision 027
 * ranks.
 */
async function pageOfFound(
  db: Db,
  where: SQL | undefined,
  found: number | "first",
  keys: SortKey[],
  order: SQL[],
  pageSize: number,
  offset: number,
): Promise<{ count: number; pageIds: number[] }> {
  const doc = searchDocuments;
  const columns = sql`${doc.itemId}, ${doc.searchTitle}, ${doc.weight}, ${doc.dateSaved}, ${doc.startDate}, ${doc.categoryIds}, ${doc.zoneIds}`;
  // The outer queries read the CTE under the table's name, so the order and score SQL (which
  // name search_documents' columns) apply to it as they are. When the limit was reached the
  // caller reads the page another way, so nothing is sorted here.
  const result = await db.execute<{ count: number; ids: number[] | null }>(sql`
    WITH found AS MATERIALIZED (
      SELECT ${columns} FROM ${doc} WHERE ${where ?? sql`true`}
      ${found === "first" ? sql`ORDER BY ${sql.join(orderBy(keys), sql`, `)} LIMIT ${COUNT_CAP + 1}` : sql`LIMIT ${found}`}
    ), first AS (
      SELECT * FROM found AS search_documents
      ${found === "first" ? sql`` : sql`WHERE (SELECT count(*) FROM found) < ${found}`}
      ORDER BY ${sql.join(orderBy(keys), sql`, `)} LIMIT ${COUNT_CAP + 1}
    ), paged AS (
      SELECT search_documents.item_id,
             row_number() OVER (ORDER BY ${sql.join(order, sql`, `)}) AS position
      FROM first AS search_documents ORDER BY position LIMIT ${pageSize} OFFSET ${offset}
    )
    SELECT (SELECT count(*) FROM found)::int AS count,
           (SELECT array_agg(item_id ORDER BY position) FROM paged) AS ids`);
  const row = (result as unknown as { rows: { count: number; ids: number[] | null }[] }).rows[0];
  return { count: row?.count ?? 0, pageIds: row?.ids ?? [] };
}

/**
 * How many documents a dense search reads along the sort's index (docs/decisions/087): matches
 * that are one document in ten or more give their first COUNT_CAP + 1 within it.
 */
export const WALK_BOUND = 10 * (COUNT_CAP + 1);

/**
 * The share of the scope a search with words is expected to match before it walks. Below
 * WALK_BOUND's tenth on purpose: pg_trgm's estimates run low for dense words (`playa` 12 %
 * expected, up to a third found with the categories it names; `kayak` 7 % for 23 %, its item types
 * counted as independent) and close for rare ones (2 expected, 149 found). A rare word taken for
 * dense costs a walk of WALK_BOUND heap rows before the GIN index finds its few matches.
 */
export const WALK_SHARE = 0.05;

/**
 * The share of the scope's documents the planner expects a search to match, from its row
 * estimates (EXPLAIN, not run; about half a millisecond of planning). Only the order in which
 * the two ways of searching are tried rests on it, never a result: pg_trgm's estimates for words
 * are near enough to tell dense from rare (see WALK_SHARE), those of combined category and zone
 * filters are not (decision 016), which is why filters alone do not ask.
 */
async function expectedShare(
  db: Db,
  scope: ItemScope,
  lang: Lang,
  where: SQL | undefined,
): Promise<number> {
  const doc = searchDocuments;
  const result = await db.execute<{ "QUERY PLAN": unknown }>(sql`
    EXPLAIN (FORMAT JSON)
    SELECT 1 FROM ${doc} WHERE ${and(...scopeConditions(scope, lang))}
    UNION ALL SELECT 2 FROM ${doc} WHERE ${where ?? sql`true`}`);
  const rows = (result as unknown as { rows: { "QUERY PLAN": unknown }[] }).rows;
  const raw = rows[0]?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as {
    Plan: { Plans?: { "Plan Rows"?: number }[] };
  }[];
  const [all, matches] = plan[0]?.Plan.Plans ?? [];
  const total = all?.["Plan Rows"] ?? 0;
  return total > 0 ? (matches?.["Plan Rows"] ?? 0) / total : 0;
}

/**
 * The columns a walk reads: those search_documents_order_idx and search_documents_title_sort_idx
 * carry (their keys and INCLUDE, migration 0031), so a walk with filters alone is an index-only
 * scan, and the text or place facets when the search tests them (read from the heap then).
 */
function walkColumns(words: boolean, facets: boolean): SQL {
  const doc = searchDocuments;
  return sql.join(
    [
      doc.itemId,
      doc.catalogId,
      doc.lang,
      doc.sysItemTypeId,
      doc.providerId,
      doc.weight,
      doc.dateSaved,
      doc.startDate,
      doc.endDate,
      doc.categoryIds,
      doc.zoneIds,
      doc.searchTitle,
      ...(words ? [doc.searchText] : []),
      ...(facets ? [doc.facets] : []),
    ].map((column) => sql`${column}`),
    sql`, `,
  );
}

/**
 * A search whose matches are dense, in one statement along the sort's index: it reads up to
 * WALK_BOUND documents in the sort's order until COUNT_CAP + 1 match. Those are the first COUNT_CAP + 1 matches in
 * the sort's order: the total is capped and the page is among them, ranked when the search is
 * (decision 027 ranks these same ones). Otherwise `count` is at most COUNT_CAP and the caller
 * finds the matches by the GIN index. Filters alone read the covering index only.
 */
async function pageOfWalk(
  db: Db,
  scope: ItemScope,
  lang: Lang,
  search: ItemSearch,
  words: readonly WordMatch[],
  keys: SortKey[],
  order: SQL[],
  pageSize: number,
  offset: number,
): Promise<{ count: number; pageIds: number[] }> {
  const doc = searchDocuments;
  const filters = filterConditions(scope, search, words) ?? sql`true`;
  const sorted = sql.join(orderBy(keys), sql`, `);
  const walk = (limit: number) => sql`(
    SELECT ${walkColumns(words.length > 0, Object.keys(placeFacetFilter(search)).length > 0)}
    FROM ${doc} WHERE ${and(...scopeConditions(scope, lang))} ORDER BY ${sorted} LIMIT ${limit}
  ) AS search_documents`;
  // The outer queries read the walk under the table's name, so the filter, order and score SQL
  // (which name search_documents' columns) apply to it as they are.
  const statement = sql`
    WITH found AS MATERIALIZED (
      SELECT * FROM ${walk(WALK_BOUND)} WHERE ${filters} LIMIT ${COUNT_CAP + 1}
    ), paged AS (
      SELECT search_documents.item_id,
             row_number() OVER (ORDER BY ${sql.join(order, sql`, `)}) AS position
      FROM found AS search_documents ORDER BY position LIMIT ${pageSize} OFFSET ${offset}
    )
    SELECT (SELECT count(*) FROM found)::int AS count,
           (SELECT array_agg(item_id ORDER BY position) FROM paged) AS ids`;
  // The walk must go along the sort's index. When WALK_BOUND is a large part of the catalog (a
  // third of 30,000 activities), the planner would rather read every document and sort them all
  // (60 ms against 12), so for this statement alone it is left no other way to read the table.
  const result = await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
    );
    return tx.execute<{ count: number; ids: number[] | null }>(statement);
  });
  const row = (result as unknown as { rows: { count: number; ids: number[] | null }[] }).rows[0];
  return { count: row?.count ?? 0, pageIds: row?.ids ?? [] };
}

/** The page's ids among many matches, read in order along the sort's index. */
async function orderedPage(
  db: Db,
  where: SQL | undefined,
  keys: SortKey[],
  pageSize: number,
  offset: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: searchDocuments.itemId })
    .from(searchDocuments)
    .where(where)
    .orderBy(...orderBy(keys))
    .limit(pageSize)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** The display rows of a page, in the page's order. */
async function rowsOf(db: Db, lang: Lang, ids: number[]): Promise<ItemRow[]> {
  const rows = await baseQuery(db, lang).where(
    and(eq(itemTranslations.lang, lang), anyOf(itemTranslations.itemId, ids)),
  );
  const byId = new Map(rows.map((row) => [row.id, withPhoto(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The published items of the scope's catalog among `ids`, in the order given (a member's saved
 * items: read from the database each time, as no two members' lists are alike).
 */
export async function publishedRowsOf(
  db: Db,
  scope: ItemScope,
  lang: Lang,
  ids: readonly number[],
): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db, lang).where(
    and(
      eq(itemTranslations.lang, lang),
      eq(items.catalogId, scope.catalogId),
      eq(items.published, true),
      anyOf(itemTranslations.itemId, ids),
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, withPhoto(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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
    .where(anyOf(itemPictures.itemId, itemIds))
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
  const rows = await baseQuery(db, lang)
    .where(
      and(
        eq(itemTranslations.lang, lang),
        eq(items.catalogId, scope.catalogId),
        eq(items.published, true),
        eq(items.friendlyUrl, friendlyUrl),
      ),
    )
    .limit(1);
  return rows[0] && withPhoto(rows[0]);
}

/**
 * An item of the scope's catalog by id in one language, published or not: what an editor's
 * preview shows (issue 15). Never cached, never for visitors.
 */
export async function findItemById(
  db: Db,
  scope: ItemScope,
  lang: Lang,
  id: number,
): Promise<ItemRow | undefined> {
  const rows = await baseQuery(db, lang)
    .where(
      and(eq(itemTranslations.lang, lang), eq(items.catalogId, scope.catalogId), eq(items.id, id)),
    )
    .limit(1);
  return rows[0] && withPhoto(rows[0]);
}
