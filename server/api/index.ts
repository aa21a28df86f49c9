import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendNotFound } from "../plugins/errors.ts";
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
      api.all("/*", { schema: { hide: true } }, (request, reply) =>
        sendNotFound(request, reply, `API endpoint ${request.method}`),
      );
    },
    { prefix: "/api" },
  );
}
