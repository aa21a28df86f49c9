import { data, redirect } from "react-router";
import { CATALOG } from "../../core/constants.ts";
import { chosenPlaceFacets, placeFacetFilter } from "../../core/place-facets.ts";
import { SubCatalogFilter } from "../components/SubCatalogFilter.tsx";
import { placeCard, zoneSlugMap } from "../features/directory/cards.ts";
import { PlaceFacetFields } from "../features/directory/PlaceFacetFields.tsx";
import { listMeta } from "../features/list/head.ts";
import { ListPage } from "../features/list/ListPage.tsx";
import { loadList } from "../features/list/load.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { listSearch } from "../lib/list-query.ts";
import type { Route } from "./+types/directory-search";

needMessages("directory");

/**
 * SearchDirectory (spec §2): words, a category, its sub-categories, zones and the place facets
 * (core/place-facets.ts), all in the URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { places, dependantFields } = services;
  const { zones, found, filters, numbers } = await loadList(
    request,
    services,
    CATALOG.places,
    async (search, { lang, query, category, pagePath }) => {
      // The chosen category's sub-catalog (the first, as spec §7 clients keep); sub-categories
      // of another category are dropped from the URL rather than silently kept.
      const subCatalog = category
        ? (await dependantFields.catalogs(category.id, lang))[0]
        : undefined;
      const subs = subCatalog?.categories.filter((sub) => query.subs.includes(sub.slug)) ?? [];
      if (subs.length !== query.subs.length) {
        throw redirect(pagePath + listSearch({ ...query, subs: subs.map((sub) => sub.slug) }));
      }
      const subCategoryIDs = subs.length > 0 ? subs.map((sub) => sub.id) : undefined;
      const facets = placeFacetFilter(query);
      return {
        ...(await places.search(lang, { ...search, ...facets, subCategoryIDs })),
        subCatalog,
      };
    },
  );
  const slugs = zoneSlugMap(zones);
  const { subCatalog } = found;
  return data({
    ...filters,
    subCatalog: subCatalog
      ? {
          name: subCatalog.name,
          options: subCatalog.categories.map(({ slug, name }) => ({ slug, name })),
        }
      : null,
    cards: found.items.map((place) => placeCard(place, slugs)),
    ...numbers,
  });
}

export function meta(args: Route.MetaArgs) {
  return listMeta(args, {
    base: "/directory/search",
    title: "directory.title",
    searchTitle: "directory.searchTitle",
    description: "directory.description",
  });
}

export default function DirectorySearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, subCatalog } = loaderData;
  return (
    <ListPage
      data={loaderData}
      heading={loaderData.categoryName ?? t("directory.searchTitle")}
      filters={{
        extraChosen: query.subs.length + chosenPlaceFacets(query),
        searchLabel: t("directory.search"),
        placeholder: t("directory.searchPlaceholder"),
        extraFields: (apply) => (
          <>
            {subCatalog ? (
              <SubCatalogFilter
                legend={subCatalog.name}
                options={subCatalog.options}
                chosen={query.subs}
                onChange={() => apply(false)}
              />
            ) : null}
            <PlaceFacetFields chosen={query} onChange={() => apply(false)} />
          </>
        ),
      }}
      label={t("directory.title")}
      count={t("directory.results", { count: loaderData.total })}
      loadingText={t("directory.loading")}
    />
  );
}
