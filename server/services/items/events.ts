import { PAGINATION_DEFAULTS } from "../../../core/constants.ts";
import type { Db } from "../../db/client.ts";
import type { ContentCache } from "../cache.ts";
import { createCatalogReader } from "./catalog.ts";
import { presentEvent } from "./present.ts";

/** The events calendar (catalog 1074, sysItemTypeID 10). */
export function createEventsService(db: Db, cache: ContentCache) {
  return createCatalogReader(
    db,
    cache,
    "events",
    async (rows) => rows.map(presentEvent),
    // The events list pages by the pagination control's default, 10 (spec §9).
    PAGINATION_DEFAULTS.perPage,
  );
}

export type EventsService = ReturnType<typeof createEventsService>;
