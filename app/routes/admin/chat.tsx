import "./leads.css";
import "./chat.css";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { DeskInbox } from "../../features/chat-desk/DeskInbox.tsx";
import { loadChatInbox } from "../../features/chat-desk/load.server.ts";
import { needMessages } from "../../i18n/index.ts";
import type { Route } from "./+types/chat";

needMessages("admin", "chatDesk");

/**
 * The live chat's inbox (issue 17, `/admin/chat`): the open conversations, waiting ones first,
 * as the server has them (no JavaScript needed), then live over the socket; sales, concierges
 * and admins.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffScreen(args, "chat");
  return loadChatInbox(services);
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "chatDesk.title");

export default function ChatInboxScreen({ loaderData }: Route.ComponentProps) {
  return <DeskInbox inbox={loaderData.inbox} now={loaderData.now} />;
}
