import { redirect } from "react-router";
import { placeFacetFilter } from "../../../core/place-facets.ts";
import type { Services } from "../../lib/context.server.ts";
import { listSearch } from "../../lib/list-query.ts";
import type { ListRequest, ListSearch } from "../list/load.server.ts";
import { redirectRenamedCategories } from "../list/renamed.server.ts";

/**
 * SearchDirectory's own search step (spec §2): the list's filters, plus the chosen category's
 * sub-categories and the place facets (core/place-facets.ts). The sub-catalog is the category's
 * first, as spec §7 clients keep; a renamed sub-category's old slug answers 301 to its new one
 * (decision 109); sub-categories of another category are dropped from the URL with a redirect
 * rather than silently kept.
 */
export async function searchDirectory(
  services: Services,
  search: ListSearch,
  { lang, query, category, pagePath, url }: ListRequest,
) {
  const { places, dependantFields } = services;
  const subCatalog = category ? (await dependantFields.catalogs(category.id, lang))[0] : undefined;
  if (subCatalog) {
    await redirectRenamedCategories(services, url, "sub", subCatalog.id, subCatalog.categories);
  }
  const subs = subCatalog?.categories.filter((sub) => query.subs.includes(sub.slug)) ?? [];
  if (subs.length !== query.subs.length) {
    throw redirect(pagePath + listSearch({ ...query, subs: subs.map((sub) => sub.slug) }));
  }
  const subCategoryIDs = subs.length > 0 ? subs.map((sub) => sub.id) : undefined;
  const found = await places.search(lang, {
    ...search,
    ...placeFacetFilter(query),
    subCategoryIDs,
  });
  return {
    ...found,
    /** The sub-catalog's name and its choices, for the filter; null when there is none. */
    subCatalog: subCatalog
      ? {
          name: subCatalog.name,
          options: subCatalog.categories.map(({ slug, name }) => ({ slug, name })),
        }
      : null,
  };
}
