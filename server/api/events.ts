import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eventListSchema } from "../../core/contract/article.ts";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import { eventSearchOptions, eventSearchRequestSchema } from "../../core/contract/search.ts";
import type { Services } from "../services/index.ts";
import { requestLang } from "./lang.ts";
import { sendTotal } from "./totals.ts";

/**
 * Spec §7 `POST /events/search`: the search model with a date range (an event matches when it
 * runs on any day of it, docs/decisions/026), sysItemTypeID 10, catalogID 1074.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    "/events/search",
    {
      schema: {
        summary: "Search the events calendar (catalog 1074)",
        body: eventSearchRequestSchema,
        response: { 200: eventListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await services.events.search(
        requestLang(request, request.body.lang),
        eventSearchOptions(request.body),
      );
      sendTotal(reply, page, page.items.length);
      return page.items;
    },
  );
};
