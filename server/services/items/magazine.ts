import type { Article } from "../../../core/contract/article.ts";
import type { ArticleDates, SearchFields } from "../../../core/contract/search.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import type { ContentCache } from "../cache.ts";
import { createCatalogReader } from "./catalog.ts";
import { presentArticle } from "./present.ts";

const RELATED_COUNT = 3;

export function createMagazineService(db: Db, cache: ContentCache) {
  const reader = createCatalogReader(db, cache, "magazine", async (rows) =>
    rows.map(presentArticle),
  );

  async function search(lang: Lang, fields: SearchFields & ArticleDates) {
    const { items, ...paging } = await reader.search(lang, fields);
    return { articles: items, ...paging };
  }

  return {
    search,
    findArticle: reader.find,
    /** An article as its page would show it, published or not: an editor's preview. */
    draft: reader.draft,
    byIds: reader.byIds,

    /** More from the article's first section; topped up with the latest when the section is small. */
    async related(lang: Lang, article: Article): Promise<Article[]> {
      const section = article.categories[0]?.id;
      const same = section
        ? await search(lang, {
            categoryIDs: [section],
            excludeItemId: article.id,
            page: 1,
            pageSize: RELATED_COUNT,
          })
        : { articles: [] as Article[] };
      if (same.articles.length >= RELATED_COUNT) return same.articles;
      const latest = await search(lang, {
        excludeItemId: article.id,
        page: 1,
        pageSize: RELATED_COUNT * 2,
      });
      const seen = new Set(same.articles.map((a) => a.id));
      return [...same.articles, ...latest.articles.filter((a) => !seen.has(a.id))].slice(
        0,
        RELATED_COUNT,
      );
    },
  };
}

export type MagazineService = ReturnType<typeof createMagazineService>;
