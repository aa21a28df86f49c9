import { CATALOG } from "../../core/constants.ts";
import { langFromPath } from "../../core/i18n.ts";
import { CardSection } from "../components/CardSection.tsx";
import { ChipLinks } from "../components/ChipLinks.tsx";
import { QuickSearch } from "../components/QuickSearch.tsx";
import { CategoryTiles } from "../features/directory/CategoryTiles.tsx";
import { placeCard, zoneSlugMap } from "../features/directory/cards.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { listSearch } from "../lib/list-query.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/directory";

needMessages("directory");

const FEATURED_COUNT = 6;

/** Directory (spec §2): the categories with their counts, featured places, and every zone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { places, dependantFields } = context.get(servicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const categories = await dependantFields.categories(CATALOG.places, lang);
  const counts = await places.categoryCounts();
  const zones = await dependantFields.zones(lang);
  const slugs = zoneSlugMap(zones);
  const covers = await Promise.all(
    categories.map(async (category) => {
      const { items } = await places.search(lang, {
        categoryIDs: [category.id],
        page: 1,
        pageSize: 1,
      });
      return items[0]?.pictureUrl ?? null;
    }),
  );
  const { items: featured } = await places.search(lang, { page: 1, pageSize: FEATURED_COUNT });
  return {
    categories: categories
      .map((category, i) => ({
        slug: category.slug,
        name: category.name,
        count: counts.get(category.id) ?? 0,
        picture: covers[i] ?? null,
      }))
      .filter((category) => category.count > 0),
    featured: featured.map((place) => placeCard(place, slugs)),
    zones: zones.map(({ slug, name }) => ({ slug, name })),
  };
}

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  const { loaderData } = args;
  return pageMeta({
    site,
    lang,
    path: "/directory",
    title: t("directory.title"),
    description: t("directory.description"),
    image: loaderData?.featured[0]?.pictureUrl,
    imageAlt: loaderData?.featured[0]?.title,
    jsonLd: [
      {
        "@type": "CollectionPage",
        name: t("directory.heading"),
        description: t("directory.description"),
        inLanguage: lang,
      },
    ],
  });
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { categories, featured, zones } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{t("directory.heading")}</h1>
        <p className="mt-3 text-lg text-ink-700">{t("directory.intro")}</p>
      </header>
      <QuickSearch
        action="/directory/search"
        label={t("directory.search")}
        placeholder={t("directory.searchPlaceholder")}
      />

      <CategoryTiles categories={categories} />

      <CardSection title={t("directory.featured")} cards={featured} />

      <section aria-labelledby="directory-zones" className="mt-14">
        <h2 id="directory-zones" className="font-display text-3xl text-ink-900">
          {t("directory.byZone")}
        </h2>
        <ChipLinks
          links={zones.map((zone) => ({
            key: zone.slug,
            to: `/directory/search${listSearch({ zones: [zone.slug] })}`,
            label: zone.name,
          }))}
        />
      </section>
    </div>
  );
}
