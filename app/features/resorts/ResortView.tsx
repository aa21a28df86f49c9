import { useRouteLoaderData } from "react-router";
import { pagePath } from "../../../core/pages.ts";
import { PictureGallery } from "../../components/PictureGallery.tsx";
import { Prose } from "../../components/Prose.tsx";
import { TitledSection } from "../../components/SectionHeading.tsx";
import { Stars } from "../../components/Stars.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatUsd, mapsHref, telHref, whatsappHref } from "../../lib/format.ts";
import type { RootData } from "../../lib/root-data.ts";
import { absoluteImage } from "../../lib/seo.ts";
import { DetailPage, detailShape, FACTS, Fact } from "../detail/DetailPage.tsx";
import { breadcrumbList, crumbSteps, parentCrumbs } from "../detail/head.ts";
import { ItemMap } from "../detail/ItemMap.tsx";
import type { ResortData } from "./data.server.ts";
import { Promotion } from "./Promotion.tsx";
import { ResortCards } from "./ResortCards.tsx";

needMessages("resorts");

/** The resort page's shape: its words when the resort doesn't exist, and its head. */
export const RESORT_PAGE = detailShape<ResortData>({
  notFound: {
    title: "resort.notFoundTitle",
    text: "resort.notFoundText",
    backTo: pagePath("resorts"),
    backLabel: "resort.back",
  },
  head: ({ resort, path }, context) => {
    const { site, lang, t } = context;
    return {
      path,
      title: resort.name,
      description: resort.shortdescription,
      image: resort.pictureUrl,
      jsonLd: [
        {
          "@type": ["Hotel", "LodgingBusiness"],
          name: resort.name,
          description: resort.shortdescription,
          url: context.url(path),
          image: resort.pictures.map((picture) => absoluteImage(site.origin, picture.pictureUrl)),
          starRating: resort.stars ? { "@type": "Rating", ratingValue: resort.stars } : undefined,
          priceRange: `${formatUsd(resort.priceUsd, lang)}+`,
          telephone: site.phone,
          address: {
            "@type": "PostalAddress",
            streetAddress: resort.address,
            addressLocality: "Puerto Vallarta",
            addressRegion: "Jalisco",
            addressCountry: "MX",
          },
          geo:
            resort.latitude !== null && resort.longitude !== null
              ? {
                  "@type": "GeoCoordinates",
                  latitude: resort.latitude,
                  longitude: resort.longitude,
                }
              : undefined,
          amenityFeature: [
            { "@type": "LocationFeatureSpecification", name: "All-inclusive plan", value: true },
          ],
        },
        breadcrumbList(context, [...parentCrumbs("resort", t), { name: resort.name, path }]),
      ],
    };
  },
});

export function ResortView({ data }: { data: ResortData }) {
  const t = useT();
  const lang = useLang();
  const site = useRouteLoaderData<RootData>("root")?.site;
  const { resort, zones, others } = data;
  const point =
    resort.latitude !== null && resort.longitude !== null
      ? { lat: resort.latitude, lng: resort.longitude }
      : null;
  return (
    <DetailPage
      trail={crumbSteps(parentCrumbs("resort", t))}
      title={resort.name}
      actions={[
        ...(site
          ? [
              { icon: "call" as const, label: t("detail.call"), href: telHref(site.headerPhone) },
              {
                icon: "whatsapp" as const,
                label: t("detail.whatsapp"),
                href: whatsappHref(site.whatsapp, resort.name),
                external: true,
              },
            ]
          : []),
        ...(point
          ? [
              {
                icon: "directions" as const,
                label: t("detail.directions"),
                href: mapsHref(point),
                external: true,
              },
            ]
          : []),
      ]}
      intro={
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
          {resort.stars ? <Stars rating={resort.stars} /> : null}
          {resort.zone ? <span>{resort.zone}</span> : null}
        </p>
      }
      main={
        <>
          <PictureGallery
            label={t("resort.pictures", { name: resort.name })}
            pictures={resort.pictures}
          />
          <Prose html={resort.description} className="mt-8" />
        </>
      }
      asideLabel={{ label: t("page.atAGlance") }}
      asideClassName="space-y-6 lg:pt-20"
      aside={
        <>
          <dl className={`space-y-4 ${FACTS}`}>
            <div>
              <dt className="sr-only">{t("resort.priceLabel")}</dt>
              <dd className="font-display text-2xl text-ink-900">
                {t("resort.price", { price: formatUsd(resort.priceUsd, lang) })}
              </dd>
            </div>
            <Fact label={t("resort.address")}>{resort.address}</Fact>
            {resort.zone ? <Fact label={t("resort.zone")}>{resort.zone}</Fact> : null}
          </dl>
          {site ? (
            <section aria-labelledby="resort-book" className={FACTS}>
              <h2 id="resort-book" className="font-display text-2xl text-ink-900">
                {t("resort.book")}
              </h2>
              <p className="mt-2 text-ink-700">{t("resort.bookText")}</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <a
                  href={telHref(site.headerPhone)}
                  className="inline-flex min-h-12 items-center rounded-full bg-ocean-900 px-5 font-semibold text-white hover:bg-ocean-700"
                >
                  {t("resort.call", { phone: site.headerPhone })}
                </a>
                <a
                  href={whatsappHref(site.whatsapp, resort.name)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-12 items-center rounded-full border-2 border-ocean-900 px-5 font-semibold text-ocean-900 hover:bg-lagoon-100"
                >
                  {t("resort.whatsapp")}
                </a>
              </div>
            </section>
          ) : null}
          {point ? (
            <section aria-labelledby="resort-map">
              <h2 id="resort-map" className="font-display text-2xl text-ink-900">
                {t("resort.map")}
              </h2>
              <ItemMap kind="resort" item={resort} zones={zones} point={point} />
            </section>
          ) : null}
        </>
      }
    >
      <div className="mt-14">
        <Promotion compact />
      </div>
      {others.length > 0 ? (
        <TitledSection id="resort-others" title={t("resort.others")} className="mt-14">
          <div className="mt-6">
            <ResortCards resorts={others} headingLevel={3} />
          </div>
        </TitledSection>
      ) : null}
    </DetailPage>
  );
}
