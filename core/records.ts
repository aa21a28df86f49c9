/**
 * The record editor (issue 15, docs/decisions/106): the site's content besides catalog items
 * (team members, booths, providers, zones…), each kind described as data, so one list screen,
 * one edit form, one revision history and one API serve them all. Pure and free of zod: the
 * back office's pages import it to draw their forms (the schemas are core/contract/records.ts).
 */
import { CATALOG } from "./constants.ts";
import { LANGS, type Lang } from "./i18n.ts";

/** The kinds the record editor runs, in the back office's order. */
export const RECORD_KINDS = [
  "team",
  "booth",
  "provider",
  "resort",
  "zone",
  "banner",
  "page",
  "category",
  "subcatalog",
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export function isRecordKind(value: string | undefined): value is RecordKind {
  return (RECORD_KINDS as readonly string[]).includes(value ?? "");
}

/**
 * How a field is edited: a line, a paragraph, Markdown (sanitised HTML on the site), a number,
 * a date, a box to tick, a choice among a list the screen loads, a photo of the library, a
 * point (latitude and longitude), or a polygon (a point per line).
 */
export type RecordFieldType =
  | "text"
  | "textarea"
  | "markdown"
  | "number"
  | "date"
  | "checkbox"
  | "select"
  | "photo"
  | "coordinates"
  | "polygon";

export type RecordField = {
  /** The document's key and the form's input name (`en.<name>` for a translated field). */
  readonly name: string;
  readonly type: RecordFieldType;
  /** Written in each language, in the languages' fieldsets side by side. */
  readonly translated?: true;
  /** Needed: in English always, in Spanish for the record to show on the Spanish site. */
  readonly required?: true;
  /** The longest text, or for a number its largest value. */
  readonly max?: number;
  readonly min?: number;
  /** Its words when the field's name says too little (`records.field.<label>`, and `.hint`). */
  readonly label?: string;
  /** For a select: the choice list the edit screen loads. */
  readonly choices?: "zones" | "catalogs" | "parentCategories";
  /** Chosen when the record is made, then fixed (a category's catalog, a sub-catalog's parent). */
  readonly createOnly?: true;
};

/**
 * A kind: its fields, which one names a record in lists (`titleField`, translated or not), and
 * `shownField`, a checkbox that hides the record from visitors without deleting it, or
 * `archivedField`, one that archives it when ticked (decision 111).
 */
export type RecordKindSpec = {
  readonly fields: readonly RecordField[];
  readonly titleField: string;
  readonly shownField?: string;
  readonly archivedField?: string;
  /** Editors may add records of this kind (zones and pages have fixed ids and addresses). */
  readonly creatable: boolean;
  /** Editors may delete a record of this kind that nothing uses (categories). */
  readonly deletable?: true;
};

export const NAME_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 2_000;
export const MARKDOWN_MAX_LENGTH = 20_000;
export const URL_MAX_LENGTH = 500;
/** The longest informational page (the privacy policy is about 12,000 characters). */
export const PAGE_MAX_LENGTH = 60_000;
/** Where a list puts a record: the lower, the earlier. */
export const WEIGHT_MAX = 10_000;
/** A resort's price a night in whole US dollars, and its stars (decision 107). */
export const RESORT_PRICE_MAX = 100_000;
export const RESORT_STARS_MIN = 1;
export const RESORT_STARS_MAX = 5;

const weight: RecordField = { name: "weight", type: "number", min: 0, max: WEIGHT_MAX };

export const RECORD_SPECS: Readonly<Record<RecordKind, RecordKindSpec>> = {
  team: {
    titleField: "nickname",
    shownField: "active",
    creatable: true,
    fields: [
      { name: "nickname", type: "text", required: true, max: 80 },
      { name: "role", type: "text", translated: true, required: true, max: NAME_MAX_LENGTH },
      { name: "photo", type: "photo" },
      weight,
      { name: "active", type: "checkbox" },
    ],
  },
  booth: {
    titleField: "name",
    archivedField: "archived",
    creatable: true,
    fields: [
      { name: "name", type: "text", translated: true, required: true, max: NAME_MAX_LENGTH },
      {
        name: "description",
        type: "textarea",
        translated: true,
        required: true,
        max: DESCRIPTION_MAX_LENGTH,
      },
      { name: "position", type: "coordinates" },
      { name: "photo", type: "photo" },
      { name: "url", type: "text", max: URL_MAX_LENGTH },
      weight,
      { name: "archived", type: "checkbox", label: "boothArchived" },
    ],
  },
  provider: {
    titleField: "name",
    archivedField: "archived",
    creatable: true,
    fields: [
      { name: "name", type: "text", required: true, max: NAME_MAX_LENGTH },
      { name: "slug", type: "text", max: 80, label: "providerSlug" },
      {
        name: "description",
        type: "markdown",
        translated: true,
        required: true,
        max: MARKDOWN_MAX_LENGTH,
      },
      { name: "zoneId", type: "select", choices: "zones" },
      { name: "photo", type: "photo" },
      { name: "phone", type: "text", max: 40 },
      { name: "whatsapp", type: "text", max: 40 },
      { name: "email", type: "text", max: 200 },
      { name: "website", type: "text", max: URL_MAX_LENGTH },
      { name: "address", type: "text", max: 300 },
      { name: "archived", type: "checkbox", label: "providerArchived" },
    ],
  },
  resort: {
    titleField: "name",
    shownField: "shown",
    creatable: true,
    fields: [
      { name: "name", type: "text", required: true, max: NAME_MAX_LENGTH },
      { name: "slug", type: "text", max: 80, label: "resortSlug" },
      {
        name: "description",
        type: "markdown",
        translated: true,
        required: true,
        max: MARKDOWN_MAX_LENGTH,
      },
      {
        name: "stars",
        type: "number",
        required: true,
        min: RESORT_STARS_MIN,
        max: RESORT_STARS_MAX,
      },
      { name: "priceUsd", type: "number", required: true, min: 1, max: RESORT_PRICE_MAX },
      { name: "zoneId", type: "select", choices: "zones", required: true, label: "resortZone" },
      { name: "position", type: "coordinates" },
      { name: "address", type: "text", required: true, max: 300 },
      { name: "photo", type: "photo", label: "mainPicture" },
      { name: "photo2", type: "photo", label: "secondPicture" },
      { name: "photo3", type: "photo", label: "thirdPicture" },
      weight,
      { name: "shown", type: "checkbox" },
    ],
  },
  zone: {
    titleField: "name",
    creatable: false,
    fields: [
      { name: "name", type: "text", translated: true, required: true, max: NAME_MAX_LENGTH },
      {
        name: "description",
        type: "textarea",
        translated: true,
        required: true,
        max: DESCRIPTION_MAX_LENGTH,
      },
      { name: "center", type: "coordinates" },
      { name: "polygon", type: "polygon" },
      { name: "photo", type: "photo" },
      weight,
    ],
  },
  banner: {
    titleField: "title",
    creatable: true,
    fields: [
      { name: "title", type: "text", translated: true, required: true, max: 200 },
      { name: "alt", type: "text", translated: true, required: true, max: 300 },
      { name: "picture", type: "photo", translated: true },
      { name: "startsOn", type: "date", required: true },
      { name: "endsOn", type: "date", required: true },
      { name: "repeatsYearly", type: "checkbox" },
      { name: "photo", type: "photo", label: "bannerPhoto" },
      { name: "linkPath", type: "text", max: 200 },
      { ...weight, label: "priority" },
    ],
  },
  page: {
    titleField: "title",
    creatable: false,
    fields: [
      { name: "title", type: "text", translated: true, required: true, max: 200 },
      {
        name: "description",
        type: "textarea",
        translated: true,
        required: true,
        max: 300,
        label: "summary",
      },
      { name: "body", type: "markdown", translated: true, required: true, max: PAGE_MAX_LENGTH },
      { name: "updated", type: "date", required: true },
    ],
  },
  category: {
    titleField: "name",
    creatable: true,
    deletable: true,
    fields: [
      { name: "name", type: "text", translated: true, required: true, max: NAME_MAX_LENGTH },
      { name: "catalogId", type: "select", choices: "catalogs", required: true, createOnly: true },
      { name: "slug", type: "text", max: 80 },
      // The first segment of its places' Spanish addresses (decision 110): places only.
      { name: "spanishSlug", type: "text", max: 80 },
      { ...weight, label: "order" },
    ],
  },
  subcatalog: {
    titleField: "name",
    creatable: true,
    deletable: true,
    fields: [
      { name: "name", type: "text", translated: true, required: true, max: NAME_MAX_LENGTH },
      {
        name: "parentCategoryId",
        type: "select",
        choices: "parentCategories",
        required: true,
        createOnly: true,
      },
      { name: "slug", type: "text", max: 80, label: "subcatalogSlug" },
      { ...weight, label: "order" },
    ],
  },
};

/**
 * How a kind takes a record off the site without deleting it: unticking its `shownField`
 * (hidden), ticking its `archivedField` (archived), or neither (always shown).
 */
export function recordHiding(kind: RecordKind): "hidden" | "archived" | null {
  const spec = RECORD_SPECS[kind];
  return spec.archivedField ? "archived" : spec.shownField ? "hidden" : null;
}

/** The fields written once for both languages, and those written in each. */
export const neutralFields = (kind: RecordKind) =>
  RECORD_SPECS[kind].fields.filter((field) => !field.translated);
export const translatedFields = (kind: RecordKind) =>
  RECORD_SPECS[kind].fields.filter((field) => field.translated);

/** One language's texts of a record, by field name. */
export type RecordTexts = Record<string, string>;

/** A language is written when every needed translated field has words in it. */
export function recordLangWritten(kind: RecordKind, texts: RecordTexts | undefined): boolean {
  return translatedFields(kind).every(
    (field) => !field.required || (texts?.[field.name] ?? "").trim() !== "",
  );
}

/** The languages a record is still to be written in; the site leaves it out of those. */
export function recordMissingLangs(
  kind: RecordKind,
  text: Partial<Record<Lang, RecordTexts>>,
): Lang[] {
  return LANGS.filter((lang) => !recordLangWritten(kind, text[lang]));
}

/**
 * The texts the site shows in each language (decision 106): a language's own when written in
 * full; for Spanish, the English ones when the editor allowed it (`spanishFallback`) and English
 * is written; otherwise none, and the record is off that language's site. The record stays
 * marked as missing Spanish (recordMissingLangs reads what the editor wrote, not this).
 */
export function recordShownTexts(
  kind: RecordKind,
  text: Partial<Record<Lang, RecordTexts>>,
  spanishFallback: boolean,
): Record<Lang, RecordTexts | null> {
  const own = (lang: Lang) => {
    const texts = text[lang];
    return texts && recordLangWritten(kind, texts) ? texts : null;
  };
  const en = own("en");
  return { en, es: own("es") ?? (spanishFallback ? en : null) };
}

/** Revisions kept per record: the newest; older ones go when a save passes the limit. */
export const RECORD_REVISIONS_KEPT = 30;

/** The kinds whose pages are addressed by an editable slug: an old one answers 301 (decision 107). */
export const REDIRECTED_KINDS = ["resort", "provider"] as const satisfies readonly RecordKind[];
export type RedirectedKind = (typeof REDIRECTED_KINDS)[number];
/**
 * A category's old slugs are kept under its catalog (decision 109): a slug is unique within a
 * catalog only (`wellness` is the magazine's and the activities'), so `record_redirects.kind`
 * names both, `category:1072`. A catalog never changes once a category is made.
 */
export const categoryRedirectKind = (catalogId: number) => `category:${catalogId}`;
/**
 * A place category's old Spanish words (decision 110), the first segment of its places' Spanish
 * addresses: one space for the directory, apart from the English slugs' (`category:1072`).
 */
export const SPANISH_WORD_REDIRECT_KIND = `category-es:${CATALOG.places}`;
/** A record's old slugs kept as redirects, as for items (decision 101); older ones go. */
export const RECORD_REDIRECTS_KEPT = 20;

// Geometry of zones: a point is [latitude, longitude].
export type LatLng = readonly [number, number];

/** Most points a zone's outline may have, and the fewest that make an area. */
export const POLYGON_MAX_POINTS = 200;
export const POLYGON_MIN_POINTS = 3;

/**
 * Whether `point` lies inside the closed ring `polygon` (first point not repeated), by ray
 * casting; a point on an edge counts as inside, so a centre placed on the outline is accepted.
 */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  const [y, x] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i] as LatLng;
    const [yj, xj] = polygon[j] as LatLng;
    if (onSegment(point, [yi, xi], [yj, xj])) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  if (Math.abs(cross) > 1e-12) return false;
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

