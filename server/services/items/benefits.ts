import type { Db } from "../../db/client.ts";
import type { ContentCache } from "../cache.ts";
import { createCatalogReader } from "./catalog.ts";
import { presentArticle } from "./present.ts";

/** Partner benefits for Privilege Card holders (catalog 1095): the article shape (spec §3). */
export function createBenefitsService(db: Db, cache: ContentCache) {
  return createCatalogReader(db, cache, "benefits", async (rows) => rows.map(presentArticle));
}

export type BenefitsService = ReturnType<typeof createBenefitsService>;
