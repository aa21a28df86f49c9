import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGE_RATE } from "../../core/chat.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { type ChatTestClient, chatClient } from "../../tests/helpers/chat-client.ts";
import { createSignedInUser, createStaffUser } from "../../tests/helpers/factories.ts";
import {
  auditLog,
  chatConversations,
  chatMessages,
  conciergeRequests,
  leads,
} from "../db/schema/index.ts";

const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000" } });

type Staff = Awaited<ReturnType<typeof createStaffUser>>;
let sales: Staff;
let concierge: Staff;
let editor: Staff;
let base: string;
const open: ChatTestClient[] = [];

const client = async (options: Parameters<typeof chatClient>[1] = {}) => {
  const made = await chatClient(base, options);
  open.push(made);
  return made;
};
const start = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/chat/conversations", payload: body, headers });
const staffCall = (method: "GET" | "POST", url: string, payload?: object, who = sales) =>
  t.app.inject({ method, url, payload, headers: { usertoken: who.token } });

/** A staff member's inbox socket, said hello, with the inbox in hand. */
async function staffSocket(who: Staff = sales) {
  const socket = await client({ token: who.token });
  socket.send({ t: "hello", as: "staff" });
  await socket.next("inbox");
  return socket;
}

/** A visitor's conversation started over HTTP and its socket, said hello. */
async function visitor(name = "Ana Ruiz", after = 0) {
  const response = await start({ name, lang: "en", page: "/places" });
  expect(response.statusCode).toBe(201);
  const started = response.json() as { id: string; key: string; online: boolean };
  const socket = await client();
  socket.send({ t: "hello", as: "visitor", id: started.id, key: started.key, after });
  const ready = await socket.next("ready");
  return { ...started, socket, ready };
}

beforeAll(async () => {
  sales = await createStaffUser(t.database.db, "sales", { firstName: "Lupita" });
  concierge = await createStaffUser(t.database.db, "concierge", { firstName: "Marisol" });
  editor = await createStaffUser(t.database.db, "editor", { firstName: "Óscar" });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(() => {
  for (const socket of open) socket.ws.terminate();
});

describe(`the live chat with nobody online on ${engine}`, () => {
  it("says nobody is online, and keeps a visitor's message as a lead with the conversation", async () => {
    const status = await t.app.inject({ method: "GET", url: "/api/chat/status" });
    expect(status.json()).toEqual({ online: false, hours: null });

    const noEmail = await start({ name: "Carla", lang: "es", message: "¿Tienen tours?" });
    expect(noEmail.statusCode).toBe(400);
    expect(JSON.stringify(noEmail.json())).toMatch(/e-mail/);
    const noMessage = await start({ name: "Carla", lang: "es", email: "carla@example.com" });
    expect(noMessage.statusCode).toBe(400);

    const offlineStart = {
      name: "Carla Méndez",
      email: "carla@example.com",
      lang: "es",
      page: "/es/actividades",
      message: "¿Hay tours al Jardín Botánico el sábado?",
    };
    // A start that becomes a lead pays the lead forms' proof of work (decision 127): without
    // it, or with another form's, nothing is kept.
    const leadsBefore = await t.database.db.$count(leads);
    const unprovenHeaders: Record<string, string>[] = [
      {},
      { recaptchatoken: await solveCaptcha(t.app, "login") },
    ];
    for (const headers of unprovenHeaders) {
      const unproven = await start(offlineStart, headers);
      expect(unproven.statusCode).toBe(400);
      expect(unproven.json()).toMatchObject({ type: "error", title: "Verification failed" });
    }
    expect(await t.database.db.$count(leads)).toBe(leadsBefore);
    const response = await start(offlineStart, {
      recaptchatoken: await solveCaptcha(t.app, "chat"),
    });
    expect(response.statusCode).toBe(201);
    const started = response.json();
    expect(started).toMatchObject({ status: "offline", online: false });
    const [row] = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, started.id));
    expect(row?.leadId).toEqual(expect.any(Number));
    // The key is kept only as its hash.
    expect(row?.keyHash).not.toContain(started.key);
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, row?.leadId ?? 0));
    expect(lead).toMatchObject({
      type: "chat",
      firstName: "Carla",
      lastName: "Méndez",
      email: "carla@example.com",
      lang: "es",
      page: "/es/actividades",
    });
    expect(lead?.message).toContain("¿Hay tours al Jardín Botánico el sábado?");
  });

  it("refuses a start that breaks the contract, changing nothing", async () => {
    const before = await t.database.db.$count(chatConversations);
    for (const body of [
      { lang: "en" },
      { name: "A", lang: "fr" },
      { name: "A", lang: "en", email: "not-an-address" },
      { name: "A", lang: "en", page: "https://elsewhere.example/" },
      { name: "A", lang: "en", message: "x".repeat(CHAT_MESSAGE_MAX + 1) },
      { name: "A", lang: "en", extra: true },
    ]) {
      const response = await start(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ title: expect.any(String), type: "error" });
    }
    expect(await t.database.db.$count(chatConversations)).toBe(before);
  });
});

