import "./leads.css";
import "./concierge.css";
import { AdminPager } from "../../features/admin/AdminPager.tsx";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { DeskFilters, DeskTable } from "../../features/concierge-desk/DeskQueue.tsx";
import { loadQueue } from "../../features/concierge-desk/load.server.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/concierge";

needMessages("admin", "conciergeDesk", "concierge", "leads");

/**
 * The concierge desk's queue (issue 16, `/admin/concierge`): open requests by default, received
 * first, then by when the answer is due; filtered by the URL, paged; concierges and admins.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffScreen(args, "concierge");
  return loadQueue(services, args.request);
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "desk.title");

export default function ConciergeQueue({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filter, page, agents, now } = loaderData;
  return (
    <>
      <h1>{t("desk.title")}</h1>
      <p>{t("desk.intro")}</p>
      <DeskFilters filter={filter} agents={agents} />
      {page.items.length === 0 ? (
        <p className="leads-empty">{t("desk.empty")}</p>
      ) : (
        <DeskTable requests={page.items} now={now} />
      )}
      <AdminPager page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}
