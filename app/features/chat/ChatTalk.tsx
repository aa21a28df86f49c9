import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { CHAT_MESSAGE_MAX } from "../../../core/chat.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import { CHAT_BUTTON, CHAT_FIELD } from "./ChatStart.tsx";
import type { ChatConnection } from "./connection.ts";
import { type ChatLine, type ChatSession, canWrite, chatLines, isGone } from "./conversation.ts";
import { startProblems } from "./start-form.ts";

needMessages("liveChat");

/** The character count shows from here on (near the limit, not from the first letter). */
const COUNT_FROM = CHAT_MESSAGE_MAX - 200;

/** What the visitor had typed, kept while the panel is closed or the page changes. */
let draft = "";

/** Text for the next conversation's box: what the last one could no longer take. */
export function keepDraft(text: string): void {
  draft = text;
}

/**
 * A conversation: its messages with their delivery status, the team's typing, the notices
 * (reconnecting, nobody online, closed) and the box to write in. Message text is React text
 * only, never HTML; line breaks stay (whitespace-pre-wrap).
 */
export function ChatTalk({
  connection,
  session,
  sentTo,
  onNew,
}: {
  connection: ChatConnection;
  session: ChatSession;
  /** The e-mail the visitor left when nobody was online, on this page. */
  sentTo: string | null;
  onNew: () => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(draft);
  const list = useRef<HTMLOListElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const lines = chatLines(session);
  const conversation = session.conversation;
  const writable = canWrite(session);

  const edit = (value: string) => {
    draft = value;
    setText(value);
  };

  // New lines scroll into view.
  const count = lines.length;
  useEffect(() => {
    if (count > 0 && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  const send = () => {
    const body = text.trim();
    if (body === "" || body.length > CHAT_MESSAGE_MAX) return;
    connection.write(body);
    edit("");
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const fresh = session.messages.filter((m) => session.fresh.includes(m.seq));
  const typingName = session.typing?.name;
  const tooLong = text.length > CHAT_MESSAGE_MAX;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {/* Only messages that arrive while the panel is open are read out, not the history. */}
      <div aria-live="polite" className="sr-only">
        {fresh.map((m) => (
          <p key={m.seq}>
            {t("livechat.incoming", { name: m.name ?? t("livechat.team"), body: m.body })}
          </p>
        ))}
      </div>

      {(session.connection === "reconnecting" || session.connection === "connecting") &&
      !isGone(session) ? (
        <p className="bg-sand-100 px-4 py-1 text-center text-sm text-ink-700">
          {session.connection === "reconnecting"
            ? t("livechat.reconnecting")
            : t("livechat.connecting")}
        </p>
      ) : null}

      <ol
        ref={list}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the history scrolls, by keyboard too.
        tabIndex={0}
        aria-label={t("livechat.messages")}
        className="min-h-24 flex-1 space-y-3 overflow-y-auto overscroll-contain bg-sand-50 p-4"
      >
        {conversation?.status === "waiting" && !conversation.agent ? (
          <li className="text-center text-sm text-ink-700">{t("livechat.waiting")}</li>
        ) : null}
        {conversation?.agent ? (
          <li className="text-center text-sm text-ink-700">
            {t("livechat.agent", { name: conversation.agent })}
          </li>
        ) : null}
        {lines.map((line) => (
          <Line
            key={line.key}
            line={line}
            connection={connection}
            onEdit={writable ? edit : null}
            box={box}
          />
        ))}
        {session.typing ? (
          <li className="text-sm text-ink-500 italic">
            {typingName ? t("livechat.typing", { name: typingName }) : t("livechat.typingTeam")}
          </li>
        ) : null}
      </ol>

      <Notices session={session} connection={connection} sentTo={sentTo} onNew={onNew} />

      {writable ? (
        <form onSubmit={onSubmit} className="border-t border-sand-200 bg-white p-3">
          <label htmlFor={`${id}-box`} className="sr-only">
            {t("livechat.compose")}
          </label>
          <div className="flex items-end gap-2">
            <textarea
              ref={box}
              id={`${id}-box`}
              value={text}
              rows={2}
              aria-describedby={`${id}-hint ${id}-count`}
              aria-invalid={tooLong || undefined}
              onChange={(event) => {
                edit(event.target.value);
                if (event.target.value.trim() !== "") connection.typing();
              }}
              onKeyDown={onKeyDown}
              placeholder={t("livechat.compose")}
              className={`${CHAT_FIELD} mt-0 max-h-40 min-h-12 resize-none py-2`}
            />
            <button type="submit" className={`${CHAT_BUTTON} shrink-0`} disabled={tooLong}>
              {t("livechat.send")}
            </button>
          </div>
          <p id={`${id}-hint`} className="sr-only">
            {t("livechat.composeHint")}
          </p>
          <p
            id={`${id}-count`}
            aria-live="polite"
            className={`mt-1 text-right text-xs ${tooLong ? "font-semibold text-coral-700" : "text-ink-500"} ${text.length >= COUNT_FROM ? "" : "sr-only"}`}
          >
            {text.length >= COUNT_FROM
              ? t("livechat.count", { count: text.length, max: CHAT_MESSAGE_MAX })
              : ""}
          </p>
        </form>
      ) : null}
    </div>
  );
}

function Line({
  line,
  connection,
  onEdit,
  box,
}: {
  line: ChatLine;
  connection: ChatConnection;
  /** Null once the conversation takes no more messages (closed): nothing to resend or edit. */
  onEdit: ((text: string) => void) | null;
  box: RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useT();
  // The server's words are English; the usual refusals are said in the page's language.
  const refusal = (error: { status: number; title: string; message: string }) =>
    error.status === 429
      ? t("livechat.problem.tooFast")
      : error.status === 413
        ? t("livechat.problem.tooLong", { max: CHAT_MESSAGE_MAX })
        : error.status === 409
          ? t("livechat.closed")
          : error.message || error.title;
  const message = line.kind === "stored" ? line.message : null;
  const mine = line.kind === "pending" || message?.author === "visitor";
  if (message?.author === "system") {
    return <li className="text-center text-sm whitespace-pre-wrap text-ink-700">{message.body}</li>;
  }
  const body = line.kind === "stored" ? line.message.body : line.pending.body;
  const refused = line.kind === "pending" ? line.pending.error : null;
  const who = mine ? t("livechat.you") : (message?.name ?? t("livechat.team"));
  return (
    <li className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
      <span className="text-xs font-semibold text-ink-700">{who}</span>
      <p
        className={`mt-0.5 max-w-[85%] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap ${
          mine
            ? "rounded-br-sm bg-ocean-900 text-white"
            : "rounded-bl-sm bg-white text-ink-900 ring-1 ring-sand-200"
        } ${refused ? "ring-2 ring-coral-600" : ""}`}
      >
        {body}
      </p>
      {refused && line.kind === "pending" ? (
        <div className="mt-1 flex max-w-[85%] flex-col items-end gap-1 text-sm">
          <p className="font-semibold text-coral-700" role="alert">
            {t("livechat.refused", { reason: refusal(refused) })}
          </p>
          {onEdit ? (
            <div className="flex gap-2">
              <button
                type="button"
                className="min-h-11 rounded-full px-3 font-semibold text-ocean-900 underline hover:bg-sand-100"
                onClick={() => connection.resend(line.pending.clientId)}
              >
                {t("livechat.sendAgain")}
              </button>
              <button
                type="button"
                className="min-h-11 rounded-full px-3 font-semibold text-ocean-900 underline hover:bg-sand-100"
                onClick={() => {
                  const text = connection.withdraw(line.pending.clientId);
                  if (text !== null) onEdit(text);
                  box.current?.focus();
                }}
              >
                {t("livechat.edit")}
              </button>
            </div>
          ) : null}
        </div>
      ) : mine ? (
        <span className="mt-0.5 text-xs text-ink-500">
          {t(`livechat.status.${line.status ?? "sent"}`)}
        </span>
      ) : null}
    </li>
  );
}

/** What the visitor should know about the conversation as a whole, under its messages. */
function Notices({
  session,
  connection,
  sentTo,
  onNew,
}: {
  session: ChatSession;
  connection: ChatConnection;
  sentTo: string | null;
  onNew: () => void;
}) {
  const t = useT();
  const status = session.conversation?.status;
  const newButton = (
    <button type="button" className={`${CHAT_BUTTON} mt-2 w-full`} onClick={onNew}>
      {t("livechat.new")}
    </button>
  );
  if (isGone(session)) {
    return (
      <div role="alert" className="border-t border-sand-200 bg-coral-50 p-3 text-sm text-ink-900">
        <p>{t("livechat.gone")}</p>
        {newButton}
      </div>
    );
  }
  if (status === "offline") {
    return (
      <div
        role="status"
        className="border-t border-sand-200 bg-lagoon-100 p-3 text-sm text-ocean-900"
      >
        <p>{sentTo ? t("livechat.offline.sent", { email: sentTo }) : t("livechat.offline.kept")}</p>
        {newButton}
      </div>
    );
  }
  if (status === "closed") {
    return (
      <div role="status" className="border-t border-sand-200 bg-sand-100 p-3 text-sm text-ink-900">
        <p>{t("livechat.closed")}</p>
        {newButton}
      </div>
    );
  }
  const problem =
    session.problem && session.problem.status !== 429 ? (
      <p role="alert" className="border-t border-sand-200 bg-coral-50 p-3 text-sm text-ink-900">
        {session.problem.message || session.problem.title}
      </p>
    ) : null;
  return (
    <>
      {problem}
      {session.online === false ? <OfflineContact connection={connection} /> : null}
    </>
  );
}

let contactSentTo: string | null = null;

/** The team went offline mid-conversation: an e-mail to be answered at, unless they have one. */
function OfflineContact({ connection }: { connection: ChatConnection }) {
  const t = useT();
  const id = useId();
  const [sent, setSent] = useState(contactSentTo);
  const [problem, setProblem] = useState(false);
  const known = connection.hasEmail();
  if (known || sent) {
    return (
      <p role="status" className="border-t border-sand-200 bg-sand-100 p-3 text-sm text-ink-900">
        {sent ? t("livechat.contactSent", { email: sent }) : t("livechat.presenceOffKnown")}
      </p>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    const bad =
      startProblems({ name: null, email, message: null }, { offline: true, member: false }).length >
      0;
    setProblem(bad);
    if (bad || !connection.contact(email)) return;
    contactSentTo = email;
    setSent(email);
  };
  return (
    <form onSubmit={submit} noValidate className="border-t border-sand-200 bg-sand-100 p-3 text-sm">
      <p role="status" className="text-ink-900">
        {t("livechat.presenceOff")}
      </p>
      <label htmlFor={`${id}-email`} className="mt-2 block font-semibold text-ink-700">
        {t("livechat.emailRequired")}
      </label>
      <div className="flex items-end gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={problem || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={`${CHAT_FIELD} h-12`}
        />
        <button type="submit" className={`${CHAT_BUTTON} shrink-0`}>
          {t("livechat.contactSend")}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="mt-1 font-semibold text-coral-700">
          {t("livechat.problem.email")}
        </p>
      ) : null}
    </form>
  );
}
