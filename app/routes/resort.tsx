import { data, useRouteLoaderData } from "react-router";
import { langFromPath } from "../../core/i18n.ts";
import { resortPath } from "../../core/urls.ts";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { LocatorMap } from "../components/LocatorMap.tsx";
import { NotFoundBoundary } from "../components/NotFound.tsx";
import { PictureGallery } from "../components/PictureGallery.tsx";
import { Prose } from "../components/Prose.tsx";
import { Stars } from "../components/Stars.tsx";
import { resortCards } from "../features/resorts/data.server.ts";
import { Promotion } from "../features/resorts/Promotion.tsx";
import { ResortCards } from "../features/resorts/ResortCards.tsx";
import { needMessages, translator, useLang, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { formatUsd, telHref, whatsappHref } from "../lib/format.ts";
import type { RootData } from "../lib/root-data.ts";
import { absoluteImage, notFoundMeta, pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/resort";

needMessages("resorts");

/** GenericResortView (spec §2): `/resort/{item}`, one of the built-in resorts. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const resort = await services.resorts.find(lang, params.item);
  if (!resort) throw data(null, { status: 404 });
  const [zones, cards] = await Promise.all([
    services.dependantFields.zones(lang),
    resortCards(services, lang),
  ]);
  return {
    resort,
    path: resortPath(resort.friendlyUrl),
    zones: zones.map(({ id, name, path }) => ({ id, name, path })),
    others: cards.filter((card) => card.id !== resort.id),
  };
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
      t("resort.notFoundTitle"),
      t("resort.notFoundText"),
    );
  }
  const { resort, path } = loaderData;
  const prefix = `${site.origin}${lang === "es" ? "/es" : ""}`;
  return pageMeta({
    site,
    lang,
    path,
    title: resort.name,
    description: resort.shortdescription,
    image: resort.pictureUrl,
    jsonLd: [
      {
        "@type": ["Hotel", "LodgingBusiness"],
        name: resort.name,
        description: resort.shortdescription,
        url: `${prefix}${path}`,
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
            ? { "@type": "GeoCoordinates", latitude: resort.latitude, longitude: resort.longitude }
            : undefined,
        amenityFeature: [
          { "@type": "LocationFeatureSpecification", name: "All-inclusive plan", value: true },
        ],
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            name: t("resorts.title"),
            item: `${prefix}/resorts`,
          },
          { "@type": "ListItem", position: 2, name: resort.name, item: `${prefix}${path}` },
        ],
      },
    ],
  });
}

export default function ResortPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const site = useRouteLoaderData<RootData>("root")?.site;
  const { resort, zones, others } = loaderData;
  const point =
    resort.latitude !== null && resort.longitude !== null
      ? { lat: resort.latitude, lng: resort.longitude }
      : null;
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <Breadcrumb steps={[{ to: "/resorts", label: t("resorts.title") }]} />
      <div className="mt-4 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="font-display text-4xl leading-tight text-ink-900 sm:text-5xl">
            {resort.name}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
            {resort.stars ? <Stars rating={resort.stars} /> : null}
            {resort.zone ? <span>{resort.zone}</span> : null}
          </p>
          <PictureGallery
            label={t("resort.pictures", { name: resort.name })}
            pictures={resort.pictures}
          />
          <Prose html={resort.description} className="mt-8" />
        </div>
        <aside aria-label={t("page.atAGlance")} className="space-y-6 lg:pt-20">
          <dl className="space-y-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
            <div>
              <dt className="sr-only">{t("resort.priceLabel")}</dt>
              <dd className="font-display text-2xl text-ink-900">
                {t("resort.price", { price: formatUsd(resort.priceUsd, lang) })}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-500">{t("resort.address")}</dt>
              <dd className="text-ink-900">{resort.address}</dd>
            </div>
            {resort.zone ? (
              <div>
                <dt className="text-sm font-semibold text-ink-500">{t("resort.zone")}</dt>
                <dd className="text-ink-900">{resort.zone}</dd>
              </div>
            ) : null}
          </dl>
          {site ? (
            <section
              aria-labelledby="resort-book"
              className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
            >
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
              <div className="mt-3">
                <LocatorMap
                  zones={zones}
                  zoneId={resort.zoneID}
                  point={point}
                  label={t("resort.mapLabel", {
                    zone: resort.zone ?? "Puerto Vallarta",
                    name: resort.name,
                  })}
                />
              </div>
              <a
                href={`https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lng}`}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-lagoon-700 underline"
              >
                {t("resort.openMap")}
              </a>
            </section>
          ) : null}
        </aside>
      </div>

      <div className="mt-14">
        <Promotion compact />
      </div>

      {others.length > 0 ? (
        <section aria-labelledby="resort-others" className="mt-14">
          <h2 id="resort-others" className="font-display text-3xl text-ink-900">
            {t("resort.others")}
          </h2>
          <div className="mt-6">
            <ResortCards resorts={others} headingLevel={3} />
          </div>
        </section>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="resort.notFoundTitle"
      text="resort.notFoundText"
      backTo="/resorts"
      backLabel="resort.back"
    />
  );
}
