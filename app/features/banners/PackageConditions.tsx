import { PROMOTION } from "../../../core/constants.ts";
import { useT } from "../../i18n/index.ts";

const facts = { days: PROMOTION.days, nights: PROMOTION.nights, adults: PROMOTION.adults };

/**
 * What the 699 USD package includes, who qualifies and whether a presentation is part of it,
 * shown beside the price wherever the price shows (the band, Resorts, Visit Vallarta): a price
 * without its conditions reads as a teaser. Consistent with the Welcome Centre's page (the
 * resorts are presented only to those who want it, no obligation to buy).
 */
export function PackageConditions({ className = "" }: { className?: string }) {
  const t = useT();
  const rows = [
    ["package.included", "package.includedText"],
    ["package.qualifies", "package.qualifiesText"],
    ["package.presentation", "package.presentationText"],
  ] as const;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of facts, not form fields: no fieldset.
    <div role="group" aria-label={t("package.conditions")} className={className}>
      <dl className="grid gap-1.5 text-sm leading-snug">
        {rows.map(([term, text]) => (
          <div key={term}>
            <dt className="inline font-semibold">{t(term)}:</dt>{" "}
            <dd className="inline">{t(text, facts)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
