import { data } from "react-router";
import { type LeadListQuery, leadListQuerySchema } from "../../../core/contract/leads.ts";
import { LEADS_PAGE_SIZE } from "../../../core/leads.ts";
import type { Services } from "../../lib/context.server.ts";
import { type InboxParams, inboxParams } from "./query.ts";

/**
 * The inbox's query from the screen's URL: what the API's schema accepts of it (a mistyped
 * filter in a shared link is dropped, not an error page).
 */
export function listQuery(params: InboxParams): LeadListQuery {
  const input: Record<string, unknown> = { ...params, pageSize: LEADS_PAGE_SIZE };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const parsed = leadListQuerySchema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return leadListQuerySchema.parse({ pageSize: LEADS_PAGE_SIZE });
}

/** The inbox screen's data: a page of leads, the agents to filter by, and the time now (ages). */
export async function loadInbox(services: Services, request: Request) {
  const params = inboxParams(new URL(request.url).searchParams);
  const query = listQuery(params);
  const [page, agents] = await Promise.all([services.leads.list(query), services.leads.agents()]);
  return { params, page, agents, now: new Date().toISOString() };
}

/** One lead's screen: the lead, the agents it can go to, the time now; a 404 for none. */
export async function loadLead(services: Services, rawId: string | undefined) {
  const id = Number(rawId);
  const lead =
    Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await services.leads.detail(id) : null;
  if (!lead) throw data({ notFound: true }, { status: 404 });
  return { lead, agents: await services.leads.agents(), now: new Date().toISOString() };
}
