import { describe, expect, it } from "vitest";
import { CHAT_TYPING_TTL_MS } from "../../../core/chat.ts";
import type { ChatMessageView, ChatVisitorView, ServerFrame } from "../../../core/contract/chat.ts";
import {
  type ChatAction,
  type ChatSession,
  canWrite,
  chatLines,
  chatStep,
  hello,
  isGone,
  newSession,
  type Outgoing,
  type Step,
  unreadCount,
} from "./conversation.ts";

const ID = "7d9e4c1a-2b3f-4a5e-9c8d-1e2f3a4b5c6d";
const KEY = "k".repeat(43);
const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

function view(change: Partial<ChatVisitorView> = {}): ChatVisitorView {
  return {
    id: ID,
    status: "waiting",
    name: "Lucía",
    agent: null,
    staff: { delivered: 0, read: 0 },
    visitor: { delivered: 0, read: 0 },
    ...change,
  };
}

function message(seq: number, change: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    seq,
    author: "staff",
    name: "Ana",
    body: `message ${seq}`,
    at: "2026-11-26T20:00:00.000Z",
    clientId: null,
    ...change,
  };
}

const ready = (change: Partial<Extract<ServerFrame, { t: "ready" }>> = {}): ServerFrame => ({
  t: "ready",
  conversation: view(),
  messages: [],
  more: false,
  online: true,
  ...change,
});

/** Runs actions from `session`, collecting every frame sent. */
function run(session: ChatSession, ...actions: ChatAction[]): Step {
  const sent: Outgoing[] = [];
  let current = session;
  for (const action of actions) {
    const step = chatStep(current, action);
    current = step.session;
    sent.push(...step.send);
  }
  return { session: current, send: sent };
}

const frame = (f: ServerFrame, watching = false, now = 0): ChatAction => ({
  type: "frame",
  frame: f,
  now,
  watching,
});

const connected = () => run(newSession(ID, KEY), { type: "connecting" }, frame(ready())).session;

