import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import { analyticsEvents } from "../../db/schema/index.ts";

export type PageView = {
  path: string;
  referrer?: string | undefined;
  title?: string | undefined;
  lang: Lang;
  attribution?: Record<string, unknown> | undefined;
};

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
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
