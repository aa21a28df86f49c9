import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { searchEndpoint } from "./endpoint.ts";
import type { ApiContext } from "./verification.ts";

/**
 * The back office's API (issue 14). Each endpoint's `staff` roles are checked before its
 * handler runs (server/api/index.ts): these handlers only do their work.
 */
export function adminRoutes(app: FastifyInstance, { services }: ApiContext): void {
  searchEndpoint(app, endpoints.adminOutbox, async (request) => {
    const found = await services.mail.outboxPage(request.query.page, request.query.pageSize);
    return {
      ...found,
      items: found.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    };
  });

  searchEndpoint(app, endpoints.adminAudit, async (request) => {
    const { actorId, action, entity, from, to, page, pageSize } = request.query;
    const found = await services.audit.list({
      ...(actorId === undefined ? {} : { actorId }),
      ...(action ? { action } : {}),
      ...(entity ? { entity } : {}),
      ...(from ? { from: new Date(from) } : {}),
      // A date alone means the whole of that day (UTC).
      ...(to ? { to: new Date(to.length === 10 ? `${to}T23:59:59.999Z` : to) } : {}),
      page,
      pageSize,
    });
    return {
      ...found,
      items: found.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    };
  });
}
