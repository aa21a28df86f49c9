/** Review moderation's API (issue 14, decision 085): `/api/admin/reviews`, for moderators. */
import { z } from "zod";
import { LANGS } from "../i18n.ts";
import { MODERATION_REASON_MAX_LENGTH, REVIEW_STATUSES } from "../review-moderation.ts";
import { adminPageQuery } from "./admin.ts";
import { langSchema, storedText } from "./common.ts";

export const reviewStatusSchema = z.enum(REVIEW_STATUSES);

/**
 * The queue's filters: a status (else every review, pending first), an item, the language the
 * review was written in (`language`; `lang` is the answer's own, as everywhere in the API), and
 * the order after pending first: oldest (the longest wait on top) or newest.
 */
export const moderationQuerySchema = z.strictObject({
  ...adminPageQuery,
  status: reviewStatusSchema.optional(),
  itemID: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  language: z.enum(LANGS).optional(),
  order: z.enum(["oldest", "newest"]).default("oldest"),
  lang: langSchema.optional(),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

/** A review as moderators see it, with the item it is about (its title in the answer's language). */
export const moderatedReviewSchema = z.object({
  id: z.int(),
  status: reviewStatusSchema,
  author: z.string(),
  /** Sent by a signed-in member (published at once) rather than an anonymous visitor. */
  member: z.boolean(),
  rating: z.int(),
  review: z.string(),
  lang: langSchema,
  dateCreated: z.string(),
  dateModerated: z.string().nullable(),
  /** Why it was rejected or taken down; staff only. */
  reason: z.string().nullable(),
  item: z.object({
    id: z.int(),
    sysItemTypeID: z.int(),
    title: z.string(),
    /** The item's page (English path), or null for a kind of item without one. */
    path: z.string().nullable(),
  }),
});
export type ModeratedReviewView = z.infer<typeof moderatedReviewSchema>;

export const moderationParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Rejecting and taking down say why: the moderators who come next read it. */
export const moderationReasonSchema = z.strictObject({
  reason: storedText().trim().min(3).max(MODERATION_REASON_MAX_LENGTH),
});
