import { type ActionFunctionArgs, data } from "react-router";
import { contactCreateSchema, type LeadType } from "../../../core/contract/contact.ts";
import { langFromPath } from "../../../core/i18n.ts";
import { translator } from "../../i18n/index.ts";
import { clientContext, servicesContext } from "../../lib/context.server.ts";
import { failingFields } from "../../lib/contract-loader.ts";
import { type NoJsResult, noJsRefusal } from "../forms/nojs.server.ts";
import {
  type LeadField,
  type LeadValues,
  leadFieldOf,
  leadFromValues,
  leadValues,
} from "./lead-form.ts";

export type LeadActionData = NoJsResult<LeadField, LeadValues>;

/**
 * A lead form posted without JavaScript (issue 9, decision 024): refused as noJsRefusal says,
 * else validated with the API's own schema and saved like `POST /Contact`.
 */
export async function leadAction(
  { request, context }: ActionFunctionArgs,
  type: LeadType,
): Promise<ReturnType<typeof data<LeadActionData>>> {
  const services = context.get(servicesContext);
  const client = context.get(clientContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const form = await request.formData();
  const values = leadValues(form);

  const refusal = await noJsRefusal(context, form, "contact");
  if (refusal) {
    return data({ sent: false, failing: [], values, refused: refusal.refused }, refusal.status);
  }

  const t = translator(lang, services.site.name);
  const lead = leadFromValues(values, {
    type,
    retreat: type === "holistika",
    page: url.pathname,
    t,
  });
  const parsed = contactCreateSchema.safeParse(lead);
  if (!parsed.success) {
    const failing = failingFields(parsed.error.issues, leadFieldOf);
    return data({ sent: false, failing: [...failing], values }, 400);
  }
  await services.leads.create(parsed.data, {
    attribution: services.visits.readAttribution(client.cookies),
    team: services.visits.readTeam(client.cookies) ?? null,
    page: (url.pathname + url.search).slice(0, 2048),
    lang,
  });
  return data({ sent: true }, 200);
}
