import { data, type LoaderFunctionArgs } from "react-router";
import {
  leadAssignSchema,
  leadNoteCreateSchema,
  leadStatusUpdateSchema,
} from "../../../core/contract/leads.ts";
import { InputError } from "../../lib/context.server.ts";
import { staffWrite } from "../admin/staff-write.server.ts";
import type { WorkActionData } from "../admin/WorkForms.tsx";

type Args = { request: Request; context: LoaderFunctionArgs["context"]; params: { id?: string } };

export const LEAD_INTENTS = ["status", "assign", "note"] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];
export type LeadError =
  | "reason"
  | "note"
  | "agent"
  | "unchanged"
  | "crossSite"
  | "throttled"
  | "notFound";
export type LeadActionData = WorkActionData<LeadIntent, LeadError>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * A form of a lead's screen, posted with or without JavaScript: from the back office's own page
 * (decision 072), within the API's write budget of the same bucket, by sales staff; then the
 * same service call and audit entry as `PUT /api/admin/leads/:id/…`.
 */
export async function leadAction(args: Args) {
  const form = await args.request.formData();
  const intentValue = text(form, "intent");
  const intent = (LEAD_INTENTS as readonly string[]).includes(intentValue)
    ? (intentValue as LeadIntent)
    : null;
  const fail = (error: LeadError, status: number) =>
    data<LeadActionData>({ done: false, intent, error }, status);

  const allowed = await staffWrite(args, ["sales"], "admin-leads");
  if (allowed.refused) return fail(allowed.refused, allowed.status);
  const { services, user } = allowed;

  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647 || !intent)
    return fail("notFound", 404);
  let result: Awaited<ReturnType<typeof services.leads.setStatus>>;
  if (intent === "status") {
    const reason = text(form, "reason").trim();
    const parsed = leadStatusUpdateSchema.safeParse({
      status: text(form, "status"),
      ...(reason ? { reason } : {}),
    });
    if (!parsed.success) return fail("reason", 400);
    result = await services.leads.setStatus(id, parsed.data, user);
  } else if (intent === "assign") {
    const raw = text(form, "assigneeId");
    const parsed = leadAssignSchema.safeParse({ assigneeId: raw ? Number(raw) : null });
    if (!parsed.success) return fail("agent", 400);
    try {
      result = await services.leads.assign(id, parsed.data.assigneeId, user);
    } catch (error) {
      if (error instanceof InputError) return fail("agent", 400);
      throw error;
    }
  } else {
    const parsed = leadNoteCreateSchema.safeParse({ text: text(form, "text") });
    if (!parsed.success) return fail("note", 400);
    result = await services.leads.addNote(id, parsed.data.text, user);
  }
  if ("missing" in result) return fail("notFound", 404);
  if ("unchanged" in result) return fail("unchanged", 409);
  return data<LeadActionData>({ done: true, intent });
}
