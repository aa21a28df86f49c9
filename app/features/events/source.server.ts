import type { LoaderFunctionArgs } from "react-router";
import { CATALOG } from "../../../core/constants.ts";
import { eventSearchOptions, eventSearchRequestSchema } from "../../../core/contract/search.ts";
import { type Lang, langFromPath } from "../../../core/i18n.ts";
import { type Services, servicesContext } from "../../lib/context.server.ts";
import { redirectRenamedCategories } from "../list/renamed.server.ts";
import type { EventSource } from "./list.ts";
import { eventsViewData } from "./loaders.ts";

/** The events view's data while rendering on the server: the same search the API runs. */
export function serverEventSource(services: Services, lang: Lang): EventSource {
  return {
    categories: () => services.dependantFields.categories(CATALOG.events, lang),
    zones: () => services.dependantFields.zones(lang),
    search: async (body) => {
      const request = eventSearchRequestSchema.parse(body);
      const found = await services.events.search(lang, eventSearchOptions(request));
      await services.searchLog.record("events", lang, request, found.total);
      return found;
    },
  };
}

/**
 * The events view's loader, shared by Events and the Privilege Card (spec §2); a renamed
 * category's old `?category=` answers 301 to its new one (decision 109).
 */
export async function eventsLoader({ request, context }: LoaderFunctionArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const categories = await services.dependantFields.categories(
    CATALOG.events,
    langFromPath(url.pathname),
  );
  await redirectRenamedCategories(services, url, "category", CATALOG.events, categories);
  return eventsViewData(request, (lang) => serverEventSource(services, lang));
}
