import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { type ChatTestClient, chatClient } from "../../tests/helpers/chat-client.ts";
import { createStaffUser } from "../../tests/helpers/factories.ts";
import { chatMessages } from "../db/schema/index.ts";

/**
 * Whatever a client sends on the chat's socket, the server answers with the error shape or the
 * frame's answer, never fails (no 500), keeps the socket, and stores exactly the messages it
 * acknowledged (issue 17: bad input changes nothing).
 */
const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000" } });
let base: string;
const open: ChatTestClient[] = [];

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const staff = await createStaffUser(t.database.db, "sales");
  const desk = await chatClient(base, { token: staff.token });
  open.push(desk);
  desk.send({ t: "hello", as: "staff" });
  await desk.next("inbox");
});
afterAll(() => {
  for (const socket of open) socket.ws.terminate();
});

const frames = fc.oneof(
  // Well-formed messages (some of only spaces), receipts and typing among the rest.
  fc
    .record({ t: fc.constant("send"), clientId: fc.uuid(), body: fc.string({ maxLength: 300 }) })
    .map((frame) => JSON.stringify(frame)),
  fc
    .record({ t: fc.constant("seen"), read: fc.integer({ min: 0, max: 50 }) })
    .map((frame) => JSON.stringify(frame)),
  fc.constant(JSON.stringify({ t: "typing" })),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc
    .record(
      {
        t: fc.constantFrom(
          "send",
          "typing",
          "seen",
          "watch",
          "unwatch",
          "page",
          "contact",
          "ping",
          "hello",
        ),
        id: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
        clientId: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
        body: fc.string({ maxLength: 300 }),
        delivered: fc.integer({ min: -5, max: 1_000 }),
        read: fc.integer({ min: -5, max: 1_000 }),
        page: fc.oneof(fc.constant("/places"), fc.string({ maxLength: 40 })),
        email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 })),
      },
      { requiredKeys: ["t"] },
    )
    .map((frame) => JSON.stringify(frame)),
);

describe(`the chat's socket under any frame on ${engine}`, () => {
  it("answers every frame without failing, keeps the socket, and stores only what it acknowledged", async () => {
    const started = await t.app.inject({
      method: "POST",
      url: "/api/chat/conversations",
      payload: { name: "Fuzz", lang: "en" },
    });
    const { id, key } = started.json();
    const visitor = await chatClient(base);
    open.push(visitor);
    visitor.send({ t: "hello", as: "visitor", id, key, after: 0 });
    await visitor.next("ready");

    const sample = fc.sample(frames, { numRuns: 300, seed: 17 });
    for (const text of sample) visitor.ws.send(text);
    visitor.send({ t: "ping" });
    await visitor.next("pong", undefined, 15_000);

    expect(visitor.ws.readyState).toBe(visitor.ws.OPEN);
    const failures = visitor.frames.filter((f) => f.t === "error" && f.status >= 500);
    expect(failures).toEqual([]);
    const acked = new Set(visitor.frames.flatMap((f) => (f.t === "ack" ? [f.seq] : [])));
    const stored = await t.database.db
      .select({ seq: chatMessages.seq })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, id));
    expect(acked.size).toBeGreaterThan(0);
    expect(new Set(stored.map((row) => row.seq))).toEqual(acked);
  });
});
