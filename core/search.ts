/**
 * The directory's search and sort rules (spec §3 "Article filter options", §5 "Filtering",
 * §9 "Default sort order"), as data the SQL layer and in-memory lists both apply.
 */
import type { EventSort } from "./constants.ts";
import { normalizeForSearch, parseWords } from "./text.ts";

export type SortField = "weight" | "dateSaved" | "id" | "title" | "startDate";
export type SortKey = { field: SortField; direction: "asc" | "desc" };

/**
 * Spec §9: default order is weight, dateSaved, id, title; title sorts ascending or descending;
 * any other sort is weight descending, then newest. Higher weight and newer dates come first.
 */
export function resolveSort(sort: EventSort | undefined): SortKey[] {
  switch (sort) {
    case "date":
      return [
        { field: "startDate", direction: "asc" },
        { field: "id", direction: "asc" },
      ];
    case undefined:
    case "default":
      return [
        { field: "weight", direction: "desc" },
        { field: "dateSaved", direction: "desc" },
        { field: "id", direction: "desc" },
        { field: "title", direction: "asc" },
      ];
    case "title-asc":
      return [
        { field: "title", direction: "asc" },
        { field: "id", direction: "asc" },
      ];
    case "title-desc":
      return [
        { field: "title", direction: "desc" },
        { field: "id", direction: "desc" },
      ];
    default:
      return [
        { field: "weight", direction: "desc" },
        { field: "dateSaved", direction: "desc" },
        { field: "id", direction: "desc" },
      ];
  }
}

/**
 * The forms of one search word that count as a match (docs/decisions/027): its singular, so
 * "tacos", "restaurantes", "beaches" and "playas" also find "taco", "restaurante", "beach" and
 * "playa" (and, as a substring, the plural finds itself), and for Spanish words in -co/-ca the
 * -quer- form their trades and shops take: "taco" finds the "taquería", "mariscos" the
 * "marisquería". Words are already normalised (lower case, no accents).
 */
export function wordForms(word: string): string[] {
  let stem = word;
  if (/[^aeiou]es$/.test(word) && word.length - 2 >= 3) stem = word.slice(0, -2);
  else if (/[^s]s$/.test(word) && word.length - 1 >= 3) stem = word.slice(0, -1);
  const forms = [stem];
  if (/[^aeiou][aeiou]?c[oa]$/.test(stem) && stem.length >= 4) {
    forms.push(`${stem.slice(0, -2)}quer`);
  }
  return forms;
}

/**
 * A regular expression (the same in JavaScript and PostgreSQL) for a form as a word of
 * normalised text: at a word start, and ending the word but for a plural or a Spanish final
 * "e" ("bar" finds "bars" and "bares", not "Barlovento"; "restaurant" finds "restaurantes").
 * A -quer- form is a prefix ("taquer" finds "taquería").
 */
export function wordPattern(form: string): string {
  const escaped = form.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
  const ending = form.endsWith("quer") ? "" : "(e?s|e)?([^a-z0-9]|$)";
  return `(^|[^a-z0-9])${escaped}${ending}`;
}

/** Whether normalised text has one of the forms as a word (see wordPattern). */
export function hasWord(text: string, forms: readonly string[]): boolean {
  return forms.some((form) => new RegExp(wordPattern(form)).test(text));
}

/** A category or zone by its names in every language, as searches match them. */
export type NamedFacet = { id: number; names: readonly string[] };

/**
 * The facets a word names: one of its forms is a word of the facet's name in some language
 * ("restaurantes" names Restaurants, "romantica" the Romantic Zone). Words under three letters
 * name nothing: "la" and "de" are in too many names.
 */
export function facetsNamedBy(forms: readonly string[], facets: readonly NamedFacet[]): number[] {
  const long = forms.filter((form) => form.length >= 3);
  if (long.length === 0) return [];
  return facets
    .filter((facet) => facet.names.some((name) => hasWord(normalizeForSearch(name), long)))
    .map((facet) => facet.id);
}

/** How a word matched an item, best first: its title, a category or zone name, its text. */
export const RELEVANCE = { title: 3, facet: 2, text: 1 } as const;

