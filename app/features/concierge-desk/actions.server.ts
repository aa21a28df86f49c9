import { data, type LoaderFunctionArgs } from "react-router";
import {
  conciergeAssignSchema,
  conciergeDeskReplySchema,
  conciergeNoteSchema,
  conciergeStatusUpdateSchema,
} from "../../../core/contract/concierge.ts";
import { InputError } from "../../lib/context.server.ts";
import { staffWrite } from "../admin/staff-write.server.ts";
import type { WorkActionData } from "../admin/WorkForms.tsx";

type Args = { request: Request; context: LoaderFunctionArgs["context"]; params: { id?: string } };

export const DESK_INTENTS = ["status", "assign", "reply", "note"] as const;
export type DeskIntent = (typeof DESK_INTENTS)[number];
export type DeskError = "text" | "agent" | "unchanged" | "crossSite" | "throttled" | "notFound";
export type DeskActionData = WorkActionData<DeskIntent, DeskError>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * A form of a request's desk screen, posted with or without JavaScript: the checks of every
 * staff form (staffWrite), then the same service call and audit entry as the API's
 * `/api/admin/concierge/:id/…`.
 */
export async function deskAction(args: Args) {
  const form = await args.request.formData();
  const value = text(form, "intent");
  const intent = (DESK_INTENTS as readonly string[]).includes(value) ? (value as DeskIntent) : null;
  const fail = (error: DeskError, status: number) =>
    data<DeskActionData>({ done: false, intent, error }, status);

  const allowed = await staffWrite(args, ["concierge"], "admin-concierge");
  if (allowed.refused) return fail(allowed.refused, allowed.status);
  const { services, user } = allowed;
  const { concierge } = services;

  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647 || !intent) {
    return fail("notFound", 404);
  }
  let result: Awaited<ReturnType<typeof concierge.setStatus>>;
  if (intent === "status") {
    const words = text(form, "text").trim();
    const parsed = conciergeStatusUpdateSchema.safeParse({
      status: text(form, "status"),
      ...(words ? { text: words } : {}),
    });
    if (!parsed.success) return fail("text", 400);
    result = await concierge.setStatus(id, parsed.data, user);
  } else if (intent === "assign") {
    const raw = text(form, "assigneeId");
    const parsed = conciergeAssignSchema.safeParse({ assigneeId: raw ? Number(raw) : null });
    if (!parsed.success) return fail("agent", 400);
    try {
      result = await concierge.assign(id, parsed.data.assigneeId, user);
    } catch (error) {
      if (error instanceof InputError) return fail("agent", 400);
      throw error;
    }
  } else {
    const schema = intent === "reply" ? conciergeDeskReplySchema : conciergeNoteSchema;
    const parsed = schema.safeParse({ text: text(form, "text") });
    if (!parsed.success) return fail("text", 400);
    result = await concierge.write(id, intent, parsed.data.text, user);
  }
  if ("missing" in result) return fail("notFound", 404);
  if ("unchanged" in result) return fail("unchanged", 409);
  return data<DeskActionData>({ done: true, intent });
}
