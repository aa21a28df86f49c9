import type { Db } from "../db/client.ts";
import { contentVersion } from "../db/schema/index.ts";

/**
 * Read caches for content: database reads (zones, categories, magazine lists and articles) and
 * rendered pages. PGlite runs one query at a time, so pages must not repeat the same work.
 *
 * Every entry is tagged with the content version it was made from, and only served while that
 * is still the current version. The version comes from the database (kept by triggers, so any
 * writer in any process bumps it) with one tiny query shared by concurrent callers. Entries are
 * kept up to `maxBytes` of their estimated size, least recently used first out, so arbitrary
 * URLs or search words can't grow it without bound, and a few huge answers can't either
 * (docs/decisions/046); an entry bigger than the whole budget is not kept at all.
 */
export type ContentCache = {
  version(): Promise<number>;
  peek<T>(key: string, version: number): T | undefined;
  put<T>(key: string, version: number, value: T): void;
  /** Reads through the cache; `load` gets the version it runs under, for nested lookups. */
  get<T>(key: string, load: (version: number) => Promise<T>): Promise<T>;
  /** Like `get`, under a version the caller already read: no second query for it. */
  getAt<T>(key: string, version: number, load: (version: number) => Promise<T>): Promise<T>;
  /** The estimated size of what is kept, never more than the budget. */
  bytes(): number;
  /**
   * While the database is away (`version()` fails): the entry kept for `key` under the newest
   * version this process knew of, as it was served just before, or undefined (decision 133).
   * Nothing is evicted by asking.
   */
  stale<T>(key: string): T | undefined;
};

/** What an entry costs before its size is known (a load still running), and on top of it. */
const ENTRY_OVERHEAD = 256;
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

export function createContentCache(
  readVersion: () => Promise<number>,
  {
    maxBytes = DEFAULT_CACHE_BYTES,
    lastKnown = () => undefined,
  }: {
    maxBytes?: number;
    /** The newest content version known, kept while the database is away (content-version.ts). */
    lastKnown?: () => number | undefined;
  } = {},
): ContentCache {
  const entries = new Map<string, { version: number; value: unknown; bytes: number }>();
  let total = 0;
  let versionInFlight: Promise<number> | undefined;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  const store = (key: string, version: number, value: unknown, bytes: number) => {
    remove(key);
    if (bytes > maxBytes) return;
    entries.set(key, { version, value, bytes });
    total += bytes;
    // Map order is insertion order: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (total <= maxBytes) break;
      remove(oldest);
    }
  };

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
        remove(key);
        return undefined;
      }
      // Re-inserting marks the entry as the most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value as T;
    },
    put<T>(key: string, version: number, value: T) {
      store(key, version, value, ENTRY_OVERHEAD + estimateBytes(key) + estimateBytes(value));
    },
    async get<T>(key: string, load: (version: number) => Promise<T>): Promise<T> {
      return cache.getAt(key, await cache.version(), load);
    },
    getAt<T>(key: string, version: number, load: (version: number) => Promise<T>): Promise<T> {
      const hit = cache.peek<Promise<T>>(key, version);
      if (hit) return hit;
      // A real promise, settled once: Drizzle's query builders are thenables that run their
      // query again each time they are awaited, so keeping one kept nothing (issue 12).
      const value = Promise.resolve(load(version));
      // Kept while it loads (concurrent readers share it), then sized by what it loaded.
      store(key, version, value, ENTRY_OVERHEAD + estimateBytes(key));
      value.then(
        (loaded) => {
          if (entries.get(key)?.value !== value) return;
          store(key, version, value, ENTRY_OVERHEAD + estimateBytes(key) + estimateBytes(loaded));
        },
        // A failed load is not kept.
        () => {
          if (entries.get(key)?.value === value) remove(key);
        },
      );
      return value;
    },
    bytes: () => total,
    stale<T>(key: string): T | undefined {
      const entry = entries.get(key);
      const version = lastKnown();
      if (!entry || version === undefined || entry.version !== version) return undefined;
      return entry.value as T;
    },
  };
  return cache;
}

/**
 * Roughly what a value takes in memory: two bytes a character (UTF-16), buffers by their length,
 * eight a number, plus a little per object, array slot and map entry. An estimate that grows with
 * the value is all the budget needs; walking it costs about as much as serialising it once.
 */
export function estimateBytes(value: unknown, seen = new Set<object>()): number {
  if (typeof value === "string") return 2 * value.length;
  if (value === null || typeof value !== "object") return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (seen.has(value)) return 8;
  seen.add(value);
  if (value instanceof Date) return 16;
  if (value instanceof Map) {
    let bytes = 32;
    for (const [k, v] of value) bytes += 16 + estimateBytes(k, seen) + estimateBytes(v, seen);
    return bytes;
  }
  if (value instanceof Set || Array.isArray(value)) {
    let bytes = 32;
    for (const item of value) bytes += 8 + estimateBytes(item, seen);
    return bytes;
  }
  let bytes = 32;
  for (const [k, v] of Object.entries(value)) bytes += 8 + 2 * k.length + estimateBytes(v, seen);
  return bytes;
}

/** The content version that database triggers keep (migration 0003). */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).limit(1);
  return row?.version ?? 0;
}
