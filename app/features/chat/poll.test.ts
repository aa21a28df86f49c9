import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_TIMING } from "../../../core/constants.ts";
import { waitUntil } from "./poll.ts";

const timing = { pollMs: CHAT_TIMING.pollMs, timeoutMs: CHAT_TIMING.timeoutMs };

describe("waiting for the chat (spec §2: every 100 ms, giving up after 10 s)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is ready at once when the chat already is", async () => {
    const ready = vi.fn(() => true);
    await expect(waitUntil(ready, timing)).resolves.toBe("ready");
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it("polls every 100 ms and opens as soon as the chat is ready", async () => {
    let loaded = false;
    const ready = vi.fn(() => loaded);
    const result = waitUntil(ready, timing);
    await vi.advanceTimersByTimeAsync(1_050);
    expect(ready).toHaveBeenCalledTimes(1 + 10);
    loaded = true;
    await vi.advanceTimersByTimeAsync(50);
    await expect(result).resolves.toBe("ready");
    expect(ready).toHaveBeenCalledTimes(1 + 11);
  });

  it("gives up at 10 s, after 100 polls, when the chat never comes", async () => {
    const ready = vi.fn(() => false);
    let settled: string | null = null;
    void waitUntil(ready, timing).then((result) => {
      settled = result;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe("timeout");
    expect(ready).toHaveBeenCalledTimes(1 + 100);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ready).toHaveBeenCalledTimes(1 + 100);
  });

  it("gives up on time even when a throttled tab runs the timers late", async () => {
    const ready = vi.fn(() => false);
    const clock = {
      now: () => Date.now(),
      setTimeout: (callback: () => void) => setTimeout(callback, 1_000),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    const result = waitUntil(ready, { ...timing, clock });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toBe("timeout");
    expect(ready).toHaveBeenCalledTimes(1 + 10);
  });

  it("stops when aborted", async () => {
    const ready = vi.fn(() => false);
    const controller = new AbortController();
    const result = waitUntil(ready, { ...timing, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(300);
    controller.abort();
    await expect(result).resolves.toBe("aborted");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ready).toHaveBeenCalledTimes(1 + 3);
  });
});
