import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { HttpError } from "../plugins/errors.ts";
import type { AuditActor } from "../services/audit/service.ts";
import type { DeskWrite } from "../services/concierge/desk.ts";
import { endpoint } from "./endpoint.ts";
import { type ApiContext, writeGuards } from "./verification.ts";

function actor(request: FastifyRequest): AuditActor {
  if (!request.user) throw new HttpError(401, "Sign-in required", "Please sign in.");
  return request.user;
}

const notFound = () =>
  new HttpError(404, "Request not found", "There is no concierge request with this id.");

/** The request a write answers, or the 404 (none) or 409 (not a move core/concierge.ts allows). */
function written(result: DeskWrite) {
  if ("request" in result) return result.request;
  if ("missing" in result) throw notFound();
  throw new HttpError(
    409,
    "Nothing to change",
    `The request is ${result.unchanged}: that change is not one it can take.`,
  );
}

/**
 * The concierge desk (issue 16, decision 112): `/api/admin/concierge…`, open to concierges and
 * admins by the contract's `staff`. Writes count in their own bucket.
 */
export function adminConciergeRoutes(app: FastifyInstance, context: ApiContext): void {
  const { concierge } = context.services;
  const guards = (route: Parameters<typeof writeGuards>[1]) => ({
    preHandler: writeGuards(context, route, { bucket: "admin-concierge" }),
  });

  endpoint(app, endpoints.adminConcierge, async (request) => concierge.queue(request.query));
  endpoint(app, endpoints.adminConciergeAgents, async () => concierge.deskAgents());
  endpoint(app, endpoints.adminConciergeTemplates, async () => concierge.deskTemplates());
  endpoint(app, endpoints.adminConciergeRequest, async (request) => {
    const found = await concierge.deskRequest(request.params.id);
    if (!found) throw notFound();
    return found;
  });
  endpoint(
    app,
    endpoints.adminConciergeStatus,
    async (request) =>
      written(await concierge.setStatus(request.params.id, request.body, actor(request))),
    guards(endpoints.adminConciergeStatus),
  );
  endpoint(
    app,
    endpoints.adminConciergeAssign,
    async (request) =>
      written(await concierge.assign(request.params.id, request.body.assigneeId, actor(request))),
    guards(endpoints.adminConciergeAssign),
  );
  endpoint(
    app,
    endpoints.adminConciergeReply,
    async (request) =>
      written(await concierge.write(request.params.id, "reply", request.body.text, actor(request))),
    guards(endpoints.adminConciergeReply),
  );
  endpoint(
    app,
    endpoints.adminConciergeNote,
    async (request) =>
      written(await concierge.write(request.params.id, "note", request.body.text, actor(request))),
    guards(endpoints.adminConciergeNote),
  );
}
