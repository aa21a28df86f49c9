/**
 * A small read-through cache for hot, rarely changing reads (zones, categories). PGlite runs one
 * query at a time, so these must not hit the database on every page. Entries expire after `ttlMs`
 * so that, with several processes on one PostgreSQL, an edit elsewhere shows up within that time;
 * writes in this process clear the cache at once.
 */
export type ReadCache<T> = {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
};

export function createReadCache<T>(ttlMs: number, now: () => number = Date.now): ReadCache<T> {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = load();
      entries.set(key, { expiresAt: now() + ttlMs, value });
      // A failed load must not be served from the cache until it expires.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
