/**
 * The online concierge (issue 16, decision 112): visitors' requests, their threads, and the day
 * each daily digest went out. Requests over for CONCIERGE_RETENTION_DAYS go with their threads.
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { CONCIERGE_STATUSES } from "../../../core/concierge.ts";
import { items } from "./content.ts";
import { citext, users } from "./people.ts";
import { createdAt, langEnum, ownedBy, timestamps } from "./shared.ts";

const statusList = CONCIERGE_STATUSES.map((s) => `'${s}'`).join(", ");

export const conciergeRequests = pgTable(
  "concierge_requests",
  {
    id: serial("id").primaryKey(),
    /**
     * The SHA-256 of the tracking link's key; the key itself is an HMAC of `keySalt` under the
     * server's secret, so a copy of the database alone opens no request (decision 112).
     */
    keyHash: text("key_hash").notNull().unique(),
    keySalt: text("key_salt").notNull(),
    /** The member who asked, if signed in; the request stays when the account goes. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    status: text("status", { enum: CONCIERGE_STATUSES }).notNull().default("received"),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time"),
    endDate: date("end_date", { mode: "string" }),
    partySize: smallint("party_size").notNull(),
    budget: text("budget"),
    /** The place, activity or event it is about, and its title then (the item may go). */
    itemId: integer("item_id").references(() => items.id, { onDelete: "set null" }),
    itemTitle: text("item_title"),
    name: text("name").notNull(),
    email: citext("email").notNull(),
    phone: text("phone"),
    contactBy: text("contact_by").notNull(),
    lang: langEnum("lang").notNull(),
    message: text("message").notNull(),
    /** What the visitor shows at the door: set when the desk confirms. */
    confirmation: text("confirmation"),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** When the desk owes an answer (core/concierge.ts `dueAt`). */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    team: text("team"),
    attribution: jsonb("attribution").$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    // The queue: open requests, new first, then by due time.
    index("concierge_requests_queue_idx").on(t.status, t.dueAt),
    index("concierge_requests_user_idx").on(t.userId, t.createdAt.desc()),
    index("concierge_requests_assignee_idx").on(t.assigneeId, t.dueAt),
    index("concierge_requests_updated_idx").on(t.updatedAt),
    check("concierge_requests_status_known", sql.raw(`status IN (${statusList})`)),
    check("concierge_requests_party", sql`${t.partySize} BETWEEN 1 AND 50`),
    check(
      "concierge_requests_confirmed_has_details",
      sql`${t.status} <> 'confirmed' OR ${t.confirmation} IS NOT NULL`,
    ),
  ],
);

/**
 * A request's thread: the visitor's answers, the desk's replies, internal notes (never shown to
 * the visitor) and status changes, oldest first. Gone with the request.
 */
export const conciergeMessages = pgTable(
  "concierge_messages",
  {
    id: serial("id").primaryKey(),
    requestId: ownedBy("request_id", () => conciergeRequests.id),
    kind: text("kind", { enum: ["visitor", "reply", "note", "status"] }).notNull(),
    text: text("text"),
    /** The status a `status` line moved the request to. */
    status: text("status", { enum: CONCIERGE_STATUSES }),
    /** The staff member who wrote it; null for the visitor, or once the account is gone. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("concierge_messages_request_idx").on(t.requestId, t.createdAt),
    check(
      "concierge_messages_kind_known",
      sql`${t.kind} IN ('visitor', 'reply', 'note', 'status')`,
    ),
  ],
);

/** The Puerto Vallarta days whose digest went out: one row a day, so one process sends it. */
export const conciergeDigests = pgTable("concierge_digests", {
  day: date("day", { mode: "string" }).primaryKey(),
  recipients: integer("recipients").notNull(),
  sentAt: createdAt(),
});
