import { type ActionFunctionArgs, data, redirect } from "react-router";
import { conciergeCreateSchema } from "../../../core/contract/concierge.ts";
import { langFromPath, localizePath } from "../../../core/i18n.ts";
import {
  clientContext,
  countWrite,
  InputError,
  requestFromOurSite,
  servicesContext,
} from "../../lib/context.server.ts";
import { pageMember } from "../accounts/actions.server.ts";
import { type NoJsResult, noJsRefusal } from "../forms/nojs.server.ts";
import {
  type ConciergeField,
  type ConciergeValues,
  conciergeFieldOf,
  conciergeInput,
  conciergeValues,
} from "./form.ts";

export type ConciergeFormResult = NoJsResult<ConciergeField, ConciergeValues>;

/**
 * The concierge form, posted with or without JavaScript (issue 16). A member's request is tied
 * to the account and pays in the API's write budget; anyone else's is refused or let through as
 * every form posted without JavaScript is (noJsRefusal: both budgets and the honeypot, decision
 * 024). Then the API's own schema, the same service call, and on to the tracking page.
 */
export async function conciergeFormAction({ request, context }: ActionFunctionArgs) {
  const services = context.get(servicesContext);
  const client = context.get(clientContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const values = conciergeValues(form);
  const refuse = (refused: string, status: number) =>
    data<ConciergeFormResult>({ sent: false, failing: [], values, refused }, status);

  const member = await pageMember(context);
  if (member) {
    if (!requestFromOurSite(request, services.site.publicUrl))
      return refuse("Cross-site request", 403);
    const used = await countWrite(
      {
        db: services.database.db,
        bucket: "concierge",
        windowMs: 60_000,
        limit: client.writesPerMinute,
      },
      client.address,
    );
    if (!used.allowed) return refuse("Too many requests", 429);
  } else {
    const refusal = await noJsRefusal(context, form, "concierge");
    if (refusal) return refuse(refusal.refused, refusal.status);
  }

  const parsed = conciergeCreateSchema.safeParse(conciergeInput(values, lang));
  if (!parsed.success) {
    const failing = new Set<ConciergeField>();
    for (const issue of parsed.error.issues) {
      const field = conciergeFieldOf(issue.path);
      if (field) failing.add(field);
    }
    return data<ConciergeFormResult>({ sent: false, failing: [...failing], values }, 400);
  }
  let saved: { id: number; key: string };
  try {
    saved = await services.concierge.create(parsed.data, {
      userId: member?.id ?? null,
      attribution: services.visits.readAttribution(client.cookies),
      team: services.visits.readTeam(client.cookies) ?? null,
    });
  } catch (error) {
    const field = error instanceof InputError ? conciergeFieldOf([error.field]) : undefined;
    if (!field) throw error;
    return data<ConciergeFormResult>({ sent: false, failing: [field], values }, 400);
  }
  // A member opens their request from their session; anyone else by the link's key.
  const query = new URLSearchParams(member ? { sent: "1" } : { key: saved.key, sent: "1" });
  return redirect(`${localizePath(`/onlineConcierge/requests/${saved.id}`, lang)}?${query}`, 303);
}
