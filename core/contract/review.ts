import { z } from "zod";
import { AUTHOR_NAME_MAX_LENGTH, RATING, REVIEW_MAX_LENGTH } from "../constants.ts";
import { MAX_PAGE } from "../pagination.ts";
import type { NewReviewStatus } from "../review-moderation.ts";
import { idSchema, storedText } from "./common.ts";

const sysItemTypeId = z.int().min(1).max(100);

/**
 * Spec §7 `POST /reviews` `{review, rating, sysItemTypeID, itemID}` with spec §5's rules: the
 * comment is required and trimmed, with no minimum length beyond that ("Nice" is a review,
 * docs/decisions/141); the rating defaults to 5 and goes from 1 to 5. `author` is the display
 * name of an anonymous reviewer; a signed-in one is named by their account (accounts issue), so
 * it stays optional here.
 */
export const reviewCreateSchema = z.strictObject({
  review: storedText().trim().min(1, "write your review").max(REVIEW_MAX_LENGTH),
  rating: z.int().min(RATING.min).max(RATING.max).default(RATING.default),
  sysItemTypeID: sysItemTypeId,
  itemID: idSchema,
  author: storedText().trim().min(2).max(AUTHOR_NAME_MAX_LENGTH).optional(),
});
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

export const reviewSearchSchema = z.strictObject({
  sysItemTypeID: sysItemTypeId,
  itemID: idSchema,
  page: z.int().min(1).max(MAX_PAGE).optional(),
  pageSize: z.int().min(1).max(100).optional(),
});

/** Spec §3 Review, plus when it was written. */
export const reviewSchema = z.object({
  id: z.int(),
  author: z.string(),
  AuthorAvatar: z.string().nullable(),
  rating: z.int(),
  review: z.string(),
  dateCreated: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/**
 * What `POST /reviews` answers: the review and where it stands. A member's is `published` at
 * once; an anonymous visitor's is `pending` until a moderator approves it (decision 085).
 */
export const reviewCreatedSchema = reviewSchema.extend({
  status: z.enum(["pending", "published"] satisfies NewReviewStatus[]),
});
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;
