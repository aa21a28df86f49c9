import { and, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import { CATALOG } from "../../../core/constants.ts";
import type { Lang } from "../../../core/i18n.ts";
import {
  moderatedStatus,
  REFUSED_REVIEW_RETENTION_DAYS,
  REFUSED_REVIEW_STATUSES,
  REVIEW_MODERATION,
  type ReviewAction,
  type ReviewStatus,
} from "../../../core/review-moderation.ts";
import { activityPath, placePath } from "../../../core/urls.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { reviews } from "../../db/schema/index.ts";
import type { AuditActor, AuditService } from "../audit/service.ts";

/** A review as a moderator sees it: the text, who sent it, and the item it is about. */
export type ModeratedReview = {
  id: number;
  status: ReviewStatus;
  author: string;
  /** Sent by a signed-in member (published at once) rather than an anonymous visitor. */
  member: boolean;
  rating: number;
  review: string;
  lang: Lang;
  dateCreated: string;
  dateModerated: string | null;
  reason: string | null;
  item: { id: number; sysItemTypeID: number; title: string; path: string | null };
};

export type ModerationQuery = {
  status?: ReviewStatus | undefined;
  itemID?: number | undefined;
  language?: Lang | undefined;
  order: "oldest" | "newest";
  page: number;
  pageSize: number;
};

export type ModerationOutcome =
  | { kind: "done"; review: ModeratedReview }
  | { kind: "missing" }
  /** The action does not apply to the review as it now stands (another moderator was first). */
  | { kind: "conflict"; status: ReviewStatus };

type Row = {
  id: number;
  status: ReviewStatus;
  author: string;
  user_id: number | null;
  rating: number;
  review: string;
  lang: Lang;
  created_at: string | Date;
  moderated_at: string | Date | null;
  moderation_reason: string | null;
  item_id: number;
  sys_item_type_id: number;
  catalog_id: number;
  friendly_url: string;
  title: string | null;
  zone_slug: string | null;
  category_slug: string | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** The item's page, as the sitemap builds it (server/services/sitemap/sources.ts). */
function itemPath(row: Row): string | null {
  const zone = row.zone_slug ?? undefined;
  if (row.catalog_id === CATALOG.places) {
    const categories = row.category_slug ? [{ slug: row.category_slug }] : [];
    return placePath({ friendlyUrl: row.friendly_url, categories }, zone);
  }
  if (row.catalog_id === CATALOG.activities) return activityPath(zone, row.friendly_url);
  return null;
}

function present(row: Row): ModeratedReview {
  return {
    id: row.id,
    status: row.status,
    author: row.author,
    member: row.user_id !== null,
    rating: row.rating,
    review: row.review,
    lang: row.lang,
    dateCreated: iso(row.created_at),
    dateModerated: row.moderated_at === null ? null : iso(row.moderated_at),
    reason: row.moderation_reason,
    item: {
      id: row.item_id,
      sysItemTypeID: row.sys_item_type_id,
      title: row.title ?? row.friendly_url,
      path: itemPath(row),
    },
  };
}

/** Pending first (the work to do), then by age: by default the longest wait is on top. */
const QUEUE_ORDER = {
  oldest: sql`(r.status = 'pending') DESC, r.created_at ASC, r.id ASC`,
  newest: sql`(r.status = 'pending') DESC, r.created_at DESC, r.id DESC`,
} as const;

/**
 * Review moderation (issue 14, decision 085): the queue, the four actions, and the prune of
 * refused reviews. Every action is recorded by the audit service in the same transaction as the
 * change; a change of what visitors see (to or from published) tells the caches at once.
 */
export function createReviewModeration(
  db: Db,
  audit: Pick<AuditService, "record">,
  contentChanged: () => void,
) {
  /** Reviews with their item's title (in `lang`, else English) and what its path needs. */
  const select = (lang: Lang, where: SQL, tail: SQL = sql``) =>
    queryRows<Row>(
      db,
      sql`SELECT r.id, r.status, r.author, r.user_id, r.rating, r.review, r.lang, r.created_at,
          r.moderated_at, r.moderation_reason, i.id AS item_id, i.sys_item_type_id, i.catalog_id,
          i.friendly_url,
          coalesce(
            (SELECT t.title FROM item_translations t WHERE t.item_id = i.id AND t.lang = ${lang}),
            (SELECT t.title FROM item_translations t WHERE t.item_id = i.id AND t.lang = 'en')
          ) AS title,
          (SELECT z.slug FROM zones z WHERE z.id = i.zone_id) AS zone_slug,
          (SELECT c.slug FROM item_categories ic JOIN categories c ON c.id = ic.category_id
            WHERE ic.item_id = i.id
            ORDER BY (c.catalog_id <> i.catalog_id), c.weight, c.id LIMIT 1) AS category_slug
        FROM reviews r JOIN items i ON i.id = r.item_id
        WHERE ${where} ${tail}`,
    );

  async function one(id: number, lang: Lang): Promise<ModeratedReview | undefined> {
    const [row] = await select(lang, sql`r.id = ${id}`);
    return row ? present(row) : undefined;
  }

  return {
    /** A page of the queue, filtered; `total` counts every review that matches. */
    async queue(query: ModerationQuery, lang: Lang) {
      const where = sql.join(
        [
          sql`true`,
          ...(query.status ? [sql`r.status = ${query.status}`] : []),
          ...(query.itemID ? [sql`r.item_id = ${query.itemID}`] : []),
          ...(query.language ? [sql`r.lang = ${query.language}`] : []),
        ],
        sql` AND `,
      );
      const [rows, [counted]] = await Promise.all([
        select(
          lang,
          where,
          sql`ORDER BY ${QUEUE_ORDER[query.order]} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
        ),
        queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM reviews r WHERE ${where}`),
      ]);
      return {
        items: rows.map(present),
        total: counted?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** One review as the queue shows it, or undefined. */
    one,

    /** An item's title in `lang` (else English), for the queue filtered by it; null if none. */
    async itemTitle(itemID: number, lang: Lang): Promise<string | null> {
      const [row] = await queryRows<{ title: string }>(
        db,
        sql`SELECT t.title FROM item_translations t WHERE t.item_id = ${itemID}
          ORDER BY (t.lang = ${lang}) DESC, (t.lang = 'en') DESC LIMIT 1`,
      );
      return row?.title ?? null;
    },

    /**
     * Applies `action` to review `id`: the row is locked, checked against the action's rule,
     * changed and audited in one transaction, so two moderators acting at once get one change
     * and one conflict, and no change is left unaudited.
     */
    async moderate(
      id: number,
      action: ReviewAction,
      reason: string | undefined,
      actor: AuditActor,
      lang: Lang,
    ): Promise<ModerationOutcome> {
      const outcome = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            status: reviews.status,
            moderationReason: reviews.moderationReason,
            moderatedAt: reviews.moderatedAt,
          })
          .from(reviews)
          .where(eq(reviews.id, id))
          .for("update");
        if (!before) return { kind: "missing" } as const;
        const to = moderatedStatus(before.status, action);
        if (to === undefined) return { kind: "conflict", status: before.status } as const;
        const [after] = await tx
          .update(reviews)
          .set({
            status: to,
            moderationReason: REVIEW_MODERATION[action].needsReason ? (reason ?? null) : null,
            moderatedAt: sql`now()`,
          })
          .where(eq(reviews.id, id))
          .returning({
            status: reviews.status,
            moderationReason: reviews.moderationReason,
            moderatedAt: reviews.moderatedAt,
          });
        await audit.record(
          { actor, action: `review.${action}`, entity: "review", id, before, after },
          tx,
        );
        return {
          kind: "done",
          published: before.status === "published" || to === "published",
        } as const;
      });
      if (outcome.kind !== "done") return outcome;
      // The trigger announces the change too (decision 058); this makes it known at once here.
      if (outcome.published) contentChanged();
      const review = await one(id, lang);
      if (!review) return { kind: "missing" };
      return { kind: "done", review };
    },

    /**
     * Deletes refused reviews (rejected, spam, taken down) decided on more than
     * REFUSED_REVIEW_RETENTION_DAYS ago, a bounded batch a pass (decision 085).
     */
    async prune(batch = 5_000): Promise<number> {
      const gone = await db
        .delete(reviews)
        .where(
          sql`${reviews.id} IN (SELECT id FROM ${reviews} WHERE ${and(
            inArray(reviews.status, [...REFUSED_REVIEW_STATUSES]),
            lt(
              reviews.moderatedAt,
              sql`now() - make_interval(days => ${REFUSED_REVIEW_RETENTION_DAYS})`,
            ),
          )} LIMIT ${batch})`,
        )
        .returning({ id: reviews.id });
      return gone.length;
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
