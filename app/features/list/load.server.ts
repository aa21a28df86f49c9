import { redirect } from "react-router";
import { type ArticleSort, CATALOG, GRID_PAGE_SIZE } from "../../../core/constants.ts";
import { type Lang, langFromPath } from "../../../core/i18n.ts";
import { pageCount } from "../../../core/pagination.ts";
import type { SearchLogKind } from "../../../core/search-log.ts";
import type { Services } from "../../lib/context.server.ts";
import { type ListQuery, listSearch, parseListQuery } from "../../lib/list-query.ts";
import { redirectRenamedCategories } from "./renamed.server.ts";

type Named = { id: number; slug: string; name: string };

/** What a list's search service is asked: the URL's filters, resolved to ids (spec §7). */
export type ListSearch = {
  words: string | undefined;
  categoryIDs: number[] | undefined;
  zoneIDs: number[] | undefined;
  sort: ArticleSort;
  page: number;
  pageSize: number;
};

/** What the list's own search step learns from the URL. */
export type ListRequest = {
  lang: Lang;
  query: ListQuery;
  category: Named | undefined;
  /** The page's own path: a client navigation asks for `….data`, a redirect must name the page. */
  pagePath: string;
  /** The address asked for, its query whole (a renamed sub-category keeps the rest of it). */
  url: URL;
};

type Found = { total: number; capped: boolean };

/** The lists whose words are counted as visitors' searches (core/search-log.ts). */
const LOGGED_KIND: Partial<Record<number, SearchLogKind>> = {
  [CATALOG.places]: "places",
  [CATALOG.activities]: "activities",
  [CATALOG.benefits]: "benefits",
};

/**
 * A search list page's loader, the part every list shares (SearchDirectory, SearchActivities,
 * Benefits; spec §2): the filters from the URL (lib/list-query.ts), its catalog's categories and
 * the zones, the search resolved to ids, and a page past the end sent to the last one. `search`
 * runs the list's own search; what it returns comes back as `found`.
 */
export async function loadList<F extends Found>(
  request: Request,
  services: Services,
  catalog: number,
  search: (filters: ListSearch, chosen: ListRequest) => Promise<F>,
) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const pagePath = url.pathname.replace(/\.data$/, "");
  const query = parseListQuery(url.searchParams, { placeFacets: catalog === CATALOG.places });
  const [categories, zones] = await Promise.all([
    services.dependantFields.categories(catalog, lang),
    services.dependantFields.zones(lang),
  ]);
  await redirectRenamedCategories(services, url, "category", catalog, categories);
  const category = categories.find((c) => c.slug === query.category);
  const zoneIds = zones.filter((zone) => query.zones.includes(zone.slug)).map((zone) => zone.id);
  const found = await search(
    {
      words: query.q || undefined,
      categoryIDs: category ? [category.id] : undefined,
      zoneIDs: zoneIds.length > 0 ? zoneIds : undefined,
      sort: query.sort,
      page: query.page,
      pageSize: GRID_PAGE_SIZE,
    },
    { lang, query, category, pagePath, url },
  );
  const kind = LOGGED_KIND[catalog];
  if (kind)
    await services.searchLog.record(kind, lang, { words: query.q, page: query.page }, found.total);
  const pages = pageCount(found.total, GRID_PAGE_SIZE);
  if (query.page > pages) throw redirect(pagePath + listSearch({ ...query, page: pages }));
  return {
    lang,
    zones,
    found,
    /** The filters and their options, as every list page sends them before its cards… */
    filters: {
      query,
      categoryName: category?.name ?? null,
      categories: categories.map(({ slug, name }) => ({ slug, name })),
      zones: zones.map(({ slug, name }) => ({ slug, name })),
    },
    /** …and the results' numbers after them. */
    numbers: { total: found.total, capped: found.capped, pages },
  };
}
