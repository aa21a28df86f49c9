import { RATING } from "../../core/constants.ts";

const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.8z";

function Row({ className }: { className: string }) {
  return (
    <span className={`flex ${className}`}>
      {Array.from({ length: RATING.max }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five identical stars.
        <svg key={i} viewBox="0 0 20 20" className="h-5 w-5 shrink-0" aria-hidden="true">
          <path fill="currentColor" d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/**
 * A rating drawn as five stars, filled to the nearest half by clipping a row of full stars over a
 * row of empty ones. The text alternative says it in words.
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = (Math.round(rating * 2) / 2 / RATING.max) * 100;
  return (
    <span role="img" aria-label={label} className="relative inline-flex">
      <Row className="text-sand-200" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${filled}%` }}>
        <Row className="text-sun-400" />
      </span>
    </span>
  );
}

export { STAR };
