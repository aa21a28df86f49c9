import { describe, expect, it } from "vitest";
import { CHAT_TYPING_EVERY_MS, CHAT_TYPING_TTL_MS, type ChatMessage } from "../../../core/chat.ts";
import type { ChatConversation, ChatInboxEntry } from "../../../core/contract/chat.ts";
import {
  conversationFrame,
  conversationState,
  inboxFrame,
  inboxState,
  lastSeq,
  mergeMessages,
  receiptToSend,
  savedReplyText,
  titleWithUnread,
  typingDue,
  typingNow,
  unreadTotal,
  withLoaded,
  withPending,
  withTold,
} from "./desk-state.ts";

const ID = "6f1c1d2e-8a4b-4c3d-9e2f-1a2b3c4d5e6f";
const OTHER = "0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d";

function entry(overrides: Partial<ChatInboxEntry> = {}): ChatInboxEntry {
  return {
    id: ID,
    status: "waiting",
    name: "Lucía",
    email: null,
    member: false,
    lang: "es",
    page: "/es/directory",
    team: "PV12",
    invitationId: null,
    leadSourceChannelId: null,
    terminalId: null,
    assignee: null,
    lastSeq: 1,
    unread: 1,
    lastMessage: { author: "visitor", body: "Hola", at: "2026-11-26T18:00:00.000Z" },
    leadId: null,
    conciergeRequestId: null,
    createdAt: "2026-11-26T18:00:00.000Z",
    updatedAt: "2026-11-26T18:00:00.000Z",
    staff: { delivered: 0, read: 0 },
    visitor: { delivered: 0, read: 0 },
    ...overrides,
  };
}

function message(seq: number, author: ChatMessage["author"], body = `m${seq}`): ChatMessage {
  return {
    seq,
    author,
    name: author === "visitor" ? "Lucía" : author === "staff" ? "Marisol" : null,
    body,
    at: `2026-11-26T18:0${seq % 10}:00.000Z`,
    clientId: null,
  };
}

function conversation(messages: ChatMessage[], overrides: Partial<ChatInboxEntry> = {}) {
  const last = messages.at(-1)?.seq ?? 0;
  return { ...entry({ lastSeq: last, ...overrides }), messages, more: false } as ChatConversation;
}

