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

/**
 * Typo tolerance (docs/decisions/142): a search word found nowhere on the site is read as the
 * closest word of the site's vocabulary, so "tacso" searches "tacos". The vocabulary is the words
 * of every published item in both languages, the most frequent first, kept within a byte budget.
 */
export type Vocabulary = ReadonlyMap<string, number>;

/** The vocabulary's size limit: the bytes of its words, about 25,000 of them. */
export const VOCABULARY_BYTES = 200_000;

/** Words shorter than this are never corrected: too many short words are a letter apart. */
const MIN_CORRECTED = 4;

/** Fewer results than this and the search offers its correction as "did you mean". */
export const FEW_RESULTS = 3;

/**
 * The vocabulary from (word, count) pairs, most frequent first (ties alphabetical), keeping
 * words of 3 to 30 letters and digits until their bytes reach the budget.
 */
export function buildVocabulary(
  entries: Iterable<readonly [string, number]>,
  byteBudget: number = VOCABULARY_BYTES,
): Vocabulary {
  const counts = new Map<string, number>();
  for (const [word, count] of entries) {
    if (!/^[a-z0-9]{3,30}$/.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + count);
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const kept = new Map<string, number>();
  let bytes = 0;
  for (const [word, count] of sorted) {
    if (bytes + word.length > byteBudget) break;
    bytes += word.length;
    kept.set(word, count);
  }
  return kept;
}

/**
 * How many edits apart two words are (optimal string alignment: an insertion, a deletion, a
 * change or two neighbouring letters swapped each count one), or `max + 1` once it is sure to be
 * more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, max + 1);
}

const LETTERS = /^[a-z]+$/;

/** The edits a word of this length may have: none under 4 letters, one up to 7, two from 8. */
export function typoAllowance(word: string): number {
  if (word.length < MIN_CORRECTED) return 0;
  return word.length < 8 ? 1 : 2;
}

/** Whether the vocabulary knows the word, as it is or as one of its forms (its singular). */
export function isKnownWord(word: string, vocabulary: { has(word: string): boolean }): boolean {
  const singular = word.endsWith("s") ? [word.slice(0, -1)] : [];
  return [word, ...singular, ...wordForms(word)].some((form) => vocabulary.has(form));
}

/**
 * The vocabulary's word closest to an unknown word within its allowance: fewest edits, then the
 * same length, then the most frequent, then alphabetical. Undefined for a known word, a short one,
 * one with digits or none close.
 */
export function closestWord(word: string, vocabulary: Vocabulary): string | undefined {
  const allowance = typoAllowance(word);
  // Only words of letters: a number or a code one digit off is another number, not a typo.
  if (allowance === 0 || !LETTERS.test(word) || isKnownWord(word, vocabulary)) {
    return undefined;
  }
  let best: { word: string; distance: number; stretch: number; count: number } | undefined;
  for (const [candidate, count] of vocabulary) {
    if (!LETTERS.test(candidate)) continue;
    const distance = editDistance(word, candidate, allowance);
    if (distance > allowance) continue;
    // Among equally close words, one of the same length first ("tacso" is "tacos", not "taco").
    const stretch = Math.abs(candidate.length - word.length);
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && stretch < best.stretch) ||
      (distance === best.distance && stretch === best.stretch && count > best.count) ||
      (distance === best.distance &&
        stretch === best.stretch &&
        count === best.count &&
        candidate < best.word);
    if (better) best = { word: candidate, distance, stretch, count };
  }
  return best?.word;
}

/**
 * The corrections of a search's words (normalised, as parseWords gives them): each unknown word
 * with its closest vocabulary word. Empty when every word is known or has nothing close.
 */
export function correctWords(
  words: readonly string[],
  vocabulary: Vocabulary,
): Map<string, string> {
  const corrections = new Map<string, string>();
  for (const word of words) {
    const closest = closestWord(word, vocabulary);
    if (closest) corrections.set(word, closest);
  }
  return corrections;
}

/** The search as corrected ("tacso beach" → "tacos beach"); undefined when nothing changed. */
export function correctedQuery(
  words: readonly string[],
  corrections: ReadonlyMap<string, string>,
): string | undefined {
  if (corrections.size === 0) return undefined;
  return words.map((word) => corrections.get(word) ?? word).join(" ");
}
