/**
 * The editing workflow's records (issue 15, decision 100): each item's revisions, and the old
 * slugs that still lead to it (decision 101).
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ContentStatus } from "../../../core/content-workflow.ts";
import type { Lang } from "../../../core/i18n.ts";
import { items } from "./content.ts";
import { users } from "./people.ts";
import { createdAt, ownedBy } from "./shared.ts";

/** What a revision keeps: the item as the editor saw it, both languages as written. */
export type RevisionSnapshot = {
  slug: string;
  status: ContentStatus;
  spanishFallback: boolean;
  categoryId: number | null;
  zoneId: number | null;
  text: Record<Lang, { title: string; summary: string; body: string }>;
  /**
   * The kind's own fields as saved (an article's date, an event's occurrence and repetition, a
   * benefit's partner); absent from revisions made before kinds had them.
   */
  details?: Record<string, unknown>;
};

export const itemRevisions = pgTable(
  "item_revisions",
  {
    id: serial("id").primaryKey(),
    itemId: ownedBy("item_id", () => items.id),
    /** Counts from 1 per item; a restore is a new revision with the next number. */
    number: integer("number").notNull(),
    snapshot: jsonb("snapshot").$type<RevisionSnapshot>().notNull(),
    /** `create`, `edit`, `status`, `restore`, `schedule-publish`: what made this revision. */
    reason: text("reason").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's name as it was, so the history reads after their account is gone. */
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("item_revisions_item_number_idx").on(t.itemId, t.number)],
);

/** An old slug of an item in a catalog: its pages answer 301 to the item's page (decision 101). */
export const itemRedirects = pgTable(
  "item_redirects",
  {
    catalogId: integer("catalog_id").notNull(),
    fromSlug: text("from_slug").notNull(),
    itemId: ownedBy("item_id", () => items.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.catalogId, t.fromSlug] }),
    index("item_redirects_item_idx").on(t.itemId, t.createdAt),
  ],
);

/**
 * The old slugs of the records whose pages are addressed by their slug (resorts, providers;
 * decisions 101 and 107), and of categories, whose slugs are in places' addresses and lists'
 * filters (kind `category:{catalogId}`: a slug is one catalog's; decision 109): each answers 301
 * to the record's address now, in both languages. Keyed by kind and slug (a slug is one kind's),
 * at most RECORD_REDIRECTS_KEPT per record.
 */
export const recordRedirects = pgTable(
  "record_redirects",
  {
    kind: text("kind").notNull(),
    fromSlug: text("from_slug").notNull(),
    recordId: integer("record_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.fromSlug] }),
    index("record_redirects_record_idx").on(t.kind, t.recordId, t.createdAt),
  ],
);

/**
 * The record editor's revisions (decision 106): one table for every kind besides items (team
 * members, booths, providers, zones…), keyed by kind and record id; the snapshot is the kind's
 * document as the editor saved it (core/contract/records.ts). RECORD_REVISIONS_KEPT per record.
 * A record with a revision is the editors' own: the seed leaves it as it is.
 */
export const recordRevisions = pgTable(
  "record_revisions",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    recordId: integer("record_id").notNull(),
    number: integer("number").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /**
     * `create`, `edit`, `restore`, `delete`; `draft` for a document kept without touching the
     * live rows (decision 108), `publish` and `schedule` for a draft made live.
     */
    reason: text("reason").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
    /** A draft's scheduled publication (decision 108), cleared once taken. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("record_revisions_kind_record_number_idx").on(t.kind, t.recordId, t.number),
    index("record_revisions_scheduled_idx").on(t.publishAt).where(sql`${t.publishAt} IS NOT NULL`),
  ],
);
