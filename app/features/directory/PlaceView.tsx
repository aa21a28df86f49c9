import { SYS_ITEM_TYPE } from "../../../core/constants.ts";
import { openingHoursSpecification } from "../../../core/opening-hours.ts";
import { pagePath } from "../../../core/pages.ts";
import {
  PLACE_FACET_NAMES,
  placeFacetLabel,
  placeFacetsJsonLd,
} from "../../../core/place-facets.ts";
import { CardSection } from "../../components/CardSection.tsx";
import { ContactLinks } from "../../components/ContactLinks.tsx";
import { OpeningHours, OpenNow } from "../../components/OpeningHours.tsx";
import { PictureGallery } from "../../components/PictureGallery.tsx";
import { Prose } from "../../components/Prose.tsx";
import type { Translate } from "../../i18n/index.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatPesos, mapsHref, telHref } from "../../lib/format.ts";
import { listSearch } from "../../lib/list-query.ts";
import { absoluteImage } from "../../lib/seo.ts";
import { DetailPage, detailShape, HeroPicture } from "../detail/DetailPage.tsx";
import { aggregateRating, breadcrumbList, crumbSteps, parentCrumbs } from "../detail/head.ts";
import { ItemMap } from "../detail/ItemMap.tsx";
import { LatestReview, RatingLine } from "../reviews/RatingLine.tsx";
import { Reviews } from "../reviews/Reviews.tsx";
import type { PlaceData } from "./place.server.ts";

needMessages("directory");

/** schema.org types for our directory categories; nature and markets are attractions. */
const SCHEMA_TYPES: Record<string, string> = {
  restaurants: "Restaurant",
  "bars-and-nightlife": "BarOrPub",
  galleries: "ArtGallery",
  shopping: "Store",
  spas: "DaySpa",
  tours: "TravelAgency",
  beaches: "TouristAttraction",
  markets: "TouristAttraction",
};

/** A place's trail: the directory, then its (first) category's search. */
function trail(place: PlaceData["place"], t: Translate) {
  const category = place.categories[0];
  return [
    ...parentCrumbs("place", t),
    ...(category
      ? [
          {
            name: category.name,
            path: `${pagePath("directory-search")}${listSearch({ category: category.slug })}`,
          },
        ]
      : []),
  ];
}

/** The place page's shape: its words when the place doesn't exist, and its head. */
export const PLACE_PAGE = detailShape<PlaceData>({
  notFound: {
    title: "place.notFoundTitle",
    text: "place.notFoundText",
    backTo: pagePath("directory"),
    backLabel: "place.back",
  },
  head: ({ place, path, rating }, context) => {
    const { site, t } = context;
    const url = context.url(path);
    const schemaType = SCHEMA_TYPES[place.categories[0]?.slug ?? ""] ?? "LocalBusiness";
    return {
      path,
      title: place.name,
      description: place.shortdescription,
      image: place.pictureUrl,
      jsonLd: [
        {
          "@type": schemaType,
          name: place.name,
          description: place.shortdescription,
          url,
          image: place.pictureUrl ? absoluteImage(site.origin, place.pictureUrl) : undefined,
          address: place.address
            ? {
                "@type": "PostalAddress",
                streetAddress: place.address,
                addressLocality: place.zone ?? "Puerto Vallarta",
                addressCountry: "MX",
              }
            : undefined,
          geo:
            place.latitude !== null && place.longitude !== null
              ? { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude }
              : undefined,
          // Issue 9: how to reach the place and when it is open. Its own website is its url.
          ...(place.website ? { url: place.website } : {}),
          telephone: place.phone ?? undefined,
          openingHoursSpecification: place.openingHours
            ? openingHoursSpecification(place.openingHours)
            : undefined,
          ...placeFacetsJsonLd(place, schemaType),
          ...aggregateRating(rating),
        },
        breadcrumbList(context, [...trail(place, t), { name: place.name, path }]),
      ],
    };
  },
});

export function PlaceView({ data }: { data: PlaceData }) {
  const t = useT();
  const lang = useLang();
  const { place, zones, reviews, rating, nearby } = data;
  const point =
    place.latitude !== null && place.longitude !== null
      ? { lat: place.latitude, lng: place.longitude }
      : null;
  // The facts of core/place-facets.ts the place has; unknown and absent ones are not shown.
  const facts = PLACE_FACET_NAMES.filter((name) => place[name] === true);
  return (
    <DetailPage
      trail={crumbSteps(trail(place, t))}
      title={place.name}
      savedItemId={place.id}
      actions={[
        ...(place.phone
          ? [{ icon: "call" as const, label: t("detail.call"), href: telHref(place.phone) }]
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
        {
          icon: "ask",
          label: t("detail.ask"),
          href: `/onlineConcierge?item=${place.id}`,
          local: true,
        },
      ]}
      intro={
        <>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
            <span>
              {[...place.categories.map((c) => c.name), place.zone].filter(Boolean).join(" · ")}
            </span>
            <RatingLine rating={rating} />
          </p>
          <p className="mt-2 font-semibold text-ink-900">
            {place.price
              ? t("place.price", { price: formatPesos(place.price, lang) })
              : t("place.free")}
          </p>
          {facts.length > 0 ? (
            <ul aria-label={t("place.facets")} className="mt-2 flex flex-wrap gap-2">
              {facts.map((name) => (
                <li
                  key={name}
                  className="rounded-full bg-lagoon-100 px-3 py-1 text-sm font-semibold text-ocean-900"
                >
                  {t(placeFacetLabel(name))}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      }
      main={
        <>
          <LatestReview reviews={reviews} />
          {place.pictureAlt !== null ? (
            // A photograph from the library (decision 098) leads the page, before the gallery.
            <HeroPicture src={place.pictureUrl} alt={place.pictureAlt} />
          ) : null}
          <PictureGallery
            label={t("place.pictures", { name: place.name })}
            pictures={place.pictures}
          />
          <Prose html={place.description} className="mt-8" />
        </>
      }
      asideLabel={{ labelledBy: "place-where" }}
      aside={
        <>
          <h2 id="place-where" className="font-display text-2xl text-ink-900">
            {t("place.where")}
          </h2>
          {place.openingHours ? <OpenNow hours={place.openingHours} className="mt-2" /> : null}
          <ContactLinks
            name={place.name}
            reach={{ phone: place.phone, website: place.website }}
            address={place.address}
            className="mt-2"
          />
          {point ? <ItemMap kind="place" item={place} zones={zones} point={point} /> : null}
          {place.openingHours ? (
            <>
              <h2 id="place-hours" className="mt-8 font-display text-2xl text-ink-900">
                {t("hours.heading")}
              </h2>
              <OpeningHours hours={place.openingHours} headingId="place-hours" />
            </>
          ) : null}
        </>
      }
    >
      <Reviews
        itemId={place.id}
        sysItemTypeId={SYS_ITEM_TYPE.places}
        reviews={reviews}
        summary={rating}
      />
      <CardSection
        title={t("place.nearby", { zone: place.zone ?? "" })}
        cards={nearby}
        className="mt-16"
      />
    </DetailPage>
  );
}