describe("the staff inbox's state", () => {
  it("lists waiting conversations first, the longest waiting first, then taken ones by activity", () => {
    const state = inboxState(
      [
        entry({ id: "a", status: "open", lastMessage: null, updatedAt: "2026-11-26T10:00:00Z" }),
        entry({ id: "b", status: "waiting", createdAt: "2026-11-26T12:00:00Z" }),
        entry({ id: "c", status: "closed" }),
        entry({ id: "d", status: "waiting", createdAt: "2026-11-26T11:00:00Z" }),
        entry({ id: "e", status: "open", lastMessage: null, updatedAt: "2026-11-26T13:00:00Z" }),
      ],
      true,
    );
    expect(state.conversations.map((c) => c.id)).toEqual(["d", "b", "e", "a"]);
  });

  it("takes the hello's inbox, then adds, changes and drops conversations as they come", () => {
    let state = inboxState([], false);
    state = inboxFrame(state, {
      t: "inbox",
      inbox: { online: true, conversations: [entry()] },
      me: { id: 7, name: "Marisol" },
    }).state;
    expect(state.me).toEqual({ id: 7, name: "Marisol" });
    expect(state.online).toBe(true);
    state = inboxFrame(state, { t: "conversation", entry: entry({ id: OTHER, lastSeq: 0 }) }).state;
    expect(state.conversations).toHaveLength(2);
    const taken = entry({ status: "open", assignee: { id: 7, name: "Marisol" } });
    state = inboxFrame(state, { t: "conversation", entry: taken }).state;
    expect(state.conversations.find((c) => c.id === ID)?.assignee?.name).toBe("Marisol");
    state = inboxFrame(state, { t: "conversation", entry: entry({ status: "closed" }) }).state;
    expect(state.conversations.map((c) => c.id)).toEqual([OTHER]);
    state = inboxFrame(state, { t: "presence", online: false }).state;
    expect(state.online).toBe(false);
  });

  it("keeps a newer row when an older one arrives late", () => {
    const state = inboxState([entry({ lastSeq: 5, unread: 3 })], true);
    const next = inboxFrame(state, { t: "conversation", entry: entry({ lastSeq: 2, unread: 0 }) });
    expect(next.state).toBe(state);
  });

  it("counts a visitor's new message once, as news, and a staff message as neither", () => {
    const state = inboxState([entry()], true);
    const first = inboxFrame(state, {
      t: "message",
      id: ID,
      message: message(2, "visitor", "¿Hay lugar?"),
    });
    expect(unreadTotal(first.state)).toBe(2);
    expect(first.news.visitorMessage).toEqual({ id: ID, name: "Lucía", body: "¿Hay lugar?" });
    expect(first.state.conversations[0]?.lastMessage?.body).toBe("¿Hay lugar?");
    // The same message again (a resync) counts nothing.
    const again = inboxFrame(first.state, { t: "message", id: ID, message: message(2, "visitor") });
    expect(again.state).toBe(first.state);
    expect(again.news.visitorMessage).toBeNull();
    const staff = inboxFrame(first.state, { t: "message", id: ID, message: message(3, "staff") });
    expect(unreadTotal(staff.state)).toBe(2);
    expect(staff.news.visitorMessage).toBeNull();
    // A message of a conversation the inbox does not list yet is news; its row comes on its own.
    const unknown = inboxFrame(first.state, {
      t: "message",
      id: OTHER,
      message: message(1, "visitor"),
    });
    expect(unknown.state.conversations).toBe(first.state.conversations);
    expect(unknown.news.visitorMessage).toEqual({ id: OTHER, name: "Lucía", body: "m1" });
  });

  it("makes a visitor's message news once, whether its row or its message frame came first", () => {
    // The row (already counting the message) came first, then the message itself.
    let state = inboxState([], true);
    state = inboxFrame(state, { t: "conversation", entry: entry({ lastSeq: 1, unread: 1 }) }).state;
    const late = inboxFrame(state, { t: "message", id: ID, message: message(1, "visitor") });
    expect(late.news.visitorMessage?.name).toBe("Lucía");
    expect(unreadTotal(late.state)).toBe(1);
    const again = inboxFrame(late.state, { t: "message", id: ID, message: message(1, "visitor") });
    expect(again.news.visitorMessage).toBeNull();
    // What the hello's (or a resync's) list holds is not news.
    const known = inboxFrame(inboxState([], true), {
      t: "inbox",
      inbox: { online: true, conversations: [entry({ lastSeq: 4 })] },
      me: { id: 7, name: "Marisol" },
    }).state;
    expect(
      inboxFrame(known, { t: "message", id: ID, message: message(4, "visitor") }).news
        .visitorMessage,
    ).toBeNull();
  });

  it("clears a conversation's unread count once the team read up to its last message", () => {
    const state = inboxState([entry({ lastSeq: 3, unread: 2 })], true);
    const part = inboxFrame(state, {
      t: "receipt",
      id: ID,
      side: "staff",
      receipts: { delivered: 3, read: 2 },
    });
    expect(unreadTotal(part.state)).toBe(2);
    const all = inboxFrame(state, {
      t: "receipt",
      id: ID,
      side: "staff",
      receipts: { delivered: 3, read: 3 },
    });
    expect(unreadTotal(all.state)).toBe(0);
    // The visitor's receipts are about the team's messages: not the inbox's count.
    const theirs = inboxFrame(state, {
      t: "receipt",
      id: ID,
      side: "visitor",
      receipts: { delivered: 3, read: 3 },
    });
    expect(theirs.state).toBe(state);
  });

  it("puts the unread count in front of the tab's title, once", () => {
    expect(titleWithUnread("Live chat · Marea", 3)).toBe("(3) Live chat · Marea");
    expect(titleWithUnread("(3) Live chat · Marea", 4)).toBe("(4) Live chat · Marea");
    expect(titleWithUnread("(4) Live chat · Marea", 0)).toBe("Live chat · Marea");
  });
});

