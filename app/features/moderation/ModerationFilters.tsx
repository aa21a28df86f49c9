import { useId } from "react";
import { Form, Link } from "react-router";
import { LANGS } from "../../../core/i18n.ts";
import { pageCount } from "../../../core/pagination.ts";
import { REVIEW_STATUSES } from "../../../core/review-moderation.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import { listOf, type ModerationView, moderationSearch } from "./query.ts";

needMessages("moderation");

/**
 * The queue's filters, a GET form whose fields are the URL's (status, language; the item and
 * the order carried along), so a filtered queue is a link and works without JavaScript.
 */
export function ModerationFilters({
  view,
  itemTitle,
}: {
  view: ModerationView;
  itemTitle: string | null;
}) {
  const t = useT();
  const ids = useId();
  return (
    <>
      <Form method="get" className="admin-filters" aria-label={t("moderation.filters")}>
        <div>
          <label htmlFor={`${ids}-status`}>{t("moderation.status")}</label>
          <select id={`${ids}-status`} name="status" defaultValue={view.status ?? ""}>
            <option value="">{t("moderation.status.any")}</option>
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`moderation.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-language`}>{t("moderation.language")}</label>
          <select id={`${ids}-language`} name="language" defaultValue={view.language ?? ""}>
            <option value="">{t("moderation.language.any")}</option>
            {LANGS.map((lang) => (
              <option key={lang} value={lang}>
                {t(`moderation.language.${lang}`)}
              </option>
            ))}
          </select>
        </div>
        {view.itemID ? <input type="hidden" name="item" value={view.itemID} /> : null}
        {view.order !== "oldest" ? <input type="hidden" name="order" value={view.order} /> : null}
        <button type="submit" className="admin-button admin-button-primary">
          {t("moderation.show")}
        </button>
      </Form>
      {view.itemID && itemTitle ? (
        <p>
          {t("moderation.itemOnly", { title: itemTitle })}{" "}
          <Link to={moderationSearch({ ...listOf(view), itemID: undefined, page: 1 }) || "."}>
            {t("moderation.allItems")}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** Where this page sits in the queue, and the links to the pages either side. */
export function ModerationPager({
  view,
  total,
  pageSize,
}: {
  view: ModerationView;
  total: number;
  pageSize: number;
}) {
  const t = useT();
  const pages = Math.max(1, pageCount(total, pageSize));
  const list = listOf(view);
  return (
    <nav className="admin-pager" aria-label={t("moderation.pageOf", { page: view.page, pages })}>
      <p>
        {t("moderation.count", { count: total })} ·{" "}
        {t("moderation.pageOf", { page: view.page, pages })}
      </p>
      {view.page > 1 ? (
        <Link to={moderationSearch({ ...list, page: view.page - 1 }) || "."} rel="prev">
          {t("moderation.previous")}
        </Link>
      ) : null}
      {view.page < pages ? (
        <Link to={moderationSearch({ ...list, page: view.page + 1 })} rel="next">
          {t("moderation.next")}
        </Link>
      ) : null}
    </nav>
  );
}
