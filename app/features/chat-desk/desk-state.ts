import {
  advanceReceipts,
  CHAT_TYPING_EVERY_MS,
  CHAT_TYPING_TTL_MS,
  type ChatMessage,
  type ChatReceipts,
  isLive,
} from "../../../core/chat.ts";
import type { ChatConversation, ChatInboxEntry, ServerFrame } from "../../../core/contract/chat.ts";

/**
 * The staff side of the live chat (issue 17) as pure state: what the inbox and an open
 * conversation hold, and what each server frame (core/contract/chat.ts) does to them. The
 * screens keep this state and the socket (socket.ts) feeds it; nothing here touches the browser,
 * so the tests need neither a socket nor a clock.
 */

/* --- The inbox ------------------------------------------------------------------------------ */

export type InboxState = {
  /** The live conversations, in the inbox's order (inboxOrder). */
  conversations: ChatInboxEntry[];
  online: boolean;
  me: { id: number; name: string } | null;
  /**
   * Each conversation's last visitor message that was already news (a chime), so a message is
   * news once, whichever of its row and its message frame comes first.
   */
  heard: Record<string, number>;
};

/** What a frame means beyond the state: a visitor wrote (a sound, a word for screen readers). */
export type InboxNews = { visitorMessage: { id: string; name: string; body: string } | null };

/**
 * Waiting ones first, the longest waiting first; then the taken ones, the most recently active
 * first.
 */
export function inboxOrder(a: ChatInboxEntry, b: ChatInboxEntry): number {
  if (a.status !== b.status) return a.status === "waiting" ? -1 : b.status === "waiting" ? 1 : 0;
  if (a.status === "waiting") return a.createdAt.localeCompare(b.createdAt);
  return activity(b).localeCompare(activity(a));
}

const activity = (entry: ChatInboxEntry) => entry.lastMessage?.at ?? entry.updatedAt;

export function inboxState(
  conversations: readonly ChatInboxEntry[],
  online: boolean,
  me: InboxState["me"] = null,
  heard: Record<string, number> = {},
): InboxState {
  // What a (re)loaded list already holds is not news.
  const known = { ...heard };
  for (const c of conversations) known[c.id] = Math.max(known[c.id] ?? 0, c.lastSeq);
  return {
    conversations: conversations.filter((c) => isLive(c.status)).sort(inboxOrder),
    online,
    me,
    heard: known,
  };
}

/** An entry put in (or replaced), or taken out once it is no longer live. */
function upsert(list: readonly ChatInboxEntry[], entry: ChatInboxEntry): ChatInboxEntry[] {
  const rest = list.filter((c) => c.id !== entry.id);
  return isLive(entry.status) ? [...rest, entry].sort(inboxOrder) : rest;
}

const NO_NEWS: InboxNews = { visitorMessage: null };

/** One server frame applied to the inbox. Frames that are not the inbox's change nothing. */
export function inboxFrame(
  state: InboxState,
  frame: ServerFrame,
): { state: InboxState; news: InboxNews } {
  switch (frame.t) {
    case "inbox":
      return {
        state: inboxState(frame.inbox.conversations, frame.inbox.online, frame.me, state.heard),
        news: NO_NEWS,
      };
    case "conversation": {
      // A newer row than the one here (a late frame about an older state is dropped).
      const known = state.conversations.find((c) => c.id === frame.entry.id);
      if (known && known.lastSeq > frame.entry.lastSeq) return { state, news: NO_NEWS };
      return {
        state: { ...state, conversations: upsert(state.conversations, frame.entry) },
        news: NO_NEWS,
      };
    }
    case "message": {
      const { message } = frame;
      const known = state.conversations.find((c) => c.id === frame.id);
      const visitor = message.author === "visitor";
      // A visitor's message in any conversation is news once, even before its row is here.
      const fresh = visitor && message.seq > (state.heard[frame.id] ?? 0);
      const news: InboxNews = fresh
        ? {
            visitorMessage: {
              id: frame.id,
              name: message.name ?? known?.name ?? "",
              body: message.body,
            },
          }
        : NO_NEWS;
      const heard = fresh ? { ...state.heard, [frame.id]: message.seq } : state.heard;
      // Unknown here (its row comes with its own frame), or a message its row already counts.
      if (!known || message.seq <= known.lastSeq) {
        return { state: heard === state.heard ? state : { ...state, heard }, news };
      }
      const entry: ChatInboxEntry = {
        ...known,
        lastSeq: message.seq,
        unread: known.unread + (visitor ? 1 : 0),
        lastMessage: { author: message.author, body: message.body, at: message.at },
        updatedAt: message.at,
      };
      return {
        state: { ...state, conversations: upsert(state.conversations, entry), heard },
        news,
      };
    }
    case "receipt": {
      if (frame.side !== "staff") return { state, news: NO_NEWS };
      const known = state.conversations.find((c) => c.id === frame.id);
      if (!known) return { state, news: NO_NEWS };
      const staff = advanceReceipts(known.staff, frame.receipts);
      // Read up to the last message: nothing of theirs is left unread.
      const unread = staff.read >= known.lastSeq ? 0 : known.unread;
      const entry = { ...known, staff, unread };
      return {
        state: { ...state, conversations: upsert(state.conversations, entry) },
        news: NO_NEWS,
      };
    }
    case "presence":
      return { state: { ...state, online: frame.online }, news: NO_NEWS };
    default:
      return { state, news: NO_NEWS };
  }
}

