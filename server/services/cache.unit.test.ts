import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createContentCache, estimateBytes } from "./cache.ts";

describe("createContentCache", () => {
  it("keeps the entries of the last version known for a database away, and only those (decision 133)", async () => {
    const version = 1;
    let away = false;
    let lastKnown: number | undefined;
    const cache = createContentCache(
      async () => {
        if (away) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        lastKnown = version;
        return version;
      },
      { lastKnown: () => lastKnown },
    );
    expect(cache.stale("home")).toBeUndefined();
    cache.put("home", await cache.version(), "home at 1");
    cache.put("old", 0, "made before the last change");
    expect(await cache.get("zones", async () => "zones at 1")).toBe("zones at 1");
    away = true;
    await expect(cache.version()).rejects.toThrow("ECONNREFUSED");
    expect(cache.stale("home")).toBe("home at 1");
    expect(await cache.stale("zones")).toBe("zones at 1");
    expect(cache.stale("old")).toBeUndefined();
    // Asking evicts nothing: the copies are there for the next request and after the return.
    expect(cache.stale("home")).toBe("home at 1");
    away = false;
    expect(cache.peek("home", await cache.version())).toBe("home at 1");
  });

  it("loads once per content version", async () => {
    let version = 1;
    let loads = 0;
    const cache = createContentCache(async () => version);
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    version = 2;
    expect(await cache.get("k", load)).toBe(2);
    expect(await cache.get("k", load)).toBe(2);
  });

  it("runs a load that returns a thenable once, as Drizzle's query builders are", async () => {
    let runs = 0;
    // Like a Drizzle query: each `then` runs the query again.
    const query = {
      // biome-ignore lint/suspicious/noThenProperty: the shape under test is a thenable.
      then<R>(resolve: (rows: number) => R) {
        return Promise.resolve(++runs).then(resolve);
      },
    } as Promise<number>;
    const cache = createContentCache(async () => 1);
    expect(await cache.get("banners", () => query)).toBe(1);
    expect(await cache.get("banners", () => query)).toBe(1);
    expect(runs).toBe(1);
  });

  it("asks for the version once for concurrent readers", async () => {
    let asked = 0;
    const cache = createContentCache(async () => {
      asked++;
      return 1;
    });
    await Promise.all([
      cache.get("a", async () => 1),
      cache.get("b", async () => 2),
      cache.get("c", async () => 3),
    ]);
    expect(asked).toBe(1);
  });

  it("keeps what fits in maxBytes, dropping the least recently used", async () => {
    const entry = 256 + estimateBytes("a") + estimateBytes("x".repeat(1000));
    const cache = createContentCache(async () => 1, { maxBytes: 2 * entry });
    const loads: string[] = [];
    const load = (key: string) => async () => {
      loads.push(key);
      return "x".repeat(1000);
    };
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("a", load("a")); // a is now the most recent
    await cache.get("c", load("c")); // evicts b
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });

  it("never holds more bytes than its budget, whatever is stored", async () => {
    const budget = 64 * 1024;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            key: fc.string({ maxLength: 40 }),
            size: fc.nat({ max: 100_000 }),
            loaded: fc.boolean(),
          }),
          { maxLength: 60 },
        ),
        async (writes) => {
          const cache = createContentCache(async () => 1, { maxBytes: budget });
          for (const { key, size, loaded } of writes) {
            const value = Buffer.alloc(size);
            if (loaded) await cache.get(key, async () => value);
            else cache.put(key, 1, value);
            expect(cache.bytes()).toBeLessThanOrEqual(budget);
          }
        },
      ),
      { seed: 10, numRuns: 100 },
    );
  });

  it("keeps nothing bigger than the whole budget", async () => {
    const cache = createContentCache(async () => 1, { maxBytes: 10_000 });
    cache.put("small", 1, "kept");
    await cache.get("huge", async () => Buffer.alloc(20_000));
    expect(cache.peek("huge", 1)).toBeUndefined();
    expect(cache.peek("small", 1)).toBe("kept");
    expect(cache.bytes()).toBeLessThanOrEqual(10_000);
  });

  it("serves nothing made from an older version, even if it was stored late", async () => {
    let version = 1;
    const cache = createContentCache(async () => version);
    const started = await cache.version();
    version = 2;
    await cache.get("other", async () => "x"); // someone notices version 2
    cache.put("page", started, "rendered from version 1"); // a slow render finishes
    expect(cache.peek("page", await cache.version())).toBeUndefined();
  });

  it("does not keep a failed load", async () => {
    const cache = createContentCache(async () => 1);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => 7)).toBe(7);
  });
});
