import { type SQL, sql } from "drizzle-orm";
import type { Lang } from "../../../core/i18n.ts";
import {
  buildVocabulary,
  facetsNamedBy,
  type NamedFacet,
  RELEVANCE,
  type Vocabulary,
  wordForms,
  wordPattern,
} from "../../../core/search.ts";
import { normalizeForSearch, parseWords } from "../../../core/text.ts";
import type { Db } from "../../db/client.ts";
import { intArray } from "../../db/id-list.ts";
import { categoryTranslations, searchDocuments, zoneTranslations } from "../../db/schema/index.ts";
import type { ContentCache } from "../cache.ts";

/** Every category and zone with its names in both languages, which search words may name. */
export type SearchFacets = { categories: NamedFacet[]; zones: NamedFacet[] };

/** A few dozen names, cached by content version (docs/decisions/011). */
export function loadSearchFacets(db: Db, cache: ContentCache): Promise<SearchFacets> {
  return cache.get("search:facets", async () => {
    const [categoryRows, zoneRows] = await Promise.all([
      db
        .select({ id: categoryTranslations.categoryId, name: categoryTranslations.name })
        .from(categoryTranslations),
      db
        .select({ id: zoneTranslations.zoneId, name: zoneTranslations.name })
        .from(zoneTranslations),
    ]);
    return { categories: group(categoryRows), zones: group(zoneRows) };
  });
}

function group(rows: { id: number; name: string }[]): NamedFacet[] {
  const byId = new Map<number, string[]>();
  for (const { id, name } of rows) byId.set(id, [...(byId.get(id) ?? []), name]);
  return [...byId].map(([id, names]) => ({ id, names }));
}

/**
 * How many published documents, the weightiest first, give the typo vocabulary their words
 * (docs/decisions/142): every document of the bundled site, and at 100,000 items a read of a
 * few hundred milliseconds once per content version rather than seconds.
 */
export const VOCABULARY_DOCUMENTS = 5000;

/** The site's words (docs/decisions/142): all of them for typos, and which each language has. */
export type SiteWords = { vocabulary: Vocabulary; inLanguage: Record<Lang, ReadonlySet<string>> };

/**
 * The site's vocabulary for typo tolerance (core/search.ts `buildVocabulary`): the words of the
 * weightiest published documents in both languages and of every category and zone name, within
 * the byte budget, with the language or languages each was found in; cached by content version
 * (docs/decisions/011).
 */
export function loadVocabulary(db: Db, cache: ContentCache): Promise<SiteWords> {
  return cache.get("search:vocabulary", async () => {
    const doc = searchDocuments;
    const [result, facets] = await Promise.all([
      db.execute<{ word: string; lang: Lang; count: number }>(sql`
        WITH chosen AS (
          SELECT ${doc.searchText} AS text, ${doc.lang} AS lang FROM ${doc} WHERE ${doc.published}
          ORDER BY ${doc.weight} DESC NULLS LAST, ${doc.dateSaved} DESC NULLS LAST
          LIMIT ${VOCABULARY_DOCUMENTS}
        )
        SELECT word, lang, count(*)::int AS count
        FROM chosen, regexp_split_to_table(chosen.text, '[^a-z0-9]+') AS word
        WHERE length(word) BETWEEN 3 AND 30
        GROUP BY word, lang`),
      loadSearchFacets(db, cache),
    ]);
    const rows = (result as unknown as { rows: { word: string; lang: Lang; count: number }[] })
      .rows;
    const names = [...facets.categories, ...facets.zones].flatMap((facet) =>
      facet.names.flatMap((name) => parseWords(normalizeForSearch(name))),
    );
    const vocabulary = buildVocabulary([
      ...rows.map((row) => [row.word, row.count] as const),
      ...names.map((word) => [word, 1] as const),
    ]);
    const inLanguage = { en: new Set<string>(), es: new Set<string>() };
    for (const row of rows) if (vocabulary.has(row.word)) inLanguage[row.lang].add(row.word);
    return { vocabulary, inLanguage };
  });
}

/**
 * What one search word matches: any of its forms in the text, or a facet it names; widened
 * (docs/decisions/142), also any of its forms in the text of the item's other language.
 */
