import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBody, sendNotFound } from "../plugins/errors.ts";
import type { Services } from "../services/index.ts";
import { activitiesRoutes } from "./activities.ts";
import { analyticsRoutes } from "./analytics.ts";
import { benefitsRoutes } from "./benefits.ts";
import { captchaRoutes } from "./captcha.ts";
import { contactRoutes } from "./contact.ts";
import { dependantFieldsRoutes } from "./dependant-fields.ts";
import { eventsRoutes } from "./events.ts";
import { magazineRoutes } from "./magazine.ts";
import { documentRoute, registerApiDocs, securitySchemes } from "./openapi.ts";
import { placesRoutes } from "./places.ts";
import { reviewsRoutes } from "./reviews.ts";

export type ApiOptions = { services: Services; writesPerMinute: number; siteName: string };

/**
 * The JSON API of spec §7 under `/api`, its OpenAPI document at `/api/openapi.json` and a page
 * listing its operations at `/api/docs`.
 */
export async function registerApi(app: FastifyInstance, options: ApiOptions) {
  const { services } = options;
  await app.register(
    async (api) => {
      await api.register(swagger, {
        openapi: {
          info: { title: `${options.siteName} API`, version: "1" },
          servers: [{ url: "/api" }],
          components: { securitySchemes },
        },
        transform: documentRoute,
      });
      api.decorateRequest("user", undefined);
      api.addHook("onSend", async (_request, reply) => {
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
      });
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await typed.register(dependantFieldsRoutes, { services });
      await typed.register(magazineRoutes, { services });
      await typed.register(placesRoutes, { services });
      await typed.register(activitiesRoutes, { services });
      await typed.register(eventsRoutes, { services });
      await typed.register(benefitsRoutes, { services });
      await typed.register(reviewsRoutes, { services, writesPerMinute: options.writesPerMinute });
      await typed.register(captchaRoutes, { services });
      await typed.register(contactRoutes, { services, writesPerMinute: options.writesPerMinute });
      await typed.register(analyticsRoutes, {
        services,
        db: services.database.db,
        writesPerMinute: options.writesPerMinute,
      });
      registerApiDocs(api);
      // Unknown paths and methods stay JSON (spec §8), never a page (issue 10).
      const unknown = (request: FastifyRequest, reply: FastifyReply) => {
        const allowed = allowedMethods(api, request.url);
        if (allowed.length === 0) {
          return sendNotFound(request, reply, `API endpoint ${request.method}`);
        }
        return reply
          .code(405)
          .header("allow", allowed.join(", "))
          .send(
            errorBody(
              request,
              "Method not allowed",
              `${request.url.split("?")[0]} answers ${allowed.join(", ")}, not ${request.method}.`,
            ),
          );
      };
      api.all("/", { schema: { hide: true } }, unknown);
      api.all("/*", { schema: { hide: true } }, unknown);
    },
    { prefix: "/api" },
  );
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** The methods a real route (not the catch-all) answers at this URL. */
function allowedMethods(api: FastifyInstance, url: string): string[] {
  const path = url.split("?")[0] ?? url;
  // `/api` itself is only the catch-all.
  if (/^\/api\/?$/.test(path)) return [];
  return METHODS.filter((method) => {
    const route = api.findRoute({ method, url: path });
    return route !== null && !("*" in (route.params ?? {}));
  });
}
