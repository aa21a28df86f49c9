import { PROMOTION, RESORTS_SCROLL_OFFSET_PX } from "../../core/constants.ts";
import { resortsLoader } from "../features/resorts/data.server.ts";
import { Promotion } from "../features/resorts/Promotion.tsx";
import { ResortCards } from "../features/resorts/ResortCards.tsx";
import { needMessages, useT } from "../i18n/index.ts";
import { useFixedScroll } from "../lib/scroll.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/resorts";

needMessages("resorts");

/** ResortOptions (spec §2): the three resorts we recommend, and the package. */
export const loader = resortsLoader;

export function meta(args: Route.MetaArgs) {
  const { site, lang, t, url } = headContext(args);
  const { loaderData } = args;
  return pageMeta({
    site,
    lang,
    path: "/resorts",
    title: t("resorts.title"),
    description: t("resorts.description", { days: PROMOTION.days, nights: PROMOTION.nights }),
    image: loaderData?.resorts[0]?.pictureUrl,
    imageAlt: loaderData?.resorts[0]?.name,
    jsonLd: [
      {
        "@type": "ItemList",
        name: t("resorts.heading"),
        itemListElement: (loaderData?.resorts ?? []).map((resort, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: url(resort.href),
          name: resort.name,
        })),
      },
    ],
  });
}

export default function ResortsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useFixedScroll(RESORTS_SCROLL_OFFSET_PX);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{t("resorts.heading")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">{t("resorts.intro")}</p>
      <div className="mt-8">
        <ResortCards resorts={loaderData.resorts} headingLevel={2} />
      </div>
      <div className="mt-12">
        <Promotion compact />
      </div>
    </div>
  );
}