export type WordMatch = {
  forms: string[];
  categoryIds: number[];
  zoneIds: number[];
  otherLanguage?: { catalogId: number; lang: Lang };
};

export function wordMatches(words: string, facets: SearchFacets): WordMatch[] {
  return parseWords(words).map((word) => matchOf(wordForms(word), facets));
}

function matchOf(forms: string[], facets: SearchFacets): WordMatch {
  return {
    forms,
    categoryIds: facetsNamedBy(forms, facets.categories),
    zoneIds: facetsNamedBy(forms, facets.zones),
  };
}

/**
 * A search that found nothing, widened (docs/decisions/142): each word also matches as its
 * correction ("tacso" as "tacos"), and a word only the other language has ("ballenas" on the
 * English site) also in the text of the item's other language.
 */
export function widenedMatches(
  words: string,
  corrections: ReadonlyMap<string, string>,
  otherLanguageWords: ReadonlySet<string>,
  facets: SearchFacets,
  otherLanguage: { catalogId: number; lang: Lang },
): WordMatch[] {
  return parseWords(words).map((word) => {
    const correction = corrections.get(word);
    const forms = [...new Set([...wordForms(word), ...(correction ? wordForms(correction) : [])])];
    const match = matchOf(forms, facets);
    return otherLanguageWords.has(word) ? { ...match, otherLanguage } : match;
  });
}

/** Escapes LIKE wildcards so a searched `%` or `_` matches itself. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function anyForm(column: SQL, forms: readonly string[]): SQL {
  const likes = forms.map((form) => sql`${column} LIKE f_unaccent(lower(${likePattern(form)}))`);
  return likes.length === 1 ? (likes[0] as SQL) : sql`(${sql.join(likes, sql` OR `)})`;
}

/** The word names one of the document's categories or zones; undefined when it names none. */
function facetCondition(match: WordMatch): SQL | undefined {
  const doc = searchDocuments;
  const parts: SQL[] = [];
  if (match.categoryIds.length > 0)
    parts.push(sql`${doc.categoryIds} && ${intArray(match.categoryIds)}`);
  if (match.zoneIds.length > 0) parts.push(sql`${doc.zoneIds} && ${intArray(match.zoneIds)}`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` OR `)})` : undefined;
}

/**
 * A word matches a document when a form of it is in the title or text, or it names one of the
 * document's categories or zones. Each part is answered by the catalog's GIN index (trigrams,
 * category ids, zone ids), so the OR is a BitmapOr, not a scan.
 */
export function wordCondition(match: WordMatch): SQL {
  const inText = anyForm(sql`${searchDocuments.searchText}`, match.forms);
  const facet = facetCondition(match);
  const parts = [inText, ...(facet ? [facet] : [])];
  if (match.otherLanguage) {
    // The same item's document in the other language, found by that catalog's GIN index.
    const { catalogId, lang } = match.otherLanguage;
    parts.push(sql`${searchDocuments.itemId} IN (
      SELECT other_language.item_id FROM search_documents AS other_language
      WHERE other_language.catalog_id = ${catalogId} AND other_language.lang = ${lang}
        AND other_language.published
        AND ${anyForm(sql.raw("other_language.search_text"), match.forms)})`);
  }
  return parts.length === 1 ? inText : sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * The relevance of spec §5 matches (decision 027), as an SQL expression: each word scores where
 * it matched best, title above category and zone names above description.
 */
export function relevanceScore(matches: readonly WordMatch[]): SQL {
  const title = sql`${searchDocuments.searchTitle}`;
  const inTitle = (forms: readonly string[]) => sql`${title} ~ ${forms.map(wordPattern).join("|")}`;
  const terms = matches.map((match) => {
    const facet = facetCondition(match);
    return facet
      ? sql`CASE WHEN ${inTitle(match.forms)} THEN ${sql.raw(String(RELEVANCE.title))} WHEN ${facet} THEN ${sql.raw(String(RELEVANCE.facet))} ELSE ${sql.raw(String(RELEVANCE.text))} END`
      : sql`CASE WHEN ${inTitle(match.forms)} THEN ${sql.raw(String(RELEVANCE.title))} ELSE ${sql.raw(String(RELEVANCE.text))} END`;
  });
  return sql`(${sql.join(terms, sql` + `)})`;
}
