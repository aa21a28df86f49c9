import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useLocation } from "react-router";
import {
  CHAT_MESSAGE_MAX,
  type ChatMessage,
  cleanMessage,
  deliveryStatus,
  isLive,
} from "../../../core/chat.ts";
import type { ChatConversation, ClientFrame, ServerFrame } from "../../../core/contract/chat.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import { useVallartaTime } from "../../lib/vallarta-time.ts";
import { WorkSubmit } from "../admin/WorkForms.tsx";
import type { ChatActionData, ChatError, ChatIntent } from "./actions.server.ts";
import {
  LANGUAGE_NAMES,
  LiveState,
  SoundToggle,
  StatusLine,
  useHydrated,
  VisitorFacts,
} from "./DeskInbox.tsx";
import {
  type ConversationState,
  conversationFrame,
  conversationState,
  lastSeq,
  receiptToSend,
  typingDue,
  typingNow,
  withLoaded,
  withPending,
  withTold,
} from "./desk-state.ts";
import { useDeskSocket } from "./useDeskSocket.ts";

needMessages("chatDesk");

const ERRORS: Record<ChatError, MessageKey> = {
  body: "chatDesk.error.body",
  agent: "chatDesk.error.agent",
  unchanged: "chatDesk.error.unchanged",
  crossSite: "chatDesk.error.crossSite",
  throttled: "chatDesk.error.throttled",
  notFound: "chatDesk.notFound.body",
};
/** The service's few words on a move it cannot take, in the screen's language when known. */
const UNCHANGED: Record<string, MessageKey> = {
  closed: "chatDesk.unchanged.closed",
  "already yours": "chatDesk.unchanged.yours",
  "already theirs": "chatDesk.unchanged.theirs",
  "already a lead": "chatDesk.unchanged.lead",
  "already a concierge request": "chatDesk.unchanged.concierge",
  "no e-mail": "chatDesk.unchanged.email",
};
const DONE: Record<ChatIntent, MessageKey> = {
  claim: "chatDesk.claim.done",
  transfer: "chatDesk.transfer.done",
  reply: "chatDesk.reply.done",
  close: "chatDesk.close.done",
  lead: "chatDesk.lead.done",
  concierge: "chatDesk.concierge.done",
};

/** A form's outcome: its confirmation, or why it was refused (the service's words included). */
function Outcome({ intent }: { intent: ChatIntent }) {
  const t = useT();
  const localize = useLocalize();
  const result = useActionData<ChatActionData>();
  if (!result || result.intent !== intent) return null;
  if (result.done) {
    return (
      <p role="status" className="admin-notice">
        {t(DONE[intent])}
        {result.leadId !== undefined ? (
          <>
            {" "}
            <Link to={localize(`/admin/leads/${result.leadId}`)}>
              {t("chatDesk.lead.open", { id: result.leadId })}
            </Link>
          </>
        ) : null}
        {result.requestId !== undefined ? (
          <>
            {" "}
            <Link to={localize(`/admin/concierge/${result.requestId}`)}>
              {t("chatDesk.concierge.open", { id: result.requestId })}
            </Link>
          </>
        ) : null}
      </p>
    );
  }
  const { reason } = result;
  const known = reason && Object.hasOwn(UNCHANGED, reason) ? UNCHANGED[reason] : undefined;
  return (
    <p role="alert" className="admin-error" id={`chat-${intent}-error`}>
      {known ? (
        t(known)
      ) : (
        <>
          {t(ERRORS[result.error])}
          {reason ? ` (${reason})` : ""}
        </>
      )}
    </p>
  );
}

/** A one-button action (claim, close, lead, concierge request): a form that posts its intent. */
function ActionForm({
  intent,
  label,
  primary,
}: {
  intent: ChatIntent;
  label: MessageKey;
  primary?: boolean;
}) {
  // Posted to the conversation's own address: the answer shows its latest messages, and a
  // saved reply chosen before (`?reply=`) is not put back in the box.
  const { pathname } = useLocation();
  return (
    <Form method="post" action={pathname} className="chat-action">
      <WorkSubmit intent={intent} label={label} primary={primary ?? false} />
    </Form>
  );
}

