import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { langSchema } from "../../core/contract/common.ts";
import {
  catalogListSchema,
  categoryListSchema,
  zoneListSchema,
} from "../../core/contract/dependant-fields.ts";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import { HttpError } from "../plugins/errors.ts";
import type { Services } from "../services/index.ts";
import { requestLang } from "./lang.ts";

const langQuery = z.strictObject({ lang: langSchema.optional() });
const numericId = z.coerce.number().int().positive().max(2_147_483_647);
const SHORT_CACHE = "public, max-age=60, stale-while-revalidate=300";

/** Spec §7: the zones, a catalog's categories, and a category's dependent catalogs. */
export const dependantFieldsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const fields = services.dependantFields;

  app.get(
    "/dependantFields/zones",
    {
      schema: {
        summary: "The 11 zones with their polygons (spec §3 Zone)",
        querystring: langQuery,
        response: { 200: zoneListSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", SHORT_CACHE).header("vary", "Accept-Language");
      return fields.zones(requestLang(request, request.query.lang));
    },
  );

  app.get(
    "/dependantFields/categories/:catalogID",
    {
      schema: {
        summary: "The categories of a catalog (1071, 1072, 1073, 1074 or 1095)",
        params: z.object({ catalogID: numericId }),
        querystring: langQuery,
        response: { 200: categoryListSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { catalogID } = request.params;
      if (!(await fields.catalogExists(catalogID))) {
        throw new HttpError(404, "Not found", `There is no catalog ${catalogID}.`);
      }
      reply.header("cache-control", SHORT_CACHE).header("vary", "Accept-Language");
      return fields.categories(catalogID, requestLang(request, request.query.lang));
    },
  );

  app.get(
    "/dependantFields/catalogs/:categoryID",
    {
      schema: {
        summary: "The catalogs that depend on a category; clients keep the first",
        params: z.object({ categoryID: numericId }),
        querystring: langQuery,
        response: { 200: catalogListSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { categoryID } = request.params;
      if (!(await fields.categoryExists(categoryID))) {
        throw new HttpError(404, "Not found", `There is no category ${categoryID}.`);
      }
      reply.header("cache-control", SHORT_CACHE).header("vary", "Accept-Language");
      return fields.catalogs(categoryID, requestLang(request, request.query.lang));
    },
  );
};
