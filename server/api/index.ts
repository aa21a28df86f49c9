import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Endpoint, type Endpoints, endpoints } from "../../core/contract/endpoints.ts";
import { errorBody, sendNotFound } from "../plugins/errors.ts";
import type { Services } from "../services/index.ts";
import { accountRoutes } from "./accounts.ts";
import { adminRoutes } from "./admin.ts";
import { adminConciergeRoutes } from "./admin-concierge.ts";
import { adminContentRoutes } from "./admin-content.ts";
import { adminLeadsRoutes } from "./admin-leads.ts";
import { adminRecordsRoutes } from "./admin-records.ts";
import { analyticsRoutes } from "./analytics.ts";
import { captchaRoutes } from "./captcha.ts";
import { cardRoutes } from "./cards.ts";
import { chatRoutes } from "./chat.ts";
import { conciergeRoutes } from "./concierge.ts";
import { contactRoutes } from "./contact.ts";
import { dependantFieldsRoutes } from "./dependant-fields.ts";
import { mediaRoutes } from "./media.ts";
import { moderationRoutes } from "./moderation.ts";
import { documentRoute, registerApiDocs, securitySchemes } from "./openapi.ts";
import { type CheckedReads, serveReads } from "./reads.ts";
import { redemptionRoutes } from "./redemptions.ts";
import { reviewsRoutes } from "./reviews.ts";
import { searchRoutes } from "./searches.ts";
import { surveyRoutes } from "./survey.ts";
import { tripRoutes } from "./trip.ts";
import { type ApiContext, requireStaff } from "./verification.ts";

export type ApiOptions = {
  services: Services;
  writesPerMinute: number;
  siteName: string;
  /** The table whose plain reads are served from their services: the contract's, unless a test adds one. */
  endpoints?: Readonly<Record<string, Endpoint>>;
};

/** The contract's plain reads, each checked against the service method it names (reads.ts). */
const contract: CheckedReads<Endpoints, Services> = endpoints;

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
      // Every endpoint that declares `staff` (core/contract/endpoints.ts) is closed to everyone
      // else before its body is read: 401 without a session, 403 for another role.
      // Both hooks are synchronous for the reads that need nothing of them (decision 090).
      api.addHook("onRequest", (request, _reply, done) => {
        const roles = request.routeOptions.config.staff;
        if (!roles) {
          done();
          return;
        }
        requireStaff(services, roles)(request).then(() => done(), done);
      });
      api.addHook("onSend", (_request, reply, payload, done) => {
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
        done(null, payload);
      });
      // Every endpoint of the contract (core/contract/endpoints.ts) with logic of its own, each
      // beside its siblings.
      const context: ApiContext = { services, writesPerMinute: options.writesPerMinute };
      for (const routes of [
        dependantFieldsRoutes,
        searchRoutes,
        reviewsRoutes,
        captchaRoutes,
        contactRoutes,
        conciergeRoutes,
        analyticsRoutes,
        accountRoutes,
        surveyRoutes,
        chatRoutes,
        tripRoutes,
        redemptionRoutes,
        cardRoutes,
        adminRoutes,
        adminLeadsRoutes,
        adminConciergeRoutes,
        adminContentRoutes,
        adminRecordsRoutes,
        moderationRoutes,
        mediaRoutes,
      ]) {
        routes(api, context);
      }
      // The plain reads, which need no handler: the entry names its service method.
      serveReads(api, options.endpoints ?? contract, services);
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
