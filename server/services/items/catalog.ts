import type { SearchFields } from "../../../core/contract/search.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import type { ContentCache } from "../cache.ts";
import {
  findItemByFriendlyUrl,
  type ItemRow,
  type ItemScope,
  type ItemSearch,
  searchItems,
} from "./search.ts";

export type Presenter<T> = (rows: ItemRow[]) => Promise<T[]>;

/**
 * Search and lookup for one catalog (magazine, places, activities…), presented in its public
 * shape and cached by content version (docs/decisions/011).
 */
export function createCatalogReader<T>(
  db: Db,
  cache: ContentCache,
  name: string,
  scope: ItemScope,
  present: Presenter<T>,
) {
  return {
    search(lang: Lang, fields: ItemSearch): Promise<{ items: T[]; total: number }> {
      return cache.get(`${name}:search:${lang}:${JSON.stringify(fields)}`, async () => {
        const { items, total } = await searchItems(db, scope, lang, fields);
        return { items: await present(items), total };
      });
    },

    find(lang: Lang, friendlyUrl: string): Promise<T | undefined> {
      return cache.get(`${name}:find:${lang}:${friendlyUrl}`, async () => {
        const row = await findItemByFriendlyUrl(db, scope, lang, friendlyUrl);
        return row ? (await present([row]))[0] : undefined;
      });
    },
  };
}

export type CatalogReader<T> = ReturnType<typeof createCatalogReader<T>>;
export type { SearchFields };
