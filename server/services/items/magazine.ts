import { CATALOG, SYS_ITEM_TYPE } from "../../../core/constants.ts";
import type { Article } from "../../../core/contract/article.ts";
import type { SearchFields } from "../../../core/contract/search.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import type { ContentCache } from "../cache.ts";
import { presentArticle } from "./present.ts";
import { findItemByFriendlyUrl, type ItemScope, searchItems } from "./search.ts";

const MAGAZINE: ItemScope = {
  catalogId: CATALOG.magazine,
  sysItemTypeIds: [SYS_ITEM_TYPE.magazine],
};

const RELATED_COUNT = 3;

export function createMagazineService(db: Db, cache: ContentCache) {
  function search(
    lang: Lang,
    fields: SearchFields,
  ): Promise<{ articles: Article[]; total: number }> {
    return cache.get(`magazine:search:${lang}:${JSON.stringify(fields)}`, async () => {
      const { items, total } = await searchItems(db, MAGAZINE, lang, fields);
      return { articles: items.map(presentArticle), total };
    });
  }

  return {
    search,

    findArticle(lang: Lang, friendlyUrl: string): Promise<Article | undefined> {
      return cache.get(`magazine:article:${lang}:${friendlyUrl}`, async () => {
        const row = await findItemByFriendlyUrl(db, MAGAZINE, lang, friendlyUrl);
        return row && presentArticle(row);
      });
    },

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
        : { articles: [] };
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
