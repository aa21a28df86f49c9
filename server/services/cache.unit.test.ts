import { describe, expect, it } from "vitest";
import { createReadCache } from "./cache.ts";

describe("createReadCache", () => {
  it("loads once while fresh, again after expiry or clear", async () => {
    let now = 0;
    let loads = 0;
    const cache = createReadCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    now = 1001;
    expect(await cache.get("k", load)).toBe(2);
    cache.clear();
    expect(await cache.get("k", load)).toBe(3);
  });
  it("does not keep a failed load", async () => {
    const cache = createReadCache<number>(1000, () => 0);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => 7)).toBe(7);
  });
});
