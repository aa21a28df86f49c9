import type { Review } from "../../../core/contract/review.ts";
import { Stars } from "../../components/Stars.tsx";
import { ratingValue } from "../../components/stars.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatDate, formatNumber } from "../../lib/format.ts";
import type { RatingSummary } from "./Reviews.tsx";

needMessages("directory");

/**
 * The item's stars, their average and how many reviews they average, that count a link to the
 * reviews further down the page (Reviews.tsx, `#reviews`); nothing when it has none.
 */
export function RatingLine({ rating }: { rating: RatingSummary }) {
  const t = useT();
  const lang = useLang();
  if (!rating || rating.count === 0) return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Stars rating={rating.average} />
      <span aria-hidden="true">{formatNumber(ratingValue(rating.average), lang)}</span>
      <a href="#reviews" className="font-semibold text-lagoon-700 underline">
        {t("reviews.count", { count: rating.count })}
      </a>
    </span>
  );
}

/** The newest review, quoted near the top of the page, before the pictures and the long text. */
export function LatestReview({ reviews }: { reviews: Review[] }) {
  const t = useT();
  const lang = useLang();
  const [latest] = reviews;
  if (!latest) return null;
  return (
    <figure className="mt-6 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
      <p className="text-sm font-semibold text-ink-500">{t("reviews.latest")}</p>
      <div className="mt-1">
        <Stars rating={latest.rating} />
      </div>
      <blockquote className="mt-2 line-clamp-4 text-ink-900">{latest.review}</blockquote>
      <figcaption className="mt-2 text-sm text-ink-500">
        {t("reviews.by", { author: latest.author, date: formatDate(latest.dateCreated, lang) })}
      </figcaption>
    </figure>
  );
}
