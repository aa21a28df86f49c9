import type { Lang } from "../../../core/i18n.ts";
import { CardSection } from "../../components/CardSection.tsx";
import { ChipLinks } from "../../components/ChipLinks.tsx";
import { ItemCard } from "../../components/ItemCard.tsx";
import { LocalLink } from "../../components/LocalLink.tsx";
import { PICTURE_FORMAT, Picture } from "../../components/Picture.tsx";
import { TitledSection } from "../../components/SectionHeading.tsx";
import { needMessages, translator, useT } from "../../i18n/index.ts";
import { pageMeta, type SiteMeta } from "../../lib/seo.ts";
import { magazineSearch } from "../magazine/query.ts";
import { zonePlacesPath } from "../maps/items.ts";
import { SiteSearchForm } from "../site-search/SiteSearchForm.tsx";
import type { HomeData } from "./data.server.ts";

needMessages("magazine");

/** Home's sections share the page's width and rhythm. */
const SECTION = "mx-auto max-w-7xl px-4 pt-14 lg:px-6";

/** Home's head; as the catch-all it is titled "Page not found" and kept out of search engines. */
export function homeMeta(site: SiteMeta, lang: Lang, loaderData: HomeData | undefined) {
  const t = translator(lang, site.name);
  if (loaderData?.unknownPath) {
    return pageMeta({
      site,
      lang,
      path: "/",
      title: t("notFound.title"),
      description: t("home.description"),
      noindex: true,
    });
  }
  return pageMeta({
    site,
    lang,
    path: "/",
    title: t("home.title"),
    description: t("home.description"),
    image: loaderData?.featured?.pictureUrl,
    imageAlt: loaderData?.featured?.title,
    jsonLd: [
      {
        "@type": "WebSite",
        name: site.name,
        url: `${site.origin}/`,
        inLanguage: ["en", "es"],
        description: t("home.description"),
      },
      {
        "@type": "TravelAgency",
        name: site.name,
        url: `${site.origin}/`,
        telephone: site.phone,
        email: site.email,
        areaServed: "Puerto Vallarta, Jalisco, Mexico",
      },
    ],
  });
}

export function HomeView({ data }: { data: HomeData }) {
  const t = useT();
  const { featured, latest, sections, upcoming, zones, unknownPath } = data;
  return (
    <>
      {unknownPath ? (
        <div role="status" className="border-b border-sun-400 bg-sun-400/15">
          <div className="mx-auto max-w-7xl px-4 py-3 lg:px-6">
            <p>
              <strong className="font-semibold">{t("notFound.title")}.</strong>{" "}
              {t("notFound.text", { path: unknownPath })}
            </p>
          </div>
        </div>
      ) : null}

      <section className="relative overflow-hidden bg-ocean-950 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16 lg:px-6">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-sun-400">
              {t("home.heroKicker")}
            </p>
            <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">
              {t("home.heroTitle")}
            </h1>
            <p className="mt-4 max-w-prose text-lg text-sand-100">{t("home.heroText")}</p>
            <div className="mt-7 max-w-xl">
              <SiteSearchForm />
            </div>
            <LocalLink
              to="/magazine"
              className="mt-7 inline-flex items-center rounded-full bg-sun-400 px-6 py-3 font-semibold text-ocean-950 hover:bg-white"
            >
              {t("home.readMagazine")}
            </LocalLink>
          </div>
          {featured ? (
            <div>
              <h2 className="sr-only">{t("home.featured")}</h2>
              <div className="text-ink-900">
                <ItemCard card={featured} priority headingLevel={3} />
              </div>
            </div>
          ) : null}
        </div>
      </section>

      <CardSection
        title={t("home.latest")}
        cards={latest}
        more={{ to: "/magazine", label: t("home.allStories") }}
        className={SECTION}
      />

      <TitledSection id="home-sections" title={t("home.sections")} className={SECTION}>
        <ChipLinks
          links={sections.map((section) => ({
            key: section.slug,
            to: `/magazine${magazineSearch({ section: section.slug })}`,
            label: section.name,
          }))}
        />
      </TitledSection>

      <CardSection
        title={t("home.upcoming")}
        cards={upcoming}
        more={{ to: "/events", label: t("home.allEvents") }}
        className={SECTION}
      />

      <TitledSection
        id="home-zones"
        title={t("home.zones")}
        more={{ to: "/directory", label: t("home.allPlaces") }}
        className={SECTION}
      >
        <p className="mt-2 max-w-prose text-ink-700">{t("home.zonesIntro")}</p>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {zones.map((zone) => (
            <li
              key={zone.id}
              className="relative overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] focus-within:ring-3 focus-within:ring-sun-400 hover:shadow-lg"
            >
              <Picture
                src={zone.picture}
                format={PICTURE_FORMAT.zoneTile}
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="p-4">
                <h3 className="font-display text-lg text-ink-900">
                  {/* The whole card is the link (its ::after covers it): the zone's places. */}
                  <LocalLink
                    to={zonePlacesPath(zone.slug)}
                    className="outline-none after:absolute after:inset-0 hover:underline"
                  >
                    {zone.name}
                  </LocalLink>
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-700">{zone.summary}</p>
                <p aria-hidden="true" className="mt-2 text-sm font-semibold text-lagoon-700">
                  {t("home.zonePlaces")} →
                </p>
              </div>
            </li>
          ))}
        </ul>
      </TitledSection>
    </>
  );
}
