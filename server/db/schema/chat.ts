/**
 * The live chat (issue 17, decision 119): conversations, their messages, and which staff are
 * online. Closed conversations go with their messages CHAT_RETENTION_DAYS after they closed.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CHAT_STATUSES } from "../../../core/chat.ts";
import { conciergeRequests } from "./concierge.ts";
import { citext, leads, users } from "./people.ts";
import { createdAt, langEnum, timestamps } from "./shared.ts";

const statusList = CHAT_STATUSES.map((s) => `'${s}'`).join(", ");

export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The SHA-256 of the key the visitor's device holds; the key itself is never stored. */
    keyHash: text("key_hash").notNull(),
    /** The member who started it, if signed in; the conversation stays when the account goes. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: citext("email"),
    lang: langEnum("lang").notNull(),
    /** The page the visitor is on (as they last said), and the one they started from. */
    page: text("page"),
    startPage: text("start_page"),
    team: text("team"),
    attribution: jsonb("attribution").$type<Record<string, unknown>>(),
    invitationId: text("invitation_id"),
    leadSourceChannelId: integer("lead_source_channel_id"),
    terminalId: integer("terminal_id"),
    status: text("status", { enum: CHAT_STATUSES }).notNull().default("waiting"),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** The last message's number: the next is `last_seq + 1` (taken under the row's lock). */
    lastSeq: integer("last_seq").notNull().default(0),
    /** How far the team got with the visitor's messages, and the visitor with the team's. */
    staffDelivered: integer("staff_delivered").notNull().default(0),
    staffRead: integer("staff_read").notNull().default(0),
    visitorDelivered: integer("visitor_delivered").notNull().default(0),
    visitorRead: integer("visitor_read").notNull().default(0),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    conciergeRequestId: integer("concierge_request_id").references(() => conciergeRequests.id, {
      onDelete: "set null",
    }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The inbox: live conversations, oldest first.
    index("chat_conversations_status_idx").on(t.status, t.createdAt),
    index("chat_conversations_updated_idx").on(t.updatedAt),
    index("chat_conversations_closed_idx").on(t.closedAt),
    index("chat_conversations_search_idx").using(
      "gin",
      sql`f_unaccent(lower(${t.name} || ' ' || coalesce(${t.email}::text, ''))) gin_trgm_ops`,
    ),
    check("chat_conversations_status_known", sql.raw(`status IN (${statusList})`)),
    check(
      "chat_conversations_closed_when",
      sql`(${t.status} IN ('closed', 'offline')) = (${t.closedAt} IS NOT NULL)`,
    ),
  ],
);

/** A conversation's messages, numbered from 1; gone with the conversation. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    author: text("author", { enum: ["visitor", "staff", "system"] }).notNull(),
    /** The staff member who wrote it; null once their account is gone (the name stays). */
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name"),
    body: text("body").notNull(),
    /** The sender's id for the message: a resend of the same message is the same row. */
    clientId: uuid("client_id"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.seq] }),
    uniqueIndex("chat_messages_client_idx").on(t.conversationId, t.clientId),
    index("chat_messages_search_idx").using("gin", sql`f_unaccent(lower(${t.body})) gin_trgm_ops`),
    check("chat_messages_author_known", sql`${t.author} IN ('visitor', 'staff', 'system')`),
  ],
);

/**
 * Staff with the chat inbox open: one row a staff member and process, refreshed by the
 * process's heartbeat; stale rows count for nobody and are removed by the next heartbeat.
 */
export const chatPresence = pgTable(
  "chat_presence",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    processId: text("process_id").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.processId] }),
    index("chat_presence_seen_idx").on(t.seenAt),
  ],
);
