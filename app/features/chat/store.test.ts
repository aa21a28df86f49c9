import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_TIMING } from "../../../core/constants.ts";
import { createChatStore } from "./store.ts";

const Panel = () => null;

describe("the shared chat state", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens the chat once its hooks attach, hiding the widget's button until closed", async () => {
    const store = createChatStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const opening = store.open();
    expect(store.getState()).toMatchObject({ clicked: true, hidden: false });
    setTimeout(() => store.register(Panel), CHAT_TIMING.hookDelayMs);
    await vi.advanceTimersByTimeAsync(CHAT_TIMING.hookDelayMs + CHAT_TIMING.pollMs);
    await expect(opening).resolves.toBe("opened");
    expect(store.getState()).toMatchObject({ loaded: true, clicked: false, hidden: true });
    expect(store.getPanel()).toBe(Panel);
    store.close();
    expect(store.getState()).toMatchObject({ loaded: true, clicked: false, hidden: false });
    expect(listener).toHaveBeenCalledTimes(4); // clicked, loaded, opened, closed
  });

  it("ignores a second choice while it waits", async () => {
    const store = createChatStore();
    const first = store.open();
    await expect(store.open()).resolves.toBe("ignored");
    store.register(Panel);
    await vi.advanceTimersByTimeAsync(CHAT_TIMING.pollMs);
    await expect(first).resolves.toBe("opened");
  });

  it("gives up after 10 s with a warning (not an error) and says the chat is unavailable", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = createChatStore();
    const opening = store.open();
    await vi.advanceTimersByTimeAsync(CHAT_TIMING.timeoutMs);
    await expect(opening).resolves.toBe("unavailable");
    expect(store.getState()).toMatchObject({ clicked: false, hidden: false, unavailable: true });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("fetching the chat when it is chosen (issue 17)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads nothing until live chat is chosen, then once, and opens when the panel registers", async () => {
    const load = vi.fn(async () => {
      setTimeout(() => store.register(Panel), 250);
    });
    const store = createChatStore({ load });
    expect(load).not.toHaveBeenCalled();
    const opening = store.open();
    expect(load).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(250 + CHAT_TIMING.pollMs);
    await expect(opening).resolves.toBe("opened");
    store.close();
    await expect(store.open()).resolves.toBe("opened");
    expect(load).toHaveBeenCalledOnce();
  });

  it("gives up after 10 s when the chunk does not come, and fetches it again next time", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let attempt = 0;
    const store = createChatStore({
      load: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error("offline");
        store.register(Panel);
      },
    });
    const first = store.open();
    await vi.advanceTimersByTimeAsync(CHAT_TIMING.timeoutMs);
    await expect(first).resolves.toBe("unavailable");
    const second = store.open();
    await vi.advanceTimersByTimeAsync(CHAT_TIMING.pollMs);
    await expect(second).resolves.toBe("opened");
    expect(attempt).toBe(2);
    expect(warn).toHaveBeenCalledTimes(2); // the failed fetch, and the give-up
    warn.mockRestore();
  });
});
