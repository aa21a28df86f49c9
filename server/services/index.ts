import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createSessionService } from "./accounts/sessions.ts";
import { createAnalyticsService } from "./analytics/service.ts";
import { createContentCache, readContentVersion } from "./cache.ts";
import { createCaptchaService } from "./captcha/service.ts";
import { createDependantFieldsService } from "./dependant-fields/service.ts";
import { createActivitiesService } from "./items/activities.ts";
import { createMagazineService } from "./items/magazine.ts";
import { createPlacesService } from "./items/places.ts";
import { createMediaService } from "./media/service.ts";
import { createProvidersService } from "./providers/service.ts";
import { createReviewsService } from "./reviews/service.ts";
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
    places: createPlacesService(db, cache),
    activities: createActivitiesService(db, cache),
    providers: createProvidersService(db, cache),
    reviews: createReviewsService(db),
    sessions: createSessionService(db),
    captcha: createCaptchaService(db, config.captcha),
    dependantFields: createDependantFieldsService(db, cache),
    analytics: createAnalyticsService(db),
    media: createMediaService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
