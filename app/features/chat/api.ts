import {
  type ChatAvailability,
  type ChatStart,
  type ChatStarted,
  chatAvailabilitySchema,
  chatStartedSchema,
} from "../../../core/contract/chat.ts";
import type { Lang } from "../../../core/i18n.ts";
import { fetchApi } from "../../lib/api.ts";

/** Whether someone on the team can answer now, and the team's hours (GET /api/chat/status). */
export async function chatAvailability(
  lang: Lang,
  signal?: AbortSignal,
): Promise<ChatAvailability> {
  const { data } = await fetchApi("/chat/status", { lang, signal });
  return chatAvailabilitySchema.parse(data);
}

/**
 * Starts a conversation (POST /api/chat/conversations): a signed-in member's name and e-mail
 * come from their session cookie on the server. Refusals reject with an ApiRequestError whose
 * failure carries the answer's `title`.
 */
export async function startChat(start: ChatStart): Promise<ChatStarted> {
  const { data } = await fetchApi("/chat/conversations", {
    method: "POST",
    body: start,
    lang: start.lang,
  });
  return chatStartedSchema.parse(data);
}
