import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { articleListSchema } from "../../core/contract/article.ts";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import { benefitSearchRequestSchema } from "../../core/contract/search.ts";
import type { Services } from "../services/index.ts";
import { requestLang } from "./lang.ts";
import { sendTotal } from "./totals.ts";

/** Spec §7 `POST /benefits/search` with catalogID 1095: benefit articles with dateSaved. */
export const benefitsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    "/benefits/search",
    {
      schema: {
        summary: "Search partner benefits (catalog 1095)",
        body: benefitSearchRequestSchema,
        response: { 200: articleListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { catalogID: _catalog, lang, ...fields } = request.body;
      const page = await services.benefits.search(requestLang(request, lang), fields);
      sendTotal(reply, page, page.items.length);
      return page.items;
    },
  );
};
