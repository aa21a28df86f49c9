import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { endpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import { type ApiContext, writeGuards } from "./verification.ts";

/** The path of the page a form was sent from, when the browser says (same site only). */
function refererPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const own = new URL(`http://${host ?? ""}`).hostname;
    return url.hostname === own ? (url.pathname + url.search).slice(0, 2048) : null;
  } catch {
    return null;
  }
}

/** Spec §7 `POST /Contact` (every lead form) and `GET /contact/getUsers` (the team). */
export function contactRoutes(app: FastifyInstance, context: ApiContext): void {
  const { services } = context;
  endpoint(
    app,
    endpoints.contact,
    async (request) => {
      const saved = await services.leads.create(request.body, {
        attribution: services.visits.readAttribution(request.cookies),
        team: services.visits.readTeam(request.cookies) ?? null,
        page: refererPath(request.headers.referer, request.headers.host),
        lang: requestLang(request, undefined),
      });
      return { id: saved.id, received: true as const };
    },
    { preHandler: writeGuards(context, endpoints.contact, { bucket: "contact" }) },
  );

  endpoint(app, endpoints.teamMembers, async (request) =>
    services.team.members(requestLang(request, request.query.lang)),
  );
}
