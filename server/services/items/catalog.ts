import { CATALOG, type CatalogKey, SYS_ITEM_TYPE } from "../../../core/constants.ts";
import type { SearchFields } from "../../../core/contract/search.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import type { ContentCache } from "../cache.ts";
import { createCategoryNamer, type NamedItemRow } from "./categories.ts";
import { loadSearchFacets, loadVocabulary } from "./relevance.ts";
import {
  findItemByFriendlyUrl,
  findItemById,
  type ItemScope,
  type ItemSearch,
  publishedRowsOf,
  searchItems,
} from "./search.ts";

export type Presenter<T> = (rows: NamedItemRow[]) => Promise<T[]>;

/** One page of results; `capped` when there were more than COUNT_CAP to count. */
export type SearchPage<T> = {
  items: T[];
  total: number;
  capped: boolean;
  /** The page answered and its size (the catalog's default when the search named none). */
  page: number;
  pageSize: number;
  /** The words corrected, when the search found few or none (docs/decisions/142). */
  didYouMean?: string;
};

/**
 * Search and lookup for one catalog (magazine, places, activities…), presented in its public
 * shape and cached by content version (docs/decisions/011). The catalog's key names its id and
 * item types (CATALOG, SYS_ITEM_TYPE) and its cache entries.
 */
export function createCatalogReader<T>(
  db: Db,
  cache: ContentCache,
  name: CatalogKey,
  present: Presenter<T>,
  pageSize?: number,
) {
  const scope: ItemScope = {
    catalogId: CATALOG[name],
    sysItemTypeIds: [SYS_ITEM_TYPE[name]].flat(),
    pageSize,
  };
  const named = createCategoryNamer(db, cache);
  return {
    search(lang: Lang, fields: ItemSearch): Promise<SearchPage<T>> {
      return cache.get(`${name}:search:${lang}:${JSON.stringify(fields)}`, async (version) => {
        const withWords = Boolean(fields.words || fields.search);
        const facets = withWords ? await loadSearchFacets(db, cache) : undefined;
        const vocabulary = withWords ? () => loadVocabulary(db, cache) : undefined;
        const { items, ...paging } = await searchItems(db, scope, lang, fields, facets, vocabulary);
        return { items: await present(await named(lang, version, items)), ...paging };
      });
    },

    find(lang: Lang, friendlyUrl: string): Promise<T | undefined> {
      return cache.get(`${name}:find:${lang}:${friendlyUrl}`, async (version) => {
        const row = await findItemByFriendlyUrl(db, scope, lang, friendlyUrl);
        return row ? (await present(await named(lang, version, [row])))[0] : undefined;
      });
    },

    /**
     * An item as its page would show it, published or not, for an editor's preview (issue 15);
     * undefined when it has no text in `lang`. Read fresh each time: drafts change as they are
     * written.
     */
    async draft(lang: Lang, id: number): Promise<T | undefined> {
      const row = await findItemById(db, scope, lang, id);
      if (!row) return undefined;
      return (await present(await named(lang, await cache.version(), [row])))[0];
    },

    /**
     * These items, presented, in the order given; those unpublished or of another catalog are
     * left out. Not cached: a member's saved items are theirs alone (My trip, issue 13).
     */
    async byIds(lang: Lang, ids: readonly number[]): Promise<T[]> {
      if (ids.length === 0) return [];
      const version = await cache.version();
      const rows = await publishedRowsOf(db, scope, lang, ids);
      return present(await named(lang, version, rows));
    },
  };
}

export type CatalogReader<T> = ReturnType<typeof createCatalogReader<T>>;
export type { SearchFields };
