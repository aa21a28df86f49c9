import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { HttpError } from "../plugins/errors.ts";
import { cachedEndpoint } from "./cached-answer.ts";
import { requestLang } from "./lang.ts";
import type { ApiContext } from "./verification.ts";

/** The lists change only when the back office edits them: browsers and caches keep them a minute. */
const SHORT_CACHE = {
  "cache-control": "public, max-age=60, stale-while-revalidate=300",
  vary: "Accept-Language",
};

/** Spec §8's 404 when the parent a list is asked for does not exist. */
async function mustExist(exists: Promise<boolean>, message: string): Promise<void> {
  if (!(await exists)) throw new HttpError(404, "Not found", message);
}

/**
 * Spec §7: the zones, a catalog's categories, and a category's dependent catalogs. Each answer is
 * kept serialised and compressed until the content changes (decision 063).
 */
export function dependantFieldsRoutes(app: FastifyInstance, { services }: ApiContext): void {
  const fields = services.dependantFields;
  const { cache } = services;

  cachedEndpoint(app, endpoints.zones, {
    cache,
    headers: SHORT_CACHE,
    key: (request) => requestLang(request, request.query.lang),
    load: async (request) => ({
      answer: await fields.zones(requestLang(request, request.query.lang)),
    }),
  });

  cachedEndpoint(app, endpoints.categories, {
    cache,
    headers: SHORT_CACHE,
    key: (request) => `${request.params.catalogID}:${requestLang(request, request.query.lang)}`,
    load: async (request) => {
      const { catalogID } = request.params;
      await mustExist(fields.catalogExists(catalogID), `There is no catalog ${catalogID}.`);
      return {
        answer: await fields.categories(catalogID, requestLang(request, request.query.lang)),
      };
    },
  });

  cachedEndpoint(app, endpoints.catalogs, {
    cache,
    headers: SHORT_CACHE,
    key: (request) => `${request.params.categoryID}:${requestLang(request, request.query.lang)}`,
    load: async (request) => {
      const { categoryID } = request.params;
      await mustExist(fields.categoryExists(categoryID), `There is no category ${categoryID}.`);
      return {
        answer: await fields.catalogs(categoryID, requestLang(request, request.query.lang)),
      };
    },
  });
}
