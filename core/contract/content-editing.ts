/**
 * The editing workflow's API (issue 15, decisions 100–102): `/api/admin/content`, for editors
 * (and admins). The back office's forms check what they post with these same schemas.
 */
import { z } from "zod";
import {
  BODY_MAX_LENGTH,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  type ContentKind,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from "../content-workflow.ts";
import { localTime } from "../dates.ts";
import { LANGS } from "../i18n.ts";
import { recurrenceProblem } from "../recurrence.ts";
import { adminPageQuery } from "./admin.ts";
import { idSchema, storedText } from "./common.ts";
import {
  localDaySchema,
  localTimeSchema,
  recurrenceSchema,
  recurrenceViewSchema,
} from "./recurrence.ts";

export const contentKindSchema = z.enum(CONTENT_KINDS);
export const contentStatusSchema = z.enum(CONTENT_STATUSES);

/** The list's filters: kind, status, a language still to write (`gap`), words of the title. */
export const contentQuerySchema = z.strictObject({
  ...adminPageQuery,
  kind: contentKindSchema.optional(),
  status: contentStatusSchema.optional(),
  gap: z.enum(LANGS).optional(),
  q: storedText().trim().max(100).optional(),
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;

/** One language as the editor writes it: the body is Markdown (HTML allowed, sanitised). */
export const editedTextSchema = z.strictObject({
  title: storedText().trim().max(TITLE_MAX_LENGTH),
  summary: storedText().trim().max(SUMMARY_MAX_LENGTH).default(""),
  body: storedText().trim().max(BODY_MAX_LENGTH).default(""),
});

/** A slug as typed: empty asks for one made from the English title. */
export const slugInputSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX_LENGTH)
  .refine((slug) => slug === "" || SLUG_PATTERN.test(slug), {
    error: "use lower-case letters, digits and single dashes (like playa-los-muertos)",
  });

/** The facts every kind's document has: texts side by side, slug, category and zone. */
const documentBase = {
  slug: slugInputSchema.default(""),
  spanishFallback: z.boolean().default(false),
  /** The item's category in its catalog (a place's path starts with it; an article's section). */
  categoryId: idSchema.nullable().default(null),
  zoneId: idSchema.nullable().default(null),
  text: z.strictObject({
    en: editedTextSchema.refine((text) => text.title !== "", {
      error: "an English title is needed",
      path: ["title"],
    }),
    es: editedTextSchema,
  }),
  /**
   * The revision the editor started from: a save over a newer one (someone else saved in the
   * meantime) is refused with 409 instead of silently undoing their work.
   */
  baseRevision: z.int().min(0).optional(),
};

/** An event's occurrence and rule, checked together: the end after the start, a rule it fits. */
const eventFields = z
  .strictObject({
    kind: z.literal("event"),
    ...documentBase,
    /** The first (or current) occurrence, Puerto Vallarta's wall-clock time. */
    start: localTimeSchema,
    end: localTimeSchema,
    recurrence: recurrenceSchema.default({ type: "none" }),
  })
  .superRefine((event, context) => {
    // Only once both times are valid: their own errors are reported already.
    if (!localTimeSchema.safeParse(event.start).success) return;
    if (!localTimeSchema.safeParse(event.end).success) return;
    if (!event.recurrence) return;
    const problem = recurrenceProblem(event.recurrence, {
      start: localTime(event.start),
      end: localTime(event.end),
    });
    if (problem === null) return;
    const path =
      problem === "noWeekday"
        ? ["recurrence", "weekdays"]
        : problem === "untilBeforeStart"
          ? ["recurrence", "until"]
          : ["end"];
    context.addIssue({ code: "custom", message: EVENT_PROBLEMS[problem], path });
  });

const EVENT_PROBLEMS = {
  endBeforeStart: "the end must come after the start",
  tooLong:
    "too long for its repetition: a weekly occurrence lasts a day at most, a yearly one less than a year",
  noWeekday: "choose at least one weekday",
  untilBeforeStart: "the season ends before its first occurrence",
} as const;

/**
 * What an editor saves, one shape per kind (told apart by `kind`): both languages side by side,
 * the facts every page's path needs, and each kind's own: an article's date, an event's
 * occurrence and repetition, a benefit's partner.
 */
const placeFields = z.strictObject({ kind: z.literal("place"), ...documentBase });
const activityFields = z.strictObject({ kind: z.literal("activity"), ...documentBase });
const articleFields = z.strictObject({
  kind: z.literal("article"),
  ...documentBase,
  /** The date the magazine shows under the title. */
  date: localDaySchema,
});
const benefitFields = z.strictObject({
  kind: z.literal("benefit"),
  ...documentBase,
  /** The partner (a provider) who gives the benefit: it is shown on their page. */
  providerId: idSchema,
});
export const contentDocumentSchema = z.discriminatedUnion("kind", [
  placeFields,
  activityFields,
  articleFields,
  eventFields,
  benefitFields,
]);
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
/** A kind's document, e.g. `DocumentOf<"event">`. */
export type DocumentOf<K extends ContentKind> = Extract<ContentDocument, { kind: K }>;

/** Put a library photo on the item (null takes it off: the drawing shows again). */
export const contentPhotoSchema = z.strictObject({ photoId: idSchema.nullable() });
export type ContentPhoto = z.infer<typeof contentPhotoSchema>;

/**
 * A new item is a document, and the library photo it shows from the start (decision 098: the
 * same `photoId` as putting one on later; none, the default, shows the drawing). Its kind decides
 * its catalog. An edit leaves the photo to its own endpoint, so the document has no `photoId`.
 */
const createFields = { photoId: contentPhotoSchema.shape.photoId.default(null) };
export const contentCreateSchema = z.discriminatedUnion("kind", [
  placeFields.extend(createFields),
  activityFields.extend(createFields),
  articleFields.extend(createFields),
  // Its checks of start, end and repetition stay (`extend` would refuse a refined object).
  eventFields.safeExtend(createFields),
  benefitFields.extend(createFields),
]);
export type ContentCreate = z.infer<typeof contentCreateSchema>;

/** Move an item: publish now, schedule (`publishAt`, in the future), unpublish, archive. */
export const contentMoveSchema = z
  .strictObject({ status: contentStatusSchema, publishAt: z.iso.datetime().optional() })
  .refine((move) => (move.status === "scheduled") === (move.publishAt !== undefined), {
    error: "publishAt goes with status scheduled, and only with it",
    path: ["publishAt"],
  });
export type ContentMove = z.infer<typeof contentMoveSchema>;

export const contentParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const revisionParamsSchema = contentParamsSchema.extend({
  revision: z.coerce.number().int().positive().max(2_147_483_647),
});

const editedTextView = z.object({ title: z.string(), summary: z.string(), body: z.string() });

const itemViewBase = {
  id: z.int(),
  status: contentStatusSchema,
  publishAt: z.string().nullable(),
  slug: z.string(),
  spanishFallback: z.boolean(),
  categoryId: z.int().nullable(),
  zoneId: z.int().nullable(),
  text: z.object({ en: editedTextView, es: editedTextView }),
  missingLangs: z.array(z.enum(LANGS)),
  /** The visitor's page (English path; `/es` + it in Spanish), published or not. */
  path: z.string(),
  revision: z.int(),
  updatedAt: z.string(),
  /** The library photo shown instead of the drawing (decision 098), or null. */
  photoId: z.int().nullable(),
};

/** An item as the edit screen shows it: the document's fields, as the item has them now. */
export const contentItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("place"), ...itemViewBase }),
  z.object({ kind: z.literal("activity"), ...itemViewBase }),
  z.object({ kind: z.literal("article"), ...itemViewBase, date: z.string() }),
  z.object({
    kind: z.literal("event"),
    ...itemViewBase,
    start: z.string(),
    end: z.string(),
    recurrence: recurrenceViewSchema,
  }),
  z.object({ kind: z.literal("benefit"), ...itemViewBase, providerId: z.int() }),
]);
export type ContentItemView = z.infer<typeof contentItemSchema>;

/** A line of the list. */
export const contentSummarySchema = z.object({
  id: z.int(),
  kind: contentKindSchema,
  status: contentStatusSchema,
  publishAt: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  missingLangs: z.array(z.enum(LANGS)),
  spanishFallback: z.boolean(),
  updatedAt: z.string(),
});
export type ContentSummaryView = z.infer<typeof contentSummarySchema>;

export const revisionSchema = z.object({
  number: z.int(),
  reason: z.string(),
  status: contentStatusSchema,
  authorName: z.string(),
  createdAt: z.string(),
  title: z.string(),
  slug: z.string(),
});
export type RevisionView = z.infer<typeof revisionSchema>;
