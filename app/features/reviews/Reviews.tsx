import { useId, useState } from "react";
import type { Review } from "../../../core/contract/review.ts";
import { Stars } from "../../components/Stars.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatDate } from "../../lib/format.ts";
import { ReviewForm } from "./ReviewForm.tsx";

needMessages("directory");

export type RatingSummary = { average: number; count: number } | null;

/**
 * Reviews of a place or an activity: the average, the list, and the review form of spec §5
 * (ReviewForm.tsx); a member's review joins the list at once, anyone else's after a moderator
 * approves it (decision 085).
 */
export function Reviews({
  itemId,
  sysItemTypeId,
  reviews: initial,
  summary,
}: {
  itemId: number;
  sysItemTypeId: number;
  reviews: Review[];
  summary: RatingSummary;
}) {
  const t = useT();
  const lang = useLang();
  const [added, setAdded] = useState<Review[]>([]);
  const ids = useId();

  const reviews = [...added, ...initial];
  const count = (summary?.count ?? 0) + added.length;
  const average =
    count === 0
      ? 0
      : ((summary?.average ?? 0) * (summary?.count ?? 0) +
          added.reduce((sum, r) => sum + r.rating, 0)) /
        count;

  return (
    <section id="reviews" aria-labelledby={`${ids}-heading`} className="mt-14 scroll-mt-24">
      <h2 id={`${ids}-heading`} className="font-display text-3xl text-ink-900">
        {t("reviews.heading")}
      </h2>
      {count > 0 ? (
        <p className="mt-2 flex items-center gap-2 text-ink-700">
          <Stars rating={average} />
          <span>
            {average.toFixed(1)} · {t("reviews.count", { count })}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-ink-700">{t("reviews.none")}</p>
      )}
      {reviews.length > 0 ? (
        <ul className="mt-6 space-y-4">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
            >
              <Stars rating={review.rating} />
              <p className="mt-2 whitespace-pre-line text-ink-900">{review.review}</p>
              <p className="mt-2 text-sm text-ink-500">
                {t("reviews.by", {
                  author: review.author,
                  date: formatDate(review.dateCreated, lang),
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      <ReviewForm
        item={{ sysItemTypeID: sysItemTypeId, itemID: itemId }}
        onPublished={(review) => setAdded((list) => [review, ...list])}
      />
    </section>
  );
}
