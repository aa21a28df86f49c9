import { ARTICLE_SORTS, type ArticleSort } from "../../core/constants.ts";
import { parsePage } from "../../core/pagination.ts";
import {
  appendPlaceFacetParams,
  chosenPlaceFacets,
  type PlaceFacetName,
  parsePlaceFacetParams,
} from "../../core/place-facets.ts";

/**
 * A list page's filters as they live in the URL (shareable, Back works): words, one category,
 * any number of zones, a kind (tours or activities), the directory's place facets
 * (core/place-facets.ts, `reservations=1`…), the sort and the page.
 */
export type ListQuery = { [K in PlaceFacetName]?: true | undefined } & {
  q: string;
  category: string | undefined;
  zones: string[];
  /** Sub-categories of the chosen category (the directory's "Mexican", "seafood"…): any of them. */
  subs: string[];
  kind: "tour" | "activity" | undefined;
  sort: ArticleSort;
  page: number;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `placeFacets` reads the place facets' parameters too: only the directory lists places, so
 * elsewhere `reservations=1` is not a filter (no "clear" link, no page-cache variant).
 */
export function parseListQuery(
  params: URLSearchParams,
  { placeFacets = false }: { placeFacets?: boolean } = {},
): ListQuery {
  const category = params.get("category") ?? "";
  const kind = params.get("kind");
  const sort = params.get("sort") ?? "";
  return {
    ...(placeFacets ? parsePlaceFacetParams(params) : {}),
    q: (params.get("q") ?? "").trim().slice(0, 200),
    category: SLUG.test(category) ? category : undefined,
    zones: [...new Set(params.getAll("zone").filter((zone) => SLUG.test(zone)))].slice(0, 11),
    subs: [...new Set(params.getAll("sub").filter((sub) => SLUG.test(sub)))].slice(0, 20),
    kind: kind === "tour" || kind === "activity" ? kind : undefined,
    sort: (ARTICLE_SORTS as readonly string[]).includes(sort) ? (sort as ArticleSort) : "default",
    page: parsePage(params.get("page")),
  };
}

/** The query string for a list view; defaults are left out so URLs stay short. */
export function listSearch(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  for (const zone of query.zones ?? []) params.append("zone", zone);
  // Sub-categories belong to a category: without one they mean nothing.
  if (query.category) for (const sub of query.subs ?? []) params.append("sub", sub);
  if (query.kind) params.set("kind", query.kind);
  appendPlaceFacetParams(params, query);
  if (query.sort && query.sort !== "default") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasFilters(query: ListQuery): boolean {
  return Boolean(
    query.q ||
      query.category ||
      query.zones.length ||
      query.subs.length ||
      query.kind ||
      chosenPlaceFacets(query) ||
      query.sort !== "default",
  );
}
