import "./leads.css";
import "./chat.css";
import { Link } from "react-router";
import { AdminPager } from "../../features/admin/AdminPager.tsx";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { ChatSearchForm, ConversationCard } from "../../features/chat-desk/DeskInbox.tsx";
import { loadChatSearch } from "../../features/chat-desk/load.server.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/chat-search";

needMessages("admin", "chatDesk");

/**
 * The live chat's transcripts (issue 17, `/admin/chat/search`): every conversation kept, open or
 * over, found by the words in it or the visitor's name or e-mail; filtered by the URL, paged.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffScreen(args, "chatSearch");
  return loadChatSearch(services, new URL(args.request.url));
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "chatDesk.search.title");

export default function ChatSearchScreen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  const { query, results, now } = loaderData;
  return (
    <>
      <p>
        <Link to={localize("/admin/chat")}>{t("chatDesk.back")}</Link>
      </p>
      <h1>{t("chatDesk.search.title")}</h1>
      <p>{t("chatDesk.search.intro")}</p>
      <ChatSearchForm q={query.q} status={query.status} />
      <section aria-labelledby="chat-results">
        <h2 id="chat-results">{t("chatDesk.search.results")}</h2>
        {results.conversations.length === 0 ? (
          <p className="leads-empty">{t("chatDesk.search.none")}</p>
        ) : (
          <ol className="chat-cards">
            {results.conversations.map((entry) => (
              <ConversationCard key={entry.id} entry={entry} now={now} match={entry.match} />
            ))}
          </ol>
        )}
      </section>
      <AdminPager page={results.page} pageSize={results.pageSize} total={results.total} />
    </>
  );
}
