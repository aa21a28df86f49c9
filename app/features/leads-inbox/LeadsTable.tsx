import { Link } from "react-router";
import type { LeadSummary } from "../../../core/contract/leads.ts";
import { VALLARTA_TIME_ZONE } from "../../../core/dates.ts";
import { type LeadKind, type LeadSort, leadAge } from "../../../core/leads.ts";
import { phoneView } from "../../../core/phone.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useLang, useLocalize, useT } from "../../i18n/index.ts";
import { AdminTable } from "../admin/AdminTable.tsx";
import { type InboxParams, inboxSearch } from "./query.ts";

needMessages("leads");

const KNOWN_KINDS: readonly string[] = ["invitation", "contact", "holistika", "welcomeCentre"];

/** A lead's type in words (a type saved before the inbox knew it stays as it was written). */
export function useTypeLabel(): (type: string) => string {
  const t = useT();
  return (type) => (KNOWN_KINDS.includes(type) ? t(`leads.type.${type as LeadKind}`) : type);
}

/** How long a lead has waited, in words. */
export function useAge(now: string): (createdAt: string) => string {
  const t = useT();
  return (createdAt) => {
    const age = leadAge(new Date(createdAt), new Date(now));
    return t(`leads.age.${age.unit}`, { value: age.value });
  };
}

export const leadName = (lead: Pick<LeadSummary, "firstName" | "lastName">) =>
  `${lead.firstName ?? ""} ${lead.lastName ?? ""}`.trim();

/** A sortable column's header: a link that sorts by it, the other way when it already does. */
function SortHeader({
  column,
  label,
  params,
}: {
  column: LeadSort;
  label: MessageKey;
  params: InboxParams;
}) {
  const t = useT();
  const localize = useLocalize();
  const active = params.sort === column;
  const dir =
    active && params.dir === "desc"
      ? "asc"
      : active
        ? "desc"
        : column === "created"
          ? "desc"
          : "asc";
  return (
    <th
      scope="col"
      aria-sort={active ? (params.dir === "asc" ? "ascending" : "descending") : "none"}
    >
      <Link
        to={localize(`/admin/leads${inboxSearch(params, { sort: column, dir, page: 1 })}`)}
        aria-label={t("leads.sort.by", { column: t(label) })}
      >
        {t(label)}
        {active ? <span aria-hidden="true">{params.dir === "asc" ? " ▲" : " ▼"}</span> : null}
      </Link>
    </th>
  );
}

/** The inbox's table: one row a lead, its name linking to the lead's screen. */
export function LeadsTable({
  leads,
  params,
  now,
  caption,
}: {
  leads: LeadSummary[];
  params: InboxParams;
  now: string;
  caption: string;
}) {
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  const typeLabel = useTypeLabel();
  const age = useAge(now);
  const when = new Intl.DateTimeFormat(lang, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: VALLARTA_TIME_ZONE,
  });
  return (
    <AdminTable
      label={caption}
      caption={{ text: caption, hidden: true }}
      className="leads-scroll"
      tableClassName="leads-table"
      columns={[
        <SortHeader key="name" column="name" label="leads.col.lead" params={params} />,
        <SortHeader key="type" column="type" label="leads.col.type" params={params} />,
        <SortHeader key="status" column="status" label="leads.col.status" params={params} />,
        t("leads.col.attribution"),
        t("leads.col.assignee"),
        <SortHeader key="created" column="created" label="leads.col.created" params={params} />,
      ]}
    >
      {leads.map((lead) => {
        const attribution = [
          lead.invitationId ? t("leads.attr.invitation", { value: lead.invitationId }) : null,
          lead.leadSourceChannelId === null
            ? null
            : t("leads.attr.channel", { value: lead.leadSourceChannelId }),
          lead.terminalId === null ? null : t("leads.attr.terminal", { value: lead.terminalId }),
          lead.team ? t("leads.attr.team", { value: lead.team }) : null,
        ].filter(Boolean);
        return (
          <tr key={lead.id}>
            <td>
              <Link to={localize(`/admin/leads/${lead.id}`)}>
                {leadName(lead) || t("leads.unnamed")}
              </Link>
              <span className="leads-sub">
                {lead.email ?? (lead.phone ? phoneView(lead.phone).text : "")}
              </span>
            </td>
            <td>{typeLabel(lead.type)}</td>
            <td>
              <span className={`leads-status leads-status-${lead.status}`}>
                {t(`leads.status.${lead.status}`)}
              </span>
            </td>
            <td>{attribution.length > 0 ? attribution.join(" · ") : t("leads.none")}</td>
            <td>{lead.assignee?.name ?? t("leads.nobody")}</td>
            <td>
              <time dateTime={lead.createdAt}>{when.format(new Date(lead.createdAt))}</time>
              <span className="leads-sub">{age(lead.createdAt)}</span>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
