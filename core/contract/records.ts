/**
 * The record editor's API (issue 15, decision 106): `/api/admin/records/:kind`, for editors
 * (and admins). One schema per kind (core/records.ts describes the same fields for the forms);
 * the back office's forms check what they post with these same schemas.
 */
import { z } from "zod";
import { bannerDatesProblem } from "../banners.ts";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../content-workflow.ts";
import { LANGS } from "../i18n.ts";
import {
  DESCRIPTION_MAX_LENGTH,
  MARKDOWN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PAGE_MAX_LENGTH,
  POLYGON_MAX_POINTS,
  POLYGON_MIN_POINTS,
  pointInPolygon,
  RECORD_KINDS,
  RESORT_PRICE_MAX,
  RESORT_STARS_MAX,
  RESORT_STARS_MIN,
  type RecordKind,
  URL_MAX_LENGTH,
  WEIGHT_MAX,
} from "../records.ts";
import { adminPageQuery } from "./admin.ts";
import { idSchema, storedText } from "./common.ts";

export const recordKindSchema = z.enum(RECORD_KINDS);

const text = (max: number) => storedText().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .default("")
    .transform((value) => (value === "" ? null : value))
    .or(z.null())
    .default(null);
const needed = (max: number, what: string) =>
  text(max).refine((value) => value !== "", { error: `${what} is needed` });

/**
 * A record's texts in both languages: English needs every required field (`needed`), Spanish
 * may still be empty (the record then stays off the Spanish site, marked as missing).
 */
function bothLangs<
  S extends Record<string, number>,
  O extends z.ZodRawShape = Record<never, never>,
>(required: S, label: Record<keyof S, string>, optional: O = {} as O) {
  const english = Object.fromEntries(
    Object.entries(required).map(([name, max]) => [
      name,
      needed(max, `an English ${label[name as keyof S]}`),
    ]),
  ) as unknown as { [K in keyof S]: z.ZodString };
  const spanish = Object.fromEntries(
    Object.entries(required).map(([name, max]) => [name, text(max).default("")]),
  ) as unknown as { [K in keyof S]: z.ZodDefault<z.ZodString> };
  return z.strictObject({
    en: z.strictObject({ ...english, ...optional }),
    es: z.strictObject({ ...spanish, ...optional }),
  });
}

const PICTURE_PATH = /^\/img\/[0-9a-f]{64}\/[^/?#\s]+$/;

/** A photo: a picture's address under `/img/` (the library's or a bundled drawing), or none. */
const photoSchema = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH)
  .refine((value) => value === "" || PICTURE_PATH.test(value), {
    error: "choose a photo from the library",
  })
  .transform((value) => (value === "" ? null : value))
  .or(z.null())
  .default(null);

/** A language's own picture: a photo's address, or "" for the record's own picture. */
const langPhotoSchema = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH)
  .refine((value) => value === "" || PICTURE_PATH.test(value), {
    error: "choose a photo from the library",
  })
  .default("");

/** Puerto Vallarta and the bay around it: a point outside is a typing mistake. */
const latitude = z.number().min(19.9).max(21.3);
const longitude = z.number().min(-105.8).max(-104.8);
export const pointSchema = z.strictObject({ lat: latitude, lng: longitude });

const weightSchema = z.int().min(0).max(WEIGHT_MAX).default(0);
const webAddress = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH)
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/.test(value), {
    error: "a web address starting with https://",
  })
  .transform((value) => (value === "" ? null : value))
  .or(z.null())
  .default(null);

/**
 * What every kind's document has besides its own fields: whether the Spanish site may show the
 * English text while Spanish is not written in full (decision 106, as items' `spanishFallback`),
 * and the revision the editor started from (a save over a newer one is refused with 409).
 */
const recordShared = {
  spanishFallback: z.boolean().default(false),
  baseRevision: z.int().min(0).optional(),
};

/**
 * A booth or provider taken off the site (decision 111). A revision saved before the field
 * existed reads as not archived, so restoring it brings the record back.
 */
const archivedSchema = z.boolean().default(false);

export const teamDocumentSchema = z.strictObject({
  nickname: needed(80, "a name"),
  photo: photoSchema,
  weight: weightSchema,
  active: z.boolean().default(true),
  text: bothLangs({ role: NAME_MAX_LENGTH }, { role: "role" }),
  ...recordShared,
});

