import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { HttpError } from "../plugins/errors.ts";
import type { AuditActor } from "../services/audit/service.ts";
import type { LeadWrite } from "../services/leads/inbox.ts";
import { endpoint } from "./endpoint.ts";
import { type ApiContext, writeGuards } from "./verification.ts";

/** The staff member behind the request: the contract's `staff` guard has signed them in. */
function actor(request: FastifyRequest): AuditActor {
  if (!request.user) throw new HttpError(401, "Sign-in required", "Please sign in.");
  return request.user;
}

const notFound = () => new HttpError(404, "Lead not found", "There is no lead with this id.");

/** The lead a write answers, or the 404 (no such lead) or 409 (it already stood so). */
function written(result: LeadWrite) {
  if ("lead" in result) return result.lead;
  if ("missing" in result) throw notFound();
  throw new HttpError(409, "Nothing to change", "The lead already stands so: nothing was changed.");
}

/**
 * The sales team's leads inbox (issue 14): `/api/admin/leads…`, open to sales agents and admins
 * by the contract's `staff` (checked before any handler). Writes count in their own bucket.
 */
export function adminLeadsRoutes(app: FastifyInstance, context: ApiContext): void {
  const { leads } = context.services;

  endpoint(app, endpoints.adminLeads, async (request) => leads.list(request.query));

  endpoint(app, endpoints.adminLeadsExport, async (request, reply) => {
    const exported = await leads.exportCsv(request.query);
    const day = new Date().toISOString().slice(0, 10);
    reply
      .type(`${endpoints.adminLeadsExport.produces}; charset=utf-8`)
      .header("content-disposition", `attachment; filename="leads-${day}.csv"`)
      .header("x-export-rows", String(exported.rows))
      .header("x-export-truncated", String(exported.truncated));
    return exported.csv;
  });

  endpoint(app, endpoints.adminLeadAgents, async () => leads.agents());

  endpoint(app, endpoints.adminLead, async (request) => {
    const lead = await leads.detail(request.params.id);
    if (!lead) throw notFound();
    return lead;
  });

  endpoint(
    app,
    endpoints.adminLeadStatus,
    async (request) =>
      written(await leads.setStatus(request.params.id, request.body, actor(request))),
    { preHandler: writeGuards(context, endpoints.adminLeadStatus, { bucket: "admin-leads" }) },
  );

  endpoint(
    app,
    endpoints.adminLeadAssign,
    async (request) =>
      written(await leads.assign(request.params.id, request.body.assigneeId, actor(request))),
    { preHandler: writeGuards(context, endpoints.adminLeadAssign, { bucket: "admin-leads" }) },
  );

  endpoint(
    app,
    endpoints.adminLeadNote,
    async (request) =>
      written(await leads.addNote(request.params.id, request.body.text, actor(request))),
    { preHandler: writeGuards(context, endpoints.adminLeadNote, { bucket: "admin-leads" }) },
  );
}
