import { redirect } from "react-router";
import { CATALOG, GRID_PAGE_SIZE } from "../../../core/constants.ts";
import { langFromPath } from "../../../core/i18n.ts";
import { pageCount } from "../../../core/pagination.ts";
import type { Services } from "../../lib/context.server.ts";
import { articleCard } from "./cards.ts";
import { magazineSearch, parseMagazineQuery } from "./query.ts";

/** Magazine (spec §2): the articles, searched by words and one section, sorted, in pages. */
export async function magazineData(services: Services, request: Request) {
  const { magazine, dependantFields } = services;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const query = parseMagazineQuery(url.searchParams);
  const sections = await dependantFields.categories(CATALOG.magazine, lang);
  const section = sections.find((category) => category.slug === query.section);
  const { articles, total, capped } = await magazine.search(lang, {
    words: query.q || undefined,
    categoryIDs: section ? [section.id] : undefined,
    sort: query.sort,
    page: query.page,
    pageSize: GRID_PAGE_SIZE,
  });
  await services.searchLog.record("magazine", lang, { words: query.q, page: query.page }, total);
  const pages = pageCount(total, GRID_PAGE_SIZE);
  if (query.page > pages) {
    // A client navigation asks for `….data`; the redirect must name the page itself.
    throw redirect(url.pathname.replace(/\.data$/, "") + magazineSearch({ ...query, page: pages }));
  }
  return {
    query,
    sectionName: section?.name ?? null,
    sections: sections.map(({ id, slug, name }) => ({ id, slug, name })),
    articles: articles.map(articleCard),
    total,
    capped,
    pages,
  };
}

export type MagazineData = Awaited<ReturnType<typeof magazineData>>;