describe("the visitor's conversation (issue 17)", () => {
  it("says hello with its id, key and the last seq it has", () => {
    expect(hello(newSession(ID, KEY))).toEqual({
      t: "hello",
      as: "visitor",
      id: ID,
      key: KEY,
      after: 0,
    });
    const later = run(connected(), frame({ t: "message", id: ID, message: message(4) })).session;
    expect(hello(later).after).toBe(4);
  });

  it("shows a message as sending until acknowledged, then sent, delivered and read", () => {
    const { session, send } = run(connected(), {
      type: "write",
      clientId: A,
      body: "Hola\nqué tal",
    });
    expect(send).toEqual([{ t: "send", clientId: A, body: "Hola\nqué tal" }]);
    expect(chatLines(session).map((l) => l.status)).toEqual(["sending"]);

    const acked = run(session, frame({ t: "ack", id: ID, clientId: A, seq: 1, at: "x" })).session;
    expect(acked.outbox).toEqual([]);
    expect(acked.lastSeq).toBe(1);
    const line = chatLines(acked)[0];
    expect(line).toMatchObject({ kind: "stored", status: "sent" });
    expect(line?.kind === "stored" && line.message).toMatchObject({
      seq: 1,
      author: "visitor",
      body: "Hola\nqué tal",
      clientId: A,
    });

    const receipt = (delivered: number, read: number): ChatAction =>
      frame({ t: "receipt", id: ID, side: "staff", receipts: { delivered, read } });
    const delivered = run(acked, receipt(1, 0)).session;
    expect(chatLines(delivered)[0]?.status).toBe("delivered");
    const read = run(delivered, receipt(1, 1)).session;
    expect(chatLines(read)[0]?.status).toBe("read");
    // A late receipt never moves a message back.
    expect(chatLines(run(read, receipt(1, 0)).session)[0]?.status).toBe("read");
    // The visitor's own receipts are not the team's.
    const own = frame({
      t: "receipt",
      id: ID,
      side: "visitor",
      receipts: { delivered: 1, read: 1 },
    });
    expect(chatLines(run(delivered, own).session)[0]?.status).toBe("delivered");
  });

  it("keeps what is written while disconnected, and sends it with the same clientId when ready", () => {
    const offline = run(
      newSession(ID, KEY),
      { type: "connecting" },
      { type: "write", clientId: A, body: "one" },
    );
    expect(offline.send).toEqual([]);
    expect(offline.session.outbox).toHaveLength(1);
    const back = run(offline.session, frame(ready()));
    expect(back.send).toEqual([{ t: "send", clientId: A, body: "one" }]);
    expect(back.session.outbox).toHaveLength(1);
  });

  it("after a drop, resends only what the server did not store", () => {
    const written = run(
      connected(),
      { type: "write", clientId: A, body: "stored before the drop" },
      { type: "write", clientId: B, body: "lost with the drop" },
      { type: "dropped" },
    ).session;
    expect(written.connection).toBe("reconnecting");
    const stored = message(1, {
      author: "visitor",
      name: "Lucía",
      clientId: A,
      body: "stored before the drop",
    });
    const { session, send } = run(written, frame(ready({ messages: [stored] })));
    expect(send).toEqual([{ t: "send", clientId: B, body: "lost with the drop" }]);
    expect(session.outbox.map((p) => p.clientId)).toEqual([B]);
    expect(chatLines(session).map((l) => l.kind)).toEqual(["stored", "pending"]);
  });

  it("marks the team's messages delivered at once and read only while the visitor watches", () => {
    const incoming = frame({ t: "message", id: ID, message: message(1) });
    const away = run(connected(), incoming);
    expect(away.send).toEqual([{ t: "seen", delivered: 1 }]);
    expect(away.session.fresh).toEqual([1]);
    const back = run(away.session, { type: "watching" });
    expect(back.send).toEqual([{ t: "seen", read: 1 }]);
    // Nothing new: nothing to say.
    expect(run(back.session, { type: "watching" }).send).toEqual([]);

    const watching = run(connected(), frame({ t: "message", id: ID, message: message(1) }, true));
    expect(watching.send).toEqual([{ t: "seen", delivered: 1, read: 1 }]);
  });

  it("on (re)connection, acknowledges the history it had not yet, without announcing it", () => {
    const history = [message(1), message(2, { author: "visitor", name: "Lucía" })];
    const told = view({ visitor: { delivered: 1, read: 0 } });
    const { session, send } = run(
      newSession(ID, KEY),
      frame(ready({ conversation: told, messages: history }), true),
    );
    expect(send).toEqual([{ t: "seen", read: 1 }]);
    expect(session.fresh).toEqual([]);
    expect(session.lastSeq).toBe(2);
  });

  it("ignores a message it already has, and the visitor's own from another tab settles its copy", () => {
    const once = run(connected(), frame({ t: "message", id: ID, message: message(1) })).session;
    const twice = run(once, frame({ t: "message", id: ID, message: message(1) }));
    expect(twice.session).toBe(once);
    expect(twice.send).toEqual([]);

    const pending = run(connected(), { type: "write", clientId: A, body: "hi" }).session;
    const echoed = run(
      pending,
      frame({
        t: "message",
        id: ID,
        message: message(1, { author: "visitor", clientId: A, body: "hi" }),
      }),
    ).session;
    expect(echoed.outbox).toEqual([]);
    expect(echoed.fresh).toEqual([]);
  });

  it("shows the team typing for a while, until it expires or their message arrives", () => {
    const typing = run(
      connected(),
      frame({ t: "typing", id: ID, side: "staff", name: "Ana" }, false, 1_000),
    ).session;
    expect(typing.typing).toEqual({ name: "Ana", until: 1_000 + CHAT_TYPING_TTL_MS });
    expect(
      run(typing, { type: "tick", now: 1_000 + CHAT_TYPING_TTL_MS - 1 }).session.typing,
    ).not.toBeNull();
    expect(
      run(typing, { type: "tick", now: 1_000 + CHAT_TYPING_TTL_MS }).session.typing,
    ).toBeNull();
    expect(
      run(typing, frame({ t: "message", id: ID, message: message(1) })).session.typing,
    ).toBeNull();
    // The visitor's own typing, echoed, is not shown.
    expect(
      run(connected(), frame({ t: "typing", id: ID, side: "visitor", name: null })).session.typing,
    ).toBeNull();
  });

  it("keeps a refused message with its reason until sent again or taken back to edit", () => {
    const written = run(connected(), { type: "write", clientId: A, body: "too fast" }).session;
    const refused = run(
      written,
      frame({
        t: "error",
        status: 429,
        title: "Too many messages",
        message: "Wait a moment.",
        clientId: A,
      }),
    ).session;
    expect(refused.outbox[0]?.error).toEqual({
      status: 429,
      title: "Too many messages",
      message: "Wait a moment.",
    });
    expect(refused.problem).toBeNull();

    // Refused messages are not resent by themselves on a reconnection.
    expect(run(refused, { type: "dropped" }, frame(ready())).send).toEqual([]);

    const again = run(refused, { type: "retry", clientId: A });
    expect(again.send).toEqual([{ t: "send", clientId: A, body: "too fast" }]);
    expect(again.session.outbox[0]?.error).toBeNull();

    const withdrawn = run(refused, { type: "withdraw", clientId: A }).session;
    expect(withdrawn.outbox).toEqual([]);
  });

  it("keeps an error about the conversation itself apart", () => {
    const gone = run(
      newSession(ID, KEY),
      frame({ t: "error", status: 404, title: "Not found", message: "No such conversation." }),
    ).session;
    expect(gone.problem).toMatchObject({ status: 404 });
    expect(isGone(gone)).toBe(true);
    expect(canWrite(gone)).toBe(false);

    // Once talking, a refusal is a notice until the next message goes through.
    const refused = run(
      connected(),
      frame({ t: "error", status: 400, title: "Bad e-mail", message: "Enter a valid e-mail." }),
      { type: "write", clientId: A, body: "hi" },
    ).session;
    expect(isGone(refused)).toBe(false);
    expect(canWrite(refused)).toBe(true);
    expect(refused.problem).toMatchObject({ status: 400 });
    const through = run(refused, frame({ t: "ack", id: ID, clientId: A, seq: 1, at: "x" }));
    expect(through.session.problem).toBeNull();
  });

  it("counts the team's messages the visitor has not read, for the widget's badge", () => {
    const two = run(
      connected(),
      frame({ t: "message", id: ID, message: message(1) }),
      frame({ t: "message", id: ID, message: message(2, { author: "system", name: null }) }),
      frame({ t: "message", id: ID, message: message(3) }),
    ).session;
    expect(unreadCount(two)).toBe(2);
    expect(unreadCount(run(two, { type: "watching" }).session)).toBe(0);
  });

  it("follows the conversation's status and the team's presence, and says hello again on resync", () => {
    const session = connected();
    const taken = run(
      session,
      frame({ t: "status", conversation: view({ status: "open", agent: "Ana" }) }),
    ).session;
    expect(taken.conversation?.agent).toBe("Ana");
    expect(canWrite(taken)).toBe(true);
    const closed = run(
      taken,
      frame({ t: "status", conversation: view({ status: "closed" }) }),
    ).session;
    expect(canWrite(closed)).toBe(false);
    expect(
      canWrite(run(session, frame(ready({ conversation: view({ status: "offline" }) }))).session),
    ).toBe(false);

    const typing = run(session, frame({ t: "typing", id: ID, side: "staff", name: "Ana" })).session;
    const gone = run(typing, frame({ t: "presence", online: false })).session;
    expect(gone.online).toBe(false);
    expect(gone.typing).toBeNull();

    const later = run(session, frame({ t: "message", id: ID, message: message(3) })).session;
    expect(run(later, frame({ t: "resync" })).send).toEqual([hello(later)]);
    expect(hello(later).after).toBe(3);
  });
});