/** The visitor messages nobody on the team has read, over every live conversation. */
export function unreadTotal(state: Pick<InboxState, "conversations">): number {
  return state.conversations.reduce((sum, c) => sum + c.unread, 0);
}

/** The page's title with the unread count in front, as mail clients do: "(3) Live chat · …". */
export function titleWithUnread(title: string, unread: number): string {
  const bare = title.replace(/^\(\d+\) /, "");
  return unread > 0 ? `(${unread}) ${bare}` : bare;
}

/* --- One conversation ----------------------------------------------------------------------- */

/** A reply of ours on its way: shown as sending until the server's ack, or refused. */
export type PendingReply = { clientId: string; body: string; failed: string | null };

export type ConversationState = {
  entry: ChatInboxEntry;
  /** The messages here, by seq, each once. */
  messages: ChatMessage[];
  /** Older messages exist before the first one here. */
  more: boolean;
  pending: PendingReply[];
  /** The visitor is typing, until this time (ms), under this name. */
  typing: { name: string; until: number } | null;
  /** The receipts this screen has sent for the visitor's messages. */
  told: ChatReceipts;
};

/** What a frame means beyond the state: a message of the visitor's arrived (a live region). */
export type ConversationNews = { arrived: ChatMessage | null };

export function conversationState(conversation: ChatConversation): ConversationState {
  const { messages, more, ...entry } = conversation;
  return {
    entry,
    messages: mergeMessages([], messages),
    more,
    pending: [],
    typing: null,
    told: entry.staff,
  };
}

/** Two lists of messages as one, by seq, each once (the later copy of a seq wins). */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const message of [...current, ...incoming]) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The screen's loader answered again (an action, an earlier page of messages): its messages join
 * those here, its row replaces the one here unless the socket already has a newer one.
 */
export function withLoaded(state: ConversationState, loaded: ChatConversation): ConversationState {
  const { messages, more, ...entry } = loaded;
  const first = state.messages[0]?.seq ?? Number.POSITIVE_INFINITY;
  const loadedFirst = messages[0]?.seq ?? Number.POSITIVE_INFINITY;
  return {
    ...state,
    entry: entry.lastSeq >= state.entry.lastSeq ? entry : state.entry,
    messages: mergeMessages(state.messages, messages),
    more: loadedFirst < first ? more : state.more,
    told: advanceReceipts(state.told, entry.staff),
  };
}

/** The last seq this screen has: where a (re)watch starts from. */
export function lastSeq(state: ConversationState): number {
  return state.messages.at(-1)?.seq ?? 0;
}

/** A reply handed to the socket: shown at once as sending. */
export function withPending(state: ConversationState, reply: PendingReply): ConversationState {
  return { ...state, pending: [...state.pending, reply] };
}

const NOTHING: ConversationNews = { arrived: null };

