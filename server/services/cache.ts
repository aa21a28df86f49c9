import type { Db } from "../db/client.ts";
import { contentVersion } from "../db/schema/index.ts";

/**
 * Read caches for content: database reads (zones, categories, magazine lists and articles) and
 * rendered pages. PGlite runs one query at a time, so pages must not repeat the same work.
 *
 * Every entry is tagged with the content version it was made from, and only served while that
 * is still the current version. The version comes from the database (kept by triggers, so any
 * writer in any process bumps it) with one tiny query shared by concurrent callers. At most
 * `maxEntries` are kept, least recently used first out, so arbitrary URLs or search words can't
 * grow it without bound.
 */
export type ContentCache = {
  version(): Promise<number>;
  peek<T>(key: string, version: number): T | undefined;
  put<T>(key: string, version: number, value: T): void;
  /** Reads through the cache; `load` gets the version it runs under, for nested lookups. */
  get<T>(key: string, load: (version: number) => Promise<T>): Promise<T>;
  /** Like `get`, under a version the caller already read: no second query for it. */
  getAt<T>(key: string, version: number, load: (version: number) => Promise<T>): Promise<T>;
};

export function createContentCache(
  readVersion: () => Promise<number>,
  { maxEntries = 1000 }: { maxEntries?: number } = {},
): ContentCache {
  const entries = new Map<string, { version: number; value: unknown }>();
  let versionInFlight: Promise<number> | undefined;

  const cache: ContentCache = {
    version() {
      versionInFlight ??= readVersion().finally(() => {
        versionInFlight = undefined;
      });
      return versionInFlight;
    },
    peek<T>(key: string, version: number): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        entries.delete(key);
        return undefined;
      }
      // Map order is insertion order: re-inserting marks the entry as recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value as T;
    },
    put<T>(key: string, version: number, value: T) {
      entries.delete(key);
      entries.set(key, { version, value });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async get<T>(key: string, load: (version: number) => Promise<T>): Promise<T> {
      return cache.getAt(key, await cache.version(), load);
    },
    getAt<T>(key: string, version: number, load: (version: number) => Promise<T>): Promise<T> {
      const hit = cache.peek<Promise<T>>(key, version);
      if (hit) return hit;
      const value = load(version);
      cache.put(key, version, value);
      // A failed load is not kept.
      value.catch(() => {
        if (cache.peek(key, version) === value) entries.delete(key);
      });
      return value;
    },
  };
  return cache;
}

/** The content version that database triggers keep (migration 0003). */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).limit(1);
  return row?.version ?? 0;
}
