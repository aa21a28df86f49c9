import { describe, expect, it } from "vitest";
import { createContentCache } from "./cache.ts";

describe("createContentCache", () => {
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

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = createContentCache(async () => 1, { maxEntries: 2 });
    const loads: string[] = [];
    const load = (key: string) => async () => {
      loads.push(key);
      return key;
    };
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("a", load("a")); // a is now the most recent
    await cache.get("c", load("c")); // evicts b
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    expect(loads).toEqual(["a", "b", "c", "b"]);
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
