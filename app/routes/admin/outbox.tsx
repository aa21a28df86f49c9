import { AdminPager } from "../../features/admin/AdminPager.tsx";
import { AdminTable } from "../../features/admin/AdminTable.tsx";
import { utcStamp } from "../../features/admin/format.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { outboxLoader } from "../../features/admin/screens.server.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/outbox";

needMessages("admin");

/** The outbox (admins, issue 14): mail kept because no SMTP server is set, newest first. */
export const loader = (args: Route.LoaderArgs) => outboxLoader(args);

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.outbox.title");

export default function OutboxScreen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { messages } = loaderData;
  return (
    <>
      <h1>{t("admin.outbox.title")}</h1>
      {messages.length === 0 ? (
        <p>{t("admin.list.empty")}</p>
      ) : (
        <AdminTable
          label={t("admin.outbox.title")}
          columns={[t("admin.outbox.when"), t("admin.outbox.to"), t("admin.outbox.subject")]}
        >
          {messages.map((message) => (
            <tr key={message.id}>
              <td>{utcStamp(message.createdAt)}</td>
              <td>{message.to}</td>
              <td>
                <details>
                  <summary>{message.subject}</summary>
                  <pre className="admin-pre">{message.text}</pre>
                </details>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPager page={loaderData.page} pageSize={loaderData.pageSize} total={loaderData.total} />
    </>
  );
}
