/**
 * What visitors search for (issue 14's numbers): every text search a visitor makes from the
 * site's search box or a list's words field, counted per day, kind, language and words, and
 * whether it found nothing. No visitor, address or time of day is kept: only the words.
 */

/** Where a search was made: the whole-site search or one list's own words field. */
export const SEARCH_LOG_KINDS = [
  "site",
  "places",
  "activities",
  "events",
  "magazine",
  "benefits",
] as const;
export type SearchLogKind = (typeof SEARCH_LOG_KINDS)[number];

/** Days of counts kept: a year and a season, to compare a month with the same month last year. */
export const SEARCH_LOG_RETENTION_DAYS = 400;

/**
 * At most this many different words a day are counted (a day's new words beyond it are dropped,
 * words already counted still count): a flood of made-up words cannot grow the table.
 */
export const SEARCH_LOG_DAY_CAP = 5000;

/** Words longer than this are cut: nobody types more into a search box. */
export const SEARCH_LOG_MAX_LENGTH = 100;

/**
 * The words as counted: trimmed, spaces collapsed, lower-cased in the search's language (so
 * "Playa  Los Muertos" and "playa los muertos" count together), control characters removed,
 * cut to SEARCH_LOG_MAX_LENGTH characters. Empty words are not a search: null.
 */
export function searchLogWords(words: string | null | undefined, lang: string): string | null {
  if (!words) return null;
  const clean = words
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLocaleLowerCase(lang);
  if (clean === "") return null;
  return [...clean].slice(0, SEARCH_LOG_MAX_LENGTH).join("").trim();
}
