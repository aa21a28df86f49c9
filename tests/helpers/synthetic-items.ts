import { sql } from "drizzle-orm";
import { LANGS, type Lang } from "../../core/i18n.ts";
import type { Db } from "../../server/db/client.ts";

/** Words that each appear in about one item in six, so searches for them match thousands. */
export const COMMON_WORDS = [
  "playa",
  "taco",
  "mariscos",
  "galeria",
  "arte",
  "surf",
  "ballena",
  "selva",
  "mercado",
  "mezcal",
  "raicilla",
  "cocina",
  "kayak",
  "yoga",
  "temazcal",
  "atardecer",
  "malecon",
  "centro",
  "sayulita",
  "bucerias",
  "tequila",
  "plata",
  "barro",
  "huichol",
  "jardin",
  "rio",
  "isla",
  "muelle",
  "bahia",
  "sierra",
];
/** Rare words `w0` … `w2999`: the long tail of real text. */
export const TAIL_SIZE = 3000;

export type SyntheticBatch = {
  catalogId: number;
  sysItemTypeId: number;
  count: number;
  /** Each item gets one of these categories (none when empty). */
  categoryIds?: readonly number[];
  /** Each item gets one of these zones (none when empty: they must exist). */
  zoneIds?: readonly number[];
  /** Words in each description: 24 reads like a card; fewer index faster (trigrams). */
  descriptionWords?: number;
  /** The languages each item is written in; one is half the indexing of two. */
  langs?: readonly Lang[];
};

/**
 * Many published items at once, in both languages unless told, with text shaped like real text: a few common
 * words and a long tail of rare ones, picked per item by (g × prime) mod the vocabulary size.
 * One INSERT … SELECT generate_series per batch, so 100,000 items take seconds, not 100,000
 * requests. Used by the search benchmark and the tests of the bounds at scale.
 */
export async function insertSyntheticItems(db: Db, batch: SyntheticBatch): Promise<void> {
  const { catalogId, sysItemTypeId, count } = batch;
  const categories = batch.categoryIds ?? [];
  const zones = batch.zoneIds ?? [];
  for (const n of [catalogId, sysItemTypeId, count, ...categories, ...zones]) {
    if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  }
  const common = `ARRAY[${COMMON_WORDS.map((w) => `'${w}'`).join(",")}]`;
  const commonWord = (salt: number) =>
    `(${common})[1 + ((g::bigint * ${31 + salt}) % ${COMMON_WORDS.length})]`;
  const tailWord = (salt: number) =>
    `'w' || ((g::bigint * ${7919 + salt * 104729}) % ${TAIL_SIZE})`;
  const phrase = (words: number, salt: number) =>
    Array.from({ length: words }, (_, i) =>
      i % 5 === 0 ? commonWord(salt + i) : tailWord(salt + i),
    ).join(" || ' ' || ");
  const pick = (ids: readonly number[]) => `(ARRAY[${ids.join(",")}])[1 + (g % ${ids.length})]`;
  const langs = batch.langs ?? LANGS;
  const description = phrase(batch.descriptionWords ?? 24, 3);
  const zone = zones.length > 0 ? pick(zones) : "NULL::integer";
  const prefix = `synthetic-${catalogId}-${Date.now().toString(36)}-`;
  // Items and their categories first, then the translations: their insert trigger copies the
  // item's facets (categories, zones) into the search documents, so nothing is rewritten after.
  await db.execute(
    sql.raw(`
      WITH created AS (
        INSERT INTO items (catalog_id, sys_item_type_id, friendly_url, zone_id, weight, date_saved, latitude, longitude, price)
        SELECT ${catalogId}, ${sysItemTypeId}, '${prefix}' || g, ${zone}, (g * 37) % 100,
               now() - (g || ' minutes')::interval, 20.6, -105.23, 100 + (g % 2000)
        FROM generate_series(1, ${count}) AS g
        RETURNING id, (regexp_replace(friendly_url, '^.*-', ''))::int AS g
      )
      INSERT INTO item_categories (item_id, category_id)
      SELECT id, ${categories.length > 0 ? pick(categories) : "NULL"} FROM created
      WHERE ${categories.length > 0 ? "true" : "false"}`),
  );
  await db.execute(
    sql.raw(`
      INSERT INTO item_translations (item_id, catalog_id, lang, title, description, plain_text)
      SELECT id, ${catalogId}, lang::lang,
             initcap(${phrase(3, 0)}), '<p>' || ${description} || '</p>', ${description}
      FROM (SELECT id, (regexp_replace(friendly_url, '^.*-', ''))::int AS g FROM items
            WHERE catalog_id = ${catalogId} AND friendly_url LIKE '${prefix}%') AS created
      CROSS JOIN (VALUES ${langs.map((lang) => `('${lang}')`).join(", ")}) AS langs(lang)`),
  );
}