/** One message of the transcript: who, when, the words as text (never HTML), our status. */
function MessageLine({ message, state }: { message: ChatMessage; state: ConversationState }) {
  const t = useT();
  const time = useVallartaTime();
  const who =
    message.author === "system"
      ? t("chatDesk.author.system")
      : (message.name ??
        (message.author === "visitor" ? state.entry.name : t("chatDesk.author.staff")));
  const status =
    message.author === "staff" ? deliveryStatus(message.seq, state.entry.visitor) : null;
  return (
    <li className={`chat-line chat-line-${message.author}`}>
      <p className="leads-sub">
        {who} · <time dateTime={message.at}>{time(message.at)}</time>
        {status ? (
          <span className="chat-delivery"> · {t(`chatDesk.delivery.${status}`)}</span>
        ) : null}
      </p>
      <p className="chat-body">{message.body}</p>
    </li>
  );
}

/**
 * One conversation (`/admin/chat/:id`): its transcript and the visitor's details, the actions
 * (claim, transfer, reply with a saved reply, close, make a lead or a concierge request), each a
 * form that posts without JavaScript; with it, replies go over the socket and the transcript,
 * typing and receipts are live.
 */
export function DeskConversation({
  conversation,
  before,
  agents,
  replies,
  reply,
  draft,
  me,
}: {
  conversation: ChatConversation;
  before: number | null;
  agents: { id: number; name: string }[];
  replies: { key: string; text: string }[];
  reply: string | null;
  draft: string;
  me: { id: number; name: string };
}) {
  const t = useT();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const [state, setState] = useState(() => conversationState(conversation));
  const current = useRef(state);
  const [said, setSaid] = useState("");
  const [now, setNow] = useState(() => Date.now());
  const lastTyping = useRef<number | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const savedChoice = useRef<HTMLSelectElement>(null);
  const id = conversation.id;

  const update = useCallback((next: ConversationState) => {
    current.current = next;
    setState(next);
  }, []);

  // The loader answered again (an action, earlier messages): what it has joins what is here.
  const loaded = useRef(conversation);
  useEffect(() => {
    if (loaded.current === conversation) return;
    loaded.current = conversation;
    update(
      conversation.id === current.current.entry.id
        ? withLoaded(current.current, conversation)
        : conversationState(conversation),
    );
  }, [conversation, update]);

  // The socket's hook comes after the callbacks it is given; they reach it through this.
  const link = useRef<{
    send: (frame: ClientFrame) => boolean;
    apply: (frame: ServerFrame) => void;
  }>({ send: () => false, apply: () => undefined });

  /** Tells the server what of the visitor's arrived, and what was seen (a visible page). */
  const acknowledge = useCallback(() => {
    const receipt = receiptToSend(current.current, document.visibilityState === "visible");
    if (!receipt) return;
    if (link.current.send({ t: "seen", id, ...receipt })) {
      update(withTold(current.current, receipt));
      if (receipt.read !== undefined) {
        // The badge drops at once; the server's own receipt, if it sends one, changes nothing.
        link.current.apply({
          t: "receipt",
          id,
          side: "staff",
          receipts: { delivered: receipt.delivered, read: receipt.read },
        });
      }
    }
  }, [id, update]);

  const onFrame = useCallback(
    (frame: ServerFrame) => {
      const next = conversationFrame(current.current, frame, me, Date.now());
      if (next.state !== current.current) update(next.state);
      if (next.news.arrived) {
        setSaid(
          t("chatDesk.announce", {
            message: `${next.news.arrived.name ?? current.current.entry.name}: ${next.news.arrived.body}`,
          }),
        );
      }
      if (frame.t === "history" || frame.t === "message") acknowledge();
      if (frame.t === "typing") setNow(Date.now());
    },
    [me, update, acknowledge, t],
  );

  const socket = useDeskSocket({
    inbox: null,
    onFrame,
    onOpen: () => link.current.send({ t: "watch", id, after: lastSeq(current.current) }),
    // This conversation's news is said by its own live region; others' by the hook's.
    onVisitorMessage: (news) => news.id === id,
  });
  link.current = { send: socket.send, apply: socket.apply };

  // A reply posted as a form (the socket down) went: the box is emptied for the next one.
  const result = useActionData<ChatActionData>();
  const replyFailed = result !== undefined && !result.done && result.intent === "reply";
  useEffect(() => {
    if (result?.done && result.intent === "reply" && box.current) box.current.value = "";
  }, [result]);

  // The visitor's typing lasts a few seconds unless repeated: the screen looks again then.
  const typing = typingNow(state, now);
  useEffect(() => {
    if (!state.typing) return;
    const wait = state.typing.until - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [state.typing]);

  // Seen when the staff member comes back to the tab.
  useEffect(() => {
    const onVisible = () => acknowledge();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [acknowledge]);

  const live = isLive(state.entry.status);
  const mine = state.entry.assignee?.id === me.id;

  /** With the socket up, a reply goes over it and shows as sending; else the form posts. */
  const onReply = (event: FormEvent<HTMLFormElement>) => {
    const field = box.current;
    if (!field || !socket.connected) return;
    const body = cleanMessage(field.value);
    if (!body || body.length > CHAT_MESSAGE_MAX) return;
    const clientId = crypto.randomUUID();
    if (!socket.send({ t: "send", id, clientId, body })) return;
    event.preventDefault();
    update(withPending(current.current, { clientId, body, failed: null }));
    field.value = "";
    field.focus();
  };

  const onTyping = () => {
    const at = Date.now();
    if (!typingDue(lastTyping.current, at)) return;
    if (socket.send({ t: "typing", id })) lastTyping.current = at;
  };

  /** With JavaScript, a saved reply goes into the box where the cursor is, without a reload. */
  const onSaved = (event: FormEvent<HTMLFormElement>) => {
    const field = box.current;
    const chosen = replies.find((r) => r.key === savedChoice.current?.value);
    if (!field || !chosen) return;
    event.preventDefault();
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    field.value = `${field.value.slice(0, start)}${chosen.text}${field.value.slice(end)}`;
    field.focus();
    const caret = start + chosen.text.length;
    field.setSelectionRange(caret, caret);
  };

  const first = state.messages[0]?.seq;
  const here = localize(`/admin/chat/${id}`);
  const entry = state.entry;

  return (
    <div className="leads-screen chat-screen">
      <p>
        <Link to={localize("/admin/chat")}>{t("chatDesk.back")}</Link>
      </p>
      <div className="chat-bar">
        <h1>{t("chatDesk.conversation.title", { name: entry.name })}</h1>
        <div className="chat-tools">
          <LiveState
            connected={socket.connected}
            wasConnected={socket.wasConnected}
            hydrated={hydrated}
          />
          <SoundToggle />
        </div>
      </div>
      <StatusLine entry={entry} />
      <div className="chat-columns">
        <section aria-labelledby="chat-transcript" className="chat-transcript-section">
          <h2 id="chat-transcript">{t("chatDesk.transcript")}</h2>
          {state.more && first !== undefined ? (
            <p>
              <Link to={`${here}?before=${first}`} preventScrollReset>
                {t("chatDesk.earlier")}
              </Link>
            </p>
          ) : null}
          {before !== null && !hydrated ? (
            <p>
              <Link to={here}>{t("chatDesk.latest")}</Link>
            </p>
          ) : null}
          {state.messages.length === 0 && state.pending.length === 0 ? (
            <p>{t("chatDesk.noMessages")}</p>
          ) : (
            <ol className="chat-transcript">
              {state.messages.map((message) => (
                <MessageLine key={message.seq} message={message} state={state} />
              ))}
              {state.pending.map((pending) => (
                <li key={pending.clientId} className="chat-line chat-line-staff chat-line-pending">
                  <p className="leads-sub">
                    {me.name} ·{" "}
                    {pending.failed ? (
                      <strong className="chat-failed">
                        {t("chatDesk.delivery.failed", { reason: pending.failed })}
                      </strong>
                    ) : (
                      t("chatDesk.delivery.sending")
                    )}
                  </p>
                  <p className="chat-body">{pending.body}</p>
                </li>
              ))}
            </ol>
          )}
          <p className="chat-typing" aria-live="polite">
            {typing ? t("chatDesk.typing", { name: typing }) : ""}
          </p>
          <p className="sr-only" aria-live="polite">
            {said}
          </p>
        </section>
        <section aria-labelledby="chat-visitor">
          <h2 id="chat-visitor">{t("chatDesk.visitor")}</h2>
          <dl className="leads-facts">
            <dt>{t("chatDesk.name")}</dt>
            <dd>{entry.name}</dd>
            <dt>{t("chatDesk.email")}</dt>
            <dd>{entry.email ? <a href={`mailto:${entry.email}`}>{entry.email}</a> : "—"}</dd>
            <VisitorFacts entry={entry} />
            <dt>{t("chatDesk.lead")}</dt>
            <dd>
              {entry.leadId !== null ? (
                <Link to={localize(`/admin/leads/${entry.leadId}`)}>
                  {t("chatDesk.lead.open", { id: entry.leadId })}
                </Link>
              ) : (
                "—"
              )}
            </dd>
            <dt>{t("chatDesk.concierge")}</dt>
            <dd>
              {entry.conciergeRequestId !== null ? (
                <Link to={localize(`/admin/concierge/${entry.conciergeRequestId}`)}>
                  {t("chatDesk.concierge.open", { id: entry.conciergeRequestId })}
                </Link>
              ) : (
                "—"
              )}
            </dd>
          </dl>
        </section>
      </div>

      {live ? (
        <section aria-labelledby="chat-reply">
          <h2 id="chat-reply">{t("chatDesk.reply.heading")}</h2>
          <Form
            method="get"
            action={here}
            className="leads-form"
            onSubmit={onSaved}
            preventScrollReset
          >
            <label className="leads-field">
              <span>{t("chatDesk.saved.label")}</span>
              <select name="reply" defaultValue={reply ?? replies[0]?.key} ref={savedChoice}>
                {replies.map((r) => (
                  <option key={r.key} value={r.key}>
                    {t(`chatDesk.saved.${r.key}` as MessageKey)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="admin-button leads-button">
              {t("chatDesk.saved.use")}
            </button>
          </Form>
          <Form
            method="post"
            action={here}
            className="leads-form"
            onSubmit={onReply}
            key={`reply-${reply}`}
          >
            <label className="leads-field leads-wide">
              <span>{t("chatDesk.reply.label", { lang: LANGUAGE_NAMES[entry.lang] })}</span>
              <textarea
                ref={box}
                name="body"
                rows={4}
                required
                maxLength={CHAT_MESSAGE_MAX}
                defaultValue={draft}
                aria-invalid={replyFailed || undefined}
                aria-describedby={replyFailed ? "chat-reply-error" : undefined}
                onInput={onTyping}
                onKeyDown={(event) => {
                  // Ctrl (or ⌘) + Enter sends, as in mail; Enter alone makes a new line.
                  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                    event.preventDefault();
                    event.currentTarget.form?.requestSubmit(
                      event.currentTarget.form.querySelector<HTMLButtonElement>(
                        'button[value="reply"]',
                      ),
                    );
                  }
                }}
              />
            </label>
            <WorkSubmit intent="reply" label="chatDesk.reply.send" />
            <Outcome intent="reply" />
          </Form>
        </section>
      ) : (
        <p className="leads-empty">
          {t(`chatDesk.over.${entry.status === "offline" ? "offline" : "closed"}`)}
        </p>
      )}

      <section aria-labelledby="chat-actions">
        <h2 id="chat-actions">{t("chatDesk.actions")}</h2>
        <div className="chat-actions">
          {live && !mine ? <ActionForm intent="claim" label="chatDesk.claim" primary /> : null}
          {live ? (
            <Form
              method="post"
              action={here}
              className="leads-form chat-transfer"
              key={`transfer-${entry.updatedAt}`}
            >
              <label className="leads-field">
                <span>{t("chatDesk.transfer.label")}</span>
                <select name="assigneeId" defaultValue="" required>
                  <option value="" disabled>
                    {t("chatDesk.transfer.choose")}
                  </option>
                  {agents
                    .filter((agent) => agent.id !== entry.assignee?.id)
                    .map((agent) => (
                      <option key={agent.id} value={agent.id}>
                        {agent.name}
                      </option>
                    ))}
                </select>
              </label>
              <WorkSubmit intent="transfer" label="chatDesk.transfer" primary={false} />
              <Outcome intent="transfer" />
            </Form>
          ) : null}
          {live ? <ActionForm intent="close" label="chatDesk.close" /> : null}
          {entry.leadId === null ? <ActionForm intent="lead" label="chatDesk.lead.make" /> : null}
          {entry.conciergeRequestId === null ? (
            <ActionForm intent="concierge" label="chatDesk.concierge.make" />
          ) : null}
        </div>
        {/* Said below the buttons: a claimed or closed conversation no longer offers its own. */}
        <Outcome intent="claim" />
        <Outcome intent="close" />
        <Outcome intent="lead" />
        <Outcome intent="concierge" />
      </section>
    </div>
  );
}