describe(`the live chat's protocol on ${engine}`, () => {
  it("takes staff online with their inbox socket, and refuses others", async () => {
    await expect(chatClient(base, { origin: "https://elsewhere.example" })).rejects.toThrow(/403/);
    const anonymous = await client();
    anonymous.send({ t: "hello", as: "staff" });
    expect(await anonymous.closed).toBe(4401);
    const wrongRole = await client({ token: editor.token });
    wrongRole.send({ t: "hello", as: "staff" });
    expect(await wrongRole.closed).toBe(4401);

    const inbox = await staffSocket();
    expect(inbox.frames[0]).toMatchObject({ t: "inbox", me: { id: sales.user.id } });
    const status = await t.app.inject({ method: "GET", url: "/api/chat/status" });
    expect(status.json().online).toBe(true);
  });

  it("stores a message before acknowledging it, delivers it both ways with typing and receipts", async () => {
    const desk = await staffSocket();
    const ana = await visitor("Ana Ruiz");
    expect(ana.ready).toMatchObject({
      t: "ready",
      online: true,
      conversation: { status: "waiting", name: "Ana Ruiz", agent: null },
      messages: [],
    });
    await desk.next("conversation", (f) => f.entry.id === ana.id);

    const clientId = randomUUID();
    ana.socket.send({ t: "send", clientId, body: "  Hello!\r\nIs the malecón busy tonight?  " });
    const ack = await ana.socket.next("ack", (f) => f.clientId === clientId);
    expect(ack.seq).toBe(1);
    // Acknowledged means stored: the row is there.
    const [stored] = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, ana.id));
    expect(stored).toMatchObject({
      seq: 1,
      author: "visitor",
      name: "Ana Ruiz",
      body: "Hello!\nIs the malecón busy tonight?",
    });
    const heard = await desk.next("message", (f) => f.id === ana.id);
    expect(heard.message).toMatchObject({ seq: 1, author: "visitor", clientId });

    desk.send({ t: "watch", id: ana.id, after: 0 });
    expect((await desk.next("history", (f) => f.id === ana.id)).messages).toHaveLength(1);
    ana.socket.send({ t: "typing" });
    await desk.next("typing", (f) => f.id === ana.id && f.side === "visitor");

    desk.send({ t: "seen", id: ana.id, read: 1 });
    const receipt = await ana.socket.next("receipt", (f) => f.side === "staff");
    expect(receipt.receipts).toEqual({ delivered: 1, read: 1 });

    desk.send({ t: "typing", id: ana.id });
    expect((await ana.socket.next("typing")).name).toBe("Lupita");
    const reply = randomUUID();
    desk.send({ t: "send", id: ana.id, clientId: reply, body: "Hi Ana! It's lively after 9 pm." });
    await desk.next("ack", (f) => f.clientId === reply);
    const answer = await ana.socket.next("message", (f) => f.message.author === "staff");
    expect(answer.message).toMatchObject({
      seq: 2,
      name: "Lupita",
      body: "Hi Ana! It's lively after 9 pm.",
    });
    // Answering took the conversation: the visitor sees who is answering.
    const status = await ana.socket.next("status", (f) => f.conversation.agent === "Lupita");
    expect(status.conversation.status).toBe("open");

    ana.socket.send({ t: "seen", delivered: 2 });
    await desk.next("receipt", (f) => f.side === "visitor" && f.receipts.delivered === 2);
  });

  it("resumes after a dropped connection from the last message the device has", async () => {
    const desk = await staffSocket();
    const ben = await visitor("Ben Ortiz");
    const first = randomUUID();
    ben.socket.send({ t: "send", clientId: first, body: "One" });
    await ben.socket.next("ack");
    ben.socket.ws.terminate();
    for (const body of ["Two", "Three"]) {
      desk.send({ t: "send", id: ben.id, clientId: randomUUID(), body });
    }
    await desk.next("ack", (f) => f.seq === 3 && f.id === ben.id);

    const again = await client();
    again.send({ t: "hello", as: "visitor", id: ben.id, key: ben.key, after: 1 });
    const ready = await again.next("ready");
    expect(ready.messages.map((m) => m.body)).toEqual(["Two", "Three"]);
    expect(ready.more).toBe(false);

    // A message sent again after the drop (its ack lost) is the same message.
    again.send({ t: "send", clientId: first, body: "One" });
    expect((await again.next("ack", (f) => f.clientId === first)).seq).toBe(1);
    const rows = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, ben.id));
    expect(rows).toHaveLength(3);
  });

  it("refuses bad frames with the error shape, and changes nothing", async () => {
    const cara = await visitor("Cara");
    cara.socket.ws.send("{not json");
    expect(await cara.socket.next("error", (f) => f.status === 400)).toMatchObject({
      title: "Not understood",
    });
    const long = randomUUID();
    cara.socket.send({ t: "send", clientId: long, body: "x".repeat(CHAT_MESSAGE_MAX + 1) });
    expect(await cara.socket.next("error", (f) => f.clientId === long)).toMatchObject({
      status: 413,
    });
    const empty = randomUUID();
    cara.socket.send({ t: "send", clientId: empty, body: " \n\u0007 " });
    expect((await cara.socket.next("error", (f) => f.clientId === empty)).status).toBe(400);
    // HTML is text like any other: stored as written, never made into markup here.
    const html = randomUUID();
    cara.socket.send({ t: "send", clientId: html, body: "<img src=x onerror=alert(1)>" });
    await cara.socket.next("ack", (f) => f.clientId === html);

    const rows = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, cara.id));
    expect(rows.map((r) => r.body)).toEqual(["<img src=x onerror=alert(1)>"]);

    const stranger = await client();
    stranger.send({ t: "hello", as: "visitor", id: cara.id, key: "A".repeat(43), after: 0 });
    expect(await stranger.closed).toBe(4404);
    const silent = await client();
    silent.send({ t: "send", clientId: randomUUID(), body: "hi" });
    expect(await silent.closed).toBe(1008);
  });

  it("limits how fast one socket may send", async () => {
    const dan = await visitor("Dan");
    const ids = Array.from({ length: CHAT_MESSAGE_RATE.burst + 2 }, () => randomUUID());
    for (const clientId of ids) dan.socket.send({ t: "send", clientId, body: "again" });
    const refused = await dan.socket.next("error", (f) => f.status === 429);
    expect(refused.clientId).toBe(ids.at(-2));
    const stored = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, dan.id));
    expect(stored).toHaveLength(CHAT_MESSAGE_RATE.burst);
  });

  it("knows a member by the pages' cookie", async () => {
    const member = await createSignedInUser(t.database.db, {
      firstName: "Rosa",
      lastName: "Díaz",
    });
    const response = await start(
      { lang: "en" },
      { cookie: `marea_member=${member.token}`, "sec-fetch-site": "same-origin" },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, response.json().id));
    expect(row).toMatchObject({
      name: "Rosa Díaz",
      email: member.user.email,
      userId: member.user.id,
    });
  });
});

