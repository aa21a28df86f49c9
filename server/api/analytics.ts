import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { langSchema } from "../../core/contract/common.ts";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import type { Db } from "../db/client.ts";
import { rateLimitWrites } from "../plugins/rate-limit.ts";
import type { Services } from "../services/index.ts";

export const pageViewSchema = z.strictObject({
  path: z.string().startsWith("/").max(2048),
  referrer: z.string().max(2048).optional(),
  title: z.string().max(300).optional(),
  lang: langSchema,
});

/** First-party `page_view` events (spec §2: one after each navigation). */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  services: Services;
  db: Db;
  writesPerMinute: number;
}> = async (app, { services, db, writesPerMinute }) => {
  app.post(
    "/analytics/page-view",
    {
      preHandler: rateLimitWrites({
        db,
        bucket: "page-view",
        // A visitor navigates far more often than they send a form.
        limit: writesPerMinute * 10,
        windowMs: 60_000,
      }),
      schema: {
        summary: "Record a page view",
        body: pageViewSchema,
        response: { 201: z.object({ id: z.int() }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The Welcome Centre attribution of the visit, if any (spec §2), from its cookie.
      const attribution = services.visits.readAttribution(request.cookies) ?? undefined;
      const saved = await services.analytics.recordPageView({ ...request.body, attribution });
      return reply.code(201).send(saved);
    },
  );
};
