import type { Lang } from "../../../core/i18n.ts";
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
import { BayPanorama } from "./BayPanorama.tsx";
import type { HomeData } from "./data.server.ts";
import { SideRow, SideRowItem } from "./SideRow.tsx";

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
  const { featured, latest, sections, events, sunset, highlights, zones, unknownPath } = data;
  const stories = featured ? [featured, ...latest] : latest;
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

      <section aria-labelledby="home-title" className="bg-ocean-950 text-white">
        <BayPanorama label={t("home.heroAlt")} className="h-36 sm:h-52 lg:h-64" />
        <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-6 pb-10 md:grid-cols-[3fr_2fr] md:items-end md:pt-8 lg:px-6">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-sun-400">
              {t("home.heroKicker")}
            </p>
            <h1 id="home-title" className="mt-2 font-display text-4xl leading-tight sm:text-5xl">
              {t("home.heroTitle")}
            </h1>
            <p className="mt-3 max-w-prose text-lg text-sand-100">{t("home.heroText")}</p>
          </div>
          <div className="flex flex-col gap-4">
            {sunset ? (
              <p className="flex items-center gap-3 text-sand-100">
                <SunsetIcon />
                <span>
                  {t("home.sunset")}{" "}
                  <time dateTime={sunset.dateTime} className="font-semibold text-sun-400">
                    {sunset.text}
                  </time>
                </span>
              </p>
            ) : null}
            <SiteSearchForm />
          </div>
        </div>
      </section>

      {events.cards.length > 0 ? (
        <TitledSection
          id="home-events"
          title={t(events.thisWeek ? "home.thisWeek" : "home.upcoming")}
          more={{ to: "/events", label: t("home.allEvents") }}
          className={SECTION}
        >
          <SideRow label={t(events.thisWeek ? "home.thisWeek" : "home.upcoming")}>
            {events.cards.map((card) => (
              <SideRowItem key={card.id}>
                <ItemCard card={card} pictureFormat={PICTURE_FORMAT.rowCard} />
              </SideRowItem>
            ))}
          </SideRow>
        </TitledSection>
      ) : null}

      <TitledSection id="home-season" title={t("home.season")} className={SECTION}>
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {highlights.map((highlight) => (
            <li
              key={highlight.id}
              className="rounded-[var(--radius-card)] border-t-4 border-coral-600 bg-white p-5 shadow-[var(--shadow-card)]"
            >
              <h3 className="font-display text-xl text-ink-900">{highlight.title}</h3>
              <p className="mt-1.5 text-[0.95rem] leading-relaxed text-ink-700">{highlight.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      {stories.length > 0 ? (
        <TitledSection
          id="home-latest"
          title={t("home.latest")}
          more={{ to: "/magazine", label: t("home.allStories") }}
          className={SECTION}
        >
          <SideRow label={t("home.latest")}>
            {stories.map((card, i) => (
              <SideRowItem key={card.id}>
                <ItemCard card={card} priority={i === 0} pictureFormat={PICTURE_FORMAT.rowCard} />
              </SideRowItem>
            ))}
          </SideRow>
        </TitledSection>
      ) : null}

      <TitledSection id="home-sections" title={t("home.sections")} className={SECTION}>
        <ChipLinks
          links={sections.map((section) => ({
            key: section.slug,
            to: `/magazine${magazineSearch({ section: section.slug })}`,
            label: section.name,
          }))}
        />
      </TitledSection>

      <TitledSection
        id="home-zones"
        title={t("home.zones")}
        more={{ to: "/directory", label: t("home.allPlaces") }}
        className={SECTION}
      >
        <p className="mt-2 max-w-prose text-ink-700">{t("home.zonesIntro")}</p>
        <SideRow label={t("home.zones")}>
          {zones.map((zone) => (
            <SideRowItem key={zone.id}>
              <div className="relative h-full overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] focus-within:ring-3 focus-within:ring-sun-400 hover:shadow-lg">
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
              </div>
            </SideRowItem>
          ))}
        </SideRow>
      </TitledSection>
    </>
  );
}

/** A sun half under the sea: the sunset line's mark. */
function SunsetIcon() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8 shrink-0">
      <path d="M6 19a10 10 0 0 1 20 0Z" fill="#f2a541" />
      <path d="M3 22h26M7 26h18" stroke="#7fd3d0" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
