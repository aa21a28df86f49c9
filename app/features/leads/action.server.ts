import { type ActionFunctionArgs, data } from "react-router";
import { contactCreateSchema, type LeadType } from "../../../core/contract/contact.ts";
import { langFromPath } from "../../../core/i18n.ts";
import { HONEYPOT } from "../../components/Honeypot.tsx";
import { translator } from "../../i18n/index.ts";
import { clientContext, countWrite, servicesContext } from "../../lib/context.server.ts";
import {
  type LeadField,
  type LeadValues,
  leadFieldOf,
  leadFromValues,
  leadValues,
} from "./lead-form.ts";

/** What a form posted without JavaScript gets back: the thank-you, or the fields to correct. */
export type LeadActionData =
  | { sent: true }
  | { sent: false; failing: LeadField[]; values: LeadValues; refused?: string };

const WINDOW_MS = 60_000;

/**
 * A lead form posted without JavaScript (issue 9, decision 024): validated with the API's own
 * schema, saved like `POST /Contact`. There is no proof of work here, so the post pays in the
 * API's budget and in a tighter one of its own, and a filled honeypot is refused.
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

  const db = services.database.db;
  const shared = await countWrite(
    { db, bucket: "contact", windowMs: WINDOW_MS, limit: client.writesPerMinute },
    client.address,
  );
  const own = await countWrite(
    {
      db,
      bucket: "contact-nojs",
      windowMs: WINDOW_MS,
      limit: Math.max(1, Math.floor(client.writesPerMinute / 10)),
    },
    client.address,
  );
  if (!shared.allowed || !own.allowed) {
    return data({ sent: false, failing: [], values, refused: "Too many requests" }, 429);
  }
  if (String(form.get(HONEYPOT) ?? "") !== "") {
    return data({ sent: false, failing: [], values, refused: "Verification failed" }, 400);
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
    const failing = new Set<LeadField>();
    for (const issue of parsed.error.issues) {
      const field = leadFieldOf(issue.path);
      if (field) failing.add(field);
    }
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
