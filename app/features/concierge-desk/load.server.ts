import { data } from "react-router";
import { fillTemplate, isTemplateId } from "../../../core/concierge.ts";
import { type ConciergeFilter, conciergeFilterSchema } from "../../../core/contract/concierge.ts";
import type { Services } from "../../lib/context.server.ts";
import { DESK_FILTER_KEYS } from "./query.ts";

/**
 * The queue's filters from the screen's URL: what the API's schema accepts of them (a mistyped
 * filter in a shared link is dropped, not an error page), as the leads inbox does.
 */
export function deskFilter(search: URLSearchParams): ConciergeFilter {
  const input: Record<string, unknown> = {};
  for (const key of [...DESK_FILTER_KEYS, "page"]) {
    const value = search.get(key)?.trim();
    if (value) input[key] = value.slice(0, 100);
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const parsed = conciergeFilterSchema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return conciergeFilterSchema.parse({});
}

/** The queue screen's data: a page of requests, the concierges to filter by, the time now. */
export async function loadQueue(services: Services, request: Request) {
  const filter = deskFilter(new URL(request.url).searchParams);
  const [page, agents] = await Promise.all([
    services.concierge.queue(filter),
    services.concierge.deskAgents(),
  ]);
  return { filter, page, agents, now: new Date().toISOString() };
}

/**
 * One request's screen: the request, the concierges, the time now, and the reply box filled
 * from a saved reply when `?template=` names one (in the visitor's language); a 404 for none.
 */
export async function loadDeskRequest(services: Services, rawId: string | undefined, url: URL) {
  const id = Number(rawId);
  const request =
    Number.isInteger(id) && id > 0 && id <= 2_147_483_647
      ? await services.concierge.deskRequest(id)
      : null;
  if (!request) throw data({ notFound: true }, { status: 404 });
  const template = url.searchParams.get("template") ?? "";
  return {
    request,
    agents: await services.concierge.deskAgents(),
    templates: services.concierge.deskTemplates().map((t) => t.id),
    template: isTemplateId(template) ? template : null,
    draft: isTemplateId(template) ? fillTemplate(template, request.lang, request.name) : "",
    now: new Date().toISOString(),
  };
}
