import "./editing.css";
import "./record-drafts.css";
import { useId } from "react";
import { Form, Link } from "react-router";
import { AdminPager } from "../../features/admin/AdminPager.tsx";
import { AdminTable } from "../../features/admin/AdminTable.tsx";
import { adminMeta } from "../../features/admin/head.ts";
import { recordListLoader } from "../../features/records/load.server.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/record-list";

needMessages("records");
needMessages("admin");

/**
 * One kind's records (decision 106), `/admin/records/:kind`: a search (a GET form, so it works
 * without JavaScript), the site's order, 50 a page, each with the languages it still misses.
 */
export const loader = (args: Route.LoaderArgs) => recordListLoader(args);
export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.nav.recordList");

export default function RecordList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  const ids = useId();
  const { kind, creatable, hiding, q, drafts, hidden, done, items, total, page, pageSize } =
    loaderData;
  const kindName = t(`records.kind.${kind}`);
  return (
    <>
      <p>
        <Link to={localize("/admin/records")}>{t("records.back")}</Link>
      </p>
      <h1>{kindName}</h1>
      <div role="status">
        {done ? <p className="admin-notice">{t("records.done.deleted")}</p> : null}
      </div>
      <p>{t(`records.kind.${kind}.about`)}</p>
      {creatable ? (
        <p className="editing-actions">
          <Link
            className="admin-button admin-button-primary"
            to={localize(`/admin/records/${kind}/new`)}
          >
            {t(`records.new.${kind}`)}
          </Link>
        </p>
      ) : null}
      <Form method="get" className="admin-filters" role="search">
        <div>
          <label htmlFor={`${ids}-q`}>{t("records.search.label", { kind: kindName })}</label>
          <input id={`${ids}-q`} name="q" type="search" defaultValue={q} maxLength={100} />
        </div>
        <div className="records-draft-filter">
          <label>
            <input type="checkbox" name="drafts" value="true" defaultChecked={drafts} />{" "}
            {t("records.filter.drafts")}
          </label>
        </div>
        {hiding ? (
          <div className="records-draft-filter">
            <label>
              <input type="checkbox" name="hidden" value="true" defaultChecked={hidden} />{" "}
              {t(`records.filter.${hiding}`)}
            </label>
          </div>
        ) : null}
        <button type="submit" className="admin-button admin-button-primary">
          {t("records.show")}
        </button>
      </Form>
      <AdminPager page={page} pageSize={pageSize} total={total} />
      {items.length === 0 ? (
        <p className="admin-notice">{t("records.empty")}</p>
      ) : (
        <AdminTable
          label={kindName}
          columns={[
            t("records.column.name"),
            t("records.column.languages"),
            ...(hiding ? [t("records.column.shown")] : []),
          ]}
        >
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to={localize(`/admin/records/${kind}/${item.id}`)}>{item.title}</Link>
                {item.draft ? (
                  <>
                    {" "}
                    <strong className="records-draft-mark">{t("records.draftWaiting")}</strong>
                  </>
                ) : null}
              </td>
              <td>
                {item.missingLangs.length === 0 ? (
                  t("records.complete")
                ) : (
                  <strong className="editing-gap">
                    {t("records.missing", {
                      langs: item.missingLangs.map((l) => t(`records.lang.${l}`)).join(", "),
                    })}
                  </strong>
                )}
                {item.spanishFallback && item.missingLangs.includes("es") ? (
                  <> {t("records.fallsBack")}</>
                ) : null}
              </td>
              {hiding ? <td>{item.shown ? t("records.shown") : t(`records.${hiding}`)}</td> : null}
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