/**
 * Reads a polygon as an editor types it without JavaScript: one `lat, lng` point per line
 * (blank lines ignored). Null when a line is not a point; the schema checks the rest.
 */
export function parsePolygonText(text: string): [number, number][] | null {
  const points: [number, number][] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === "") continue;
    const match = /^(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)$/.exec(trimmed);
    if (!match) return null;
    points.push([Number(match[1]), Number(match[2])]);
  }
  return points;
}

/** A polygon as the form's text: one `lat, lng` per line. */
export function polygonText(polygon: readonly LatLng[]): string {
  return polygon.map(([lat, lng]) => `${lat}, ${lng}`).join("\n");
}

/**
 * A visitor list with one record's entry swapped for its draft's (decision 108's previews): the
 * record's live entry taken out, and `entry` (null when the draft is not shown) put where its
 * `position` puts it among the others, whose places `positions` gives by id (ties by id, as the
 * site's reads order them).
 */
export function swapIntoList<T extends { id: number }>(
  list: readonly T[],
  id: number,
  entry: T | null,
  positions: ReadonlyMap<number, number>,
  position: number,
): T[] {
  const placeOf = (item: T) => (item.id === id ? position : (positions.get(item.id) ?? 0));
  const others = list.filter((item) => item.id !== id);
  return (entry ? [...others, { ...entry, id }] : others).sort(
    (a, b) => placeOf(a) - placeOf(b) || a.id - b.id,
  );
}
