import { data } from "react-router";
import { CATALOG } from "../../core/constants.ts";
import { chosenPlaceFacets } from "../../core/place-facets.ts";
import { placeCard, zoneSlugMap } from "../features/directory/cards.ts";
import { DirectoryFilters } from "../features/directory/DirectoryFilters.tsx";
import { searchDirectory } from "../features/directory/search.server.ts";
import { listMeta } from "../features/list/head.ts";
import { ListPage } from "../features/list/ListPage.tsx";
import { loadList } from "../features/list/load.server.ts";
import { withRatings } from "../features/reviews/ratings.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import type { Route } from "./+types/directory-search";

needMessages("directory");

/**
 * SearchDirectory (spec §2): words, a category, its sub-categories, zones and the place facets
 * (core/place-facets.ts), all in the URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { zones, found, filters, numbers } = await loadList(
    request,
    services,
    CATALOG.places,
    (search, chosen) => searchDirectory(services, search, chosen),
  );
  const slugs = zoneSlugMap(zones);
  return data({
    ...filters,
    subCatalog: found.subCatalog,
    cards: await withRatings(
      services,
      found.items.map((place) => placeCard(place, slugs)),
    ),
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
          <DirectoryFilters subCatalog={subCatalog} query={query} apply={apply} />
        ),
      }}
      label={t("directory.title")}
      count={t("directory.results", { count: loaderData.total })}
      loadingText={t("directory.loading")}
    />
  );
}
