import {
  advanceReceipts,
  CHAT_TYPING_TTL_MS,
  type ChatReceipts,
  type DeliveryStatus,
  deliveryStatus,
} from "../../../core/chat.ts";
import type {
  ChatMessageView,
  ChatVisitorView,
  ClientFrame,
  HelloFrame,
  ServerFrame,
} from "../../../core/contract/chat.ts";

/**
 * The visitor's side of a live-chat conversation (issue 17) as a pure reducer: what the server's
 * frames and the visitor's actions do to it, and which frames go out in answer. The socket, the
 * timers and the storage are ./connection.ts's; the panel only renders this.
 */

/** A message of the visitor's not yet stored: kept (and saved) until the server acknowledges it. */
export type Pending = {
  clientId: string;
  body: string;
  /** The server refused it (too long, too fast…): shown beside it, kept until resent or edited. */
  error: { status: number; title: string; message: string } | null;
};

export type Connection = "idle" | "connecting" | "ready" | "reconnecting";

export type ChatSession = {
  id: string;
  key: string;
  connection: Connection;
  conversation: ChatVisitorView | null;
  /** Stored messages, by seq. */
  messages: ChatMessageView[];
  outbox: Pending[];
  /** The highest seq this page has. */
  lastSeq: number;
  /** Someone on the team can answer now (null until the server says). */
  online: boolean | null;
  typing: { name: string | null; until: number } | null;
  /** How far we told the server we got with the team's messages. */
  told: ChatReceipts;
  /** The latest of the team's messages that arrived live, not with the history (live region). */
  fresh: number[];
  /**
   * A refusal not about one message (the conversation is gone, an e-mail refused…), shown until
   * the next message goes through.
   */
  problem: { status: number; title: string; message: string } | null;
};

export type ChatAction =
  | { type: "connecting" }
  | { type: "dropped" }
  | { type: "frame"; frame: ServerFrame; now: number; watching: boolean }
  /** The panel is open on a visible page (again): what arrived can be marked read. */
  | { type: "watching" }
  | { type: "write"; clientId: string; body: string }
  /** Send a refused message again (as it was). */
  | { type: "retry"; clientId: string }
  /** Take a refused message back to the text box: it leaves the outbox. */
  | { type: "withdraw"; clientId: string }
  | { type: "tick"; now: number };

export type Outgoing = HelloFrame | ClientFrame;

/** The live region repeats the last few new messages, not the whole conversation. */
const FRESH_MAX = 3;

export type Step = { session: ChatSession; send: Outgoing[] };

export function newSession(id: string, key: string, outbox: Pending[] = []): ChatSession {
  return {
    id,
    key,
    connection: "idle",
    conversation: null,
    messages: [],
    outbox,
    lastSeq: 0,
    online: null,
    typing: null,
    told: { delivered: 0, read: 0 },
    fresh: [],
    problem: null,
  };
}

/** The first frame of every (re)connection: the messages after the last one this page has. */
export function hello(session: ChatSession): Extract<HelloFrame, { as: "visitor" }> {
  return { t: "hello", as: "visitor", id: session.id, key: session.key, after: session.lastSeq };
}

function sendFrame(pending: Pending): ClientFrame {
  return { t: "send", clientId: pending.clientId, body: pending.body };
}

/** The messages stored, with `additions` merged in by seq (a repeated one replaces itself). */
function merge(messages: ChatMessageView[], additions: ChatMessageView[]): ChatMessageView[] {
  if (additions.length === 0) return messages;
  const bySeq = new Map(messages.map((m) => [m.seq, m]));
  for (const message of additions) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq of the team's (and the system's) messages: what the visitor receives. */
function lastIncoming(messages: ChatMessageView[]): number {
  let last = 0;
  for (const m of messages) if (m.author !== "visitor" && m.seq > last) last = m.seq;
  return last;
}

/** The receipts to send: everything here is delivered; it is read when the visitor watches. */
function receipts(session: ChatSession, watching: boolean): Step {
  const last = lastIncoming(session.messages);
  const frame: { t: "seen"; delivered?: number; read?: number } = { t: "seen" };
  if (last > session.told.delivered) frame.delivered = last;
  if (watching && last > session.told.read) frame.read = last;
  if (frame.delivered === undefined && frame.read === undefined) return { session, send: [] };
  const told = advanceReceipts(session.told, { delivered: frame.delivered, read: frame.read });
  return { session: { ...session, told }, send: [frame] };
}

function withoutStored(outbox: Pending[], messages: ChatMessageView[]): Pending[] {
  const stored = new Set(messages.map((m) => m.clientId));
  const left = outbox.filter((p) => !stored.has(p.clientId));
  return left.length === outbox.length ? outbox : left;
}