export const boothDocumentSchema = z.strictObject({
  position: pointSchema,
  photo: photoSchema,
  url: webAddress,
  weight: weightSchema,
  archived: archivedSchema,
  text: bothLangs(
    { name: NAME_MAX_LENGTH, description: DESCRIPTION_MAX_LENGTH },
    { name: "name", description: "description" },
  ),
  ...recordShared,
});

/** A slug's text as typed: trimmed, lower case, the slugs' rules (empty passes). */
const slugText = (example: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(SLUG_MAX_LENGTH)
    .refine((slug) => slug === "" || SLUG_PATTERN.test(slug), {
      error: `use lower-case letters, digits and single dashes (like ${example})`,
    });

/** A slug as typed: empty asks for one made from the English name (or keeps the one a record
 * has); it may change later, the old one redirecting (decisions 107, 109). */
const madeSlug = () => slugText("street-food").default("");

/** A Spanish word as typed: no default, so a document without it keeps the one it has. */
const spanishWord = () => slugText("playas").optional();

export const providerDocumentSchema = z.strictObject({
  name: needed(NAME_MAX_LENGTH, "a name"),
  slug: madeSlug(),
  zoneId: idSchema.nullable().default(null),
  photo: photoSchema,
  phone: optionalText(40),
  whatsapp: optionalText(40),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === "" || z.email().safeParse(value).success, {
      error: "an e-mail address like name@example.com",
    })
    .transform((value) => (value === "" ? null : value))
    .or(z.null())
    .default(null),
  website: webAddress,
  address: optionalText(300),
  archived: archivedSchema,
  text: bothLangs({ description: MARKDOWN_MAX_LENGTH }, { description: "description" }),
  ...recordShared,
});

/** A resort option (spec §3 GenericResortView, decision 107). */
export const resortDocumentSchema = z.strictObject({
  name: needed(NAME_MAX_LENGTH, "a name"),
  slug: madeSlug(),
  stars: z
    .int({ error: `a whole number of stars from ${RESORT_STARS_MIN} to ${RESORT_STARS_MAX}` })
    .min(RESORT_STARS_MIN)
    .max(RESORT_STARS_MAX),
  priceUsd: z.int({ error: "a price a night in whole US dollars" }).min(1).max(RESORT_PRICE_MAX),
  zoneId: idSchema,
  position: pointSchema,
  address: needed(300, "an address"),
  photo: photoSchema,
  photo2: photoSchema,
  photo3: photoSchema,
  weight: weightSchema,
  shown: z.boolean().default(true),
  text: bothLangs({ description: MARKDOWN_MAX_LENGTH }, { description: "description" }),
  ...recordShared,
});

export const zoneDocumentSchema = z
  .strictObject({
    center: pointSchema,
    polygon: z
      .array(z.tuple([latitude, longitude]))
      .min(POLYGON_MIN_POINTS, { error: `an outline needs at least ${POLYGON_MIN_POINTS} points` })
      .max(POLYGON_MAX_POINTS, { error: `an outline has at most ${POLYGON_MAX_POINTS} points` }),
    photo: photoSchema,
    weight: weightSchema,
    text: bothLangs(
      { name: NAME_MAX_LENGTH, description: DESCRIPTION_MAX_LENGTH },
      { name: "name", description: "description" },
    ),
    ...recordShared,
  })
  .refine((zone) => pointInPolygon([zone.center.lat, zone.center.lng], zone.polygon), {
    error: "the centre must lie inside the outline",
    path: ["center"],
  });

export const bannerDocumentSchema = z
  .strictObject({
    startsOn: z.iso.date({ error: "a date like 2026-12-20" }),
    endsOn: z.iso.date({ error: "a date like 2027-01-06" }),
    repeatsYearly: z.boolean().default(false),
    photo: z
      .string()
      .trim()
      .refine((value) => PICTURE_PATH.test(value), { error: "choose a photo from the library" }),
    linkPath: z
      .string()
      .trim()
      .max(200)
      .refine((value) => /^\/[a-z0-9\-/]*$/.test(value) && !value.startsWith("//"), {
        error: "a path of this site, like /visit-vallarta",
      })
      .default("/visit-vallarta"),
    weight: weightSchema,
    text: bothLangs(
      { title: 200, alt: 300 },
      { title: "title", alt: "picture description" },
      { picture: langPhotoSchema },
    ),
    ...recordShared,
  })
  .superRefine((banner, context) => {
    const problem = bannerDatesProblem(banner);
    if (problem === "endsBeforeStart") {
      context.addIssue({
        code: "custom",
        path: ["endsOn"],
        message: "the end comes before the start",
      });
    } else if (problem === "longerThanAYear") {
      context.addIssue({
        code: "custom",
        path: ["endsOn"],
        message: "a yearly banner lasts less than a year",
      });
    }
  });

