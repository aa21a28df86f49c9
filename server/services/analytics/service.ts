import { sql } from "drizzle-orm";
import type { Lang } from "../../../core/i18n.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { analyticsEvents, pageViewDays } from "../../db/schema/index.ts";
import { defineService } from "../registry.ts";

export type PageView = {
  path: string;
  referrer?: string | undefined;
  title?: string | undefined;
  lang: Lang;
  attribution?: Record<string, unknown> | undefined;
};

export type PageViewDay = { day: string; path: string; lang: Lang; views: number };

/** First-party analytics: a `page_view` per navigation (spec §2), stored in our own database. */
export function createAnalyticsService(db: Db) {
  return {
    async recordPageView(view: PageView): Promise<{ id: number }> {
      const [row] = await db
        .insert(analyticsEvents)
        .values({
          name: "page_view",
          path: view.path,
          referrer: view.referrer ?? null,
          title: view.title ?? null,
          lang: view.lang,
          attribution: view.attribution ?? null,
        })
        .returning({ id: analyticsEvents.id });
      if (!row) throw new Error("page view insert returned no row");
      return row;
    },

    /**
     * Page views per UTC day, path and language from `from` to `to` (inclusive, `YYYY-MM-DD`):
     * the kept daily totals plus the raw rows not yet folded into them, so the answer is the
     * same before and after a retention pass (decision 048).
     */
    async pageViewsByDay(from: string, to: string): Promise<PageViewDay[]> {
      const rows = await queryRows<{ day: string; path: string; lang: Lang; views: string }>(
        db,
        sql`
          SELECT to_char(day, 'YYYY-MM-DD') AS day, path, lang, sum(views)::bigint AS views FROM (
            SELECT ${pageViewDays.day} AS day, ${pageViewDays.path} AS path,
              ${pageViewDays.lang} AS lang, ${pageViewDays.views} AS views
            FROM ${pageViewDays}
            WHERE ${pageViewDays.day} BETWEEN ${from}::date AND ${to}::date
            UNION ALL
            SELECT (${analyticsEvents.createdAt} AT TIME ZONE 'UTC')::date, ${analyticsEvents.path},
              ${analyticsEvents.lang}, 1
            FROM ${analyticsEvents}
            WHERE ${analyticsEvents.name} = 'page_view'
              AND ${analyticsEvents.createdAt} >= (${from}::date AT TIME ZONE 'UTC')
              AND ${analyticsEvents.createdAt} < ((${to}::date + 1) AT TIME ZONE 'UTC')
          ) AS views
          GROUP BY day, path, lang
          ORDER BY day, path, lang`,
      );
      return rows.map((row) => ({ ...row, views: Number(row.views) }));
    },

    /**
     * Folds raw events from before the last `retentionDays` whole UTC days into the daily totals
     * and deletes them, at most `batch` rows a pass. One statement deletes and counts, so two
     * processes pruning at once never count a row twice. Returns how many raw rows went.
     */
    async foldOldPageViews(retentionDays: number, batch = 10_000): Promise<number> {
      const rows = await queryRows<{ folded: string }>(
        db,
        sql`
          WITH gone AS (
            DELETE FROM ${analyticsEvents} WHERE ${analyticsEvents.id} IN (
              SELECT ${analyticsEvents.id} FROM ${analyticsEvents}
              WHERE ${analyticsEvents.createdAt} <
                ((now() AT TIME ZONE 'UTC')::date - ${retentionDays}::integer) AT TIME ZONE 'UTC'
              ORDER BY ${analyticsEvents.id}
              LIMIT ${batch}
            )
            RETURNING name, created_at, path, lang
          ),
          totals AS (
            INSERT INTO ${pageViewDays} (day, path, lang, views)
            SELECT (created_at AT TIME ZONE 'UTC')::date, path, lang, count(*)
            FROM gone WHERE name = 'page_view'
            GROUP BY 1, 2, 3
            ON CONFLICT (day, path, lang)
              DO UPDATE SET views = ${pageViewDays.views} + excluded.views
          )
          SELECT count(*) AS folded FROM gone`,
      );
      return Number(rows[0]?.folded ?? 0);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** `services.analytics`: it registers itself (server/services/registry.ts). */
export const service = defineService(({ db }) => createAnalyticsService(db));
declare module "../registry.ts" {
  interface RegisteredServices {
    analytics: AnalyticsService;
  }
}
