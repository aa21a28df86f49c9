import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS } from "../../core/constants.ts";
import {
  CHUNK_TIMEOUT_KEY,
  ChunkTimeoutError,
  chunkTimeoutMs,
  withChunkTimeout,
} from "./chunk-timeout.ts";

const store = (value: string | null) => ({
  getItem: (key: string) => (key === CHUNK_TIMEOUT_KEY ? value : null),
});

describe("the chunk-load timeout (spec §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is 120 s unless this browser shortened it, never below 1 s nor above 120 s", () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(chunkTimeoutMs(null)).toBe(120_000);
    expect(chunkTimeoutMs(store(null))).toBe(120_000);
    expect(chunkTimeoutMs(store("soon"))).toBe(120_000);
    expect(chunkTimeoutMs(store("1500"))).toBe(1_500);
    expect(chunkTimeoutMs(store("5"))).toBe(1_000);
    expect(chunkTimeoutMs(store("999999999"))).toBe(120_000);
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
    };
    expect(chunkTimeoutMs(blocked)).toBe(120_000);
  });

  it("passes a chunk that arrives in time through", async () => {
    const chunk = withChunkTimeout(
      () => new Promise<string>((resolve) => setTimeout(() => resolve("module"), 119_000)),
    );
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(chunk).resolves.toBe("module");
  });

  it("fails a chunk that never arrives once the timeout is up, not before", async () => {
    let settled = false;
    const chunk = withChunkTimeout(() => new Promise<never>(() => {}));
    chunk.catch(() => {}).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(chunk).rejects.toBeInstanceOf(ChunkTimeoutError);
  });

  it("passes a chunk's own failure through unchanged", async () => {
    const broken = new TypeError("Failed to fetch dynamically imported module");
    await expect(withChunkTimeout(() => Promise.reject(broken), 5_000)).rejects.toBe(broken);
  });
});
