import { sql } from "drizzle-orm";
import type { Lang } from "../../../core/i18n.ts";
import {
  SEARCH_LOG_DAY_CAP,
  SEARCH_LOG_RETENTION_DAYS,
  type SearchLogKind,
  searchLogWords,
} from "../../../core/search-log.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { searchDays } from "../../db/schema/index.ts";
import { defineService } from "../registry.ts";

/** One of the period's most searched words, with how often it found nothing. */
export type SearchCount = { words: string; searches: number; empty: number };

/** Old days of counts go in batches of this many rows a maintenance pass. */
const PRUNE_BATCH = 10_000;

/**
 * Visitors' searches counted by day (core/search-log.ts): the back office's top searches and
 * searches that found nothing. One statement a search, bounded per day; no visitor is kept.
 */
export function createSearchLogService(db: Db) {
  return {
    /**
     * Counts one search of `words` made from `kind` that found `found` matches. The next pages of
     * the same search are not searches again, and a list without words is not one. Words already
     * counted today always count; new words only while the day has fewer than the cap.
     */
    async record(
      kind: SearchLogKind,
      lang: Lang,
      search: { words?: string | null | undefined; page?: number | undefined },
      found: number,
    ): Promise<void> {
      if ((search.page ?? 1) > 1) return;
      const counted = searchLogWords(search.words, lang);
      if (counted === null) return;
      const empty = found === 0 ? 1 : 0;
      await db.execute(sql`
        WITH today AS (SELECT (now() AT TIME ZONE 'UTC')::date AS day)
        INSERT INTO ${searchDays} (day, kind, lang, words, searches, empty)
        SELECT today.day, ${kind}, ${lang}, ${counted}, 1, ${empty} FROM today
        WHERE EXISTS (
            SELECT 1 FROM ${searchDays} s WHERE s.day = today.day AND s.kind = ${kind}
              AND s.lang = ${lang} AND s.words = ${counted}
          )
          OR (SELECT count(*) FROM ${searchDays} s WHERE s.day = today.day) < ${SEARCH_LOG_DAY_CAP}
        ON CONFLICT (day, kind, lang, words) DO UPDATE
          SET searches = ${searchDays}.searches + 1, empty = ${searchDays}.empty + excluded.empty`);
    },

    /**
     * The most searched words from `from` to `to` (UTC days, inclusive), all kinds and languages
     * together, most first; `onlyEmpty` keeps the searches that found nothing, most often first.
     */
    async top(
      from: string,
      to: string,
      options: { limit: number; onlyEmpty?: boolean },
    ): Promise<SearchCount[]> {
      const measure = options.onlyEmpty ? sql`sum(empty)` : sql`sum(searches)`;
      const rows = await queryRows<{ words: string; searches: string; empty: string }>(
        db,
        sql`
          SELECT words, sum(searches)::bigint AS searches, sum(empty)::bigint AS empty
          FROM ${searchDays}
          WHERE day BETWEEN ${from}::date AND ${to}::date
          GROUP BY words
          HAVING ${measure} > 0
          ORDER BY ${measure} DESC, words
          LIMIT ${options.limit}`,
      );
      return rows.map((row) => ({
        words: row.words,
        searches: Number(row.searches),
        empty: Number(row.empty),
      }));
    },

    /** How many searches were counted from `from` to `to` (UTC days, inclusive). */
    async total(from: string, to: string): Promise<number> {
      const rows = await queryRows<{ searches: string | null }>(
        db,
        sql`SELECT sum(searches)::bigint AS searches FROM ${searchDays}
          WHERE day BETWEEN ${from}::date AND ${to}::date`,
      );
      return Number(rows[0]?.searches ?? 0);
    },

    /** Drops days of counts older than the retention period, a bounded batch at a time. */
    async prune(retentionDays = SEARCH_LOG_RETENTION_DAYS): Promise<number> {
      const rows = await queryRows<{ gone: string }>(
        db,
        sql`
          WITH gone AS (
            DELETE FROM ${searchDays} WHERE ctid IN (
              SELECT ctid FROM ${searchDays}
              WHERE day < (now() AT TIME ZONE 'UTC')::date - ${retentionDays}::integer
              LIMIT ${PRUNE_BATCH}
            )
            RETURNING 1
          )
          SELECT count(*)::bigint AS gone FROM gone`,
      );
      return Number(rows[0]?.gone ?? 0);
    },
  };
}

export type SearchLogService = ReturnType<typeof createSearchLogService>;

export const service = defineService((kit) => createSearchLogService(kit.db));

declare module "../registry.ts" {
  interface RegisteredServices {
    searchLog: SearchLogService;
  }
}
