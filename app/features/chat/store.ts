import { type ComponentType, useEffect, useSyncExternalStore } from "react";
import { CHAT_TIMING } from "../../../core/constants.ts";
import { withChunkTimeout } from "../../lib/chunk-timeout.ts";
import { type ChatEvent, type ChatState, chatReducer, initialChatState } from "./machine.ts";
import { type Clock, systemClock, waitUntil } from "./poll.ts";

/** What the chat module registers when its hooks attach: the panel it opens. */
export type ChatPanelProps = { onClose: () => void };
export type ChatPanel = ComponentType<ChatPanelProps>;

export type ChatStore = ReturnType<typeof createChatStore>;

/** Where the chat keeps its conversation on this device (./saved.ts reads the rest). */
export const CHAT_STORAGE_KEY = "marea.chat";

/**
 * The shared live-chat state (spec §2: the flags loaded, clicked and hidden) as a tiny external
 * store, plus the registry the chat module attaches itself to. `load` fetches the chat module,
 * which registers its panel: it starts when live chat is chosen, not before (issue 17).
 */
export function createChatStore(
  options: { clock?: Clock; timing?: typeof CHAT_TIMING; load?: () => Promise<unknown> } = {},
) {
  const { clock = systemClock, timing = CHAT_TIMING, load } = options;
  let state: ChatState = initialChatState;
  let panel: ChatPanel | null = null;
  let loading: Promise<unknown> | null = null;
  /** The team's messages the visitor has not seen (the panel closed): the widget's badge. */
  let unread = 0;
  const listeners = new Set<() => void>();

  /** Starts fetching the chat module once; a failed fetch (offline…) is tried again next time. */
  function startLoading(): void {
    if (panel || loading || !load) return;
    loading = load().catch((error: unknown) => {
      loading = null;
      console.warn("The live chat could not be loaded:", error);
    });
  }

  function dispatch(event: ChatEvent): void {
    const next = chatReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: (): ChatState => state,
    getPanel: (): ChatPanel | null => panel,
    getUnread: (): number => unread,
    setUnread(count: number): void {
      if (count === unread) return;
      unread = count;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,

    /** The chat module's hooks are attached: from now on it can open. */
    register(chatPanel: ChatPanel): void {
      panel = chatPanel;
      dispatch({ type: "loaded" });
    },

    /**
     * Live chat was chosen: waits for the chat (polling every 100 ms, giving up after 10 s), then
     * opens it. Resolves with what happened; a second choice while waiting changes nothing.
     */
    async open(): Promise<"opened" | "unavailable" | "ignored"> {
      const before = state;
      dispatch({ type: "click" });
      if (state === before) return "ignored";
      startLoading();
      const result = await waitUntil(() => state.loaded && panel !== null, {
        pollMs: timing.pollMs,
        timeoutMs: timing.timeoutMs,
        clock,
      });
      if (result === "ready") {
        dispatch({ type: "ready" });
        return "opened";
      }
      console.warn(`Live chat did not load within ${timing.timeoutMs} ms; offering WhatsApp.`);
      dispatch({ type: "timeout" });
      return "unavailable";
    },

    close(): void {
      dispatch({ type: "close" });
    },

    /** Hides the "chat didn't load" note. */
    dismiss(): void {
      dispatch({ type: "dismiss" });
    },
  };
}

/** The page's one chat store; its chat module is its own chunk, fetched when first opened. */
export const chat: ChatStore = createChatStore({
  load: () => withChunkTimeout(() => import("./live-chat.tsx")).then((m) => m.attach(chat)),
});

export function useChat(): ChatState {
  return useSyncExternalStore(chat.subscribe, chat.getState, () => initialChatState);
}

export function useChatUnread(): number {
  return useSyncExternalStore(chat.subscribe, chat.getUnread, () => 0);
}

/** Whether the visitor left the chat open on this device (read without the chat's code). */
export function wasChatOpen(storage: Pick<Storage, "getItem"> | null): boolean {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(CHAT_STORAGE_KEY) ?? "null");
    return (
      typeof saved === "object" && saved !== null && (saved as { open?: unknown }).open === true
    );
  } catch {
    return false;
  }
}

/**
 * Spec §2: the chat's hooks attach 1 s after load. Since issue 17 the chat's own code is not
 * fetched then (the visitor's pages carry none of it until they choose live chat): the hook only
 * opens the chat again if the visitor had it open when they left or reloaded the page.
 */
export function useChatLoader(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attachHooks = () => {
      timer = setTimeout(() => {
        let storage: Storage | null = null;
        try {
          storage = window.localStorage;
        } catch {
          // Storage blocked: nothing to resume.
        }
        if (wasChatOpen(storage)) void chat.open();
      }, CHAT_TIMING.hookDelayMs);
    };
    if (document.readyState === "complete") attachHooks();
    else window.addEventListener("load", attachHooks, { once: true });
    return () => {
      window.removeEventListener("load", attachHooks);
      clearTimeout(timer);
    };
  }, []);
}
