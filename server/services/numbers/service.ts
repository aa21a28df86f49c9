import { type SQL, sql } from "drizzle-orm";
import {
  leadsPerThousand,
  NUMBERS_TOP,
  type Period,
  periodDays,
  splitPeriod,
} from "../../../core/numbers.ts";
import { type Db, queryRows } from "../../db/client.ts";
import {
  leads,
  pageViewDays,
  pageViewDayTotals,
  pageViewMonths,
  searchDays,
  searchMonths,
} from "../../db/schema/index.ts";
import { defineService } from "../registry.ts";

/** A count under a name: a page, a language, a lead type, a channel… */
export type Count = { key: string; count: number };

/** One day of the period: its page views and leads. */
export type DayNumbers = { day: string; views: number; leads: number };

/** What the back office's numbers screen shows for a period (issue 14). */
export type Numbers = {
  period: Period;
  totals: { views: number; leads: number; leadsPerThousandViews: number | null; searches: number };
  days: DayNumbers[];
  pages: Count[];
  languages: Count[];
  leads: { types: Count[]; channels: Count[]; terminals: Count[]; teams: Count[] };
  searches: { top: Count[]; empty: Count[] };
};

/** A lead's group when it carries none (no team code, no Welcome Centre touch). */
export const NONE = "";

/**
 * The numbers of a period, each from a daily total or a small table: page views from
 * `page_view_days` (counted as written, decision 089), leads from `leads`, searches from
 * `search_days`; never the raw page views, so the answer stays fast with millions of them.
 */
/** Sorts counts most first, then by name with "none" last, and keeps the first NUMBERS_TOP. */
const topOf = (all: Count[]): Count[] =>
  [...all]
    .sort(
      (a, b) =>
        b.count - a.count ||
        Number(a.key === NONE) - Number(b.key === NONE) ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    )
    .slice(0, NUMBERS_TOP);

/**
 * The numbers of a period in four statements, each from totals kept as things are written
 * (decision 089): page views by day and language from `page_view_day_totals`; the most viewed
 * pages and the searches from the monthly totals for the period's whole months and the daily
 * ones for the days around them; leads from `leads`, grouped several ways in one scan. Never the
 * raw page views, so the answer stays fast with millions of them.
 */
