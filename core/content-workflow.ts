/**
 * The editing workflow of catalog items (issue 15, docs/decisions/100, 103): the four
 * statuses and the moves between them, slugs made from titles, and when the Spanish page may
 * show the English text. Pure rules, shared by the API, the back office's forms and the tests.
 */
import { LANGS, type Lang } from "./i18n.ts";
import { slugify } from "./text.ts";

export const CONTENT_STATUSES = ["draft", "scheduled", "published", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * The kinds of content the editing screens cover, by the catalog they live in: places,
 * activities, magazine articles, events and partner benefits (decision 103).
 */
export const CONTENT_KINDS = ["place", "activity", "article", "event", "benefit"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * Where each status may go. Publishing, scheduling and archiving each start from any live
 * status; an archived item comes back as a draft, to be checked again before it is published.
 */
export const STATUS_MOVES: Readonly<Record<ContentStatus, readonly ContentStatus[]>> = {
  draft: ["scheduled", "published", "archived"],
  scheduled: ["draft", "published", "archived"],
  published: ["draft", "archived"],
  archived: ["draft"],
};

export function canMove(from: ContentStatus, to: ContentStatus): boolean {
  return STATUS_MOVES[from].includes(to);
}

/** The longest slug: a path segment a visitor can read and share. */
export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: `Café Río Cuale` → `cafe-rio-cuale`, cut at a dash within the limit. */
export function slugFromTitle(title: string): string {
  const slug = slugify(title);
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const dash = cut.lastIndexOf("-");
  return dash > 0 ? cut.slice(0, dash) : cut;
}

/** A slug not among `taken`: the slug itself, else `-2`, `-3`… within the length limit. */
export function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** One language's texts as an editor writes them; empty strings when not written yet. */
export type EditedText = { title: string; summary: string; body: string };

/** A language is written when it has a title and a body; a summary is optional. */
export function isWritten(text: EditedText | undefined): boolean {
  return Boolean(text && text.title.trim() !== "" && text.body.trim() !== "");
}

/** The languages an item has not been written in (English first, as LANGS orders them). */
export function missingLangs(text: Partial<Record<Lang, EditedText>>): Lang[] {
  return LANGS.filter((lang) => !isWritten(text[lang]));
}

/**
 * The text a language's page shows: its own when written; the English one for Spanish only when
 * the editor allowed it (`spanishFallback`); otherwise none, and the item is not on that
 * language's site at all (no page, not in lists or search).
 */
export function shownText(
  text: Partial<Record<Lang, EditedText>>,
  lang: Lang,
  spanishFallback: boolean,
): { text: EditedText; fallback: boolean } | null {
  const own = text[lang];
  if (own && isWritten(own)) return { text: own, fallback: false };
  const english = text.en;
  if (lang === "es" && spanishFallback && english && isWritten(english)) {
    return { text: english, fallback: true };
  }
  return null;
}

/**
 * Why an item can't be published (or scheduled) as it stands: English is always needed, Spanish
 * unless the editor allowed the English text to stand in for it. Empty when it can.
 */
export function publishBlockers(
  text: Partial<Record<Lang, EditedText>>,
  spanishFallback: boolean,
): ("englishMissing" | "spanishMissing")[] {
  const blockers: ("englishMissing" | "spanishMissing")[] = [];
  if (!isWritten(text.en)) blockers.push("englishMissing");
  else if (!shownText(text, "es", spanishFallback)) blockers.push("spanishMissing");
  return blockers;
}

/** Revisions kept per item: the newest; older ones go when a save passes the limit. */
export const REVISIONS_KEPT = 30;
/** Old slugs kept per item, each a permanent redirect; the oldest goes past the limit. */
export const REDIRECTS_KEPT = 20;
/** Scheduled items published by one pass of the timer; the next pass takes the rest. */
export const SCHEDULE_BATCH = 100;
/** How often each process looks for scheduled items whose time has come. */
export const SCHEDULE_EVERY_MS = 1_000;
/** The furthest ahead a publication may be scheduled. */
export const SCHEDULE_MAX_DAYS = 366;
/** The longest texts an editor may save. */
export const TITLE_MAX_LENGTH = 160;
export const SUMMARY_MAX_LENGTH = 300;
export const BODY_MAX_LENGTH = 20_000;
