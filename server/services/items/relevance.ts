import { type SQL, sql } from "drizzle-orm";
import {
  facetsNamedBy,
  type NamedFacet,
  RELEVANCE,
  wordForms,
  wordPattern,
} from "../../../core/search.ts";
import { parseWords } from "../../../core/text.ts";
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

/** What one search word matches: any of its forms in the text, or a facet it names. */
export type WordMatch = { forms: string[]; categoryIds: number[]; zoneIds: number[] };

export function wordMatches(words: string, facets: SearchFacets): WordMatch[] {
  return parseWords(words).map((word) => {
    const forms = wordForms(word);
    return {
      forms,
      categoryIds: facetsNamedBy(forms, facets.categories),
      zoneIds: facetsNamedBy(forms, facets.zones),
    };
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
  return facet ? sql`(${inText} OR ${facet})` : inText;
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