export function createNumbersService(db: Db) {
  return {
    async forPeriod(period: Period): Promise<Numbers> {
      const { months, days: edges } = splitPeriod(period);
      // The whole months from the monthly totals, the days around them from the daily ones.
      const inMonths = (column: SQL) =>
        months ? sql`${column} BETWEEN ${months.from}::date AND ${months.to}::date` : sql`false`;
      const inDays = (column: SQL) =>
        edges.length === 0
          ? sql`false`
          : sql.join(
              edges.map((edge) => sql`(${column} BETWEEN ${edge.from}::date AND ${edge.to}::date)`),
              sql` OR `,
            );
      const [dayTotals, pages, leadGroups, searches] = await Promise.all([
        queryRows<{ day: string; lang: string; views: string }>(
          db,
          sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, lang::text AS lang, views
            FROM ${pageViewDayTotals}
            WHERE day BETWEEN ${period.from}::date AND ${period.to}::date`,
        ),
        queryRows<{ key: string; count: string }>(
          db,
          sql`SELECT path AS key, sum(views)::bigint AS count FROM (
              SELECT path, views FROM ${pageViewMonths} WHERE ${inMonths(sql`month`)}
              UNION ALL
              SELECT path, views FROM ${pageViewDays} WHERE ${inDays(sql`day`)}
            ) AS counted
            GROUP BY path HAVING sum(views) > 0
            ORDER BY count DESC, path LIMIT ${NUMBERS_TOP}`,
        ),
        queryRows<{ set: string; key: string | null; count: string }>(
          db,
          // The Welcome Centre touch that first brought the visitor (core/attribution.ts).
          sql`WITH period AS (
              SELECT day, type, team, touch ->> 'leadSourceChannelId' AS channel,
                touch ->> 'terminalId' AS terminal
              FROM (
                SELECT (${leads.createdAt} AT TIME ZONE 'UTC')::date AS day, ${leads.type} AS type,
                  ${leads.team} AS team, ${leads.attribution} -> 'first' AS touch
                FROM ${leads}
                WHERE ${leads.createdAt} >= (${period.from}::date AT TIME ZONE 'UTC')
                  AND ${leads.createdAt} < ((${period.to}::date + 1) AT TIME ZONE 'UTC')
              ) AS found
            )
            SELECT CASE WHEN GROUPING(day) = 0 THEN 'day' WHEN GROUPING(type) = 0 THEN 'type'
                WHEN GROUPING(channel) = 0 THEN 'channel' WHEN GROUPING(terminal) = 0 THEN 'terminal'
                ELSE 'team' END AS set,
              CASE WHEN GROUPING(day) = 0 THEN to_char(day, 'YYYY-MM-DD') WHEN GROUPING(type) = 0 THEN type
                WHEN GROUPING(channel) = 0 THEN channel WHEN GROUPING(terminal) = 0 THEN terminal
                ELSE team END AS key,
              count(*)::bigint AS count
            FROM period
            GROUP BY GROUPING SETS ((day), (type), (channel), (terminal), (team))`,
        ),
        queryRows<{ list: string; words: string | null; searches: string; empty: string }>(
          db,
          sql`WITH counted AS (
              SELECT words, sum(searches)::bigint AS searches, sum(empty)::bigint AS empty
              FROM (
                SELECT words, searches, empty FROM ${searchMonths} WHERE ${inMonths(sql`month`)}
                UNION ALL
                SELECT words, searches, empty FROM ${searchDays} WHERE ${inDays(sql`day`)}
              ) AS rows
              GROUP BY words HAVING sum(searches) > 0
            )
            (SELECT 'top' AS list, words, searches, empty FROM counted
              ORDER BY searches DESC, words LIMIT ${NUMBERS_TOP})
            UNION ALL
            (SELECT 'empty', words, searches, empty FROM counted WHERE empty > 0
              ORDER BY empty DESC, words LIMIT ${NUMBERS_TOP})
            UNION ALL
            SELECT 'total', NULL, coalesce(sum(searches), 0), coalesce(sum(empty), 0) FROM counted`,
        ),
      ]);
      const set = (rows: { set: string; key: string | null; count: string }[], name: string) =>
        rows
          .filter((row) => row.set === name)
          .map((row) => ({ key: row.key ?? NONE, count: Number(row.count) }));
      const viewsOn = new Map<string, number>();
      const viewsIn = new Map<string, number>();
      for (const row of dayTotals) {
        viewsOn.set(row.day, (viewsOn.get(row.day) ?? 0) + Number(row.views));
        viewsIn.set(row.lang, (viewsIn.get(row.lang) ?? 0) + Number(row.views));
      }
      const leadsOn = new Map(set(leadGroups, "day").map((row) => [row.key, row.count]));
      const days = periodDays(period).map((day) => ({
        day,
        views: viewsOn.get(day) ?? 0,
        leads: leadsOn.get(day) ?? 0,
      }));
      const totalViews = days.reduce((sum, day) => sum + day.views, 0);
      const totalLeads = days.reduce((sum, day) => sum + day.leads, 0);
      const searchList = (list: string, measure: "searches" | "empty") =>
        searches
          .filter((row) => row.list === list)
          .map((row) => ({ key: row.words ?? NONE, count: Number(row[measure]) }));
      return {
        period,
        totals: {
          views: totalViews,
          leads: totalLeads,
          leadsPerThousandViews: leadsPerThousand(totalLeads, totalViews),
          searches: Number(searches.find((row) => row.list === "total")?.searches ?? 0),
        },
        days,
        pages: pages.map((row) => ({ key: row.key, count: Number(row.count) })),
        languages: topOf(
          [...viewsIn].filter(([, count]) => count > 0).map(([key, count]) => ({ key, count })),
        ),
        leads: {
          types: topOf(set(leadGroups, "type")),
          channels: topOf(set(leadGroups, "channel")),
          terminals: topOf(set(leadGroups, "terminal")),
          teams: topOf(set(leadGroups, "team")),
        },
        searches: { top: searchList("top", "searches"), empty: searchList("empty", "empty") },
      };
    },
  };
}

export type NumbersService = ReturnType<typeof createNumbersService>;

/** `services.numbers`: it registers itself (server/services/registry.ts). */
export const service = defineService((kit) => createNumbersService(kit.db));

declare module "../registry.ts" {
  interface RegisteredServices {
    numbers: NumbersService;
  }
}
