import { sql } from "drizzle-orm";
import { leadsPerThousand, NUMBERS_TOP, type Period, periodDays } from "../../../core/numbers.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { leads, pageViewDays } from "../../db/schema/index.ts";
import { defineService } from "../registry.ts";
import { createSearchLogService } from "../searchLog/service.ts";

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

type Row = { key: string | null; count: string | number };
const counts = (rows: Row[]): Count[] =>
  rows.map((row) => ({ key: row.key ?? NONE, count: Number(row.count) }));

/**
 * The numbers of a period, each from a daily total or a small table: page views from
 * `page_view_days` (counted as written, decision 089), leads from `leads`, searches from
 * `search_days`; never the raw page views, so the answer stays fast with millions of them.
 */
export function createNumbersService(db: Db) {
  const searchLog = createSearchLogService(db);
  const inPeriod = (period: Period) =>
    sql`${pageViewDays.day} BETWEEN ${period.from}::date AND ${period.to}::date`;
  const leadsInPeriod = (period: Period) =>
    sql`${leads.createdAt} >= (${period.from}::date AT TIME ZONE 'UTC')
      AND ${leads.createdAt} < ((${period.to}::date + 1) AT TIME ZONE 'UTC')`;
  const leadsBy = (period: Period, key: ReturnType<typeof sql>) =>
    queryRows<Row>(
      db,
      sql`SELECT ${key} AS key, count(*)::bigint AS count FROM ${leads}
        WHERE ${leadsInPeriod(period)}
        GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST LIMIT ${NUMBERS_TOP}`,
    );

  return {
    async forPeriod(period: Period): Promise<Numbers> {
      const [views, pages, languages, leadDays, types, channels, terminals, teams, top, empty] =
        await Promise.all([
          queryRows<{ day: string; count: string }>(
            db,
            sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(views)::bigint AS count
              FROM ${pageViewDays} WHERE ${inPeriod(period)} GROUP BY day`,
          ),
          queryRows<Row>(
            db,
            sql`SELECT path AS key, sum(views)::bigint AS count FROM ${pageViewDays}
              WHERE ${inPeriod(period)} GROUP BY path ORDER BY 2 DESC, 1 LIMIT ${NUMBERS_TOP}`,
          ),
          queryRows<Row>(
            db,
            sql`SELECT lang::text AS key, sum(views)::bigint AS count FROM ${pageViewDays}
              WHERE ${inPeriod(period)} GROUP BY lang ORDER BY 2 DESC, 1`,
          ),
          queryRows<{ day: string; count: string }>(
            db,
            sql`SELECT to_char((${leads.createdAt} AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
                count(*)::bigint AS count
              FROM ${leads} WHERE ${leadsInPeriod(period)} GROUP BY 1`,
          ),
          leadsBy(period, sql`${leads.type}`),
          // The Welcome Centre touch that first brought the visitor (core/attribution.ts).
          leadsBy(period, sql`${leads.attribution} -> 'first' ->> 'leadSourceChannelId'`),
          leadsBy(period, sql`${leads.attribution} -> 'first' ->> 'terminalId'`),
          leadsBy(period, sql`${leads.team}`),
          searchLog.top(period.from, period.to, { limit: NUMBERS_TOP }),
          searchLog.top(period.from, period.to, { limit: NUMBERS_TOP, onlyEmpty: true }),
        ]);
      const viewsOn = new Map(views.map((row) => [row.day, Number(row.count)]));
      const leadsOn = new Map(leadDays.map((row) => [row.day, Number(row.count)]));
      const days = periodDays(period).map((day) => ({
        day,
        views: viewsOn.get(day) ?? 0,
        leads: leadsOn.get(day) ?? 0,
      }));
      const totalViews = days.reduce((sum, day) => sum + day.views, 0);
      const totalLeads = days.reduce((sum, day) => sum + day.leads, 0);
      const searches = await searchLog.total(period.from, period.to);
      return {
        period,
        totals: {
          views: totalViews,
          leads: totalLeads,
          leadsPerThousandViews: leadsPerThousand(totalLeads, totalViews),
          searches,
        },
        days,
        pages: counts(pages),
        languages: counts(languages),
        leads: {
          types: counts(types),
          channels: counts(channels),
          terminals: counts(terminals),
          teams: counts(teams),
        },
        searches: {
          top: top.map((row) => ({ key: row.words, count: row.searches })),
          empty: empty.map((row) => ({ key: row.words, count: row.empty })),
        },
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
