import { type ComponentType, useEffect, useSyncExternalStore } from "react";
import { CHAT_TIMING } from "../../../core/constants.ts";
import { withChunkTimeout } from "../../lib/chunk-timeout.ts";
import { type ChatEvent, type ChatState, chatReducer, initialChatState } from "./machine.ts";
import { type Clock, systemClock, waitUntil } from "./poll.ts";

/** What the chat module registers when its hooks attach: the panel it opens. */
export type ChatPanelProps = { onClose: () => void };
export type ChatPanel = ComponentType<ChatPanelProps>;

export type ChatStore = ReturnType<typeof createChatStore>;

/**
 * The shared live-chat state (spec §2: the flags loaded, clicked and hidden) as a tiny external
 * store, plus the registry the chat module attaches itself to.
 */
export function createChatStore(options: { clock?: Clock; timing?: typeof CHAT_TIMING } = {}) {
  const { clock = systemClock, timing = CHAT_TIMING } = options;
  let state: ChatState = initialChatState;
  let panel: ChatPanel | null = null;
  const listeners = new Set<() => void>();

  function dispatch(event: ChatEvent): void {
    const next = chatReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: (): ChatState => state,
    getPanel: (): ChatPanel | null => panel,
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

/** The page's one chat store. */
export const chat = createChatStore();

export function useChat(): ChatState {
  return useSyncExternalStore(chat.subscribe, chat.getState, () => initialChatState);
}

/**
 * Spec §2: the live chat is loaded when the app starts. It is fetched as its own chunk once the
 * page has loaded and React has taken over (a task after hydration's effects), so it is never
 * part of the initial JavaScript nor competes with the page's own requests; then it attaches its
 * hooks.
 */
export function useChatLoader(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      timer = setTimeout(() => {
        withChunkTimeout(() => import("./live-chat.tsx")).then(
          (module) => module.attach(chat),
          (error: unknown) => console.warn("The live chat could not be loaded:", error),
        );
      }, 0);
    };
    if (document.readyState === "complete") load();
    else window.addEventListener("load", load, { once: true });
    return () => {
      window.removeEventListener("load", load);
      clearTimeout(timer);
    };
  }, []);
}
