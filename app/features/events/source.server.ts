import { CATALOG } from "../../../core/constants.ts";
import { eventSearchOptions, eventSearchRequestSchema } from "../../../core/contract/search.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Services } from "../../lib/context.server.ts";
import type { EventSource } from "./list.ts";

/** The events view's data while rendering on the server: the same search the API runs. */
export function serverEventSource(services: Services, lang: Lang): EventSource {
  return {
    categories: () => services.dependantFields.categories(CATALOG.events, lang),
    zones: () => services.dependantFields.zones(lang),
    search: (body) =>
      services.events.search(lang, eventSearchOptions(eventSearchRequestSchema.parse(body))),
  };
}
