import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { endpoint } from "./endpoint.ts";
import { type ApiContext, writeGuards } from "./verification.ts";

/** First-party `page_view` events (spec §2: one after each navigation). */
export function analyticsRoutes(app: FastifyInstance, context: ApiContext): void {
  const { services } = context;
  endpoint(
    app,
    endpoints.pageView,
    async (request) => {
      // The Welcome Centre attribution of the visit, if any (spec §2), from its cookie.
      const attribution = services.visits.readAttribution(request.cookies) ?? undefined;
      return services.analytics.recordPageView({ ...request.body, attribution });
    },
    // A visitor navigates far more often than they send a form.
    { preHandler: writeGuards(context, endpoints.pageView, { bucket: "page-view", share: 10 }) },
  );
}