export const pageDocumentSchema = z.strictObject({
  updated: z.iso.date({ error: "a date like 2026-11-26" }),
  text: bothLangs(
    { title: 200, description: 300, body: PAGE_MAX_LENGTH },
    { title: "title", description: "summary", body: "text" },
  ),
  ...recordShared,
});

export const categoryDocumentSchema = z.strictObject({
  catalogId: idSchema,
  slug: madeSlug(),
  /**
   * A place category's Spanish word for its places' addresses (decision 110): empty, the English
   * slug serves both languages; left out (an API caller's older document), it stays as it is.
   */
  spanishSlug: spanishWord(),
  weight: weightSchema,
  text: bothLangs({ name: NAME_MAX_LENGTH }, { name: "name" }),
  ...recordShared,
});

/** A sub-catalog (spec §7 dependent fields): a catalog of its own under one category. */
export const subcatalogDocumentSchema = z.strictObject({
  parentCategoryId: idSchema,
  slug: madeSlug(),
  weight: weightSchema,
  text: bothLangs({ name: NAME_MAX_LENGTH }, { name: "name" }),
  ...recordShared,
});

/** Each kind's document schema: what a create or a save sends. */
export const RECORD_SCHEMAS = {
  team: teamDocumentSchema,
  booth: boothDocumentSchema,
  provider: providerDocumentSchema,
  resort: resortDocumentSchema,
  zone: zoneDocumentSchema,
  banner: bannerDocumentSchema,
  page: pageDocumentSchema,
  category: categoryDocumentSchema,
  subcatalog: subcatalogDocumentSchema,
} as const satisfies Record<RecordKind, z.ZodType>;

export type RecordDocuments = { [K in RecordKind]: z.output<(typeof RECORD_SCHEMAS)[K]> };
export type RecordDocument = RecordDocuments[RecordKind];

export const recordListQuerySchema = z.strictObject({
  ...adminPageQuery,
  q: storedText().trim().max(100).optional(),
  /** Only the records with a draft waiting (decision 108). */
  drafts: z.stringbool().optional(),
  /** Only the records off the site: hidden (team, resorts) or archived (booths, providers). */
  hidden: z.stringbool().optional(),
});
export type RecordListQuery = z.infer<typeof recordListQuerySchema>;

export const recordKindParams = z.strictObject({ kind: recordKindSchema });
export const recordParams = recordKindParams.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const recordRevisionParams = recordParams.extend({
  revision: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * What a create or a save sends: the kind's own document (RECORD_SCHEMAS, checked by the
 * handler against the kind the path names; its refusals name each field like any other 400).
 */
export const recordBodySchema = z.record(z.string(), z.unknown());

const missingLangs = z.array(z.enum(LANGS));

/**
 * A draft's save (decision 108): the kind's document, and optionally `publishAt`, an instant in
 * the future at which the site publishes it. The handler takes `publishAt` off and checks the
 * rest with the kind's schema.
 */
export const recordDraftPublishAtSchema = z.iso.datetime({ offset: true }).optional();

/** The draft a record has waiting: its revision, and when it is scheduled, if it is. */
const recordDraftSchema = z.object({ revision: z.int(), publishAt: z.string().nullable() });

/** A record as the edit screen shows it: its document, what's missing, its revision. */
export const recordViewSchema = z.object({
  id: z.int(),
  kind: recordKindSchema,
  title: z.string(),
  document: z.record(z.string(), z.unknown()),
  missingLangs,
  /** False when hidden from visitors (a team member no longer active). */
  shown: z.boolean(),
  revision: z.int(),
  /** The draft the form shows, while the site still shows the live version; or null. */
  draft: recordDraftSchema.nullable(),
});
export type RecordView = {
  id: number;
  kind: RecordKind;
  title: string;
  document: RecordDocument;
  missingLangs: ("en" | "es")[];
  shown: boolean;
  revision: number;
  draft: { revision: number; publishAt: string | null } | null;
};

/** A line of a kind's list. */
export const recordSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  missingLangs,
  /** The live version lets Spanish show the English text while it is missing. */
  spanishFallback: z.boolean(),
  shown: z.boolean(),
  /** A draft is waiting to be published (decision 108). */
  draft: z.boolean(),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;

export const recordRevisionSchema = z.object({
  number: z.int(),
  reason: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  title: z.string(),
});
export type RecordRevisionView = z.infer<typeof recordRevisionSchema>;
