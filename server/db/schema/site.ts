/** Site-wide data: seasonal banners, settings, analytics and shared rate-limit counters. */
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, langEnum, ownedBy, translationsTable } from "./shared.ts";

/** Seasonal promotional banners (spec §2 "Banners"): shown while today is within [startsOn, endsOn]. */
export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  endsOn: date("ends_on", { mode: "string" }).notNull(),
  pictureUrl: text("picture_url").notNull(),
  linkPath: text("link_path").notNull().default("/visit-vallarta"),
  weight: integer("weight").notNull().default(0),
  /** The same days every year from `startsOn`'s year on (docs/decisions/032). */
  repeatsYearly: boolean("repeats_yearly").notNull().default(false),
});

export const bannerTranslations = translationsTable(
  "banner_translations",
  { bannerId: ownedBy("banner_id", () => banners.id) },
  {
    title: text("title").notNull(),
    alt: text("alt").notNull(),
    /** This language's own picture (issue 15: an image per language); null: the banner's. */
    pictureUrl: text("picture_url"),
  },
);

export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** First-party analytics (spec §2: a page_view after each navigation); no third-party script. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    lang: langEnum("lang").notNull(),
    title: text("title"),
    attribution: jsonb("attribution").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_created_idx").on(t.createdAt)],
);

/**
 * Sliding-window counters for write rate limits (decision 047), in the database so every app
 * process behind a load balancer counts against the same budget (DESIGN.md "Storage"). A row
 * holds the writes of the last window in slots of a twelfth of it; `expiresAt` is when every
 * counted slot has passed, after which the periodic prune drops the row.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    /** The slot number (milliseconds since the epoch / slot length) of the newest slot. */
    slot: bigint("slot", { mode: "number" }).notNull(),
    /** Writes counted per slot, oldest first; the last entry is slot `slot`. */
    counts: integer("counts").array().notNull(),
    /** Whether the last write counted here was allowed (the answer of the one statement). */
    allowed: boolean("allowed").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

/**
 * Page views per day, path and language, kept forever; raw `analytics_events` rows are folded
 * in here and deleted once older than PAGE_VIEW_RETENTION_DAYS (decision 048).
 */
export const pageViewDays = pgTable(
  "page_view_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    lang: langEnum("lang").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.lang] })],
);

/**
 * Page views per day and language, all paths together; and per month (its first day), path and
 * language: kept equal to the sums of `page_view_days` by its trigger (migration 0030, decision
 * 089), so the numbers of a long period read a few thousand rows, not a row per day and path.
 */
export const pageViewDayTotals = pgTable(
  "page_view_day_totals",
  {
    day: date("day", { mode: "string" }).notNull(),
    lang: langEnum("lang").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.lang] })],
);

export const pageViewMonths = pgTable(
  "page_view_months",
  {
    month: date("month", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    lang: langEnum("lang").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.path, t.lang] })],
);

/**
 * What visitors searched for (issue 14's numbers; core/search-log.ts): per day (UTC), kind,
 * language and words as counted, how many searches and how many of them found nothing. At most
 * SEARCH_LOG_DAY_CAP words a day, kept SEARCH_LOG_RETENTION_DAYS.
 */
export const searchDays = pgTable(
  "search_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    lang: langEnum("lang").notNull(),
    words: text("words").notNull(),
    searches: integer("searches").notNull(),
    empty: integer("empty").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.lang, t.words] })],
);

/** `search_days` per month (its first day) and words, kept equal to its sums by its trigger. */
export const searchMonths = pgTable(
  "search_months",
  {
    month: date("month", { mode: "string" }).notNull(),
    words: text("words").notNull(),
    searches: integer("searches").notNull(),
    empty: integer("empty").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.words] })],
);

/**
 * One row counting content changes. Statement triggers on every content table bump it (migration
 * 0003), so in-process read caches know, with one tiny query, whether anything changed, whoever
 * wrote it and from whichever process.
 */
export const contentVersion = pgTable("content_version", {
  id: boolean("id").primaryKey().default(true),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * Proof-of-work captcha challenges already redeemed: a solved challenge is good for one write.
 * Rows are dropped once their challenge has expired.
 */
export const captchaUses = pgTable(
  "captcha_uses",
  {
    challenge: text("challenge").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_uses_expires_idx").on(t.expiresAt)],
);

/**
 * The informational pages (about, privacy, terms…: server/services/pages), loaded from
 * content/pages by the seed and edited in the record editor (decision 106). The slug is the
 * page's fixed key: its address never changes.
 */
export const infoPages = pgTable("info_pages", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  /** The day the page says it was last updated. */
  updated: date("updated", { mode: "string" }).notNull(),
});

export const infoPageTranslations = translationsTable(
  "info_page_translations",
  { pageId: ownedBy("page_id", () => infoPages.id) },
  {
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Markdown as the editor (or content/pages) wrote it, `{product}`-style values unfilled. */
    body: text("body").notNull(),
    /** `body` rendered and sanitised on save; sanitised again when a page shows it. */
    html: text("html").notNull(),
  },
);
