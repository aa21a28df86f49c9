import { sql } from "drizzle-orm";
import type { Lang } from "../../../core/i18n.ts";
import { pageViewPath, pageViewReferrer } from "../../../core/page-view-path.ts";
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
    /**
     * Stores a page view, its path and referrer as core/page-view-path.ts keeps them whatever the
     * client sent: nothing secret (a `?key=`, a `?token=`, a card's token) is ever stored, nor
     * counted into the totals the back office lists (docs/decisions/130).
     */
    async recordPageView(view: PageView): Promise<{ id: number }> {
      const [row] = await db
        .insert(analyticsEvents)
        .values({
          name: "page_view",
          path: pageViewPath(view.path),
          referrer: pageViewReferrer(view.referrer) ?? null,
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
     * the daily totals, counted as each view was written (decision 089), so the answer is the
     * same before and after a retention pass.
     */
    async pageViewsByDay(from: string, to: string): Promise<PageViewDay[]> {
      const rows = await queryRows<{ day: string; path: string; lang: Lang; views: number }>(
        db,
        sql`
          SELECT to_char(day, 'YYYY-MM-DD') AS day, path, lang, views FROM ${pageViewDays}
          WHERE day BETWEEN ${from}::date AND ${to}::date
          ORDER BY day, path, lang`,
      );
      return rows.map((row) => ({ ...row, views: Number(row.views) }));
    },

    /**
     * Drops raw events from before the last `retentionDays` whole UTC days, at most `batch` rows a
     * pass: their page views are in the daily totals already, counted as they were written
     * (decision 089). Returns how many raw rows went.
     */
    async dropOldPageViews(retentionDays: number, batch = 10_000): Promise<number> {
      const rows = await queryRows<{ dropped: string }>(
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
            RETURNING 1
          )
          SELECT count(*) AS dropped FROM gone`,
      );
      return Number(rows[0]?.dropped ?? 0);
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