describe("an open conversation's state", () => {
  const me = { name: "Marisol" };

  it("merges messages by seq, each once, in order", () => {
    const merged = mergeMessages(
      [message(3, "visitor"), message(1, "visitor")],
      [message(2, "staff"), message(3, "visitor", "again")],
    );
    expect(merged.map((m) => [m.seq, m.body])).toEqual([
      [1, "m1"],
      [2, "m2"],
      [3, "again"],
    ]);
  });

  it("adds history and live messages, and says a visitor's new one", () => {
    let state = conversationState(conversation([message(1, "visitor")]));
    state = conversationFrame(
      state,
      { t: "history", id: ID, messages: [message(1, "visitor"), message(2, "staff")], more: false },
      me,
      0,
    ).state;
    expect(lastSeq(state)).toBe(2);
    const live = conversationFrame(
      state,
      { t: "message", id: ID, message: message(3, "visitor", "¿A qué hora?") },
      me,
      0,
    );
    expect(live.news.arrived?.body).toBe("¿A qué hora?");
    expect(lastSeq(live.state)).toBe(3);
    // Another conversation's frames are not this screen's.
    const other = conversationFrame(
      live.state,
      { t: "message", id: OTHER, message: message(4, "visitor") },
      me,
      0,
    );
    expect(other.state).toBe(live.state);
    // The same message twice is not news twice.
    const twice = conversationFrame(
      live.state,
      { t: "message", id: ID, message: message(3, "visitor") },
      me,
      0,
    );
    expect(twice.news.arrived).toBeNull();
  });

  it("shows a reply as sending until its ack, then as the stored message", () => {
    const clientId = "11111111-2222-4333-8444-555555555555";
    let state = conversationState(conversation([message(1, "visitor")]));
    state = withPending(state, { clientId, body: "¡Hola!", failed: null });
    expect(state.pending).toHaveLength(1);
    state = conversationFrame(
      state,
      { t: "ack", id: ID, clientId, seq: 2, at: "2026-11-26T18:05:00.000Z" },
      me,
      0,
    ).state;
    expect(state.pending).toEqual([]);
    expect(state.messages.at(-1)).toMatchObject({
      seq: 2,
      author: "staff",
      name: "Marisol",
      body: "¡Hola!",
      clientId,
    });
    // The broadcast of the same message afterwards changes nothing visible.
    const echo = conversationFrame(
      state,
      { t: "message", id: ID, message: { ...message(2, "staff", "¡Hola!"), clientId } },
      me,
      0,
    );
    expect(echo.state.messages).toHaveLength(2);
  });

  it("marks a refused reply with the server's words", () => {
    const clientId = "11111111-2222-4333-8444-555555555555";
    let state = withPending(conversationState(conversation([])), {
      clientId,
      body: "x",
      failed: null,
    });
    state = conversationFrame(
      state,
      { t: "error", status: 409, title: "Closed", message: "the conversation is closed", clientId },
      me,
      0,
    ).state;
    expect(state.pending[0]?.failed).toBe("the conversation is closed");
    // An error about nothing of ours changes nothing.
    const other = conversationFrame(
      state,
      { t: "error", status: 429, title: "Slow down", message: "too many" },
      me,
      0,
    );
    expect(other.state).toBe(state);
  });

  it("follows the visitor's receipts forward only", () => {
    let state = conversationState(conversation([message(1, "staff"), message(2, "staff")]));
    state = conversationFrame(
      state,
      { t: "receipt", id: ID, side: "visitor", receipts: { delivered: 2, read: 1 } },
      me,
      0,
    ).state;
    expect(state.entry.visitor).toEqual({ delivered: 2, read: 1 });
    state = conversationFrame(
      state,
      { t: "receipt", id: ID, side: "visitor", receipts: { delivered: 1, read: 0 } },
      me,
      0,
    ).state;
    expect(state.entry.visitor).toEqual({ delivered: 2, read: 1 });
  });

  it("shows the visitor typing for the signal's lifetime, and not once they sent", () => {
    let state = conversationState(conversation([message(1, "visitor")]));
    state = conversationFrame(
      state,
      { t: "typing", id: ID, side: "visitor", name: "Lucía" },
      me,
      1000,
    ).state;
    expect(typingNow(state, 1000 + CHAT_TYPING_TTL_MS - 1)).toBe("Lucía");
    expect(typingNow(state, 1000 + CHAT_TYPING_TTL_MS)).toBeNull();
    // Our own typing, echoed, is not the visitor's.
    const ours = conversationFrame(
      conversationState(conversation([])),
      { t: "typing", id: ID, side: "staff", name: "Marisol" },
      me,
      0,
    );
    expect(typingNow(ours.state, 0)).toBeNull();
    state = conversationFrame(
      state,
      { t: "message", id: ID, message: message(2, "visitor") },
      me,
      2000,
    ).state;
    expect(typingNow(state, 2000)).toBeNull();
  });

  it("says delivered for what arrived and read only for what was seen, each once", () => {
    let state = conversationState(
      conversation([message(1, "visitor"), message(2, "staff"), message(3, "visitor")]),
    );
    expect(receiptToSend(state, false)).toEqual({ delivered: 3 });
    state = withTold(state, { delivered: 3 });
    expect(receiptToSend(state, false)).toBeNull();
    expect(receiptToSend(state, true)).toEqual({ delivered: 3, read: 3 });
    state = withTold(state, { delivered: 3, read: 3 });
    expect(receiptToSend(state, true)).toBeNull();
    // What the server already had from another tab is not said again.
    const known = conversationState(
      conversation([message(1, "visitor")], { staff: { delivered: 1, read: 1 } }),
    );
    expect(receiptToSend(known, true)).toBeNull();
  });

  it("joins an earlier page from the loader without losing live messages", () => {
    const latest = { ...conversation([message(3, "visitor"), message(4, "staff")]), more: true };
    let state = conversationState(latest);
    state = conversationFrame(
      state,
      { t: "message", id: ID, message: message(5, "visitor") },
      me,
      0,
    ).state;
    const earlier = {
      ...conversation([message(1, "visitor"), message(2, "staff")]),
      lastSeq: 5,
      more: false,
    };
    state = withLoaded(state, earlier);
    expect(state.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(state.more).toBe(false);
  });

  it("lets a typing signal go at most every CHAT_TYPING_EVERY_MS", () => {
    expect(typingDue(null, 0)).toBe(true);
    expect(typingDue(1000, 1000 + CHAT_TYPING_EVERY_MS - 1)).toBe(false);
    expect(typingDue(1000, 1000 + CHAT_TYPING_EVERY_MS)).toBe(true);
  });

  it("fills a saved reply in the conversation's language with the site's name", () => {
    const reply = { en: "Thanks for writing to {site}.", es: "Gracias por escribir a {site}." };
    expect(savedReplyText(reply, "es", "Marea")).toBe("Gracias por escribir a Marea.");
    expect(savedReplyText(reply, "en", "Marea")).toBe("Thanks for writing to Marea.");
  });
});
