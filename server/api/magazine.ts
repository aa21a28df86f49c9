import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { articleListSchema } from "../../core/contract/article.ts";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import { magazineSearchRequestSchema } from "../../core/contract/search.ts";
import type { Services } from "../services/index.ts";
import { requestLang } from "./lang.ts";
import { sendTotal } from "./totals.ts";

/**
 * Spec §7 `POST /magazine/search` with `{catalogID: 1071}`: the article list. Optional search
 * fields narrow and page it; the total before paging is in `X-Total-Count`.
 */
export const magazineRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    "/magazine/search",
    {
      schema: {
        summary: "Search the magazine (catalog 1071)",
        body: magazineSearchRequestSchema,
        response: { 200: articleListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { catalogID: _catalog, lang, ...fields } = request.body;
      const page = await services.magazine.search(requestLang(request, lang), fields);
      sendTotal(reply, page, page.articles.length);
      return page.articles;
    },
  );
};
