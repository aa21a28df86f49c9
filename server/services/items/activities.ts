import type { Article } from "../../../core/contract/article.ts";
import { htmlParagraphs } from "../../../core/text.ts";
import type { Db } from "../../db/client.ts";
import type { ContentCache } from "../cache.ts";
import { createCatalogReader } from "./catalog.ts";
import { presentActivity } from "./present.ts";

/** An activity as pages use it: the spec's Article, plus its price and readable paragraphs. */
export type ActivityRecord = {
  article: Article;
  price: number | null;
  paragraphs: string[];
};

/** Activities and tours from local providers (catalog 1073, sysItemTypeID 1 and 15). */
export function createActivitiesService(db: Db, cache: ContentCache) {
  return createCatalogReader<ActivityRecord>(db, cache, "activities", async (rows) =>
    rows.map((row) => ({
      article: presentActivity(row),
      price: row.price,
      paragraphs: htmlParagraphs(row.description),
    })),
  );
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
