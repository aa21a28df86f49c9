import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, lt, notInArray, or, sql } from "drizzle-orm";
import type { Attribution } from "../../../core/attribution.ts";
import {
  CHAT_IDLE_CLOSE_HOURS,
  CHAT_INBOX_MAX,
  CHAT_PRESENCE_STALE_MS,
  CHAT_RESUME_MAX,
  CHAT_RETENTION_DAYS,
  CHAT_SAVED_REPLIES,
  type ChatHours,
  type ChatReceipts,
  type ChatStatus,
  clockTime,
  isLive,
  withinChatHours,
} from "../../../core/chat.ts";
import { CONCIERGE_MESSAGE_MAX } from "../../../core/concierge.ts";
import type {
  ChatAvailability,
  ChatConversation,
  ChatInbox,
  ChatInboxEntry,
  ChatMessageView,
  ChatSearchPage,
  ChatSearchQuery,
  ChatStart,
  ChatStarted,
  ChatVisitorView,
} from "../../../core/contract/chat.ts";
import { localToday } from "../../../core/dates.ts";
import type { Lang } from "../../../core/i18n.ts";
import { SECRET_SEGMENT, withoutSecrets } from "../../../core/secret-links.ts";
import { type Db, queryRows } from "../../db/client.ts";
import {
  chatConversations,
  chatMessages,
  chatPresence,
  leads,
  users,
} from "../../db/schema/index.ts";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { ConciergeService } from "../concierge/service.ts";
import { InputError } from "../errors.ts";
import { newLeadLetter } from "../leads/letters.ts";
import { attributionColumns } from "../leads/service.ts";
import type { MailService } from "../mail/service.ts";

/** The channel every process hears the chat's events on (decision 119). */
export const CHAT_CHANNEL = "chat";
/** A notification's payload must stay under PostgreSQL's 8,000 bytes; past this, a reference. */
const PAYLOAD_MAX_BYTES = 7_000;

/**
 * What happened in a conversation, as every process hears it (`pg_notify` in the write's own
 * transaction, so nothing is announced that was not stored, and everything stored is).
 */
export type ChatEvent =
  | { k: "message"; id: string; message: ChatMessageView }
  /** A message too long to announce whole: listeners read it. */
  | { k: "message-ref"; id: string; seq: number }
  | { k: "receipt"; id: string; side: "visitor" | "staff"; receipts: ChatReceipts }
  | { k: "typing"; id: string; side: "visitor" | "staff"; name: string | null }
  /** The conversation changed (status, assignee, page, lead…): listeners read it again. */
  | { k: "conversation"; id: string }
  /** Staff came online or left: listeners ask again whether anyone is. */
  | { k: "presence" };

export type ChatSender =
  | { author: "visitor"; name: string }
  | { author: "staff"; actor: AuditActor }
  | { author: "system" };

/** The answer to a staff write: the row after it, or why nothing changed. */
export type ChatWrite<T = object> =
  | ({ entry: ChatInboxEntry } & T)
  | { missing: true }
  | { unchanged: string };

type ConversationRow = typeof chatConversations.$inferSelect;

export type ChatOptions = {
  db: Db;
  audit: AuditService;
  mail: MailService;
  concierge: ConciergeService;
  site: { name: string; publicUrl: string };
  hours: ChatHours | null;
  /** The sales team's address told of a new lead (LEADS_NOTIFY_EMAIL), if any. */
  leadsNotifyEmail: string | undefined;
  warn?: (message: string) => void;
};

export function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The events as announced: one JSON text each, a long message's text left out. */
export function eventPayload(event: ChatEvent): string {
  const text = JSON.stringify(event);
  if (Buffer.byteLength(text) <= PAYLOAD_MAX_BYTES || event.k !== "message") return text;
  return JSON.stringify({ k: "message-ref", id: event.id, seq: event.message.seq });
}

type EntryRow = {
  id: string;
  status: ChatStatus;
  name: string;
  email: string | null;
  user_id: number | null;
  lang: Lang;
  page: string | null;
  team: string | null;
  invitation_id: string | null;
  lead_source_channel_id: number | null;
  terminal_id: number | null;
  assignee_id: number | null;
  assignee_first: string | null;
  assignee_last: string | null;
  last_seq: number;
  unread: number;
  lm_author: string | null;
  lm_body: string | null;
  lm_at: Date | string | null;
  lead_id: number | null;
  concierge_request_id: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  staff_delivered: number;
  staff_read: number;
  visitor_delivered: number;
  visitor_read: number;
  match?: string | null;
};

