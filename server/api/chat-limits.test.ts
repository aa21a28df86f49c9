import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import {
  CHAT_CONVERSATION_MESSAGE_RATE,
  CHAT_MESSAGE_RATE,
  CHAT_SOCKETS_PER_ADDRESS,
} from "../../core/chat.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { type ChatTestClient, chatClient } from "../../tests/helpers/chat-client.ts";
import { createStaffUser } from "../../tests/helpers/factories.ts";
import { chatConversations, chatMessages } from "../db/schema/index.ts";

/**
 * Decision 131: a client address holds a few dozen of the chat's sockets at most, and a
 * visitor, a staff member and a conversation each have one budget of messages whatever the
 * number of sockets they send them on. Behind one proxy (TRUST_PROXY=1), as in production, each
 * socket here says its client address in `X-Forwarded-For`.
 */
const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000", TRUST_PROXY: "1" } });
let base: string;
const open: ChatTestClient[] = [];

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  // Someone on the team is online: a conversation starts with a name alone.
  const sales = await createStaffUser(t.database.db, "sales", { firstName: "Inés" });
  const desk = await from("192.0.2.1", { token: sales.token });
  desk.send({ t: "hello", as: "staff" });
  await desk.next("inbox");
});
afterAll(() => {
  for (const socket of open) socket.ws.terminate();
});

const from = async (address: string, options: Parameters<typeof chatClient>[1] = {}) => {
  const made = await chatClient(base, { ...options, headers: { "x-forwarded-for": address } });
  open.push(made);
  return made;
};

/** How the server answers an upgrade from `address` it refuses: its status and headers. */
function refusal(address: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/chat/socket`, {
      headers: { origin: base, "x-forwarded-for": address },
    });
    ws.once("unexpected-response", (_request, response) => {
      resolve({
        status: response.statusCode ?? 0,
        retryAfter: response.headers["retry-after"] as string | undefined,
      });
      ws.terminate();
    });
    ws.once("open", () => {
      ws.terminate();
      reject(new Error(`a socket from ${address} was accepted`));
    });
    ws.once("error", () => {});
  });
}

async function startConversation(name: string, page = "/places") {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/chat/conversations",
    payload: { name, lang: "en", page },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; key: string };
}

/** Sends `count` messages at once; resolves with how many were acknowledged once all answered. */
async function burst(socket: ChatTestClient, count: number, id?: string): Promise<number> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const clientId of ids) {
    socket.send({ t: "send", clientId, body: "again", ...(id ? { id } : {}) });
  }
  let acked = 0;
  for (const clientId of ids) {
    const frame = await new Promise<ChatTestClient["frames"][number]>((resolve, reject) => {
      const find = () =>
        socket.frames.find(
          (f) => (f.t === "ack" || f.t === "error") && "clientId" in f && f.clientId === clientId,
        );
      const timer = setTimeout(() => reject(new Error(`no answer for ${clientId}`)), 10_000);
      const check = () => {
        const found = find();
        if (!found) return void setTimeout(check, 10);
        clearTimeout(timer);
        resolve(found);
      };
      check();
    });
    if (frame.t === "ack") acked++;
    else expect(frame).toMatchObject({ t: "error", status: 429, title: "Too many messages" });
  }
  return acked;
}

const storedIn = async (id: string) =>
  t.database.db.$count(chatMessages, eq(chatMessages.conversationId, id));

describe(`the chat's sockets per client address on ${engine}`, () => {
  it("refuses the socket past the limit with 429 and Retry-After, and counts an IPv6 /64 as one address", async () => {
    const sockets = [];
    for (let i = 0; i < CHAT_SOCKETS_PER_ADDRESS; i++) sockets.push(await from("198.51.100.20"));
    expect(await refusal("198.51.100.20")).toEqual({ status: 429, retryAfter: "30" });
    // Another address is not affected.
    await from("198.51.100.21");
    // A staff member signed in at the same office is never refused (and not counted).
    const sales = await createStaffUser(t.database.db, "sales");
    const desk = await from("198.51.100.20", { token: sales.token });
    desk.send({ t: "hello", as: "staff" });
    await desk.next("inbox");
    // A socket that closes frees its place.
    const first = sockets[0];
    first?.close();
    await first?.closed;
    let again: ChatTestClient | undefined;
    for (let attempt = 0; attempt < 50 && !again; attempt++) {
      again = await from("198.51.100.20").catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return undefined;
      });
    }
    expect(again).toBeDefined();
    expect(await refusal("198.51.100.20")).toMatchObject({ status: 429 });

    // Every address of one /64 is one client.
    for (let i = 1; i <= CHAT_SOCKETS_PER_ADDRESS; i++)
      await from(`2001:db8:5:6::${i.toString(16)}`);
    expect(await refusal("2001:db8:5:6:ffff:1:2:3")).toMatchObject({ status: 429 });
    await from("2001:db8:5:7::1");
  });
});

