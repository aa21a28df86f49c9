import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { CHAT_STATUSES } from "../../../core/chat.ts";
import type { ChatInbox, ChatInboxEntry } from "../../../core/contract/chat.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import { useVallartaTime } from "../../lib/vallarta-time.ts";
import { useChatAge } from "./format.ts";
import { rememberSound, soundWanted } from "./sound.ts";
import { useDeskSocket } from "./useDeskSocket.ts";

needMessages("chatDesk");

/** The time now, from the server's at first (so the page hydrates as rendered), then ticking. */
export function useTickingNow(serverNow: string): string {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(new Date().toISOString());
    const timer = setInterval(() => setNow(new Date().toISOString()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The visitor's Welcome Centre attribution and team code, as far as the conversation has them. */
export function Attribution({ entry }: { entry: ChatInboxEntry }) {
  const t = useT();
  const parts = [
    entry.team ? t("chatDesk.team", { team: entry.team }) : null,
    entry.invitationId ? t("chatDesk.invitation", { id: entry.invitationId }) : null,
    entry.leadSourceChannelId !== null
      ? t("chatDesk.channel", { id: entry.leadSourceChannelId })
      : null,
    entry.terminalId !== null ? t("chatDesk.terminal", { id: entry.terminalId }) : null,
  ].filter((part) => part !== null);
  return <>{parts.length > 0 ? parts.join(" · ") : t("chatDesk.noAttribution")}</>;
}

/** Each language by its own name, as the visitor's panel offers them. */
export const LANGUAGE_NAMES = { en: "English", es: "Español" } as const;

/** One conversation as a card of the inbox (and of the search's results, with its match). */
export function ConversationCard({
  entry,
  now,
  match,
}: {
  entry: ChatInboxEntry;
  now: string;
  match?: string | null;
}) {
  const t = useT();
  const localize = useLocalize();
  const age = useChatAge(now);
  const time = useVallartaTime();
  const last = entry.lastMessage;
  return (
    <li className={`chat-card chat-card-${entry.status}`}>
      <h3 className="chat-card-name">
        <Link to={localize(`/admin/chat/${entry.id}`)}>{entry.name}</Link>
        {entry.unread > 0 ? (
          <span className="chat-unread">{t("chatDesk.unread", { count: entry.unread })}</span>
        ) : null}
      </h3>
      <StatusLine entry={entry} className="chat-card-meta" />
      <dl className="chat-card-facts">
        <VisitorFacts entry={entry} />
      </dl>
      {match ? (
        <p className="chat-card-last">
          <span className="leads-sub">
            {t("chatDesk.search.match")} ·{" "}
            <time dateTime={entry.updatedAt}>{time(entry.updatedAt)}</time>
          </span>
          <span className="chat-body">{match}</span>
        </p>
      ) : last ? (
        <p className="chat-card-last">
          <span className="leads-sub">
            {t(
              `chatDesk.author.${last.author === "visitor" ? "visitor" : last.author === "staff" ? "staff" : "system"}`,
            )}{" "}
            ·{" "}
            <time dateTime={last.at} title={time(last.at)}>
              {age(last.at)}
            </time>
          </span>
          <span className="chat-body chat-excerpt">{last.body}</span>
        </p>
      ) : (
        <p className="chat-card-last leads-sub">
          {t("chatDesk.started", { age: age(entry.createdAt) })}
        </p>
      )}
    </li>
  );
}

/** The button that turns the chime on and off (remembered on this device). */
export function SoundToggle() {
  const t = useT();
  // Off in the server's render (it cannot know); the browser's choice after hydration.
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => setOn(soundWanted()), []);
  if (on === null) return null;
  return (
    <button
      type="button"
      className="admin-button leads-button"
      aria-pressed={on}
      onClick={() => {
        rememberSound(!on);
        setOn(!on);
      }}
    >
      {t("chatDesk.sound")}
    </button>
  );
}

/** Whether the inbox is live, in words (nothing without JavaScript: the page is as loaded). */
export function LiveState({
  connected,
  wasConnected,
  hydrated,
}: {
  connected: boolean;
  wasConnected: boolean;
  hydrated: boolean;
}) {
  const t = useT();
  if (!hydrated) return null;
  const words = connected
    ? "chatDesk.live.on"
    : wasConnected
      ? "chatDesk.live.off"
      : "chatDesk.live.connecting";
  return <p className={`chat-live ${connected ? "chat-live-on" : ""}`}>{t(words)}</p>;
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The transcript search's form: words, a status; a GET form, so it is the URL. */
export function ChatSearchForm({ q, status }: { q?: string; status?: string }) {
  const t = useT();
  const localize = useLocalize();
  return (
    <Form
      method="get"
      action={localize("/admin/chat/search")}
      className="leads-form chat-search"
      role="search"
    >
      <label className="leads-field">
        <span>{t("chatDesk.search.q")}</span>
        <input name="q" type="search" maxLength={200} defaultValue={q ?? ""} />
      </label>
      <label className="leads-field">
        <span>{t("chatDesk.search.status")}</span>
        <select name="status" defaultValue={status ?? ""}>
          <option value="">{t("chatDesk.search.any")}</option>
          {CHAT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`chatDesk.status.${s}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="admin-button admin-button-primary leads-button">
        {t("chatDesk.search.submit")}
      </button>
    </Form>
  );
}

/**
 * The inbox (`/admin/chat`): the live conversations as the server rendered them, then kept live
 * over the socket: new conversations and messages, the badge, the chime, the tab's title.
 */
export function DeskInbox({ inbox: loaded, now: serverNow }: { inbox: ChatInbox; now: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const now = useTickingNow(serverNow);
  const { inbox, connected, wasConnected, announcement, unread } = useDeskSocket({
    inbox: loaded,
  });
  const waiting = inbox.conversations.filter((c) => c.status === "waiting").length;
  return (
    <>
      <div className="chat-bar">
        <h1>{t("chatDesk.title")}</h1>
        <div className="chat-tools">
          <LiveState connected={connected} wasConnected={wasConnected} hydrated={hydrated} />
          <SoundToggle />
        </div>
      </div>
      <p>{t("chatDesk.intro")}</p>
      <p>
        {t(inbox.online ? "chatDesk.online" : "chatDesk.offline")}{" "}
        {t("chatDesk.counts", {
          count: inbox.conversations.length,
          waiting,
          unread: unread ?? inbox.conversations.reduce((n, c) => n + c.unread, 0),
        })}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement ? t("chatDesk.announce", { message: announcement }) : ""}
      </p>
      <ChatSearchForm />
      <section aria-labelledby="chat-open">
        <h2 id="chat-open">{t("chatDesk.open")}</h2>
        {inbox.conversations.length === 0 ? (
          <p className="leads-empty">{t("chatDesk.empty")}</p>
        ) : (
          <ol className="chat-cards">
            {inbox.conversations.map((entry) => (
              <ConversationCard key={entry.id} entry={entry} now={now} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** Who the visitor is, as the inbox's card and the conversation both say it (inside a `dl`). */
export function VisitorFacts({ entry }: { entry: ChatInboxEntry }) {
  const t = useT();
  return (
    <>
      <dt>{t("chatDesk.account")}</dt>
      <dd>{t(entry.member ? "chatDesk.member" : "chatDesk.guest")}</dd>
      <dt>{t("chatDesk.lang")}</dt>
      <dd lang={entry.lang}>{LANGUAGE_NAMES[entry.lang]}</dd>
      <dt>{t("chatDesk.page")}</dt>
      <dd className="chat-page">{entry.page ?? "—"}</dd>
      <dt>{t("chatDesk.attribution")}</dt>
      <dd>
        <Attribution entry={entry} />
      </dd>
    </>
  );
}

/** Where a conversation stands and who has it, as the card and the conversation say it. */
export function StatusLine({ entry, className }: { entry: ChatInboxEntry; className?: string }) {
  const t = useT();
  return (
    <p className={className}>
      <span className={`leads-status chat-status-${entry.status}`}>
        {t(`chatDesk.status.${entry.status}`)}
      </span>{" "}
      {entry.assignee
        ? t("chatDesk.takenBy", { name: entry.assignee.name })
        : t("chatDesk.nobodyYet")}
    </p>
  );
}
