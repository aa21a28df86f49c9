import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { articleDates, eventSearchOptions } from "../../core/contract/search.ts";
import { cachedEndpoint } from "./cached-answer.ts";
import { type EndpointRequest, searchEndpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import { totalHeaders } from "./totals.ts";
import { type ApiContext, memberToken } from "./verification.ts";

/**
 * Spec §7's catalog searches, each `{catalogID}` plus optional search fields that narrow, sort
 * and page it; the answer is a plain list, the total before paging is in `X-Total-Count`.
 */
export function searchRoutes(app: FastifyInstance, { services }: ApiContext): void {
  // Catalog 1071: the magazine's articles. Its pages are read far more often than the magazine
  // changes: each answer is kept as sent until the content changes (decision 063).
  const magazineFields = (request: EndpointRequest<typeof endpoints.magazineSearch>) => {
    const { catalogID: _catalog, lang, startDate, endDate, ...fields } = request.body;
    return {
      lang: requestLang(request, lang),
      fields: { ...fields, ...articleDates({ startDate, endDate }) },
    };
  };
  cachedEndpoint(app, endpoints.magazineSearch, {
    cache: services.cache,
    key: (request) => {
      const { lang, fields } = magazineFields(request);
      return `${lang}:${JSON.stringify(fields)}`;
    },
    load: async (request) => {
      const { lang, fields } = magazineFields(request);
      const { articles, ...page } = await services.magazine.search(lang, fields);
      return { answer: articles, headers: totalHeaders(page, articles.length) };
    },
  });

  // sysItemTypeID 6, catalog 1072: the directory's places.
  searchEndpoint(app, endpoints.placesSearch, async (request) => {
    const { catalogID: _catalog, sysItemTypeID: _type, lang, ...fields } = request.body;
    return services.places.search(requestLang(request, lang), fields);
  });

  // sysItemTypeID [1, 15], catalog 1073: activities as articles, descriptions stripped (spec §3).
  searchEndpoint(app, endpoints.activitiesSearch, async (request) => {
    const {
      catalogID: _catalog,
      sysItemTypeID,
      lang,
      startDate,
      endDate,
      ...fields
    } = request.body;
    const page = await services.activities.search(requestLang(request, lang), {
      ...fields,
      ...articleDates({ startDate, endDate }),
      ...(sysItemTypeID ? { sysItemTypeIds: sysItemTypeID } : {}),
    });
    return { ...page, items: page.items.map((activity) => activity.article) };
  });

  // sysItemTypeID 10, catalog 1074, with a date range: an event matches when it runs on any day
  // of it (docs/decisions/026).
  // The events page searches through here once in the browser: its words are counted as the
  // visitors' searches (core/search-log.ts).
  searchEndpoint(app, endpoints.eventsSearch, async (request) => {
    const lang = requestLang(request, request.body.lang);
    const found = await services.events.search(lang, eventSearchOptions(request.body));
    await services.searchLog.record("events", lang, request.body, found.total);
    return found;
  });

  // Catalog 1095: benefit articles with dateSaved; a signed-in member (the `userToken` header)
  // gets their own code for each members-only one (decision 075).
  searchEndpoint(app, endpoints.benefitsSearch, async (request) => {
    const { catalogID: _catalog, lang, startDate, endDate, ...fields } = request.body;
    const [page, member] = await Promise.all([
      services.benefits.search(requestLang(request, lang), {
        ...fields,
        ...articleDates({ startDate, endDate }),
      }),
      services.sessions.userForToken(memberToken(services, request)),
    ]);
    if (!member) return page;
    const items = page.items.map((benefit) =>
      benefit.membersOnly
        ? { ...benefit, redemptionCode: services.redemptions.code(member.id, benefit.id) }
        : benefit,
    );
    return { ...page, items };
  });
}
