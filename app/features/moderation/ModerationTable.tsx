import { Form, Link } from "react-router";
import type { ModeratedReviewView } from "../../../core/contract/moderation.ts";
import { actionsFor } from "../../../core/review-moderation.ts";
import { needMessages, useLang, useLocalize, useT } from "../../i18n/index.ts";
import { AdminTable } from "../admin/AdminTable.tsx";
import { ageOf } from "./age.ts";
import { listOf, type ModerationView, moderationSearch } from "./query.ts";

needMessages("moderation");

/**
 * The queue as a table (issue 14): the review, its rating, the item (linked to its page), the
 * author, the language, its age and status, and what a moderator can do with it. Approving is
 * one post; rejecting, spam and taking down open a confirmation first (a link, so it works
 * without JavaScript: ConfirmPanel.tsx). Wide, so it scrolls on its own at 375 px.
 */
export function ModerationTable({
  reviews,
  view,
  now,
}: {
  reviews: ModeratedReviewView[];
  view: ModerationView;
  now: string;
}) {
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  const list = listOf(view);
  const otherOrder = view.order === "oldest" ? "newest" : "oldest";
  return (
    <AdminTable
      label={t("moderation.table")}
      className="moderation-scroll"
      tableClassName="moderation-table"
      columns={[
        t("moderation.col.review"),
        t("moderation.col.rating"),
        t("moderation.col.item"),
        t("moderation.col.author"),
        t("moderation.col.language"),
        <th key="age" scope="col" aria-sort={view.order === "oldest" ? "ascending" : "descending"}>
          <Link to={moderationSearch({ ...list, order: otherOrder, page: 1 })}>
            {t("moderation.col.age")}
            <span className="moderation-sr">, {t(`moderation.order.${otherOrder}`)}</span>
            <span aria-hidden="true">{view.order === "oldest" ? " ↑" : " ↓"}</span>
          </Link>
        </th>,
        t("moderation.col.status"),
        t("moderation.col.actions"),
      ]}
    >
      {reviews.map((review) => (
        <tr key={review.id}>
          <td className="moderation-text">
            <p>{review.review}</p>
            {review.reason ? (
              <p className="moderation-reason">
                {t("moderation.reason", { reason: review.reason })}
              </p>
            ) : null}
          </td>
          <td>{t("moderation.rating", { rating: review.rating })}</td>
          <td>
            {review.item.path ? (
              <a href={localize(review.item.path)}>{review.item.title}</a>
            ) : (
              <span>
                {review.item.title} {t("moderation.noPage")}
              </span>
            )}
            {view.itemID === review.item.id ? null : (
              <Link
                className="moderation-small"
                to={moderationSearch({ ...list, itemID: review.item.id, page: 1 })}
                aria-label={t("moderation.ofItem.named", { title: review.item.title })}
              >
                {t("moderation.ofItem")}
              </Link>
            )}
          </td>
          <td>
            {review.author}
            <span className="moderation-small">
              {t(review.member ? "moderation.member" : "moderation.anonymous")}
            </span>
          </td>
          <td>{t(`moderation.language.${review.lang}`)}</td>
          <td>
            <time dateTime={review.dateCreated}>{ageOf(review.dateCreated, now, lang)}</time>
          </td>
          <td>
            <span className={`moderation-status moderation-status-${review.status}`}>
              {t(`moderation.status.${review.status}`)}
            </span>
          </td>
          <td>
            <RowActions review={review} view={view} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function RowActions({ review, view }: { review: ModeratedReviewView; view: ModerationView }) {
  const t = useT();
  const list = listOf(view);
  return (
    <div className="moderation-actions">
      {actionsFor(review.status).map((action) =>
        action === "approve" ? (
          <Form method="post" key={action}>
            <input type="hidden" name="intent" value="approve" />
            <input type="hidden" name="review" value={review.id} />
            <button
              type="submit"
              className="admin-button admin-button-primary"
              aria-label={t("moderation.action.approve.named", { author: review.author })}
            >
              {t("moderation.action.approve")}
            </button>
          </Form>
        ) : (
          <Link
            key={action}
            className="admin-button"
            to={moderationSearch({ ...list, confirm: { action, review: review.id } })}
            aria-label={t(`moderation.action.${action}.named`, { author: review.author })}
          >
            {t(`moderation.action.${action}`)}
          </Link>
        ),
      )}
    </div>
  );
}
