import { CATALOG, PAGINATION_DEFAULTS, SYS_ITEM_TYPE } from "../../../core/constants.ts";
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
    // The events list pages by the pagination control's default, 10 (spec §9).
    {
      catalogId: CATALOG.events,
      sysItemTypeIds: [SYS_ITEM_TYPE.events],
      pageSize: PAGINATION_DEFAULTS.perPage,
    },
    async (rows) => rows.map(presentEvent),
  );
}

export type EventsService = ReturnType<typeof createEventsService>;
