import { type SQL, sql } from "drizzle-orm";
import { CATALOG } from "../../../core/constants.ts";
import { LANGS, type Lang } from "../../../core/i18n.ts";
import type { SitemapSourceName } from "../../../core/pages.ts";
import {
  activityPath,
  articlePath,
  benefitProviderPath,
  eventPath,
  placePath,
  providerPath,
} from "../../../core/urls.ts";
import { type Db, queryRows } from "../../db/client.ts";

/**
 * One page of the site as the sitemap lists it: its English path, when it last changed, and the
 * languages it has a page in (every language unless said: an item without Spanish text, whose
 * editor did not let English stand in, has no Spanish page; decision 102).
 */
export type SitemapEntry = { path: string; lastmod: string; langs?: readonly Lang[] };

/**
 * A kind of page with one page per database row (articles, places, partners…), read in id order
 * a chunk at a time, so a sitemap file is streamed and never held whole (docs/decisions/045).
 */
export type SitemapSource = {
  /** The kind of page, as core/pages.ts names its sitemap source. */
  name: SitemapSourceName;
  count(): Promise<number>;
  /** Up to `limit` entries with ids after `afterId`, skipping the first `skip` of those. */
  read(
    afterId: number,
    limit: number,
    skip: number,
  ): Promise<{ id: number; entry: SitemapEntry }[]>;
};

type ItemRow = {
  id: number;
  friendly_url: string;
  lastmod: string;
  zone_slug: string | null;
  category_slug: string | null;
  has_spanish: boolean;
};
type ProviderRow = { id: number; slug: string; lastmod: string; zone_slug: string | null };

const ONLY_ENGLISH: readonly Lang[] = ["en"];

/** W3C datetime in UTC, as the sitemap protocol's `lastmod` takes it. */
const lastmod = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * When a site record (decision 106) last changed on the site: its newest revision that is not a
 * waiting draft (decision 108); null for a record never edited since the seed.
 */
const recordChanged = (kind: "provider" | "resort", id: SQL) =>
  sql`(SELECT max(rev.created_at) FROM record_revisions rev
    WHERE rev.kind = ${kind} AND rev.record_id = ${id} AND rev.reason <> 'draft')`;

/**
 * The resorts' `lastmod` by id: their last edit in the back office, or `fallback` (the deploy, for
 * a resort as seeded).
 */
export async function resortLastmods(db: Db, fallback: string): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; lastmod: string | null }>(
    db,
    sql`SELECT id, ${lastmod(recordChanged("resort", sql`resorts.id`))} AS lastmod FROM resorts`,
  );
  return new Map(rows.map((row) => [row.id, row.lastmod ?? fallback]));
}

/** Every kind of page the catalogs hold, in the order the sitemap index lists them. */
export function sitemapSources(db: Db): SitemapSource[] {
  /** Published items of a catalog with an English search document: what searches list. */
  const items = (name: SitemapSourceName, catalogId: number, path: (row: ItemRow) => string) => {
    const from = sql`FROM items i
      JOIN item_translations t ON t.item_id = i.id AND t.lang = 'en' AND t.published
      WHERE i.catalog_id = ${catalogId} AND i.published`;
    return {
      name,
      async count() {
        const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n ${from}`);
        return row?.n ?? 0;
      },
      async read(afterId: number, limit: number, skip: number) {
        // The item's first category names a place's path: its own catalog's first, as
        // ../items/categories.ts orders them.
        const rows = await queryRows<ItemRow>(
          db,
          sql`SELECT i.id, i.friendly_url, ${lastmod(sql`i.date_saved`)} AS lastmod,
            (SELECT z.slug FROM zones z WHERE z.id = i.zone_id) AS zone_slug,
            EXISTS (SELECT 1 FROM item_translations es
                     WHERE es.item_id = i.id AND es.lang = 'es') AS has_spanish,
            (SELECT c.slug FROM categories c
               JOIN category_translations ct ON ct.category_id = c.id AND ct.lang = 'en'
              WHERE c.id = ANY(t.category_ids)
              ORDER BY (c.catalog_id <> i.catalog_id), c.weight, c.id LIMIT 1) AS category_slug
          ${from} AND i.id > ${afterId}
          ORDER BY i.id LIMIT ${limit} OFFSET ${skip}`,
        );
        return rows.map((row) => ({
          id: row.id,
          entry: {
            path: path(row),
            lastmod: row.lastmod,
            langs: row.has_spanish ? LANGS : ONLY_ENGLISH,
          },
        }));
      },
    };
  };

  /**
   * Providers with at least one published item in a catalog, archived ones aside (their pages
   * answer 410, decision 111); changed when one of those items was, or the provider was edited.
   */
  const providers = (
    name: SitemapSourceName,
    catalogId: number,
    path: (row: ProviderRow) => string,
  ) => {
    const offers = sql`i.provider_id = p.id AND i.catalog_id = ${catalogId} AND i.published`;
    const listed = sql`NOT p.archived AND EXISTS (SELECT 1 FROM items i WHERE ${offers})`;
    return {
      name,
      async count() {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM providers p WHERE ${listed}`,
        );
        return row?.n ?? 0;
      },
      async read(afterId: number, limit: number, skip: number) {
        const rows = await queryRows<ProviderRow>(
          db,
          sql`SELECT p.id, p.slug,
            (SELECT z.slug FROM zones z WHERE z.id = p.zone_id) AS zone_slug,
            ${lastmod(sql`greatest((SELECT max(i.date_saved) FROM items i WHERE ${offers}), ${recordChanged("provider", sql`p.id`)})`)} AS lastmod
          FROM providers p
          WHERE p.id > ${afterId} AND ${listed}
          ORDER BY p.id LIMIT ${limit} OFFSET ${skip}`,
        );
        return rows.map((row) => ({
          id: row.id,
          entry: { path: path(row), lastmod: row.lastmod },
        }));
      },
    };
  };

  const zone = (slug: string | null) => slug ?? undefined;
  return [
    items("articles", CATALOG.magazine, (row) => articlePath(row.friendly_url)),
    items("places", CATALOG.places, (row) =>
      placePath(
        {
          friendlyUrl: row.friendly_url,
          categories: row.category_slug ? [{ slug: row.category_slug }] : [],
        },
        zone(row.zone_slug),
      ),
    ),
    items("activities", CATALOG.activities, (row) =>
      activityPath(zone(row.zone_slug), row.friendly_url),
    ),
    providers("activity-providers", CATALOG.activities, (row) =>
      providerPath(zone(row.zone_slug), row.slug),
    ),
    items("events", CATALOG.events, (row) => eventPath(row.friendly_url)),
    providers("partners", CATALOG.benefits, (row) => benefitProviderPath(row.slug)),
  ];
}