describe(`the staff's actions on ${engine}`, () => {
  it("claims, transfers, replies, closes: audited, announced, refused when they can't apply", async () => {
    const desk = await staffSocket(concierge);
    const eva = await visitor("Eva Lindqvist");
    const claimed = await staffCall("POST", `/api/admin/chat/${eva.id}/claim`);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ status: "open", assignee: { id: sales.user.id } });
    expect((await staffCall("POST", `/api/admin/chat/${eva.id}/claim`)).statusCode).toBe(409);
    await eva.socket.next("message", (f) => f.message.author === "system");

    const moved = await staffCall("POST", `/api/admin/chat/${eva.id}/transfer`, {
      assigneeId: concierge.user.id,
    });
    expect(moved.json().assignee.id).toBe(concierge.user.id);
    const notStaff = await staffCall("POST", `/api/admin/chat/${eva.id}/transfer`, {
      assigneeId: editor.user.id,
    });
    expect(notStaff.statusCode).toBe(400);

    const reply = await staffCall(
      "POST",
      `/api/admin/chat/${eva.id}/messages`,
      { body: "Welcome to Vallarta!" },
      concierge,
    );
    expect(reply.statusCode).toBe(201);
    await eva.socket.next("message", (f) => f.message.body === "Welcome to Vallarta!");
    await desk.next("message", (f) => f.message.body === "Welcome to Vallarta!");

    const closed = await staffCall("POST", `/api/admin/chat/${eva.id}/close`, {}, concierge);
    expect(closed.json().status).toBe("closed");
    await eva.socket.next("status", (f) => f.conversation.status === "closed");
    const late = randomUUID();
    eva.socket.send({ t: "send", clientId: late, body: "One more thing" });
    expect((await eva.socket.next("error", (f) => f.clientId === late)).status).toBe(409);
    const afterClose = await staffCall("POST", `/api/admin/chat/${eva.id}/messages`, { body: "x" });
    expect(afterClose.statusCode).toBe(409);

    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, eva.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "chat.claim",
      "chat.close",
      "chat.transfer",
    ]);

    const missing = await staffCall("POST", `/api/admin/chat/${randomUUID()}/claim`);
    expect(missing.statusCode).toBe(404);
    const notUuid = await staffCall("GET", "/api/admin/chat/12");
    expect(notUuid.statusCode).toBe(400);
  });

  it("turns a conversation into a lead or a concierge request once, and searches transcripts", async () => {
    const fede = await visitor("Federico Alba");
    fede.socket.send({
      t: "send",
      clientId: randomUUID(),
      body: "Can you book a table at a taquería?",
    });
    await fede.socket.next("ack");
    const lead = await staffCall("POST", `/api/admin/chat/${fede.id}/lead`);
    expect(lead.statusCode).toBe(201);
    const [saved] = await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, lead.json().leadId));
    expect(saved?.message).toContain("Can you book a table at a taquería?");
    expect((await staffCall("POST", `/api/admin/chat/${fede.id}/lead`)).statusCode).toBe(409);

    // No e-mail: a concierge request can't be made (the desk answers by e-mail).
    const noEmail = await staffCall("POST", `/api/admin/chat/${fede.id}/concierge`);
    expect(noEmail.statusCode).toBe(409);
    fede.socket.send({ t: "contact", email: "fede@example.com" });
    await expect
      .poll(async () => {
        const [row] = await t.database.db
          .select({ email: chatConversations.email })
          .from(chatConversations)
          .where(eq(chatConversations.id, fede.id));
        return row?.email;
      })
      .toBe("fede@example.com");
    const request = await staffCall("POST", `/api/admin/chat/${fede.id}/concierge`, {}, concierge);
    expect(request.statusCode).toBe(201);
    const [made] = await t.database.db
      .select()
      .from(conciergeRequests)
      .where(eq(conciergeRequests.id, request.json().requestId));
    expect(made).toMatchObject({ email: "fede@example.com", kind: "question" });

    const found = await staffCall("GET", "/api/admin/chat/search?q=TAQUERIA");
    expect(found.json().conversations.map((c: { id: string }) => c.id)).toContain(fede.id);
    expect(found.json().conversations[0].match).toContain("taquería");
    const none = await staffCall("GET", "/api/admin/chat/search?q=snorkel%25");
    expect(none.json()).toMatchObject({ total: 0, conversations: [] });

    const full = await staffCall("GET", `/api/admin/chat/${fede.id}`);
    expect(full.json()).toMatchObject({ id: fede.id, leadId: saved?.id, more: false });
    expect((await staffCall("GET", "/api/admin/chat", undefined, editor)).statusCode).toBe(403);
  });

  it("closes idle conversations and deletes closed ones past their retention", async () => {
    const gil = await visitor("Gil");
    const old = await visitor("Olga");
    await t.database.db
      .update(chatConversations)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(chatConversations.id, gil.id));
    await t.database.db
      .update(chatConversations)
      .set({ status: "closed", closedAt: sql`now() - interval '181 days'` })
      .where(eq(chatConversations.id, old.id));
    expect(await t.services.chat.prune()).toBeGreaterThanOrEqual(2);
    const [idle] = await t.database.db
      .select({ status: chatConversations.status })
      .from(chatConversations)
      .where(eq(chatConversations.id, gil.id));
    expect(idle?.status).toBe("closed");
    expect(await t.database.db.$count(chatConversations, eq(chatConversations.id, old.id))).toBe(0);
  });
});
