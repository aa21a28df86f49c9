import { data } from "react-router";
import {
  type ChatSearchQuery,
  chatParamsSchema,
  chatSearchQuerySchema,
  chatTranscriptQuerySchema,
} from "../../../core/contract/chat.ts";
import type { Services } from "../../lib/context.server.ts";
import { savedReplyText } from "./desk-state.ts";

/** The inbox screen's data: the live conversations, the site's name, the time now. */
export async function loadChatInbox(services: Services) {
  return {
    inbox: await services.chat.inbox(),
    now: new Date().toISOString(),
  };
}

/**
 * One conversation's screen: the conversation (its latest messages, or those before `?before=`),
 * the agents it can be given to, the saved replies, and the reply box filled from one when
 * `?reply=` names it (in the conversation's language, without JavaScript); a 404 for none.
 */
export async function loadChatConversation(
  services: Services,
  rawId: string | undefined,
  url: URL,
) {
  const params = chatParamsSchema.safeParse({ id: rawId });
  const query = chatTranscriptQuerySchema.safeParse({
    ...(url.searchParams.get("before") ? { before: url.searchParams.get("before") } : {}),
  });
  const before = query.success ? query.data.before : undefined;
  const conversation = params.success
    ? await services.chat.conversation(params.data.id, before)
    : null;
  if (!conversation) throw data({ notFound: true }, { status: 404 });
  const site = services.site.name;
  const replies = services.chat.savedReplies().map((reply) => ({
    key: reply.key,
    text: savedReplyText(reply, conversation.lang, site),
  }));
  const chosen = replies.find((reply) => reply.key === url.searchParams.get("reply"));
  return {
    conversation,
    before: before ?? null,
    agents: await services.chat.agents(),
    replies,
    reply: chosen?.key ?? null,
    draft: chosen?.text ?? "",
    now: new Date().toISOString(),
  };
}

/**
 * The transcript search from the screen's URL: what the contract accepts of it (a mistyped
 * filter in a shared link is dropped, not an error page), as the concierge desk does.
 */
export function chatSearchQuery(search: URLSearchParams): ChatSearchQuery {
  const input: Record<string, unknown> = {};
  for (const key of ["q", "status", "page"]) {
    const value = search.get(key)?.trim();
    if (value) input[key] = value.slice(0, 200);
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const parsed = chatSearchQuerySchema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return chatSearchQuerySchema.parse({});
}

export async function loadChatSearch(services: Services, url: URL) {
  const query = chatSearchQuery(url.searchParams);
  return {
    query,
    results: await services.chat.search(query),
    now: new Date().toISOString(),
  };
}
