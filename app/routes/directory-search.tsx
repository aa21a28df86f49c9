import { data, redirect } from "react-router";
import { CATALOG, GRID_PAGE_SIZE } from "../../core/constants.ts";
import { langFromPath } from "../../core/i18n.ts";
import { pageCount } from "../../core/pagination.ts";
import { ListFilters } from "../components/ListFilters.tsx";
import { ListResults } from "../components/ListResults.tsx";
import { SubCatalogFilter } from "../components/SubCatalogFilter.tsx";
import { placeCard, zoneSlugMap } from "../features/directory/cards.ts";
import { needMessages, translator, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { listSearch, parseListQuery } from "../lib/list-query.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/directory-search";

needMessages("directory");

/** SearchDirectory (spec §2): words, a category, its sub-categories and zones, all in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { places, dependantFields } = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  // A client navigation asks for `….data`; a redirect must name the page itself.
  const pagePath = url.pathname.replace(/\.data$/, "");
  const query = parseListQuery(url.searchParams);
  const categories = await dependantFields.categories(CATALOG.places, lang);
  const zones = await dependantFields.zones(lang);
  const category = categories.find((c) => c.slug === query.category);
  const zoneIds = zones.filter((zone) => query.zones.includes(zone.slug)).map((zone) => zone.id);
  // The chosen category's sub-catalog (the first, as spec §7 clients keep); sub-categories of
  // another category are dropped from the URL rather than silently kept.
  const subCatalog = category ? (await dependantFields.catalogs(category.id, lang))[0] : undefined;
  const subs = subCatalog?.categories.filter((sub) => query.subs.includes(sub.slug)) ?? [];
  if (subs.length !== query.subs.length) {
    throw redirect(pagePath + listSearch({ ...query, subs: subs.map((sub) => sub.slug) }));
  }
  const { items, total, capped } = await places.search(lang, {
    words: query.q || undefined,
    categoryIDs: category ? [category.id] : undefined,
    subCategoryIDs: subs.length > 0 ? subs.map((sub) => sub.id) : undefined,
    zoneIDs: zoneIds.length > 0 ? zoneIds : undefined,
    sort: query.sort,
    page: query.page,
    pageSize: GRID_PAGE_SIZE,
  });
  const pages = pageCount(total, GRID_PAGE_SIZE);
  if (query.page > pages) throw redirect(pagePath + listSearch({ ...query, page: pages }));
  const slugs = zoneSlugMap(zones);
  return data({
    query,
    categoryName: category?.name ?? null,
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    zones: zones.map(({ slug, name }) => ({ slug, name })),
    subCatalog: subCatalog
      ? {
          name: subCatalog.name,
          options: subCatalog.categories.map(({ slug, name }) => ({ slug, name })),
        }
      : null,
    cards: items.map((place) => placeCard(place, slugs)),
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
    ? `${t("directory.title")}: ${loaderData.categoryName}`
    : t("directory.searchTitle");
  return pageMeta({
    site,
    lang,
    path: `/directory/search${listSearch({ category: query?.category, zones: query?.zones, page: query?.page })}`,
    title,
    description: t("directory.description"),
    image: loaderData?.cards[0]?.pictureUrl,
    imageAlt: loaderData?.cards[0]?.title,
    noindex: Boolean(query?.q),
  });
}

export default function DirectorySearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, categories, zones, subCatalog, cards, total, capped, pages, categoryName } =
    loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">
        {categoryName ?? t("directory.searchTitle")}
      </h1>
      <div className="mt-6">
        <ListFilters
          query={query}
          categories={categories}
          zones={zones}
          extraChosen={query.subs.length}
          searchLabel={t("directory.search")}
          placeholder={t("directory.searchPlaceholder")}
          extraFields={
            subCatalog
              ? (apply) => (
                  <SubCatalogFilter
                    legend={subCatalog.name}
                    options={subCatalog.options}
                    chosen={query.subs}
                    onChange={() => apply(false)}
                  />
                )
              : undefined
          }
        />
      </div>
      <ListResults
        query={query}
        cards={cards}
        pages={pages}
        label={t("directory.title")}
        countText={
          capped
            ? t("search.moreThan", { results: t("directory.results", { count: total }) })
            : t("directory.results", { count: total })
        }
        loadingText={t("directory.loading")}
      />
    </div>
  );
}
