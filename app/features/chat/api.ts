import type { ChatAvailability, ChatStart, ChatStarted } from "../../../core/contract/chat.ts";
import type { Lang } from "../../../core/i18n.ts";
import { call } from "../../lib/api.ts";

/*
 * The chat's two HTTP calls, through the contract's typed client (core/contract/endpoints.ts:
 * types only, so the chat's chunk carries no zod).
 */

/** Whether someone on the team can answer now, and the team's hours (GET /api/chat/status). */
export async function chatAvailability(
  lang: Lang,
  signal?: AbortSignal,
): Promise<ChatAvailability> {
  return (await call("GET /chat/status", { lang, signal })).data;
}

/**
 * Starts a conversation (POST /api/chat/conversations): a signed-in member's name and e-mail
 * come from their session cookie on the server. A start with nobody online becomes a lead and
 * carries a solved captcha of the `chat` form (decision 127), unless a member sends it.
 * Refusals reject with an ApiRequestError whose failure carries the answer's `title` and
 * `message`.
 */
export async function startChat(start: ChatStart, reCaptchaToken?: string): Promise<ChatStarted> {
  return (
    await call("POST /chat/conversations", {
      body: start,
      lang: start.lang,
      ...(reCaptchaToken ? { headers: { reCaptchaToken } } : {}),
    })
  ).data;
}
