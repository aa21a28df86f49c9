/** Visitors, staff and what they send us: accounts, sessions, reviews and leads. */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { LEAD_STATUSES } from "../../../core/leads.ts";
import { REVIEW_STATUSES } from "../../../core/review-moderation.ts";
import { USER_ROLES } from "../../../core/staff.ts";
import { bytea, items } from "./content.ts";
import { createdAt, langEnum, ownedBy, timestamps } from "./shared.ts";

/** Case-insensitive text for e-mail addresses (extension created by the first migration). */
export const citext = customType<{ data: string }>({ dataType: () => "citext" });

/**
 * Least privilege: visitors only act on their own records; sales staff read and work leads;
 * editors manage content; moderators moderate reviews; concierges answer visitors; admins manage
 * people and settings (docs/decisions/005, 080; core/staff.ts).
 */
export const roleEnum = pgEnum("user_role", USER_ROLES);

/**
 * Where a lead stands in the sales team's inbox (issue 14): new → contacted → booked, or lost
 * (with a reason). The values and their order live in core/leads.ts (decision 083).
 */
export const leadStatusEnum = pgEnum("lead_status", LEAD_STATUSES);

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
    /**
     * The attribution the inbox filters by, copied from the touches when the lead is saved: the
     * first touch's value, else the last's (decision 083).
     */
    invitationId: text("invitation_id"),
    leadSourceChannelId: integer("lead_source_channel_id"),
    terminalId: integer("terminal_id"),
    status: leadStatusEnum("status").notNull().default("new"),
    /** Why a lost lead was lost: set exactly when the status is `lost`. */
    lostReason: text("lost_reason"),
    /** The sales agent working the lead. */
    assigneeId: integer("assignee_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    /** Name, e-mail and phone, lower case and without accents, for the inbox's search. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`f_unaccent(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email::text, '') || ' ' || coalesce(phone, '')))`,
    ),
    ...timestamps,
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt.desc()),
    index("leads_status_idx").on(t.status, t.createdAt.desc()),
    // A confirmed account looks up the newest lead its address sent (spec §3 leadID).
    index("leads_email_idx").on(t.email),
    // The inbox's filters, each newest first (issue 14).
    index("leads_type_idx").on(t.type, t.createdAt.desc()),
    index("leads_team_idx").on(t.team, t.createdAt.desc()),
    index("leads_channel_idx").on(t.leadSourceChannelId, t.createdAt.desc()),
    index("leads_terminal_idx").on(t.terminalId, t.createdAt.desc()),
    index("leads_assignee_idx").on(t.assigneeId, t.createdAt.desc()),
    index("leads_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("leads_lost_has_reason", sql`(${t.status} = 'lost') = (${t.lostReason} IS NOT NULL)`),
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
  /** Set when the member follows the link mailed at sign-up (or a reset link): only then may they log in. */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  acceptedPrivacyPolicyAt: timestamp("accepted_privacy_policy_at", { withTimezone: true }),
  /** The Welcome Centre attribution of the visit that signed up (decision 018), if any. */
  attribution: jsonb("attribution").$type<Record<string, unknown>>(),
  /**
   * Staff's second factor (decision 081): the TOTP secret (base32), set at enrolment and
   * confirmed once `totpEnabledAt` is; the last time step a code was used for, so a code
   * works once.
   */
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  totpLastStep: integer("totp_last_step"),
  ...timestamps,
});

/**
 * A member's picture (issue 13), one per account, gone with it: a square WebP and a JPEG for
 * browsers without WebP, both re-encoded from the upload with no metadata kept. `key` (a hash of
 * the member and the WebP) names them in `/img/avatars/{key}.webp`, so a new picture is a new address.
 */
export const memberAvatars = pgTable("member_avatars", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  key: text("key").notNull().unique(),
  webp: bytea("webp").notNull(),
  jpeg: bytea("jpeg").notNull(),
  createdAt: createdAt(),
});

/** Opaque session tokens: only their SHA-256 is stored (DESIGN.md "Identity"). */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: ownedBy("user_id", () => users.id),
    createdAt: createdAt(),
    /** Absolute expiry: the session ends then however busy it is (decision 071). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Idle expiry counts from here; touched at most every few minutes. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** When this session passed the staff second factor (decision 081); staff need it. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** What a mailed link lets its holder do once: confirm the address, or choose a new password. */
export const accountTokenPurposeEnum = pgEnum("account_token_purpose", ["verify", "reset"]);

/** Links mailed to members: only the token's SHA-256 is kept; each works once, until it expires. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: ownedBy("user_id", () => users.id),
    purpose: accountTokenPurposeEnum("purpose").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("account_tokens_user_idx").on(t.userId),
    index("account_tokens_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Mail kept here when no SMTP_URL is set (the back office will show it); rows older than the
 * retention period, and any beyond the newest few thousand, are pruned (decision 071).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);

/** Where a review stands (core/review-moderation.ts, decision 085). */
export const reviewStatusEnum = pgEnum("review_status", REVIEW_STATUSES);

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
    /** A review waits unless the service publishes it (a member's, decision 085). */
    status: reviewStatusEnum("status").notNull().default("pending"),
    /** The moderator's reason for rejecting or taking down (staff only). */
    moderationReason: text("moderation_reason"),
    /** When a moderator last decided on it: refused reviews are pruned counting from here. */
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_item_idx").on(t.itemId, t.createdAt.desc()),
    // The moderation queue: by status, oldest first; and the prune of refused reviews.
    index("reviews_status_idx").on(t.status, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check(
      "reviews_refusal_has_reason",
      sql`${t.status} NOT IN ('rejected', 'taken_down') OR ${t.moderationReason} IS NOT NULL`,
    ),
  ],
);

/**
 * My trip (issue 13): the places, activities, events and articles a member saved, each once, with
 * the day they plan it for (Puerto Vallarta's calendar day) if they chose one. Goes with the
 * member and with the item.
 */
export const tripItems = pgTable(
  "trip_items",
  {
    userId: ownedBy("user_id", () => users.id),
    itemId: ownedBy("item_id", () => items.id),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    plannedDay: date("planned_day", { mode: "string" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index("trip_items_item_idx").on(t.itemId)],
);

/**
 * What staff changed in the back office (issue 14): who, when, what they did to which record,
 * and the record before and after, as JSON. Written in the same transaction as the change
 * (services.audit.record); kept `AUDIT_RETENTION_DAYS` (core/staff.ts, decision 080).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** The staff member who acted; kept as a name too, so the entry outlives their account. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** What was done, `<entity>.<verb>`: `staff.invite`, `review.hide`, `lead.status`… */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_action_idx").on(t.action, t.createdAt.desc()),
  ],
);

/** A staff member's one-time recovery codes (decision 081): only their SHA-256, each used once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_recovery_codes_user_idx").on(t.userId)],
);

/** What a staff link lets its holder do once: set up the first admin, or accept an invitation. */
export const staffTokenPurposeEnum = pgEnum("staff_token_purpose", ["setup", "invite"]);

/**
 * Staff links (decision 081): the first admin's set-up link the server logs, and the invitations
 * admins send. Only the token's SHA-256 is kept; each works once, until it expires; expired and
 * used ones are pruned.
 */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    purpose: staffTokenPurposeEnum("purpose").notNull(),
    /** The invited address and role (an invitation); the set-up link names neither. */
    email: citext("email"),
    role: roleEnum("role"),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("staff_tokens_expires_idx").on(t.expiresAt),
    index("staff_tokens_email_idx").on(t.email),
  ],
);
