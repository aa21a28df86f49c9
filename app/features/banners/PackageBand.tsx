import { PROMOTION } from "../../../core/constants.ts";
import { LocalLink } from "../../components/LocalLink.tsx";
import { useT } from "../../i18n/index.ts";
import { PackageConditions } from "./PackageConditions.tsx";

/**
 * The layout's promotional banner outside the seasonal windows (issue 9, decision 032): the
 * 699 USD package of spec §1 as a band, server-rendered, leading to VisitVallarta.
 */
export function PackageBand() {
  const t = useT();
  // "699 USD" as spec §1 writes it, the same on server and browser (no ICU differences).
  const facts = { days: PROMOTION.days, nights: PROMOTION.nights, adults: PROMOTION.adults };
  return (
    <aside
      aria-label={t("banner.package.label")}
      className="mx-auto mt-16 max-w-7xl px-4 lg:px-6 print:hidden"
    >
      <div className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-ocean-900 px-6 py-5 text-white shadow-[var(--shadow-card)] sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg">
            <span className="font-display text-2xl">{t("banner.package.title", facts)}</span>{" "}
            <span className="block font-semibold text-sun-400 sm:inline">
              {t("banner.package.price", { ...facts, price: `${PROMOTION.priceUsd} USD` })}
            </span>
          </p>
          <PackageConditions className="mt-2 max-w-3xl text-sand-100" />
        </div>
        <LocalLink
          to="/visit-vallarta"
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-sun-400 px-6 font-semibold text-ocean-950 hover:bg-white"
        >
          {t("banner.package.cta")}
        </LocalLink>
      </div>
    </aside>
  );
}
