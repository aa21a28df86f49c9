import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import { placeListSchema } from "../../core/contract/place.ts";
import { placeSearchRequestSchema } from "../../core/contract/search.ts";
import type { Services } from "../services/index.ts";
import { requestLang } from "./lang.ts";
import { sendTotal } from "./totals.ts";

/** Spec §7 `POST /places/search` (sysItemTypeID 6, catalogID 1072): the directory's places. */
export const placesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    "/places/search",
    {
      schema: {
        summary: "Search the directory (catalog 1072)",
        body: placeSearchRequestSchema,
        response: { 200: placeListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { catalogID: _catalog, sysItemTypeID: _type, lang, ...fields } = request.body;
      const page = await services.places.search(requestLang(request, lang), fields);
      sendTotal(reply, page, page.items.length);
      return page.items;
    },
  );
};
