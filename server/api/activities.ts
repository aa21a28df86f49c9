import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { articleListSchema } from "../../core/contract/article.ts";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import { activitySearchRequestSchema } from "../../core/contract/search.ts";
import type { Services } from "../services/index.ts";
import { requestLang } from "./lang.ts";
import { sendTotal } from "./totals.ts";

/**
 * Spec §7 `POST /activities/search` (sysItemTypeID [1, 15], catalogID 1073): activities as
 * articles, their descriptions stripped of markup (spec §3).
 */
export const activitiesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    "/activities/search",
    {
      schema: {
        summary: "Search activities and tours (catalog 1073)",
        body: activitySearchRequestSchema,
        response: { 200: articleListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { catalogID: _catalog, sysItemTypeID, lang, ...fields } = request.body;
      const page = await services.activities.search(requestLang(request, lang), {
        ...fields,
        ...(sysItemTypeID ? { sysItemTypeIds: sysItemTypeID } : {}),
      });
      sendTotal(reply, page, page.items.length);
      return page.items.map((activity) => activity.article);
    },
  );
};
