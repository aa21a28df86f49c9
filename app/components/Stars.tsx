import { useLang, useT } from "../i18n/index.ts";
import { formatNumber } from "../lib/format.ts";
import { ratingValue, type StarFill, starFills } from "./stars.ts";

const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.8z";

function Star({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={`h-5 w-5 ${className}`} aria-hidden="true">
      <path fill="currentColor" d={STAR} />
    </svg>
  );
}

/**
 * One star, filled, half filled or empty. Each star clips its own fill, so the drawing doesn't
 * depend on how wide the container is (a card stretched the old whole-row overlay: issue 9).
 */
function OneStar({ fill }: { fill: StarFill }) {
  return (
    <span data-star={fill} className="relative h-5 w-5 shrink-0">
      <Star className={fill === "full" ? "text-sun-400" : "text-sand-200"} />
      {fill === "half" ? (
        <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
          <Star className="max-w-none text-sun-400" />
        </span>
      ) : null}
    </span>
  );
}

/**
 * A rating drawn as five stars to the nearest half, the same on cards and pages; the text
 * alternative says it in words ("4 of 5 stars").
 */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  const lang = useLang();
  const value = formatNumber(ratingValue(rating), lang);
  return (
    <span
      role="img"
      aria-label={t("stars.label", { rating: value })}
      className="inline-flex w-fit shrink-0"
    >
      {starFills(rating).map((fill, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five stars in a fixed order.
        <OneStar key={i} fill={fill} />
      ))}
    </span>
  );
}

export { STAR };
