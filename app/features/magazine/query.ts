import {
  ARTICLE_SORTS,
  type ArticleSort,
  MAGAZINE_SECTIONS,
  type MagazineSection,
} from "../../../core/constants.ts";
import { parsePage } from "../../../core/pagination.ts";

/** The magazine's filters as they live in the URL, so every view is shareable (spec §5). */
export type MagazineQuery = {
  q: string;
  section: MagazineSection | undefined;
  sort: ArticleSort;
  page: number;
};

export function parseMagazineQuery(params: URLSearchParams): MagazineQuery {
  const section = params.get("section") ?? "";
  const sort = params.get("sort") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    section: (MAGAZINE_SECTIONS as readonly string[]).includes(section)
      ? (section as MagazineSection)
      : undefined,
    sort: (ARTICLE_SORTS as readonly string[]).includes(sort) ? (sort as ArticleSort) : "default",
    page: parsePage(params.get("page")),
  };
}

/** The query string for a magazine view; defaults are left out so URLs stay short. */
export function magazineSearch(query: {
  q?: string;
  section?: string | undefined;
  sort?: ArticleSort;
  page?: number;
}): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.section) params.set("section", query.section);
  if (query.sort && query.sort !== "default") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
