import { useEffect, useId, useRef } from "react";
import { Form, Link } from "react-router";
import type { ModeratedReviewView } from "../../../core/contract/moderation.ts";
import {
  MODERATION_REASON_MAX_LENGTH,
  REFUSED_REVIEW_RETENTION_DAYS,
  REVIEW_MODERATION,
  type ReviewAction,
} from "../../../core/review-moderation.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import { listOf, type ModerationView, moderationSearch } from "./query.ts";

needMessages("moderation");

/**
 * The confirmation a destructive action asks for (issue 14: reject, spam, take down), opened by
 * a link (`confirm=reject&review=12`), so it works without JavaScript: the review quoted, the
 * reason where the action needs one, the action's button and Cancel (back to the list). Focus
 * moves to it when it opens in the browser.
 */
export function ConfirmPanel({
  action,
  review,
  view,
  reasonInvalid,
  reason,
}: {
  action: ReviewAction;
  review: ModeratedReviewView;
  view: ModerationView;
  reasonInvalid: boolean;
  reason: string;
}) {
  const t = useT();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const needsReason = REVIEW_MODERATION[action].needsReason;
  useEffect(() => {
    if (!reasonInvalid) heading.current?.focus();
  }, [reasonInvalid]);
  return (
    <section className="moderation-confirm" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} ref={heading} tabIndex={-1}>
        {t(`moderation.confirm.${action}`)}
      </h2>
      <p>
        {t("moderation.confirm.by", {
          author: review.author,
          rating: review.rating,
          title: review.item.title,
        })}
      </p>
      <blockquote className="moderation-quote">{review.review}</blockquote>
      <p>{t(`moderation.confirm.${action}.body`, { days: REFUSED_REVIEW_RETENTION_DAYS })}</p>
      {/* Checked by the server, so its message shows the same with or without JavaScript. */}
      <Form method="post" className="admin-form" noValidate>
        <input type="hidden" name="intent" value={action} />
        <input type="hidden" name="review" value={review.id} />
        {needsReason ? (
          <div>
            <label htmlFor={`${ids}-reason`}>{t("moderation.confirm.reason")}</label>
            <textarea
              id={`${ids}-reason`}
              name="reason"
              required
              minLength={3}
              maxLength={MODERATION_REASON_MAX_LENGTH}
              rows={3}
              defaultValue={reason}
              // biome-ignore lint/a11y/noAutofocus: the field a refused reason must be fixed in.
              autoFocus={reasonInvalid}
              {...(reasonInvalid
                ? { "aria-invalid": true, "aria-describedby": `${ids}-reason-error` }
                : {})}
            />
            {reasonInvalid ? (
              <p id={`${ids}-reason-error`} className="moderation-field-error">
                {t("moderation.confirm.reasonInvalid")}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="moderation-actions">
          <button type="submit" className="admin-button admin-button-danger">
            {t(`moderation.confirm.do.${action}`)}
          </button>
          <Link className="admin-button" to={moderationSearch(listOf(view)) || "."}>
            {t("moderation.confirm.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
