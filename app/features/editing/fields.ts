import type { MessageKey } from "../../i18n/en.ts";

/*
 * The edit form's names and formats, shared by the page and its action. No zod here: the page
 * imports this module, and zod's code-generation probe would break the strict CSP.
 */

/** The edit form's field names, as the page's inputs name them. */
export const FIELDS = {
  kind: "kind",
  slug: "slug",
  categoryId: "categoryId",
  zoneId: "zoneId",
  spanishFallback: "spanishFallback",
  publishAt: "publishAt",
  baseRevision: "baseRevision",
  // Each kind's own (decision 103): an article's date, an event's occurrence and repetition, a
  // benefit's partner; and the photo picker's choice.
  date: "date",
  start: "start",
  end: "end",
  recurrenceType: "recurrence.type",
  weekdays: "recurrence.weekdays",
  until: "recurrence.until",
  providerId: "providerId",
  photoId: "photoId",
} as const;
export const textField = (lang: "en" | "es", part: "title" | "summary" | "body") =>
  `${lang}.${part}`;

/** Puerto Vallarta keeps UTC−6 all year (Mexico ended daylight saving time in 2022). */
export const VALLARTA_OFFSET = "-06:00";

/** An ISO instant as a `datetime-local` value in Puerto Vallarta's time. */
export function publishAtForInput(iso: string | null): string {
  if (!iso) return "";
  const shifted = new Date(new Date(iso).getTime() - 6 * 3_600_000);
  return shifted.toISOString().slice(0, 16);
}

/** Field errors: the form's input name → the message key shown beside it. */
export type FieldErrors = Record<string, MessageKey>;
