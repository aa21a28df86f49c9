import { Form, Link } from "react-router";
import { CONCIERGE_KINDS, CONCIERGE_STATUSES } from "../../../core/concierge.ts";
import type { ConciergeFilter, ConciergeSummary } from "../../../core/contract/concierge.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import { useVallartaTime } from "../../lib/vallarta-time.ts";
import { useAge } from "../leads-inbox/LeadsTable.tsx";
import { SelectField } from "../leads-inbox/SelectField.tsx";

needMessages("conciergeDesk", "concierge", "leads");

type Agent = { id: number; name: string };

/** The queue's filters: a GET form, so they are the screen's URL (and work without JavaScript). */
export function DeskFilters({ filter, agents }: { filter: ConciergeFilter; agents: Agent[] }) {
  const t = useT();
  const localize = useLocalize();
  return (
    <Form method="get" action={localize("/admin/concierge")} className="leads-filters">
      <fieldset>
        <legend>{t("desk.filters")}</legend>
        <label className="leads-field">
          <span>{t("desk.filter.q")}</span>
          <input name="q" type="search" maxLength={100} defaultValue={filter.q ?? ""} />
        </label>
        <SelectField
          name="status"
          label="desk.filter.status"
          value={filter.status}
          options={[
            { value: "open", label: t("desk.filter.open") },
            { value: "all", label: t("desk.filter.all") },
            ...CONCIERGE_STATUSES.map((s) => ({ value: s, label: t(`concierge.status.${s}`) })),
          ]}
        />
        <SelectField
          name="kind"
          label="desk.filter.kind"
          value={filter.kind ?? ""}
          options={[
            { value: "", label: t("desk.filter.any") },
            ...CONCIERGE_KINDS.map((k) => ({ value: k, label: t(`concierge.kind.${k}`) })),
          ]}
        />
        <SelectField
          name="assignee"
          label="desk.filter.assignee"
          value={filter.assignee ?? ""}
          options={[
            { value: "", label: t("desk.filter.any") },
            { value: "none", label: t("desk.filter.nobody") },
            ...agents.map((a) => ({ value: a.id, label: a.name })),
          ]}
        />
        <div className="leads-actions">
          <button type="submit" className="admin-button admin-button-primary leads-button">
            {t("desk.filter.apply")}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}

/** A page of the queue: who, what, for when, its status, when the answer is due, who works it. */
export function DeskTable({ requests, now }: { requests: ConciergeSummary[]; now: string }) {
  const t = useT();
  const localize = useLocalize();
  const when = useVallartaTime();
  const age = useAge(now);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table leads-table">
        <caption className="sr-only">{t("desk.table")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("desk.col.request")}</th>
            <th scope="col">{t("desk.col.for")}</th>
            <th scope="col">{t("desk.col.status")}</th>
            <th scope="col">{t("desk.col.due")}</th>
            <th scope="col">{t("desk.col.assignee")}</th>
            <th scope="col">{t("desk.col.age")}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => {
            const late = request.dueAt < now && request.status !== "confirmed";
            return (
              <tr key={request.id}>
                <th scope="row">
                  <Link to={localize(`/admin/concierge/${request.id}`)}>
                    #{request.id} {request.name}
                  </Link>
                  <span className="leads-sub">
                    {t(`concierge.kind.${request.kind}`)}
                    {request.itemTitle ? `: ${request.itemTitle}` : ""} · {request.lang}
                  </span>
                </th>
                <td>
                  {request.date}
                  {request.time ? ` ${request.time}` : ""} ·{" "}
                  {t("concierge.people", { count: request.partySize })}
                </td>
                <td>
                  <span className={`leads-status leads-status-${request.status}`}>
                    {t(`concierge.status.${request.status}`)}
                  </span>
                </td>
                <td>
                  <time dateTime={request.dueAt}>{when(request.dueAt)}</time>
                  {late ? <strong className="leads-sub">{t("desk.overdue")}</strong> : null}
                </td>
                <td>{request.assignee?.name ?? t("desk.nobody")}</td>
                <td>{age(request.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