const iso = (value: Date | string): string => new Date(value).toISOString();

function entryFrom(row: EntryRow): ChatInboxEntry {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    email: row.email,
    member: row.user_id !== null,
    lang: row.lang,
    page: row.page,
    team: row.team,
    invitationId: row.invitation_id,
    leadSourceChannelId: row.lead_source_channel_id,
    terminalId: row.terminal_id,
    assignee:
      row.assignee_id === null
        ? null
        : {
            id: row.assignee_id,
            name: `${row.assignee_first ?? ""} ${row.assignee_last ?? ""}`.trim(),
          },
    lastSeq: row.last_seq,
    unread: Number(row.unread),
    lastMessage:
      row.lm_author && row.lm_body !== null && row.lm_at
        ? { author: row.lm_author, body: row.lm_body.slice(0, 200), at: iso(row.lm_at) }
        : null,
    leadId: row.lead_id,
    conciergeRequestId: row.concierge_request_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    staff: { delivered: row.staff_delivered, read: row.staff_read },
    visitor: { delivered: row.visitor_delivered, read: row.visitor_read },
  };
}

const ENTRY_COLUMNS = sql`c.id, c.status, c.name, c.email::text AS email, c.user_id, c.lang, c.page,
  c.team, c.invitation_id, c.lead_source_channel_id, c.terminal_id, c.assignee_id,
  u.first_name AS assignee_first, u.last_name AS assignee_last, c.last_seq,
  (SELECT count(*) FROM chat_messages um WHERE um.conversation_id = c.id AND um.author = 'visitor'
    AND um.seq > c.staff_read)::int AS unread,
  lm.author AS lm_author, lm.body AS lm_body, lm.created_at AS lm_at, c.lead_id,
  c.concierge_request_id, c.created_at, c.updated_at, c.staff_delivered, c.staff_read,
  c.visitor_delivered, c.visitor_read`;
const ENTRY_FROM = sql`chat_conversations c
  LEFT JOIN users u ON u.id = c.assignee_id
  LEFT JOIN chat_messages lm ON lm.conversation_id = c.id AND lm.seq = c.last_seq`;

function messageFrom(row: typeof chatMessages.$inferSelect): ChatMessageView {
  return {
    seq: row.seq,
    author: row.author,
    name: row.name,
    body: row.body,
    at: row.createdAt.toISOString(),
    clientId: row.clientId,
  };
}

export function visitorView(row: ConversationRow, agent: string | null): ChatVisitorView {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    agent,
    staff: { delivered: row.staffDelivered, read: row.staffRead },
    visitor: { delivered: row.visitorDelivered, read: row.visitorRead },
  };
}

/** A transcript as plain text, oldest first, for a lead's or a concierge request's message. */
export function transcriptText(
  messages: readonly Pick<ChatMessageView, "author" | "name" | "body" | "at">[],
  max: number,
): string {
  const lines = messages.map((m) => {
    const who = m.author === "system" ? "—" : (m.name ?? m.author);
    return `[${m.at.slice(11, 16)}] ${who}: ${m.body}`;
  });
  let text = lines.join("\n");
  // The newest lines matter most when it is too long: keep the end.
  if (text.length > max) text = `…${text.slice(text.length - max + 1)}`;
  return text;
}

/**
 * The live chat's storage (issue 17, decision 119): conversations and their numbered messages,
 * receipts, the team's presence, the staff's inbox and actions, and retention. Every write that
 * others must hear announces itself on CHAT_CHANNEL in its own transaction; the sockets
 * (server/plugins/chat-socket.ts) listen and deliver.
 */
