import "./leads.css";
import { Link } from "react-router";
import { pageCount } from "../../../core/pagination.ts";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { LeadFilters } from "../../features/leads-inbox/LeadFilters.tsx";
import { LeadsTable } from "../../features/leads-inbox/LeadsTable.tsx";
import { loadInbox } from "../../features/leads-inbox/load.server.ts";
import { filterSearch, inboxSearch } from "../../features/leads-inbox/query.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/leads";

needMessages("admin", "leads");

/**
 * The leads inbox (issue 14, `/admin/leads`): every lead newest first, filtered, searched and
 * sorted by its URL, paged, with its attribution and age; sales agents and admins.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffScreen(args, "leads");
  return loadInbox(services, args.request);
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "leads.title");

export default function LeadsInbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  const { params, page, agents, now } = loaderData;
  const pages = pageCount(page.total, page.pageSize);
  const filtered = filterSearch(params) !== "";
  const href = (n: number) => localize(`/admin/leads${inboxSearch(params, { page: n })}`);
  return (
    <>
      <h1>{t("leads.title")}</h1>
      <p>{t("leads.intro")}</p>
      <LeadFilters params={params} agents={agents} />
      <div className="leads-bar">
        <p role="status">{t("leads.count", { count: page.total })}</p>
        <p>
          <a href={`/api/admin/leads/export${filterSearch(params)}`} download>
            {t("leads.export")}
          </a>
          <span className="leads-sub">{t("leads.export.note")}</span>
        </p>
      </div>
      {page.items.length === 0 ? (
        <p className="leads-empty">{t(filtered ? "leads.empty" : "leads.emptyAll")}</p>
      ) : (
        <LeadsTable
          leads={page.items}
          params={params}
          now={now}
          caption={t("leads.table", { page: page.page, pages })}
        />
      )}
      {pages > 1 ? (
        <nav aria-label={t("leads.pages")} className="admin-pager">
          {page.page > 1 ? <Link to={href(page.page - 1)}>{t("leads.previous")}</Link> : null}
          <span>{t("leads.table", { page: page.page, pages })}</span>
          {page.page < pages ? <Link to={href(page.page + 1)}>{t("leads.next")}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
