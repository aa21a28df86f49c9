import type { FastifyInstance, FastifyReply } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { HttpError } from "../plugins/errors.ts";
import { endpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import type { ApiContext } from "./verification.ts";

const SHORT_CACHE = "public, max-age=60, stale-while-revalidate=300";

/** The lists change only when the back office edits them: browsers and caches keep them a minute. */
function shortCache(reply: FastifyReply): void {
  reply.header("cache-control", SHORT_CACHE).header("vary", "Accept-Language");
}

/** Spec §8's 404 when the parent a list is asked for does not exist. */
async function mustExist(exists: Promise<boolean>, message: string): Promise<void> {
  if (!(await exists)) throw new HttpError(404, "Not found", message);
}

/** Spec §7: the zones, a catalog's categories, and a category's dependent catalogs. */
export function dependantFieldsRoutes(app: FastifyInstance, { services }: ApiContext): void {
  const fields = services.dependantFields;

  endpoint(app, endpoints.zones, async (request, reply) => {
    shortCache(reply);
    return fields.zones(requestLang(request, request.query.lang));
  });

  endpoint(app, endpoints.categories, async (request, reply) => {
    const { catalogID } = request.params;
    await mustExist(fields.catalogExists(catalogID), `There is no catalog ${catalogID}.`);
    shortCache(reply);
    return fields.categories(catalogID, requestLang(request, request.query.lang));
  });

  endpoint(app, endpoints.catalogs, async (request, reply) => {
    const { categoryID } = request.params;
    await mustExist(fields.categoryExists(categoryID), `There is no category ${categoryID}.`);
    shortCache(reply);
    return fields.catalogs(categoryID, requestLang(request, request.query.lang));
  });
}