/**
 * How well each word of a search matches an item (docs/decisions/027): where it matched best,
 * title above category and zone names above description; 0 where it didn't match at all.
 */
export function wordScores(
  item: { title: string; description: string; facetNames?: readonly string[] },
  words: string | undefined,
): number[] {
  const title = normalizeForSearch(item.title);
  const text = normalizeForSearch(item.description);
  const facets = [{ id: 0, names: item.facetNames ?? [] }];
  return parseWords(words).map((word) => {
    const forms = wordForms(word);
    if (hasWord(title, forms)) return RELEVANCE.title;
    if (facetsNamedBy(forms, facets).length > 0) return RELEVANCE.facet;
    if (forms.some((form) => text.includes(form))) return RELEVANCE.text;
    return 0;
  });
}

/** An item's relevance to a search: its words' scores added up; higher comes first. */
export function relevance(
  item: { title: string; description: string; facetNames?: readonly string[] },
  words: string | undefined,
): number {
  return wordScores(item, words).reduce((sum, score) => sum + score, 0);
}

export type FilterOptions = {
  words?: string | undefined;
  categoryIDs?: readonly number[] | undefined;
  zoneIDs?: readonly number[] | undefined;
  providerID?: number | undefined;
  excludeItemId?: number | undefined;
  startDate?: Date | undefined;
  endDate?: Date | undefined;
};

export type Filterable = {
  id: number;
  title: string;
  description: string;
  categoryIDs: readonly number[];
  zoneIDs: readonly number[];
  providerID: number | null;
  startDate: Date | null;
  /** Names of the item's categories and zones, in every language; a word may match them. */
  facetNames?: readonly string[];
  /** The last moment the item runs; none means it runs on its start date only. */
  endDate?: Date | null;
};

/**
 * Whether an item runs on any moment of a range (docs/decisions/026): it starts before the
 * range ends and ends after the range starts; either bound may be open. Items that start within
 * the range always run in it, so spec §5's "start date in range" holds as a special case.
 */
export function runsWithin(
  start: Date | null,
  end: Date | null | undefined,
  range: { startDate?: Date | undefined; endDate?: Date | undefined },
): boolean {
  if (!range.startDate && !range.endDate) return true;
  if (!start) return false;
  const last = end && end > start ? end : start;
  if (range.endDate && start > range.endDate) return false;
  if (range.startDate && last < range.startDate) return false;
  return true;
}

/**
 * Spec §5, one rule per line: every word in title or description; provider equal; runs within
 * the date range; every chosen category present; zone among the chosen; an excluded id left out.
 */
export function matchesFilter(item: Filterable, options: FilterOptions): boolean {
  // Every word in the title, the description or a category or zone name (decision 027).
  if (wordScores(item, options.words).includes(0)) return false;
  if (options.providerID !== undefined && item.providerID !== options.providerID) return false;
  if (!runsWithin(item.startDate, item.endDate, options)) return false;
  if (options.categoryIDs?.some((id) => !item.categoryIDs.includes(id))) return false;
  if (options.zoneIDs?.length && !item.zoneIDs.some((id) => options.zoneIDs?.includes(id))) {
    return false;
  }
  if (options.excludeItemId !== undefined && item.id === options.excludeItemId) return false;
  return true;
}

export type Sortable = {
  id: number;
  title: string;
  weight: number;
  dateSaved: Date;
  startDate?: Date | null;
};

export function compareBy(keys: readonly SortKey[]): (a: Sortable, b: Sortable) => number {
  return (a, b) => {
    for (const { field, direction } of keys) {
      const order = compareField(a, b, field);
      if (order !== 0) return direction === "asc" ? order : -order;
    }
    return 0;
  };
}

const titleCollator = new Intl.Collator("es", { sensitivity: "base", numeric: true });

function compareField(a: Sortable, b: Sortable, field: SortField): number {
  switch (field) {
    case "title":
      return titleCollator.compare(a.title, b.title);
    case "dateSaved":
      return a.dateSaved.getTime() - b.dateSaved.getTime();
    case "startDate":
      return (a.startDate?.getTime() ?? Infinity) - (b.startDate?.getTime() ?? Infinity);
    default:
      return a[field] - b[field];
  }
}
