import { Stars } from "../../components/Stars.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import type { RatingSummary } from "./Reviews.tsx";

needMessages("directory");

/** The item's stars and how many reviews they average, when it has any. */
export function RatingLine({ rating }: { rating: RatingSummary }) {
  const t = useT();
  if (!rating || rating.count === 0) return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Stars rating={rating.average} />
      <span>{t("reviews.count", { count: rating.count })}</span>
    </span>
  );
}
