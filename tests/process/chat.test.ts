import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ChatStarted } from "../../core/contract/chat.ts";
import { type DatabaseOptions, openDatabase } from "../../server/db/client.ts";
import { migrateDatabase } from "../../server/db/migrate.ts";
import { type ChatTestClient, chatClient } from "../helpers/chat-client.ts";
import { createStaffUser } from "../helpers/factories.ts";
import { withScratchPostgres } from "../helpers/postgres.ts";
import {
  rootDir,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../helpers/server-process.ts";

/** A migrated database with one signed-in sales staff member: their session token. */
async function withStaff(options: DatabaseOptions): Promise<string> {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database, rootDir);
    return (await createStaffUser(database.db, "sales", { firstName: "Lupita" })).token;
  } finally {
    await database.close();
  }
}

async function startConversation(url: string, name: string): Promise<ChatStarted> {
  const response = await fetch(`${url}/api/chat/conversations`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, lang: "en", page: "/" }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ChatStarted;
}

async function staffOn(url: string, token: string): Promise<ChatTestClient> {
  const socket = await chatClient(url, { token });
  socket.send({ t: "hello", as: "staff" });
  await socket.next("inbox");
  return socket;
}

async function visitorOn(url: string, started: ChatStarted, after = 0): Promise<ChatTestClient> {
  const socket = await chatClient(url);
  socket.send({ t: "hello", as: "visitor", id: started.id, key: started.key, after });
  await socket.next("ready");
  return socket;
}

describe("the live chat's messages across a crash", () => {
  it("keeps every acknowledged message when the server is killed (SIGKILL) mid-conversation", async () => {
    const dataDir = await tempDataDir();
    const token = await withStaff({ engine: "pglite", dataDir });
    const env = { DATA_DIR: dataDir, RATE_LIMIT_WRITES_PER_MINUTE: "1000" };
    let server: ServerProcess = await startServer(env);
    const acknowledged = new Map<string, { conversation: ChatStarted; seq: number }>();
    const sent: { conversation: ChatStarted; clientId: string; body: string }[] = [];
    try {
      const desk = await staffOn(server.url, token);
      const conversations = await Promise.all(
        Array.from({ length: 8 }, (_, i) => startConversation(server.url, `Visitor ${i}`)),
      );
      const sockets = await Promise.all(conversations.map((c) => visitorOn(server.url, c)));
      // Every visitor sends a message every 60 ms; the server dies while they are on their way.
      const timers: NodeJS.Timeout[] = [];
      sockets.forEach((socket, i) => {
        const conversation = conversations[i] as ChatStarted;
        socket.ws.on("message", (data) => {
          const frame = JSON.parse(String(data));
          if (frame.t === "ack") acknowledged.set(frame.clientId, { conversation, seq: frame.seq });
        });
        for (let n = 0; n < 8; n++) {
          const message = { conversation, clientId: randomUUID(), body: `Message ${n} from ${i}` };
          sent.push(message);
          timers.push(
            setTimeout(() => {
              socket.send({ t: "send", clientId: message.clientId, body: message.body });
            }, n * 60),
          );
        }
      });
      await expect
        .poll(() => acknowledged.size, { timeout: 10_000, interval: 5 })
        .toBeGreaterThan(10);
      await server.stop("SIGKILL");
      for (const timer of timers) clearTimeout(timer);
      desk.ws.terminate();
      for (const socket of sockets) socket.ws.terminate();
      // Some were acknowledged, some not: both cases are checked below.
      expect(acknowledged.size).toBeLessThan(sent.length);
      expect(acknowledged.size).toBeGreaterThan(0);

      server = await startServer(env);
      await staffOn(server.url, token);
      for (const conversation of conversations) {
        const socket = await chatClient(server.url);
        socket.send({
          t: "hello",
          as: "visitor",
          id: conversation.id,
          key: conversation.key,
          after: 0,
        });
        const ready = await socket.next("ready");
        const stored = new Map(ready.messages.map((m) => [m.clientId, m]));
        // Every acknowledged message is there, under the number it was acknowledged with.
        for (const [clientId, ack] of acknowledged) {
          if (ack.conversation.id !== conversation.id) continue;
          expect(stored.get(clientId)?.seq).toBe(ack.seq);
        }
        // What was not acknowledged is sent again, and stored once.
        const retried = sent.filter(
          (m) => m.conversation.id === conversation.id && !stored.has(m.clientId),
        );
        for (const message of retried) {
          socket.send({ t: "send", clientId: message.clientId, body: message.body });
          await socket.next("ack", (f) => f.clientId === message.clientId);
        }
        const again = await chatClient(server.url);
        again.send({
          t: "hello",
          as: "visitor",
          id: conversation.id,
          key: conversation.key,
          after: 0,
        });
        const all = (await again.next("ready")).messages;
        expect(all).toHaveLength(8);
        expect(all.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
        socket.ws.terminate();
        again.ws.terminate();
      }
    } finally {
      await server.stop("SIGKILL");
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the live chat on two processes", () => {
  it("delivers between sockets on different processes through PostgreSQL, presence too", () =>
    withScratchPostgres("chat", async (url) => {
      const token = await withStaff({ engine: "postgres", url });
      const [a, b] = await Promise.all(
        [0, 1].map(async () => startServer({ DATA_DIR: await tempDataDir(), DATABASE_URL: url })),
      );
      if (!a || !b) throw new Error("two servers expected");
      try {
        const desk = await staffOn(a.url, token);
        // The team is online as process B sees it: the staff socket is on A.
        const status = await (await fetch(`${b.url}/api/chat/status`)).json();
        expect(status.online).toBe(true);

        const conversation = await startConversation(b.url, "Nora Vidal");
        await desk.next("conversation", (f) => f.entry.id === conversation.id);
        const visitor = await visitorOn(b.url, conversation);

        visitor.send({
          t: "send",
          clientId: randomUUID(),
          body: "Is Los Muertos beach calm today?",
        });
        const heard = await desk.next("message", (f) => f.id === conversation.id);
        expect(heard.message.body).toBe("Is Los Muertos beach calm today?");

        desk.send({ t: "watch", id: conversation.id, after: 0 });
        await desk.next("history");
        visitor.send({ t: "typing" });
        await desk.next("typing", (f) => f.side === "visitor");
        desk.send({ t: "typing", id: conversation.id });
        await visitor.next("typing", (f) => f.side === "staff");
        desk.send({
          t: "send",
          id: conversation.id,
          clientId: randomUUID(),
          body: "Calm and sunny.",
        });
        const answer = await visitor.next("message", (f) => f.message.author === "staff");
        expect(answer.message).toMatchObject({ name: "Lupita", body: "Calm and sunny." });
        desk.send({ t: "seen", id: conversation.id, read: 1 });
        await visitor.next("receipt", (f) => f.side === "staff" && f.receipts.read === 1);

        // Process A stops (a deploy): its staff left, and the visitor on B hears nobody is online.
        await a.stop("SIGTERM");
        expect(await desk.closed).toBe(1012);
        await visitor.next("presence", (f) => !f.online, 10_000);
        visitor.ws.terminate();
      } finally {
        await Promise.all([a.stop("SIGKILL"), b.stop("SIGKILL")]);
      }
    }));
});