describe(`the chat's message budgets across sockets on ${engine}`, () => {
  it("gives 20 sockets of one visitor the one budget of the visitor and of the conversation", async () => {
    const { id, key } = await startConversation("Many Sockets");
    const sockets = await Promise.all(
      Array.from({ length: 20 }, (_, i) => from(`203.0.113.${100 + i}`)),
    );
    for (const socket of sockets) socket.send({ t: "hello", as: "visitor", id, key, after: 0 });
    await Promise.all(sockets.map((socket) => socket.next("ready")));
    const began = Date.now();
    const acked = await Promise.all(sockets.map((socket) => burst(socket, 8)));
    const seconds = (Date.now() - began) / 1000;
    const total = acked.reduce((sum, n) => sum + n, 0);
    // 160 sent: the visitor's burst went through, and what refilled while they were answered.
    expect(total).toBeGreaterThanOrEqual(CHAT_MESSAGE_RATE.burst);
    expect(total).toBeLessThanOrEqual(
      CHAT_MESSAGE_RATE.burst + Math.ceil(seconds * CHAT_MESSAGE_RATE.perSecond),
    );
    expect(await storedIn(id)).toBe(total);

    // Two staff members answering on several sockets share what is left of the conversation's.
    const lupita = await createStaffUser(t.database.db, "sales", { firstName: "Lupita" });
    const marisol = await createStaffUser(t.database.db, "concierge", { firstName: "Marisol" });
    const desks = await Promise.all(
      [lupita, lupita, marisol, marisol].map((who, i) =>
        from(`192.0.2.${10 + i}`, { token: who.token }),
      ),
    );
    for (const desk of desks) desk.send({ t: "hello", as: "staff" });
    await Promise.all(desks.map((desk) => desk.next("inbox")));
    const staffAcked = await Promise.all(desks.map((desk) => burst(desk, 8, id)));
    const after = (Date.now() - began) / 1000;
    const all = total + staffAcked.reduce((sum, n) => sum + n, 0);
    expect(all).toBeLessThanOrEqual(
      CHAT_CONVERSATION_MESSAGE_RATE.burst +
        Math.ceil(after * CHAT_CONVERSATION_MESSAGE_RATE.perSecond),
    );
    expect(await storedIn(id)).toBe(all);
  });

  it("gives a staff member's sockets one budget, across conversations", async () => {
    const conversations = await Promise.all(
      ["One", "Two", "Three"].map((name) => startConversation(name)),
    );
    const rosa = await createStaffUser(t.database.db, "sales", { firstName: "Rosa" });
    const desks = await Promise.all(
      conversations.map((_, i) => from(`192.0.2.${30 + i}`, { token: rosa.token })),
    );
    for (const desk of desks) desk.send({ t: "hello", as: "staff" });
    await Promise.all(desks.map((desk) => desk.next("inbox")));
    const began = Date.now();
    const acked = await Promise.all(desks.map((desk, i) => burst(desk, 8, conversations[i]?.id)));
    const seconds = (Date.now() - began) / 1000;
    const total = acked.reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThanOrEqual(CHAT_MESSAGE_RATE.burst);
    expect(total).toBeLessThanOrEqual(
      CHAT_MESSAGE_RATE.burst + Math.ceil(seconds * CHAT_MESSAGE_RATE.perSecond),
    );
  });
});

describe(`the chat's page of a visitor on ${engine}`, () => {
  it("keeps no card token of the page the visitor is on (decision 130)", async () => {
    const { id, key } = await startConversation("Card Holder");
    const socket = await from("203.0.113.200");
    socket.send({ t: "hello", as: "visitor", id, key, after: 0 });
    await socket.next("ready");
    socket.send({ t: "page", page: "/es/privilege-card/verify/eyJ0b2tlbiI.s3cret" });
    let page: string | null | undefined;
    for (let attempt = 0; attempt < 100; attempt++) {
      const [row] = await t.database.db
        .select({ page: chatConversations.page })
        .from(chatConversations)
        .where(eq(chatConversations.id, id));
      page = row?.page;
      if (page !== "/places") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(page).toBe("/es/privilege-card/verify/:token");
  });

  it("keeps no secret of the page the chat began on (decision 130)", async () => {
    const { id } = await startConversation(
      "Tracking Link",
      "/online-concierge/requests/7?key=s3cretKey&lang=en",
    );
    const [row] = await t.database.db
      .select({ page: chatConversations.page, startPage: chatConversations.startPage })
      .from(chatConversations)
      .where(eq(chatConversations.id, id));
    expect(row?.startPage).not.toContain("s3cretKey");
    expect(row?.page).not.toContain("s3cretKey");
    expect(row?.startPage).toContain("/online-concierge/requests/7");
  });
});