/** One server frame applied to the open conversation; frames of other conversations are not its. */
export function conversationFrame(
  state: ConversationState,
  frame: ServerFrame,
  me: { name: string } | null,
  now: number,
): { state: ConversationState; news: ConversationNews } {
  const id = state.entry.id;
  switch (frame.t) {
    case "history": {
      if (frame.id !== id) break;
      return {
        state: { ...state, messages: mergeMessages(state.messages, frame.messages) },
        news: NOTHING,
      };
    }
    case "message": {
      if (frame.id !== id) break;
      const seen = state.messages.some((m) => m.seq === frame.message.seq);
      const { message } = frame;
      const entry =
        message.seq > state.entry.lastSeq ? { ...state.entry, lastSeq: message.seq } : state.entry;
      return {
        state: {
          ...state,
          entry,
          messages: mergeMessages(state.messages, [message]),
          pending: state.pending.filter((p) => p.clientId !== message.clientId),
          // A visitor who sent has stopped typing.
          typing: message.author === "visitor" ? null : state.typing,
        },
        news: { arrived: !seen && message.author === "visitor" ? message : null },
      };
    }
    case "ack": {
      if (frame.id !== id) break;
      const reply = state.pending.find((p) => p.clientId === frame.clientId);
      if (!reply) break;
      const message: ChatMessage = {
        seq: frame.seq,
        author: "staff",
        name: me?.name ?? null,
        body: reply.body,
        at: frame.at,
        clientId: frame.clientId,
      };
      return {
        state: {
          ...state,
          entry:
            frame.seq > state.entry.lastSeq ? { ...state.entry, lastSeq: frame.seq } : state.entry,
          messages: mergeMessages(state.messages, [message]),
          pending: state.pending.filter((p) => p.clientId !== frame.clientId),
        },
        news: NOTHING,
      };
    }
    case "error": {
      const { clientId } = frame;
      if (!clientId || !state.pending.some((p) => p.clientId === clientId)) break;
      return {
        state: {
          ...state,
          pending: state.pending.map((p) =>
            p.clientId === clientId ? { ...p, failed: frame.message || frame.title } : p,
          ),
        },
        news: NOTHING,
      };
    }
    case "receipt": {
      if (frame.id !== id) break;
      const entry =
        frame.side === "visitor"
          ? { ...state.entry, visitor: advanceReceipts(state.entry.visitor, frame.receipts) }
          : { ...state.entry, staff: advanceReceipts(state.entry.staff, frame.receipts) };
      return {
        state: {
          ...state,
          entry,
          told: frame.side === "staff" ? advanceReceipts(state.told, frame.receipts) : state.told,
        },
        news: NOTHING,
      };
    }
    case "typing": {
      if (frame.id !== id || frame.side !== "visitor") break;
      return {
        state: {
          ...state,
          typing: { name: frame.name ?? state.entry.name, until: now + CHAT_TYPING_TTL_MS },
        },
        news: NOTHING,
      };
    }
    case "conversation": {
      if (frame.entry.id !== id) break;
      return {
        state: {
          ...state,
          entry: { ...frame.entry, lastSeq: Math.max(frame.entry.lastSeq, state.entry.lastSeq) },
        },
        news: NOTHING,
      };
    }
    default:
      break;
  }
  return { state, news: NOTHING };
}

/** Who is typing now, if anyone: the signal lasts CHAT_TYPING_TTL_MS unless repeated. */
export function typingNow(state: ConversationState, now: number): string | null {
  return state.typing && state.typing.until > now ? state.typing.name : null;
}

/**
 * The receipt to send for the visitor's messages, if it says more than the last one: everything
 * here arrived; what is on a visible screen was read. Null when there is nothing new to say.
 */
export function receiptToSend(
  state: ConversationState,
  visible: boolean,
): { delivered: number; read?: number } | null {
  const last = state.messages.findLast((m) => m.author === "visitor")?.seq ?? 0;
  const delivered = Math.max(last, state.told.delivered);
  const read = visible ? Math.max(last, state.told.read) : state.told.read;
  if (delivered === state.told.delivered && read === state.told.read) return null;
  return read > state.told.read ? { delivered, read } : { delivered };
}

/** The state once a receipt went out. */
export function withTold(state: ConversationState, told: Partial<ChatReceipts>): ConversationState {
  return { ...state, told: advanceReceipts(state.told, told) };
}

/** Whether a typing signal may go now: at most one every CHAT_TYPING_EVERY_MS. */
export function typingDue(lastSent: number | null, now: number): boolean {
  return lastSent === null || now - lastSent >= CHAT_TYPING_EVERY_MS;
}

/** A saved reply's words in the conversation's language, with the site's name in it. */
export function savedReplyText(
  reply: { en: string; es: string },
  lang: "en" | "es",
  site: string,
): string {
  return reply[lang].replaceAll("{site}", site);
}
