import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { ChatStarted } from "../../../core/contract/chat.ts";
import { CrossIcon } from "../../components/CrossIcon.tsx";
import { messagesReady, needMessages, useT } from "../../i18n/index.ts";
import { ChatStart } from "./ChatStart.tsx";
import { ChatTalk, keepDraft } from "./ChatTalk.tsx";
import { ChatConnection } from "./connection.ts";
import { readSavedChat, saveChat } from "./saved.ts";
import type { ChatPanelProps, ChatStore } from "./store.ts";

needMessages("liveChat");

let connection: ChatConnection | null = null;
/** The e-mail a visitor left when nobody was online, for the confirmation (this page only). */
let sentTo: string | null = null;

/**
 * The live chat's own chunk (issue 17), fetched when the visitor first chooses live chat (or
 * after a reload with the chat left open): it resumes this device's conversation, remembers
 * whether the panel is open, and registers the panel once its words have loaded, which is what
 * the store's 100 ms poll waits for (spec §2).
 */
export function attach(store: ChatStore): Promise<void> {
  if (connection) return Promise.resolve();
  const live = new ChatConnection((count) => store.setUnread(count));
  connection = live;
  const saved = readSavedChat();
  if (saved.id && saved.key) live.start(saved.id, saved.key, saved.outbox);
  let open = store.getState().hidden;
  store.subscribe(() => {
    const now = store.getState().hidden;
    if (now === open) return;
    open = now;
    saveChat({ open });
  });
  return messagesReady().then(() => store.register(ChatPanel));
}

/**
 * A non-modal panel at the bottom right (most of the screen on a phone): focus moves in when the
 * visitor opens it, Escape closes it and the widget's button takes the focus back.
 */
export function ChatPanel({ onClose }: ChatPanelProps) {
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const live = connection as ChatConnection;
  const session = useSyncExternalStore(live.subscribe, live.getSession, live.getSession);

  useEffect(() => {
    // Focus moves in when the visitor opened the panel (from the widget), not when it reopened
    // by itself after a reload while they were elsewhere on the page.
    const active = document.activeElement;
    const fromWidget = active && panel.current?.closest("aside")?.contains(active);
    if (fromWidget || active === document.body) panel.current?.focus();
    live.setWatching(true);
    return () => live.setWatching(false);
  }, []);

  // Starting (or leaving) a conversation replaces the button that had the focus: the focus goes
  // to the box to write in, or to the panel, never back to the page's start.
  const sessionId = session?.id ?? null;
  useEffect(() => {
    void sessionId;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (panel.current?.querySelector<HTMLElement>("textarea") ?? panel.current)?.focus();
  }, [sessionId]);

  // Issue 17: the team's inbox shows the page the visitor is on.
  useEffect(() => {
    live.visit(pathname);
  }, [pathname]);

  const started = (answer: ChatStarted, email: string | null) => {
    saveChat({ id: answer.id, key: answer.key, lastSeq: 0, outbox: [], email: email !== null });
    sentTo = answer.status === "offline" ? email : null;
    live.start(answer.id, answer.key, []);
  };
  const startAgain = () => {
    sentTo = null;
    // What the old conversation could no longer take waits in the new one's box.
    const unsent = live.getSession()?.outbox.map((p) => p.body) ?? [];
    if (unsent.length > 0) keepDraft(unsent.join("\n\n"));
    live.forget();
  };

  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
      className={`pointer-events-auto flex max-h-[calc(100dvh-2rem-env(safe-area-inset-top)-env(safe-area-inset-bottom))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-[var(--radius-card)] bg-white text-ink-900 shadow-xl ring-1 ring-sand-200 outline-none ${session ? "h-[36rem]" : ""}`}
    >
      <div className="flex shrink-0 items-center justify-between gap-2 bg-ocean-900 py-2 pr-2 pl-4 text-white">
        <h2 id={titleId} className="font-display text-lg font-semibold">
          {t("chat.title")}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-ocean-700"
        >
          <span className="sr-only">{t("chat.close")}</span>
          <CrossIcon className="h-5 w-5" />
        </button>
      </div>
      {session ? (
        <ChatTalk connection={live} session={session} sentTo={sentTo} onNew={startAgain} />
      ) : (
        <div className="min-h-0 overflow-y-auto">
          <ChatStart onStarted={started} />
        </div>
      )}
    </section>
  );
}
