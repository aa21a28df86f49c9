/** Visitors, staff and what they send us: accounts, sessions, reviews and leads. */
import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { items } from "./content.ts";
import { createdAt, langEnum, ownedBy, timestamps } from "./shared.ts";

/** Case-insensitive text for e-mail addresses (extension created by the first migration). */
export const citext = customType<{ data: string }>({ dataType: () => "citext" });

/**
 * Least privilege: visitors only act on their own records; sales staff read and work leads;
 * editors manage content; admins manage people and settings (docs/decisions/005).
 */
export const roleEnum = pgEnum("user_role", ["visitor", "sales", "editor", "admin"]);

export const leadStatusEnum = pgEnum("lead_status", ["new", "contacted", "qualified", "closed"]);

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    /** What the visitor sent: an invitation, a contact message, a Welcome Centre visit… */
    type: text("type").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: citext("email"),
    phone: text("phone"),
    invitationLabel: text("invitation_label"),
    phoneLabel: text("phone_label"),
    message: text("message"),
    team: text("team"),
    page: text("page"),
    lang: langEnum("lang").notNull().default("en"),
    /** Welcome Centre attribution (invitation id, lead source channel, terminal), first and last touch. */
    attribution: jsonb("attribution").$type<Record<string, unknown>>(),
    status: leadStatusEnum("status").notNull().default("new"),
    ...timestamps,
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt.desc()),
    index("leads_status_idx").on(t.status),
  ],
);

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  email: citext("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
  role: roleEnum("role").notNull().default("visitor"),
  avatar: text("avatar"),
  chatState: text("chat_state"),
  lang: langEnum("lang").notNull().default("en"),
  ...timestamps,
});

/** Opaque session tokens: only their SHA-256 is stored (DESIGN.md "Identity"). */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: ownedBy("user_id", () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const reviewStatusEnum = pgEnum("review_status", ["published", "hidden"]);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    itemId: ownedBy("item_id", () => items.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    author: text("author").notNull(),
    authorAvatar: text("author_avatar"),
    rating: smallint("rating").notNull(),
    review: text("review").notNull(),
    lang: langEnum("lang").notNull().default("en"),
    status: reviewStatusEnum("status").notNull().default("published"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_item_idx").on(t.itemId, t.createdAt.desc()),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
