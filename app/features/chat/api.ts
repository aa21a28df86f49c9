import type { ChatAvailability, ChatStart, ChatStarted } from "../../../core/contract/chat.ts";
import type { Lang } from "../../../core/i18n.ts";
import { fetchApi } from "../../lib/api.ts";

/*
 * The chat's two HTTP calls. Their answers are typed from core/contract/chat.ts and not parsed
 * with zod here: the server serialises them with those schemas, and the chat's chunk stays
 * small without zod (decision 023 keeps zod off pages that don't need it).
 */

/** Whether someone on the team can answer now, and the team's hours (GET /api/chat/status). */
export async function chatAvailability(
  lang: Lang,
  signal?: AbortSignal,
): Promise<ChatAvailability> {
  const { data } = await fetchApi<ChatAvailability>("/chat/status", { lang, signal });
  return data;
}

/**
 * Starts a conversation (POST /api/chat/conversations): a signed-in member's name and e-mail
 * come from their session cookie on the server. Refusals reject with an ApiRequestError whose
 * failure carries the answer's `title` and `message`.
 */
export async function startChat(start: ChatStart): Promise<ChatStarted> {
  const { data } = await fetchApi<ChatStarted>("/chat/conversations", {
    method: "POST",
    body: start,
    lang: start.lang,
  });
  return data;
}
