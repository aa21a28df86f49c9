/**
 * The editing workflow's API (issue 15, decisions 100–102): `/api/admin/content`, for editors
 * (and admins). The back office's forms check what they post with these same schemas.
 */
import { z } from "zod";
import {
  BODY_MAX_LENGTH,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from "../content-workflow.ts";
import { LANGS } from "../i18n.ts";
import { adminPageQuery } from "./admin.ts";
import { idSchema, storedText } from "./common.ts";

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

/** What an editor saves: both languages side by side and the facts a page's path needs. */
export const contentDocumentSchema = z.strictObject({
  slug: slugInputSchema.default(""),
  spanishFallback: z.boolean().default(false),
  /** A place's category (its path's first segment); activities may name one too. */
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
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

export const contentCreateSchema = contentDocumentSchema.extend({ kind: contentKindSchema });
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

/** An item as the edit screen shows it. */
export const contentItemSchema = z.object({
  id: z.int(),
  kind: contentKindSchema,
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
});
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
