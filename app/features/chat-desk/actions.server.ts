import { data, type LoaderFunctionArgs } from "react-router";
import { cleanMessage } from "../../../core/chat.ts";
import {
  chatParamsSchema,
  chatReplySchema,
  chatTransferSchema,
} from "../../../core/contract/chat.ts";
import { InputError } from "../../lib/context.server.ts";
import { staffWrite } from "../admin/staff-write.server.ts";

type Args = { request: Request; context: LoaderFunctionArgs["context"]; params: { id?: string } };

export const CHAT_INTENTS = ["claim", "transfer", "reply", "close", "lead", "concierge"] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];
export type ChatError = "body" | "agent" | "unchanged" | "crossSite" | "throttled" | "notFound";

/**
 * What a conversation's form answers: done (with the lead or concierge request it made), or
 * refused, with the service's few words on why when it was not a move the conversation can take.
 */
export type ChatActionData =
  | { done: true; intent: ChatIntent; leadId?: number; requestId?: number }
  | { done: false; intent: ChatIntent | null; error: ChatError; reason?: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * A form of a conversation's screen, posted with or without JavaScript: the checks of every
 * staff form (staffWrite), then the same service call as the API's `/api/admin/chat/:id/…`.
 */
export async function chatAction(args: Args) {
  const form = await args.request.formData();
  const value = text(form, "intent");
  const intent = (CHAT_INTENTS as readonly string[]).includes(value) ? (value as ChatIntent) : null;
  const fail = (error: ChatError, status: number, reason?: string) =>
    data<ChatActionData>({ done: false, intent, error, ...(reason ? { reason } : {}) }, status);

  const allowed = await staffWrite(args, ["sales", "concierge"], "admin-chat");
  if (allowed.refused) return fail(allowed.refused, allowed.status);
  const { services, user } = allowed;
  const { chat } = services;

  const params = chatParamsSchema.safeParse({ id: args.params.id });
  if (!params.success || !intent) return fail("notFound", 404);
  const { id } = params.data;

  let result:
    | { entry: unknown; leadId?: number; requestId?: number }
    | { missing: true }
    | { unchanged: string };
  if (intent === "claim") result = await chat.claim(id, user);
  else if (intent === "close") result = await chat.close(id, user);
  else if (intent === "lead") result = await chat.toLead(id, user);
  else if (intent === "concierge") result = await chat.toConcierge(id, user);
  else if (intent === "transfer") {
    const raw = text(form, "assigneeId");
    const parsed = chatTransferSchema.safeParse({ assigneeId: raw ? Number(raw) : undefined });
    if (!parsed.success) return fail("agent", 400);
    try {
      result = await chat.transfer(id, parsed.data.assigneeId, user);
    } catch (error) {
      if (error instanceof InputError) return fail("agent", 400);
      throw error;
    }
  } else {
    const parsed = chatReplySchema.safeParse({ body: text(form, "body") });
    // Only spaces is no message: refused here, as the socket refuses it.
    const body = parsed.success ? cleanMessage(parsed.data.body) : null;
    if (!body) return fail("body", 400);
    result = await chat.reply(id, { body }, user);
  }
  if ("missing" in result) return fail("notFound", 404);
  if ("unchanged" in result) return fail("unchanged", 409, result.unchanged);
  return data<ChatActionData>({
    done: true,
    intent,
    ...(result.leadId !== undefined ? { leadId: result.leadId } : {}),
    ...(result.requestId !== undefined ? { requestId: result.requestId } : {}),
  });
}
