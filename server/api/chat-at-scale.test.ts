import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_INBOX_MAX, CHAT_RESUME_MAX, CHAT_SEARCH_PAGE_SIZE } from "../../core/chat.ts";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { createStaffUser } from "../../tests/helpers/factories.ts";
import { queryRows } from "../db/client.ts";

/**
 * Issue 17: the inbox, the transcripts' search and a long conversation stay bounded at 100,000
 * conversations and 100,000 messages. Sizes, not timings, are what this checks.
 */
const CONVERSATIONS = 100_000;

let t: TestApp;
let token: string;
let long: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // A year of conversations, one in fifty still live, each with one visitor message.
  await db.execute(sql`
    INSERT INTO chat_conversations (id, key_hash, name, lang, status, last_seq, closed_at, created_at, updated_at)
    SELECT gen_random_uuid(), md5('k' || n), 'Visitor ' || n, (ARRAY['en','es'])[1 + n % 2]::lang,
           CASE WHEN n % 50 = 0 THEN 'waiting' ELSE 'closed' END, 1,
           CASE WHEN n % 50 = 0 THEN NULL ELSE now() - make_interval(mins => n * 5) END,
           now() - make_interval(mins => n * 5), now() - make_interval(mins => n * 5)
    FROM generate_series(1, ${CONVERSATIONS}) AS n`);
  await db.execute(sql`
    INSERT INTO chat_messages (conversation_id, seq, author, name, body, created_at)
    SELECT id, 1, 'visitor', name,
           CASE WHEN name = 'Visitor 77777' THEN 'Where can I watch the Huichol artists at work?'
                ELSE 'Question from ' || name || ' about the Malecón' END,
           created_at
    FROM chat_conversations`);
  // And one conversation of a thousand messages.
  [{ id: long }] = (await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM chat_conversations WHERE name = 'Visitor 50'`,
  )) as [{ id: string }];
  await db.execute(sql`
    INSERT INTO chat_messages (conversation_id, seq, author, name, body)
    SELECT ${long}::uuid, n, 'visitor', 'Visitor 50', 'Line ' || n FROM generate_series(2, 1000) AS n`);
  await db.execute(sql`UPDATE chat_conversations SET last_seq = 1000 WHERE id = ${long}::uuid`);
  ({ token } = await createStaffUser(db, "sales"));
}, 240_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { usertoken: token } });

describe(`${CONVERSATIONS.toLocaleString("en")} conversations on ${engine}`, () => {
  it("lists at most the inbox's limit of live ones, waiting first and oldest first", async () => {
    const response = await get("/api/admin/chat");
    expect(response.statusCode, response.body).toBe(200);
    const inbox = response.json();
    expect(inbox.conversations).toHaveLength(CHAT_INBOX_MAX);
    const created = inbox.conversations.map((c: { createdAt: string }) => c.createdAt);
    expect([...created].sort()).toEqual(created);
  });

  it("searches the transcripts a page at a time, and finds the one conversation", async () => {
    const page = (await get("/api/admin/chat/search?q=malecon")).json();
    expect(page.total).toBe(CONVERSATIONS - 1);
    expect(page.conversations).toHaveLength(CHAT_SEARCH_PAGE_SIZE);
    const one = (await get("/api/admin/chat/search?q=huichol")).json();
    expect(one.total).toBe(1);
    expect(one.conversations[0].match).toContain("Huichol artists");
  });

  it("sends a long conversation 200 messages at a time", async () => {
    const last = (await get(`/api/admin/chat/${long}`)).json();
    expect(last.messages).toHaveLength(CHAT_RESUME_MAX);
    expect(last.messages.at(-1).seq).toBe(1000);
    expect(last.more).toBe(true);
    const earlier = (await get(`/api/admin/chat/${long}?before=${last.messages[0].seq}`)).json();
    expect(earlier.messages.at(-1).seq).toBe(last.messages[0].seq - 1);
  });

  it("deletes closed conversations past their retention in bounded batches", async () => {
    const removed = await t.services.chat.prune(5_000);
    expect(removed).toBeLessThanOrEqual(10_000);
    expect(removed).toBeGreaterThan(0);
  });
});
