/**
 * The directory's search and sort rules (spec §3 "Article filter options", §5 "Filtering",
 * §9 "Default sort order"), as data and patterns the SQL search (server/services/items) applies.
 */
import type { EventSort } from "./constants.ts";
import { normalizeForSearch } from "./text.ts";

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
