import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Review, ReviewCreated } from "../../../core/contract/review.ts";
import type { Lang } from "../../../core/i18n.ts";
import { memberReviewAuthor } from "../../../core/review-author.ts";
import { newReviewStatus } from "../../../core/review-moderation.ts";
import type { Db } from "../../db/client.ts";
import { anyOf } from "../../db/id-list.ts";
import { items, reviews } from "../../db/schema/index.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { InputError } from "../errors.ts";
import { defineService } from "../registry.ts";

export type NewReview = {
  review: string;
  rating: number;
  sysItemTypeID: number;
  itemID: number;
  author?: string | undefined;
};

export type RatingSummary = { average: number; count: number };

function present(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    author: row.author,
    AuthorAvatar: row.authorAvatar,
    rating: row.rating,
    review: row.review,
    dateCreated: row.createdAt.toISOString(),
  };
}

/**
 * Reviews of places and activities (spec §3, §5, §7). Published reviews are content (pages show
 * them): `contentChanged` tells the content version this process published one (decision 058);
 * a review waiting for a moderator changes no page, so it bumps nothing (decision 085).
 */
export function createReviewsService(db: Db, contentChanged: () => void) {
  async function itemExists(sysItemTypeID: number, itemID: number): Promise<boolean> {
    const [row] = await db
      .select({ id: items.id })
      .from(items)
      .where(
        and(
          eq(items.id, itemID),
          eq(items.sysItemTypeId, sysItemTypeID),
          eq(items.published, true),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  return {
    /**
     * Saves a review; a signed-in visitor is named by their account and published at once,
     * anyone else is named by `author` and waits for a moderator (decision 085).
     */
    async create(
      input: NewReview,
      user: SessionUser | undefined,
      lang: Lang,
    ): Promise<ReviewCreated> {
      if (!(await itemExists(input.sysItemTypeID, input.itemID))) {
        throw new InputError(
          "itemID",
          `there is no item ${input.itemID} of type ${input.sysItemTypeID} to review`,
        );
      }
      const author = user ? memberReviewAuthor(user) : input.author;
      if (!author) {
        throw new InputError("author", "tell us the name to show with your review");
      }
      const [row] = await db
        .insert(reviews)
        .values({
          itemId: input.itemID,
          userId: user?.id ?? null,
          author,
          authorAvatar: user?.avatar ?? null,
          rating: input.rating,
          review: input.review,
          lang,
          status: newReviewStatus(user !== undefined),
        })
        .returning();
      if (!row) throw new Error("review insert returned no row");
      if (row.status === "published") contentChanged();
      return { ...present(row), status: row.status === "published" ? "published" : "pending" };
    },

    /** Published reviews of one item, newest first, with their total. */
    async list(sysItemTypeID: number, itemID: number, page = 1, pageSize = 20) {
      const where = and(
        eq(reviews.itemId, itemID),
        eq(reviews.status, "published"),
        sql`EXISTS (SELECT 1 FROM ${items} WHERE ${items.id} = ${reviews.itemId} AND ${items.sysItemTypeId} = ${sysItemTypeID})`,
      );
      const rows = await db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(reviews).where(where);
      return { reviews: rows.map(present), total: total?.n ?? 0 };
    },

    /** Average rating and count per item, for pages and cards. */
    async summaries(itemIds: number[]): Promise<Map<number, RatingSummary>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({
          itemId: reviews.itemId,
          average: sql<number>`avg(${reviews.rating})`.mapWith(Number),
          count: count(),
        })
        .from(reviews)
        .where(and(anyOf(reviews.itemId, itemIds), eq(reviews.status, "published")))
        .groupBy(reviews.itemId);
      return new Map(rows.map((row) => [row.itemId, { average: row.average, count: row.count }]));
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** `services.reviews`: it registers itself (server/services/registry.ts). */
export const service = defineService(({ db, contentChanged }) =>
  createReviewsService(db, contentChanged),
);
declare module "../registry.ts" {
  interface RegisteredServices {
    reviews: ReviewsService;
  }
}