function onFrame(session: ChatSession, frame: ServerFrame, now: number, watching: boolean): Step {
  switch (frame.t) {
    case "ready": {
      const messages = merge(session.messages, frame.messages);
      const outbox = withoutStored(session.outbox, messages);
      const next: ChatSession = {
        ...session,
        connection: "ready",
        conversation: frame.conversation,
        messages,
        outbox,
        lastSeq: Math.max(session.lastSeq, ...messages.map((m) => m.seq)),
        online: frame.online,
        // What the server last heard from us; we only tell it more.
        told: advanceReceipts(session.told, frame.conversation.visitor),
        problem: null,
      };
      const answer = receipts(next, watching);
      // What was never acknowledged goes again with the same clientId: the server keeps one.
      const resend = outbox.filter((p) => p.error === null).map(sendFrame);
      return { session: answer.session, send: [...answer.send, ...resend] };
    }
    case "ack": {
      const pending = session.outbox.find((p) => p.clientId === frame.clientId);
      const outbox = session.outbox.filter((p) => p.clientId !== frame.clientId);
      const known = session.messages.some((m) => m.seq === frame.seq);
      const messages =
        pending && !known
          ? merge(session.messages, [
              {
                seq: frame.seq,
                author: "visitor",
                name: session.conversation?.name ?? null,
                body: pending.body,
                at: frame.at,
                clientId: frame.clientId,
              },
            ])
          : session.messages;
      return {
        session: {
          ...session,
          outbox,
          messages,
          lastSeq: Math.max(session.lastSeq, frame.seq),
          problem: null,
        },
        send: [],
      };
    }
    case "message": {
      const message = frame.message;
      if (session.messages.some((m) => m.seq === message.seq)) return { session, send: [] };
      const incoming = message.author !== "visitor";
      const next: ChatSession = {
        ...session,
        messages: merge(session.messages, [message]),
        // The visitor's own message from another tab of theirs settles this one's copy.
        outbox: incoming ? session.outbox : withoutStored(session.outbox, [message]),
        lastSeq: Math.max(session.lastSeq, message.seq),
        typing: message.author === "staff" ? null : session.typing,
        fresh: incoming ? [...session.fresh, message.seq].slice(-FRESH_MAX) : session.fresh,
      };
      return receipts(next, watching);
    }
    case "receipt": {
      if (frame.side !== "staff" || !session.conversation) return { session, send: [] };
      const staff = advanceReceipts(session.conversation.staff, frame.receipts);
      if (staff === session.conversation.staff) return { session, send: [] };
      return {
        session: { ...session, conversation: { ...session.conversation, staff } },
        send: [],
      };
    }
    case "typing":
      if (frame.side !== "staff") return { session, send: [] };
      return {
        session: { ...session, typing: { name: frame.name, until: now + CHAT_TYPING_TTL_MS } },
        send: [],
      };
    case "status":
      return { session: { ...session, conversation: frame.conversation }, send: [] };
    case "presence":
      // Nobody left to type, either.
      return {
        session: { ...session, online: frame.online, typing: frame.online ? session.typing : null },
        send: [],
      };
    case "resync":
      return { session, send: [hello(session)] };
    case "error": {
      const error = { status: frame.status, title: frame.title, message: frame.message };
      if (frame.clientId && session.outbox.some((p) => p.clientId === frame.clientId)) {
        const outbox = session.outbox.map((p) =>
          p.clientId === frame.clientId ? { ...p, error } : p,
        );
        return { session: { ...session, outbox }, send: [] };
      }
      return { session: { ...session, problem: error }, send: [] };
    }
    default:
      // pong, and the staff's frames a visitor is never sent.
      return { session, send: [] };
  }
}

export function chatStep(session: ChatSession, action: ChatAction): Step {
  switch (action.type) {
    case "connecting":
      return { session: { ...session, connection: "connecting" }, send: [] };
    case "dropped":
      return {
        session: { ...session, connection: "reconnecting", typing: null },
        send: [],
      };
    case "frame":
      return onFrame(session, action.frame, action.now, action.watching);
    case "watching":
      return receipts(session, true);
    case "write": {
      const pending: Pending = { clientId: action.clientId, body: action.body, error: null };
      const next = { ...session, outbox: [...session.outbox, pending] };
      // Not connected: it waits in the outbox and goes with the next "ready".
      return { session: next, send: session.connection === "ready" ? [sendFrame(pending)] : [] };
    }
    case "retry": {
      const pending = session.outbox.find((p) => p.clientId === action.clientId);
      if (!pending?.error) return { session, send: [] };
      const again = { ...pending, error: null };
      const outbox = session.outbox.map((p) => (p === pending ? again : p));
      return {
        session: { ...session, outbox },
        send: session.connection === "ready" ? [sendFrame(again)] : [],
      };
    }
    case "withdraw":
      return {
        session: {
          ...session,
          outbox: session.outbox.filter((p) => p.clientId !== action.clientId),
        },
        send: [],
      };
    case "tick":
      return session.typing && session.typing.until <= action.now
        ? { session: { ...session, typing: null }, send: [] }
        : { session, send: [] };
  }
}

/** One line of the conversation as the panel shows it. */
export type ChatLine =
  | {
      kind: "stored";
      key: string;
      message: ChatMessageView;
      /** On the visitor's own messages: how far the team got with it. */
      status: DeliveryStatus | null;
    }
  | { kind: "pending"; key: string; pending: Pending; status: "sending" };

export function chatLines(session: ChatSession): ChatLine[] {
  const staff = session.conversation?.staff ?? { delivered: 0, read: 0 };
  const lines: ChatLine[] = session.messages.map((message) => ({
    kind: "stored",
    key: `m${message.seq}`,
    message,
    status: message.author === "visitor" ? deliveryStatus(message.seq, staff) : null,
  }));
  for (const pending of session.outbox) {
    lines.push({ kind: "pending", key: pending.clientId, pending, status: "sending" });
  }
  return lines;
}

/** The conversation can take messages: not closed, and not kept as a lead for the sales team. */
export function canWrite(session: ChatSession): boolean {
  if (isGone(session)) return false;
  const status = session.conversation?.status;
  return status === undefined || status === "waiting" || status === "open";
}

/** The server refused the conversation itself before it was ever ready (its key, or it is gone). */
export function isGone(session: ChatSession): boolean {
  return session.problem !== null && session.conversation === null;
}

/** The team's messages the visitor has not read yet (the widget shows how many). */
export function unreadCount(session: ChatSession): number {
  let count = 0;
  for (const m of session.messages) if (m.author === "staff" && m.seq > session.told.read) count++;
  return count;
}
