import { Form } from "react-router";
import { AdminPager } from "../../features/admin/AdminPager.tsx";
import { AdminTable } from "../../features/admin/AdminTable.tsx";
import { utcStamp } from "../../features/admin/format.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { auditLoader } from "../../features/admin/screens.server.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/audit";

needMessages("admin");

/** The audit log (admins, issue 14): staff writes, newest first, filtered by a GET form. */
export const loader = (args: Route.LoaderArgs) => auditLoader(args);

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.audit.title");

export default function AuditScreen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  const { filter, actors, entries } = loaderData;
  return (
    <>
      <h1>{t("admin.audit.title")}</h1>
      <Form method="get" action={localize("/admin/audit")} className="admin-filters">
        <label>
          {t("admin.audit.actor")}
          <select name="actorId" defaultValue={filter.actorId ?? ""}>
            <option value="">{t("admin.audit.anyone")}</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("admin.audit.action")}
          <input name="action" defaultValue={filter.action} maxLength={100} />
        </label>
        <label>
          {t("admin.audit.entity")}
          <input name="entity" defaultValue={filter.entity} maxLength={100} />
        </label>
        <label>
          {t("admin.audit.from")}
          <input name="from" type="date" defaultValue={filter.from} />
        </label>
        <label>
          {t("admin.audit.to")}
          <input name="to" type="date" defaultValue={filter.to} />
        </label>
        <button type="submit" className="admin-button admin-button-primary">
          {t("admin.audit.filter")}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p>{t("admin.list.empty")}</p>
      ) : (
        <AdminTable
          label={t("admin.audit.title")}
          columns={[
            t("admin.audit.when"),
            t("admin.audit.actor"),
            t("admin.audit.action"),
            t("admin.audit.entity"),
            t("admin.audit.change"),
          ]}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{utcStamp(entry.createdAt)}</td>
              <td>{entry.bySite ? t("admin.audit.system") : entry.actorName}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>
                {entry.entityType}
                {entry.entityId ? ` #${entry.entityId}` : ""}
              </td>
              <td>
                {entry.before ? (
                  <p>
                    {t("admin.audit.before")}: <code>{entry.before}</code>
                  </p>
                ) : null}
                {entry.after ? (
                  <p>
                    {t("admin.audit.after")}: <code>{entry.after}</code>
                  </p>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPager page={loaderData.page} pageSize={loaderData.pageSize} total={loaderData.total} />
    </>
  );
}
