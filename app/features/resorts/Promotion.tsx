import { useRouteLoaderData } from "react-router";
import { PROMOTION } from "../../../core/constants.ts";
import { LocalLink } from "../../components/LocalLink.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatUsd, telHref, whatsappHref } from "../../lib/format.ts";
import type { RootData } from "../../lib/root-data.ts";
import { PackageConditions } from "../banners/PackageConditions.tsx";

needMessages("resorts");

const facts = {
  days: PROMOTION.days,
  nights: PROMOTION.nights,
  adults: PROMOTION.adults,
};

/**
 * The package of spec §1: 5 days / 4 nights, all-inclusive, 2 adults, 699 USD. With `compact`,
 * a band that leads to VisitVallarta; otherwise the offer in full with ways to book.
 */
export function Promotion({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const lang = useLang();
  const site = useRouteLoaderData<RootData>("root")?.site;
  const price = formatUsd(PROMOTION.priceUsd, lang);
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] bg-ocean-950 text-white shadow-[var(--shadow-card)]">
      <div className="grid gap-6 p-6 sm:p-8 md:grid-cols-[3fr_2fr] md:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-sun-400">
            {t("promo.kicker")}
          </p>
          <p className="mt-2 font-display text-3xl leading-tight sm:text-4xl">
            {t("promo.title", facts)}
          </p>
          <p className="mt-3 max-w-prose text-sand-100">{t("promo.text", facts)}</p>
        </div>
        <div className="md:text-right">
          <p className="font-display text-4xl text-sun-400 sm:text-5xl">
            {t("promo.price", { ...facts, price })}
          </p>
          <PackageConditions className="mt-3 text-left text-sand-100" />
          {compact ? (
            <LocalLink
              to="/visit-vallarta"
              className="mt-4 inline-flex min-h-12 items-center rounded-full bg-sun-400 px-6 font-semibold text-ocean-950 hover:bg-white"
            >
              {t("promo.cta")}
            </LocalLink>
          ) : site ? (
            <div className="mt-4 flex flex-wrap gap-3 md:justify-end">
              <a
                href={telHref(site.headerPhone)}
                className="inline-flex min-h-12 items-center rounded-full bg-sun-400 px-6 font-semibold text-ocean-950 hover:bg-white"
              >
                {t("visit.call", { phone: site.headerPhone })}
              </a>
              <a
                href={whatsappHref(site.whatsapp, t("visit.whatsappText", facts))}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-12 items-center rounded-full border-2 border-sun-400 px-6 font-semibold text-white hover:bg-sun-400 hover:text-ocean-950"
              >
                {t("visit.whatsapp")}
              </a>
            </div>
          ) : null}
        </div>
      </div>
      <p className="border-t border-white/15 px-6 py-3 text-sm text-sand-100 sm:px-8">
        {t("promo.terms", facts)}
      </p>
    </div>
  );
}
