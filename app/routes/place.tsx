import { data, redirect } from "react-router";
import { SYS_ITEM_TYPE } from "../../core/constants.ts";
import { langFromPath, localizePath } from "../../core/i18n.ts";
import { openingHoursSpecification } from "../../core/opening-hours.ts";
import { placePath } from "../../core/urls.ts";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { CardSection } from "../components/CardSection.tsx";
import { ContactLinks } from "../components/ContactLinks.tsx";
import { LocatorMap } from "../components/LocatorMap.tsx";
import { NotFoundBoundary } from "../components/NotFound.tsx";
import { OpeningHours } from "../components/OpeningHours.tsx";
import { PictureGallery } from "../components/PictureGallery.tsx";
import { Prose } from "../components/Prose.tsx";
import { Stars } from "../components/Stars.tsx";
import { placeCard, zoneSlugMap } from "../features/directory/cards.ts";
import { reviewAction } from "../features/reviews/action.server.ts";
import { Reviews } from "../features/reviews/Reviews.tsx";
import { needMessages, translator, useLang, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { formatPesos } from "../lib/format.ts";
import { listSearch } from "../lib/list-query.ts";
import { absoluteImage, notFoundMeta, pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/place";

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

/** GenericDirectoryView (spec §2): `/{category}/{location}/{item}`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { places, dependantFields, reviews } = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const place = await places.find(lang, params.item);
  if (!place) throw data(null, { status: 404 });
  const zones = await dependantFields.zones(lang);
  const slugs = zoneSlugMap(zones);
  const canonical = placePath(place, place.zoneID === null ? undefined : slugs.get(place.zoneID));
  // Built from the params, not the URL: a client navigation's data request ends in `.data`.
  const category = url.pathname.replace(/^\/es(?=\/)/, "").split("/")[1];
  const requested = localizePath(`/${category}/${params.location}/${params.item}`, lang);
  const localized = localizePath(canonical, lang);
  if (requested !== localized) throw redirect(localized, 301);
  const [list, summaries, nearby] = await Promise.all([
    reviews.list(SYS_ITEM_TYPE.places, place.id),
    reviews.summaries([place.id]),
    places.nearby(lang, place),
  ]);
  return {
    place,
    path: canonical,
    zones: zones.map(({ id, name, path }) => ({ id, name, path })),
    reviews: list.reviews,
    rating: summaries.get(place.id) ?? null,
    nearby: nearby.map((item) => placeCard(item, slugs)),
  };
}

/** The review form posted without JavaScript (issue 9, decision 024). */
export async function action(args: Route.ActionArgs) {
  const { places } = args.context.get(servicesContext);
  const place = await places.find(
    langFromPath(new URL(args.request.url).pathname),
    args.params.item,
  );
  if (!place) throw data(null, { status: 404 });
  return reviewAction(args, { sysItemTypeID: SYS_ITEM_TYPE.places, itemID: place.id });
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  const t = translator(lang, site.name);
  if (!loaderData) {
    return notFoundMeta(
      site,
      lang,
      location.pathname,
      t("place.notFoundTitle"),
      t("place.notFoundText"),
    );
  }
  const { place, path, rating } = loaderData;
  const category = place.categories[0];
  const url = `${site.origin}${localizePath(path, lang)}`;
  return pageMeta({
    site,
    lang,
    path,
    title: place.name,
    description: place.shortdescription,
    image: place.pictureUrl,
    jsonLd: [
      {
        "@type": SCHEMA_TYPES[category?.slug ?? ""] ?? "LocalBusiness",
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
        ...(rating && rating.count > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: Number(rating.average.toFixed(1)),
                reviewCount: rating.count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            name: t("directory.title"),
            item: `${site.origin}${lang === "es" ? "/es" : ""}/directory`,
          },
          ...(category
            ? [
                {
                  "@type": "ListItem",
                  position: 2,
                  name: category.name,
                  item: `${site.origin}${lang === "es" ? "/es" : ""}/directory/search${listSearch({ category: category.slug })}`,
                },
              ]
            : []),
          { "@type": "ListItem", position: category ? 3 : 2, name: place.name, item: url },
        ],
      },
    ],
  });
}

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { place, zones, reviews, rating, nearby } = loaderData;
  const category = place.categories[0];
  const mapsUrl =
    place.latitude !== null && place.longitude !== null
      ? `https://www.google.com/maps/search/?api=1&query=${place.latitude},${place.longitude}`
      : null;
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <Breadcrumb
        steps={[
          { to: "/directory", label: t("directory.title") },
          ...(category
            ? [
                {
                  to: `/directory/search${listSearch({ category: category.slug })}`,
                  label: category.name,
                },
              ]
            : []),
        ]}
      />
      <div className="mt-4 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="font-display text-4xl leading-tight text-ink-900 sm:text-5xl">
            {place.name}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
            {place.categories.map((c) => c.name).join(" · ")}
            {place.zone ? <span>· {place.zone}</span> : null}
            {rating && rating.count > 0 ? (
              <span className="inline-flex items-center gap-1.5">
                <Stars rating={rating.average} />
                <span>{t("reviews.count", { count: rating.count })}</span>
              </span>
            ) : null}
          </p>
          <p className="mt-2 font-semibold text-ink-900">
            {place.price
              ? t("place.price", { price: formatPesos(place.price, lang) })
              : t("place.free")}
          </p>
          <PictureGallery
            label={t("place.pictures", { name: place.name })}
            pictures={place.pictures}
          />
          <Prose html={place.description} className="mt-8" />
        </div>
        <aside aria-labelledby="place-where" className="lg:pt-20">
          <h2 id="place-where" className="font-display text-2xl text-ink-900">
            {t("place.where")}
          </h2>
          <ContactLinks
            name={place.name}
            reach={{ phone: place.phone, website: place.website }}
            address={place.address}
            className="mt-2"
          />
          {place.latitude !== null && place.longitude !== null ? (
            <div className="mt-4">
              <LocatorMap
                zones={zones}
                zoneId={place.zoneID}
                point={{ lat: place.latitude, lng: place.longitude }}
                label={t("place.mapLabel", {
                  zone: place.zone ?? "Puerto Vallarta",
                  name: place.name,
                })}
              />
            </div>
          ) : null}
          {mapsUrl ? (
            <a
              href={mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex font-semibold text-lagoon-700 underline"
            >
              {t("place.openMap")}
            </a>
          ) : null}
          {place.openingHours ? (
            <>
              <h2 id="place-hours" className="mt-8 font-display text-2xl text-ink-900">
                {t("hours.heading")}
              </h2>
              <OpeningHours hours={place.openingHours} headingId="place-hours" />
            </>
          ) : null}
        </aside>
      </div>

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
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="place.notFoundTitle"
      text="place.notFoundText"
      backTo="/directory"
      backLabel="place.back"
    />
  );
}
