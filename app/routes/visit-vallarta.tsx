import { PROMOTION } from "../../core/constants.ts";
import { TitledSection } from "../components/SectionHeading.tsx";
import { resortsLoader } from "../features/resorts/data.server.ts";
import { Promotion } from "../features/resorts/Promotion.tsx";
import { ResortCards } from "../features/resorts/ResortCards.tsx";
import { needMessages, useT } from "../i18n/index.ts";
import { formatUsd } from "../lib/format.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/visit-vallarta";

needMessages("resorts");

const facts = { days: PROMOTION.days, nights: PROMOTION.nights, adults: PROMOTION.adults };
const INCLUDES = ["visit.include1", "visit.include2", "visit.include3", "visit.include4"] as const;

/** VisitVallarta (spec §2): the resorts page with the package of spec §1 in front. */
export const loader = resortsLoader;

export function meta(args: Route.MetaArgs) {
  const { site, lang, t, url } = headContext(args);
  const { loaderData } = args;
  return pageMeta({
    site,
    lang,
    path: "/visit-vallarta",
    title: t("visit.title"),
    description: t("visit.description", { ...facts, price: formatUsd(PROMOTION.priceUsd, lang) }),
    image: loaderData?.resorts[0]?.pictureUrl,
    imageAlt: loaderData?.resorts[0]?.name,
    jsonLd: [
      {
        "@type": "Offer",
        name: t("promo.title", facts),
        description: t("promo.text", facts),
        url: url("/visit-vallarta"),
        price: PROMOTION.priceUsd,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        seller: { "@type": "TravelAgency", name: site.name, url: `${site.origin}/` },
      },
    ],
  });
}

export default function VisitVallartaPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{t("visit.heading")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">{t("visit.intro", facts)}</p>
      <div className="mt-8">
        <Promotion />
      </div>
      <section aria-labelledby="visit-includes" className="mt-10">
        <h2 id="visit-includes" className="font-display text-2xl text-ink-900">
          {t("visit.includesHeading")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {INCLUDES.map((key) => (
            <li key={key} className="flex gap-3 text-ink-700">
              <span aria-hidden="true" className="font-bold text-jungle-700">
                ✓
              </span>
              {t(key, facts)}
            </li>
          ))}
        </ul>
      </section>
      <TitledSection id="visit-resorts" title={t("visit.resortsHeading")} className="mt-12">
        <div className="mt-6">
          <ResortCards resorts={loaderData.resorts} headingLevel={3} />
        </div>
      </TitledSection>
    </div>
  );
}
