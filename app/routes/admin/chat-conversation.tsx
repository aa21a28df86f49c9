import "./leads.css";
import "./chat.css";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { WorkNotFound } from "../../features/admin/WorkForms.tsx";
import { chatAction } from "../../features/chat-desk/actions.server.ts";
import { DeskConversation } from "../../features/chat-desk/DeskConversation.tsx";
import { loadChatConversation } from "../../features/chat-desk/load.server.ts";
import { needMessages } from "../../i18n/index.ts";
import type { Route } from "./+types/chat-conversation";

needMessages("admin", "chatDesk");

/**
 * One live-chat conversation (issue 17, `/admin/chat/:id`): the transcript and the visitor, and
 * claim, transfer, reply, close, make a lead or a concierge request; each a form that posts
 * without JavaScript, live over the socket with it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await staffScreen(args, "chatConversation");
  const screen = await loadChatConversation(services, args.params.id, new URL(args.request.url));
  return { ...screen, me: { id: user.id, name: user.firstName } };
}

export const action = (args: Route.ActionArgs) => chatAction(args);

export const meta = (args: Route.MetaArgs) => adminMeta(args, "chatDesk.title");

export default function ChatConversationScreen({ loaderData }: Route.ComponentProps) {
  return <DeskConversation {...loaderData} />;
}

/** No such conversation: said in the back office's look; anything else goes to the layout's. */
export function ErrorBoundary() {
  return (
    <WorkNotFound
      title="chatDesk.notFound.title"
      body="chatDesk.notFound.body"
      back="chatDesk.back"
      to="/admin/chat"
    />
  );
}