export function createChatService(options: ChatOptions) {
  const { db, audit } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));

  async function announce(tx: Pick<Db, "execute">, event: ChatEvent): Promise<void> {
    await tx.execute(sql`SELECT pg_notify(${CHAT_CHANNEL}, ${eventPayload(event)})`);
  }

  async function staffOnline(): Promise<boolean> {
    const rows = await db
      .select({ userId: chatPresence.userId })
      .from(chatPresence)
      .where(
        sql`${chatPresence.seenAt} > now() - make_interval(secs => ${CHAT_PRESENCE_STALE_MS / 1000})`,
      )
      .limit(1);
    return rows.length > 0;
  }

  async function availability(now = new Date()): Promise<ChatAvailability> {
    const hours = options.hours
      ? { from: clockTime(options.hours.from), to: clockTime(options.hours.to) }
      : null;
    const open = withinChatHours(options.hours, now);
    return { online: open && (await staffOnline()), hours };
  }

  async function entries(where: ReturnType<typeof sql>, tail = sql``): Promise<ChatInboxEntry[]> {
    const rows = await queryRows<EntryRow>(
      db,
      sql`SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE ${where} ${tail}`,
    );
    return rows.map(entryFrom);
  }

  async function entry(id: string): Promise<ChatInboxEntry | null> {
    const [found] = await entries(sql`c.id = ${id}`);
    return found ?? null;
  }

  async function messagesBefore(
    id: string,
    range: { after?: number; before?: number },
  ): Promise<{ messages: ChatMessageView[]; more: boolean }> {
    const conditions = [eq(chatMessages.conversationId, id)];
    if (range.after !== undefined) conditions.push(sql`${chatMessages.seq} > ${range.after}`);
    if (range.before !== undefined) conditions.push(lt(chatMessages.seq, range.before));
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(...conditions))
      .orderBy(sql`${chatMessages.seq} DESC`)
      .limit(CHAT_RESUME_MAX + 1);
    const more = rows.length > CHAT_RESUME_MAX;
    return { messages: rows.slice(0, CHAT_RESUME_MAX).reverse().map(messageFrom), more };
  }

  async function agentName(assigneeId: number | null): Promise<string | null> {
    if (assigneeId === null) return null;
    const [agent] = await db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, assigneeId));
    return agent?.firstName ?? null;
  }

  /**
   * Stores a message (once per `clientId`) and announces it, in one transaction. A staff
   * message to a waiting conversation takes it for that staff member. Null when the
   * conversation is missing; `closed` when it takes no more messages.
   */
  async function send(
    id: string,
    sender: ChatSender,
    input: { body: string; clientId?: string | undefined },
  ): Promise<{ message: ChatMessageView; duplicate: boolean } | { closed: true } | null> {
    const staff = sender.author === "staff" ? sender.actor : null;
    const name = sender.author === "visitor" ? sender.name : (staff?.firstName ?? null);
    const clientId = input.clientId ?? null;
    // One statement, so one round trip and its own transaction: the message already stored under
    // this clientId, else the conversation's next number, the message, and its announcement
    // (whole, or as a reference past the payload's limit); a staff message also takes the
    // conversation and announces that. Decision 119.
    const query = sql`WITH existing AS (
        SELECT seq, author, name, body, client_id, created_at FROM chat_messages
        WHERE conversation_id = ${id} AND client_id = ${clientId}::uuid
      ),
      bumped AS (
        UPDATE chat_conversations SET last_seq = last_seq + 1, last_message_at = now(),
          updated_at = now(),
          status = CASE WHEN ${staff?.id ?? null}::int IS NULL THEN status ELSE 'open' END,
          assignee_id = coalesce(assignee_id, ${staff?.id ?? null}::int)
        WHERE id = ${id} AND status IN ('waiting', 'open') AND NOT EXISTS (SELECT 1 FROM existing)
        RETURNING last_seq
      ),
      ins AS (
        INSERT INTO chat_messages (conversation_id, seq, author, staff_id, name, body, client_id)
        SELECT ${id}, last_seq, ${sender.author}, ${staff?.id ?? null}::int, ${name}, ${input.body},
          ${clientId}::uuid
        FROM bumped
        RETURNING seq, author, name, body, client_id, created_at
      ),
      note AS (
        SELECT pg_notify(${CHAT_CHANNEL}, CASE WHEN octet_length(body) > ${PAYLOAD_MAX_BYTES - 1000}
          THEN json_build_object('k', 'message-ref', 'id', ${id}::text, 'seq', seq)::text
          ELSE json_build_object('k', 'message', 'id', ${id}::text, 'message', json_build_object(
            'seq', seq, 'author', author, 'name', name, 'body', body,
            'at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'clientId', client_id))::text END) FROM ins
      ),
      taken AS (
        SELECT pg_notify(${CHAT_CHANNEL}, json_build_object('k', 'conversation', 'id', ${id}::text)::text)
        FROM ins WHERE ${staff?.id ?? null}::int IS NOT NULL
      )
      SELECT seq, author, name, body, client_id, created_at, false AS duplicate,
        (SELECT count(*) FROM note) + (SELECT count(*) FROM taken) AS announced FROM ins
      UNION ALL
      SELECT seq, author, name, body, client_id, created_at, true, 0 FROM existing`;
    type Row = {
      seq: number;
      author: ChatMessageView["author"];
      name: string | null;
      body: string;
      client_id: string | null;
      created_at: Date | string;
      duplicate: boolean;
    };
    let rows: Row[];
    try {
      rows = await queryRows<Row>(db, query);
    } catch (error) {
      // The same clientId sent twice at once: the second insert lost the race; answer the first.
      if ((error as { code?: string }).code !== "23505" || !clientId) throw error;
      rows = await queryRows<Row>(
        db,
        sql`SELECT seq, author, name, body, client_id, created_at, true AS duplicate
          FROM chat_messages WHERE conversation_id = ${id} AND client_id = ${clientId}::uuid`,
      );
    }
    const [row] = rows;
    if (!row) {
      const [exists] = await db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(eq(chatConversations.id, id));
      return exists ? { closed: true } : null;
    }
    return {
      message: {
        seq: row.seq,
        author: row.author,
        name: row.name,
        body: row.body,
        at: iso(row.created_at),
        clientId: row.client_id,
      },
      duplicate: row.duplicate,
    };
  }

  /** A staff write under the conversation's lock, audited and announced with it. */
  async function staffWrite<T extends object>(
    id: string,
    actor: AuditActor,
    action: string,
    work: (
      tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
      row: ConversationRow,
    ) => Promise<
      { set: Partial<ConversationRow>; extra?: T; system?: string } | { unchanged: string }
    >,
  ): Promise<ChatWrite<T>> {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, id))
        .for("update");
      if (!row) return { missing: true as const };
      const change = await work(tx, row);
      if ("unchanged" in change) return change;
      const [after] = await tx
        .update(chatConversations)
        .set({ ...change.set, updatedAt: new Date() })
        .where(eq(chatConversations.id, id))
        .returning();
      await audit.record(
        {
          actor,
          action,
          entity: "chat",
          id,
          before: { status: row.status, assigneeId: row.assigneeId },
          after: { status: after?.status, assigneeId: after?.assigneeId, ...change.extra },
        },
        tx,
      );
      if (change.system) {
        const seq = (after?.lastSeq ?? row.lastSeq) + 1;
        await tx
          .update(chatConversations)
          .set({ lastSeq: seq, lastMessageAt: new Date() })
          .where(eq(chatConversations.id, id));
        const [stored] = await tx
          .insert(chatMessages)
          .values({ conversationId: id, seq, author: "system", body: change.system })
          .returning();
        if (stored) await announce(tx, { k: "message", id, message: messageFrom(stored) });
      }
      await announce(tx, { k: "conversation", id });
      return { done: true as const, extra: change.extra ?? ({} as T) };
    });
    if ("missing" in result) return { missing: true };
    if ("unchanged" in result) return { unchanged: result.unchanged };
    const after = await entry(id);
    if (!after) return { missing: true };
    return { entry: after, ...result.extra } as ChatWrite<T>;
  }

  const systemWords = {
    claimed: {
      en: (n: string) => `${n} joined the conversation.`,
      es: (n: string) => `${n} se unió a la conversación.`,
    },
    closed: { en: () => "The conversation was closed.", es: () => "La conversación se cerró." },
  } as const;

  async function leadFrom(
    tx: Pick<Db, "insert">,
    row: ConversationRow,
    messages: readonly ChatMessageView[],
  ): Promise<number> {
    const [first, ...rest] = row.name.split(/\s+/);
    const attribution = (row.attribution ?? null) as Attribution | null;
    const [lead] = await tx
      .insert(leads)
      .values({
        type: "chat",
        firstName: first || null,
        lastName: rest.join(" ") || null,
        email: row.email,
        message: transcriptText(messages, 4000),
        team: row.team,
        page: row.startPage ?? row.page,
        lang: row.lang,
        attribution: row.attribution,
        ...attributionColumns(attribution),
      })
      .returning({ id: leads.id });
    if (!lead) throw new Error("lead insert returned no row");
    return lead.id;
  }

  async function tellSales(leadId: number, row: { name: string }): Promise<void> {
    if (!options.leadsNotifyEmail) return;
    const [first, ...rest] = row.name.split(/\s+/);
    const letter = newLeadLetter(
      options.leadsNotifyEmail,
      { id: leadId, type: "chat", firstName: first || null, lastName: rest.join(" ") || null },
      options.site,
    );
    await options.mail.send(letter).catch((error: unknown) => {
      warn(`The new-lead mail of lead ${leadId} was not sent: ${String(error)}`);
    });
  }

  async function allMessages(id: string): Promise<ChatMessageView[]> {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, id))
      .orderBy(chatMessages.seq)
      .limit(1000);
    return rows.map(messageFrom);
  }

  return {
    availability,
    staffOnline,
    entry,
    messagesBefore,
    send,

    /**
     * A visitor starts a conversation. With nobody online (or outside the hours) it needs an
     * e-mail and the message, and is kept at once as a lead for the sales team (offline).
     */
    async start(
      input: ChatStart,
      context: {
        member: { id: number; name: string; email: string } | null;
        attribution: Attribution | null;
        team: string | null;
        now?: Date;
        /**
         * Run before a start that becomes a lead (nobody online) is kept: the API's captcha for
         * an anonymous visitor (decision 127); it throws to refuse.
         */
        beforeLead?: () => Promise<void>;
      },
    ): Promise<ChatStarted> {
      const name = context.member?.name || input.name;
      if (!name) throw new InputError("name", "tell us your name");
      const email = context.member?.email ?? input.email ?? null;
      const { online } = await availability(context.now);
      if (!online) {
        if (!email) throw new InputError("email", "leave your e-mail so the team can write back");
        if (!input.message?.trim()) {
          throw new InputError("message", "write your message: the team will answer by e-mail");
        }
        await context.beforeLead?.();
      }
      const key = randomBytes(32).toString("base64url");
      const attribution = context.attribution;
      // The page the chat began on keeps no secret of its address either (decision 130).
      const page = input.page ? withoutSecrets(input.page, SECRET_SEGMENT) : null;
      const started = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatConversations)
          .values({
            keyHash: hashKey(key),
            userId: context.member?.id ?? null,
            name,
            email,
            lang: input.lang,
            page,
            startPage: page,
            team: context.team,
            attribution: attribution as Record<string, unknown> | null,
            ...attributionColumns(attribution),
            status: online ? "waiting" : "offline",
            closedAt: online ? null : new Date(),
          })
          .returning();
        if (!row) throw new Error("chat conversation insert returned no row");
        const body = input.message?.trim();
        let messages: ChatMessageView[] = [];
        if (body) {
          const [stored] = await tx
            .insert(chatMessages)
            .values({ conversationId: row.id, seq: 1, author: "visitor", name, body })
            .returning();
          await tx
            .update(chatConversations)
            .set({ lastSeq: 1, lastMessageAt: new Date() })
            .where(eq(chatConversations.id, row.id));
          if (stored) messages = [messageFrom(stored)];
        }
        let leadId: number | null = null;
        if (!online) {
          leadId = await leadFrom(tx, row, messages);
          await tx
            .update(chatConversations)
            .set({ leadId })
            .where(eq(chatConversations.id, row.id));
        }
        await announce(tx, { k: "conversation", id: row.id });
        return { row, leadId };
      });
      if (started.leadId !== null) await tellSales(started.leadId, started.row);
      return { id: started.row.id, key, status: started.row.status, online };
    },

    /** The conversation `key` opens, if it does. */
    async opened(id: string, key: string): Promise<ConversationRow | null> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.keyHash, hashKey(key))));
      return row ?? null;
    },

    async visitorView(id: string): Promise<ChatVisitorView | null> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row ? visitorView(row, await agentName(row.assigneeId)) : null;
    },

    /** The visitor's page as they move around the site (the inbox shows it). */
    async movedTo(id: string, to: string): Promise<void> {
      // A card's verification link holds its token: the inbox shows the page without it.
      const page = withoutSecrets(to, SECRET_SEGMENT);
      const changed = await db.transaction(async (tx) => {
        const rows = await tx
          .update(chatConversations)
          .set({ page })
          .where(
            and(
              eq(chatConversations.id, id),
              sql`${chatConversations.page} IS DISTINCT FROM ${page}`,
            ),
          )
          .returning({ id: chatConversations.id });
        if (rows.length > 0) await announce(tx, { k: "conversation", id });
        return rows.length > 0;
      });
      void changed;
    },

    /**
     * `side` got (and read) the other side's messages this far; receipts only move forward and
     * never past the last message. Announced only when they moved.
     */
    async receipt(
      id: string,
      side: "visitor" | "staff",
      seen: { delivered?: number | undefined; read?: number | undefined },
    ): Promise<void> {
      const read = seen.read ?? 0;
      const delivered = Math.max(seen.delivered ?? 0, read);
      if (delivered === 0) return;
      const columns =
        side === "staff"
          ? { delivered: chatConversations.staffDelivered, read: chatConversations.staffRead }
          : { delivered: chatConversations.visitorDelivered, read: chatConversations.visitorRead };
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(chatConversations)
          .set(
            side === "staff"
              ? {
                  staffDelivered: sql`greatest(${columns.delivered}, least(${delivered}, ${chatConversations.lastSeq}))`,
                  staffRead: sql`greatest(${columns.read}, least(${read}, ${chatConversations.lastSeq}))`,
                }
              : {
                  visitorDelivered: sql`greatest(${columns.delivered}, least(${delivered}, ${chatConversations.lastSeq}))`,
                  visitorRead: sql`greatest(${columns.read}, least(${read}, ${chatConversations.lastSeq}))`,
                },
          )
          .where(
            and(
              eq(chatConversations.id, id),
              sql`(${columns.delivered} < least(${delivered}, ${chatConversations.lastSeq}) OR ${columns.read} < least(${read}, ${chatConversations.lastSeq}))`,
            ),
          )
          .returning({ delivered: columns.delivered, read: columns.read });
        if (moved) await announce(tx, { k: "receipt", id, side, receipts: moved });
      });
    },

    /** Someone is typing: heard by every process, stored nowhere. */
    async typing(id: string, side: "visitor" | "staff", name: string | null): Promise<void> {
      await announce(db, { k: "typing", id, side, name });
    },

    /**
     * Nobody online and the visitor leaves an e-mail: the conversation so far becomes a lead
     * (once), and stays open in case someone comes back.
     */
    async leaveContact(id: string, email: string): Promise<{ leadId: number } | null> {
      const made = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(chatConversations)
          .where(eq(chatConversations.id, id))
          .for("update");
        if (!row) return null;
        if (row.leadId !== null) {
          await tx.update(chatConversations).set({ email }).where(eq(chatConversations.id, id));
          return { leadId: row.leadId, row, fresh: false };
        }
        const messages = (
          await tx
            .select()
            .from(chatMessages)
            .where(eq(chatMessages.conversationId, id))
            .orderBy(chatMessages.seq)
            .limit(1000)
        ).map(messageFrom);
        const leadId = await leadFrom(tx, { ...row, email }, messages);
        await tx
          .update(chatConversations)
          .set({ email, leadId })
          .where(eq(chatConversations.id, id));
        await announce(tx, { k: "conversation", id });
        return { leadId, row, fresh: true };
      });
      if (!made) return null;
      if (made.fresh) await tellSales(made.leadId, made.row);
      return { leadId: made.leadId };
    },

    /* --- Staff ---------------------------------------------------------------------------- */

    /** Live conversations, waiting ones first, oldest first; at most CHAT_INBOX_MAX. */
    async inbox(): Promise<ChatInbox> {
      const conversations = await entries(
        sql`c.status IN ('waiting', 'open')`,
        sql`ORDER BY (c.status = 'waiting') DESC, c.created_at ASC LIMIT ${CHAT_INBOX_MAX}`,
      );
      return { online: await staffOnline(), conversations };
    },

    /** Every conversation by its words, name or e-mail, newest first, paged. */
    async search(query: ChatSearchQuery): Promise<ChatSearchPage> {
      const term = query.q?.trim();
      const conditions = [sql`true`];
      if (query.status) conditions.push(sql`c.status = ${query.status}`);
      let match = sql`NULL::text`;
      if (term) {
        const pattern = sql`f_unaccent(lower(${likePattern(term)}))`;
        conditions.push(
          sql`(f_unaccent(lower(c.name || ' ' || coalesce(c.email::text, ''))) LIKE ${pattern}
            OR EXISTS (SELECT 1 FROM chat_messages sm WHERE sm.conversation_id = c.id
              AND f_unaccent(lower(sm.body)) LIKE ${pattern}))`,
        );
        match = sql`(SELECT left(sm.body, 300) FROM chat_messages sm WHERE sm.conversation_id = c.id
          AND f_unaccent(lower(sm.body)) LIKE ${pattern} ORDER BY sm.seq LIMIT 1)`;
      }
      const where = sql.join(conditions, sql` AND `);
      const offset = (query.page - 1) * query.pageSize;
      const [rows, [count]] = await Promise.all([
        queryRows<EntryRow>(
          db,
          sql`SELECT ${ENTRY_COLUMNS}, ${match} AS match FROM ${ENTRY_FROM} WHERE ${where}
            ORDER BY c.updated_at DESC, c.id LIMIT ${query.pageSize} OFFSET ${offset}`,
        ),
        queryRows<{ total: number }>(
          db,
          sql`SELECT count(*)::int AS total FROM chat_conversations c WHERE ${where}`,
        ),
      ]);
      return {
        total: Number(count?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
        conversations: rows.map((row) => ({ ...entryFrom(row), match: row.match ?? null })),
      };
    },

    /** A conversation with its last messages (or those before `before`), for staff. */
    async conversation(id: string, before?: number): Promise<ChatConversation | null> {
      const found = await entry(id);
      if (!found) return null;
      const page = await messagesBefore(id, before === undefined ? {} : { before });
      return { ...found, ...page };
    },

    /** The staff a conversation can be given to: sales, concierges and admins. */
    async agents(): Promise<{ id: number; name: string }[]> {
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.role, ["sales", "concierge", "admin"]))
        .orderBy(users.firstName, users.lastName)
        .limit(500);
      return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim() }));
    },

    savedReplies() {
      return CHAT_SAVED_REPLIES.map((reply) => ({
        key: reply.key,
        en: reply.en.replaceAll("{site}", options.site.name),
        es: reply.es.replaceAll("{site}", options.site.name),
      }));
    },

    claim(id: string, actor: AuditActor): Promise<ChatWrite> {
      return staffWrite(id, actor, "chat.claim", async (_tx, row) => {
        if (!isLive(row.status)) return { unchanged: "closed" };
        if (row.assigneeId === actor.id) return { unchanged: "already yours" };
        return {
          set: { status: "open", assigneeId: actor.id },
          system: systemWords.claimed[row.lang](actor.firstName),
        };
      });
    },

    transfer(id: string, assigneeId: number, actor: AuditActor): Promise<ChatWrite> {
      return staffWrite(id, actor, "chat.transfer", async (tx, row) => {
        if (!isLive(row.status)) return { unchanged: "closed" };
        if (row.assigneeId === assigneeId) return { unchanged: "already theirs" };
        const [agent] = await tx
          .select({ firstName: users.firstName })
          .from(users)
          .where(
            and(eq(users.id, assigneeId), inArray(users.role, ["sales", "concierge", "admin"])),
          );
        if (!agent) throw new InputError("assigneeId", "not a sales, concierge or admin account");
        return {
          set: { status: "open", assigneeId },
          system: systemWords.claimed[row.lang](agent.firstName),
        };
      });
    },

    close(id: string, actor: AuditActor): Promise<ChatWrite> {
      return staffWrite(id, actor, "chat.close", async (_tx, row) => {
        if (!isLive(row.status)) return { unchanged: "closed" };
        return {
          set: { status: "closed", closedAt: new Date() },
          system: systemWords.closed[row.lang](),
        };
      });
    },

    /** A staff reply (the HTTP form's and the socket's), audited as the conversation's. */
    async reply(
      id: string,
      input: { body: string; clientId?: string | undefined },
      actor: AuditActor,
    ): Promise<ChatWrite<{ message: ChatMessageView }>> {
      const sent = await send(id, { author: "staff", actor }, input);
      if (!sent) return { missing: true };
      if ("closed" in sent) return { unchanged: "closed" };
      const after = await entry(id);
      if (!after) return { missing: true };
      return { entry: after, message: sent.message };
    },

    async toLead(id: string, actor: AuditActor): Promise<ChatWrite<{ leadId: number }>> {
      const messages = await allMessages(id);
      let leadId = 0;
      const written = await staffWrite<{ leadId: number }>(
        id,
        actor,
        "chat.lead",
        async (tx, row) => {
          if (row.leadId !== null) return { unchanged: "already a lead" };
          leadId = await leadFrom(tx, row, messages);
          return { set: { leadId }, extra: { leadId } };
        },
      );
      if ("entry" in written) {
        const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
        if (row) await tellSales(leadId, row);
      }
      return written;
    },

    async toConcierge(id: string, actor: AuditActor): Promise<ChatWrite<{ requestId: number }>> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      if (!row) return { missing: true };
      if (row.conciergeRequestId !== null) return { unchanged: "already a concierge request" };
      if (!row.email) return { unchanged: "no e-mail" };
      const messages = await allMessages(id);
      const made = await options.concierge.create(
        {
          kind: "question",
          date: localToday(),
          partySize: 1,
          name: row.name.slice(0, 120),
          email: row.email,
          contactBy: "email",
          lang: row.lang,
          message: transcriptText(messages, CONCIERGE_MESSAGE_MAX) || "—",
        },
        {
          userId: row.userId,
          attribution: (row.attribution ?? null) as Attribution | null,
          team: row.team,
        },
      );
      return staffWrite<{ requestId: number }>(id, actor, "chat.concierge", async (_tx, locked) => {
        if (locked.conciergeRequestId !== null) return { unchanged: "already a concierge request" };
        return { set: { conciergeRequestId: made.id }, extra: { requestId: made.id } };
      });
    },

    /* --- Presence and retention ----------------------------------------------------------- */

    /**
     * This process's online staff: their rows refreshed, the ones that left removed, stale rows
     * of any process removed. Announces a change of who is online.
     */
    async heartbeat(processId: string, online: readonly number[]): Promise<void> {
      const before = await staffOnline();
      await db.transaction(async (tx) => {
        if (online.length > 0) {
          await tx
            .insert(chatPresence)
            .values(online.map((userId) => ({ userId, processId })))
            .onConflictDoUpdate({
              target: [chatPresence.userId, chatPresence.processId],
              set: { seenAt: sql`now()` },
            });
        }
        await tx
          .delete(chatPresence)
          .where(
            or(
              and(
                eq(chatPresence.processId, processId),
                online.length > 0 ? notInArray(chatPresence.userId, [...online]) : undefined,
              ),
              sql`${chatPresence.seenAt} < now() - make_interval(secs => ${(CHAT_PRESENCE_STALE_MS * 2) / 1000})`,
            ),
          );
      });
      if (before !== (await staffOnline())) await announce(db, { k: "presence" });
    },

    /**
     * Conversations nobody wrote in for CHAT_IDLE_CLOSE_HOURS are closed; closed ones past
     * CHAT_RETENTION_DAYS go with their messages. Answers the rows changed.
     */
    async prune(batch = 5_000): Promise<number> {
      const idle = await db
        .update(chatConversations)
        .set({ status: "closed", closedAt: sql`now()` })
        .where(
          sql`${chatConversations.id} IN (SELECT id FROM chat_conversations
            WHERE status IN ('waiting', 'open')
              AND coalesce(last_message_at, created_at) < now() - make_interval(hours => ${CHAT_IDLE_CLOSE_HOURS})
            LIMIT ${batch})`,
        )
        .returning({ id: chatConversations.id });
      const gone = await db
        .delete(chatConversations)
        .where(
          sql`${chatConversations.id} IN (SELECT id FROM chat_conversations
            WHERE closed_at < now() - make_interval(days => ${CHAT_RETENTION_DAYS}) LIMIT ${batch})`,
        )
        .returning({ id: chatConversations.id });
      return idle.length + gone.length;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
