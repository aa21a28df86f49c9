import { data, redirect } from "react-router";
import { ACTIVITY_KIND, CATALOG, GRID_PAGE_SIZE } from "../../core/constants.ts";
import { langFromPath } from "../../core/i18n.ts";
import { pageCount } from "../../core/pagination.ts";
import { ListFilters } from "../components/ListFilters.tsx";
import { ListResults } from "../components/ListResults.tsx";
import { activityCard } from "../features/activities/cards.server.ts";
import { zoneSlugMap } from "../features/directory/cards.ts";
import { needMessages, translator, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { listSearch, parseListQuery } from "../lib/list-query.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/activities-search";

needMessages("directory");

/** SearchActivities (spec §2): words, a category, zones and tours or activities, in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { activities, dependantFields, site } = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const query = parseListQuery(url.searchParams);
  const categories = await dependantFields.categories(CATALOG.activities, lang);
  const zones = await dependantFields.zones(lang);
  const category = categories.find((c) => c.slug === query.category);
  const zoneIds = zones.filter((zone) => query.zones.includes(zone.slug)).map((zone) => zone.id);
  const { items, total, capped } = await activities.search(lang, {
    words: query.q || undefined,
    categoryIDs: category ? [category.id] : undefined,
    zoneIDs: zoneIds.length > 0 ? zoneIds : undefined,
    ...(query.kind ? { sysItemTypeIds: [ACTIVITY_KIND[query.kind]] } : {}),
    sort: query.sort,
    page: query.page,
    pageSize: GRID_PAGE_SIZE,
  });
  const pages = pageCount(total, GRID_PAGE_SIZE);
  if (query.page > pages) throw redirect(url.pathname + listSearch({ ...query, page: pages }));
  const slugs = zoneSlugMap(zones);
  return data({
    query,
    categoryName: category?.name ?? null,
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    zones: zones.map(({ slug, name }) => ({ slug, name })),
    cards: items.map((record) => activityCard(record, slugs, lang, site.name)),
    total,
    capped,
    pages,
  });
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  const t = translator(lang, site.name);
  const query = loaderData?.query;
  const title = loaderData?.categoryName
    ? `${t("activities.title")}: ${loaderData.categoryName}`
    : t("activities.searchTitle");
  return pageMeta({
    site,
    lang,
    path: `/activities/search${listSearch({ category: query?.category, zones: query?.zones, kind: query?.kind, page: query?.page })}`,
    title,
    description: t("activities.description"),
    image: loaderData?.cards[0]?.pictureUrl,
    imageAlt: loaderData?.cards[0]?.title,
    noindex: Boolean(query?.q),
  });
}

export default function ActivitiesSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, categories, zones, cards, total, capped, pages, categoryName } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">
        {categoryName ?? t("activities.searchTitle")}
      </h1>
      <div className="mt-6">
        <ListFilters
          query={query}
          categories={categories}
          zones={zones}
          withKinds
          searchLabel={t("activities.search")}
          placeholder={t("activities.searchPlaceholder")}
        />
      </div>
      <ListResults
        query={query}
        cards={cards}
        pages={pages}
        label={t("activities.title")}
        countText={
          capped
            ? t("search.moreThan", { results: t("activities.results", { count: total }) })
            : t("activities.results", { count: total })
        }
        loadingText={t("activities.loading")}
      />
    </div>
  );
}
