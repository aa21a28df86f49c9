import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { eventSearchOptions } from "../../core/contract/search.ts";
import { searchEndpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import type { ApiContext } from "./verification.ts";

/**
 * Spec §7's catalog searches, each `{catalogID}` plus optional search fields that narrow, sort
 * and page it; the answer is a plain list, the total before paging is in `X-Total-Count`.
 */
export function searchRoutes(app: FastifyInstance, { services }: ApiContext): void {
  // Catalog 1071: the magazine's articles.
  searchEndpoint(app, endpoints.magazineSearch, async (request) => {
    const { catalogID: _catalog, lang, ...fields } = request.body;
    const page = await services.magazine.search(requestLang(request, lang), fields);
    return { ...page, items: page.articles };
  });

  // sysItemTypeID 6, catalog 1072: the directory's places.
  searchEndpoint(app, endpoints.placesSearch, async (request) => {
    const { catalogID: _catalog, sysItemTypeID: _type, lang, ...fields } = request.body;
    return services.places.search(requestLang(request, lang), fields);
  });

  // sysItemTypeID [1, 15], catalog 1073: activities as articles, descriptions stripped (spec §3).
  searchEndpoint(app, endpoints.activitiesSearch, async (request) => {
    const { catalogID: _catalog, sysItemTypeID, lang, ...fields } = request.body;
    const page = await services.activities.search(requestLang(request, lang), {
      ...fields,
      ...(sysItemTypeID ? { sysItemTypeIds: sysItemTypeID } : {}),
    });
    return { ...page, items: page.items.map((activity) => activity.article) };
  });

  // sysItemTypeID 10, catalog 1074, with a date range: an event matches when it runs on any day
  // of it (docs/decisions/026).
  searchEndpoint(app, endpoints.eventsSearch, async (request) =>
    services.events.search(
      requestLang(request, request.body.lang),
      eventSearchOptions(request.body),
    ),
  );

  // Catalog 1095: benefit articles with dateSaved.
  searchEndpoint(app, endpoints.benefitsSearch, async (request) => {
    const { catalogID: _catalog, lang, ...fields } = request.body;
    return services.benefits.search(requestLang(request, lang), fields);
  });
}
