import type { FastifyInstance, FastifyReply } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { HttpError } from "../plugins/errors.ts";
import type { VisitorWrite } from "../services/concierge/service.ts";
import { endpoint } from "./endpoint.ts";
import { type ApiContext, header, writeGuards } from "./verification.ts";

const notFound = () =>
  new HttpError(
    404,
    "Request not found",
    "There is no concierge request with this id and key (or it is not yours).",
  );

/**
 * A tracking page's answer is the visitor's alone (decision 112): never stored on the way, and
 * its address (which holds the key) never sent on as a referrer.
 */
function privately(reply: FastifyReply) {
  reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer");
}

function written(result: VisitorWrite) {
  if ("request" in result) return result.request;
  if ("missing" in result) throw notFound();
  throw new HttpError(
    409,
    "Request closed",
    "This request was declined or cancelled: it takes no more changes.",
  );
}

/**
 * The online concierge's visitor side (issue 16): a request, its tracking view, the visitor's
 * answers and cancellation. A request is opened by its link's key or by the member who asked
 * (the `userToken` header, spec §6).
 */
export function conciergeRoutes(app: FastifyInstance, context: ApiContext): void {
  const { services } = context;
  const member = async (token: string | undefined) =>
    (await services.sessions.userForToken(token))?.id;

  endpoint(
    app,
    endpoints.conciergeCreate,
    async (request) =>
      services.concierge.create(request.body, {
        userId: request.user?.id ?? null,
        attribution: services.visits.readAttribution(request.cookies),
        team: services.visits.readTeam(request.cookies) ?? null,
      }),
    { preHandler: writeGuards(context, endpoints.conciergeCreate, { bucket: "concierge" }) },
  );

  endpoint(app, endpoints.conciergeRequest, async (request, reply) => {
    privately(reply);
    const found = await services.concierge.view(request.params.id, {
      key: request.query.key,
      userId: await member(header(request, "usertoken")),
    });
    if (!found) throw notFound();
    return found;
  });

  endpoint(
    app,
    endpoints.conciergeAnswer,
    async (request, reply) => {
      privately(reply);
      const access = {
        key: request.body.key,
        userId: await member(header(request, "usertoken")),
      };
      return written(await services.concierge.answer(request.params.id, access, request.body.text));
    },
    { preHandler: writeGuards(context, endpoints.conciergeAnswer, { bucket: "concierge" }) },
  );

  endpoint(
    app,
    endpoints.conciergeCancel,
    async (request, reply) => {
      privately(reply);
      const access = {
        key: request.body.key,
        userId: await member(header(request, "usertoken")),
      };
      return written(await services.concierge.cancel(request.params.id, access));
    },
    { preHandler: writeGuards(context, endpoints.conciergeCancel, { bucket: "concierge" }) },
  );
}
