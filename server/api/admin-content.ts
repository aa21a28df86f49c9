import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { HttpError } from "../plugins/errors.ts";
import type { ContentWrite } from "../services/editing/service.ts";
import { member } from "./accounts.ts";
import { endpoint, searchEndpoint } from "./endpoint.ts";
import { type ApiContext, writeGuards } from "./verification.ts";

const missing = () =>
  new HttpError(404, "Not found", "There is no place or activity with this id.");

/** The item a write answers, or the refusal in the API's words. */
function written(outcome: ContentWrite) {
  if (outcome.kind === "missing") throw missing();
  if (outcome.kind === "conflict") throw new HttpError(409, "Conflict", outcome.message);
  return outcome.item;
}

/**
 * Editing places and activities (issue 15, decisions 100–102) under `/api/admin/content`, for
 * editors (and admins): the staff guard runs first (server/api/index.ts); writes share one rate
 * limit and the service audits each one.
 */
export function adminContentRoutes(app: FastifyInstance, context: ApiContext): void {
  const { editing } = context.services;
  const guards = (definition: Parameters<typeof writeGuards>[1]) => ({
    preHandler: writeGuards(context, definition, { bucket: "admin-content" }),
  });

  searchEndpoint(app, endpoints.adminContent, (request) => editing.list(request.query));

  endpoint(app, endpoints.adminContentItem, async (request) => {
    const item = await editing.one(request.params.id);
    if (!item) throw missing();
    return item;
  });

  endpoint(
    app,
    endpoints.adminContentCreate,
    (request) => editing.create(request.body, member(request)),
    guards(endpoints.adminContentCreate),
  );

  endpoint(
    app,
    endpoints.adminContentEdit,
    async (request) =>
      written(await editing.edit(request.params.id, request.body, member(request))),
    guards(endpoints.adminContentEdit),
  );

  endpoint(
    app,
    endpoints.adminContentMove,
    async (request) =>
      written(await editing.move(request.params.id, request.body, member(request))),
    guards(endpoints.adminContentMove),
  );

  endpoint(app, endpoints.adminContentRevisions, async (request) => {
    const revisions = await editing.revisions(request.params.id);
    if (!revisions) throw missing();
    return revisions;
  });

  endpoint(
    app,
    endpoints.adminContentRestore,
    async (request) =>
      written(await editing.restore(request.params.id, request.params.revision, member(request))),
    guards(endpoints.adminContentRestore),
  );
}
