import "./editing.css";
import { useId } from "react";
import { Form, Link } from "react-router";
import { CONTENT_KINDS, CONTENT_STATUSES } from "../../../core/content-workflow.ts";
import { LANGS } from "../../../core/i18n.ts";
import { AdminPager } from "../../features/admin/AdminPager.tsx";
import { adminMeta } from "../../features/admin/head.ts";
import { contentListLoader } from "../../features/editing/load.server.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/content";

needMessages("editing");

/**
 * Places and activities to edit (issue 15, decision 100), `/admin/content`: filters in the URL
 * (a GET form, so it works without JavaScript), newest change first, 50 a page.
 */
export const loader = (args: Route.LoaderArgs) => contentListLoader(args);
export const meta = (args: Route.MetaArgs) => adminMeta(args, "editing.title");

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  const ids = useId();
  const { query, items, total, page, pageSize } = loaderData;
  return (
    <>
      <h1>{t("editing.title")}</h1>
      <p>{t("editing.intro")}</p>
      <p className="editing-actions">
        {CONTENT_KINDS.map((kind) => (
          <Link
            key={kind}
            className="admin-button admin-button-primary"
            to={`${localize("/admin/content/new")}?kind=${kind}`}
          >
            {t(`editing.new.${kind}`)}
          </Link>
        ))}
      </p>
      <Form method="get" className="admin-filters" aria-label={t("editing.filters")}>
        <div>
          <label htmlFor={`${ids}-kind`}>{t("editing.kind")}</label>
          <select id={`${ids}-kind`} name="kind" defaultValue={query.kind ?? ""}>
            <option value="">{t("editing.kind.any")}</option>
            {CONTENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`editing.kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-status`}>{t("editing.status")}</label>
          <select id={`${ids}-status`} name="status" defaultValue={query.status ?? ""}>
            <option value="">{t("editing.status.any")}</option>
            {CONTENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`editing.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-gap`}>{t("editing.gap")}</label>
          <select id={`${ids}-gap`} name="gap" defaultValue={query.gap ?? ""}>
            <option value="">{t("editing.gap.any")}</option>
            {LANGS.map((lang) => (
              <option key={lang} value={lang}>
                {t(`editing.gap.${lang}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-q`}>{t("editing.search")}</label>
          <input id={`${ids}-q`} name="q" type="search" defaultValue={query.q ?? ""} />
        </div>
        <button type="submit" className="admin-button admin-button-primary">
          {t("editing.show")}
        </button>
      </Form>
      <AdminPager page={page} pageSize={pageSize} total={total} />
      {items.length === 0 ? (
        <p className="admin-notice">{t("editing.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("editing.column.title")}</th>
                <th scope="col">{t("editing.column.kind")}</th>
                <th scope="col">{t("editing.column.status")}</th>
                <th scope="col">{t("editing.column.languages")}</th>
                <th scope="col">{t("editing.column.updated")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={localize(`/admin/content/${item.id}`)}>{item.title}</Link>
                    <br />
                    <small>{item.slug}</small>
                  </td>
                  <td>{t(`editing.kind.${item.kind}`)}</td>
                  <td>
                    {t(`editing.status.${item.status}`)}
                    {item.publishAt ? (
                      <>
                        <br />
                        <small>
                          {t("editing.scheduledFor", {
                            when: new Date(item.publishAt).toLocaleString(),
                          })}
                        </small>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {item.missingLangs.length === 0 ? (
                      t("editing.complete")
                    ) : (
                      <strong className="editing-gap">
                        {t("editing.missing", {
                          langs: item.missingLangs.map((l) => t(`editing.lang.${l}`)).join(", "),
                        })}
                      </strong>
                    )}
                    {item.spanishFallback && item.missingLangs.includes("es") ? (
                      <> {t("editing.fallsBack")}</>
                    ) : null}
                  </td>
                  <td>
                    <time dateTime={item.updatedAt}>
                      {item.updatedAt.slice(0, 16).replace("T", " ")}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
