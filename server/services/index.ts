import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createAnalyticsService } from "./analytics/service.ts";
import { createContentCache, readContentVersion } from "./cache.ts";
import { createDependantFieldsService } from "./dependant-fields/service.ts";
import { createMagazineService } from "./items/magazine.ts";
import { createMediaService } from "./media/service.ts";
import { siteInfo } from "./site.ts";

/**
 * One instance of each domain service per process, shared by the JSON API and the page loaders
 * (DESIGN.md "One process, two faces"): loaders call these directly, with no HTTP hop.
 */
export function createServices(database: Database, config: Config) {
  const { db } = database;
  const cache = createContentCache(() => readContentVersion(db));
  return {
    database,
    cache,
    site: siteInfo(config),
    magazine: createMagazineService(db, cache),
    dependantFields: createDependantFieldsService(db, cache),
    analytics: createAnalyticsService(db),
    media: createMediaService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
