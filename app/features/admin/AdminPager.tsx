import { Link, useLocation } from "react-router";
import { needMessages, useT } from "../../i18n/index.ts";

needMessages("admin");

/** A back-office list's place: its count, and links to the pages before and after (same filters). */
export function AdminPager({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const to = (n: number) => {
    const query = new URLSearchParams(search);
    query.set("page", String(n));
    return `${pathname}?${query}`;
  };
  return (
    <nav className="admin-pager" aria-label={t("admin.list.page", { page, pages })}>
      <span>{t("admin.list.count", { total })}</span>
      <span>{t("admin.list.page", { page, pages })}</span>
      {page > 1 ? <Link to={to(page - 1)}>{t("admin.list.previous")}</Link> : null}
      {page < pages ? <Link to={to(page + 1)}>{t("admin.list.next")}</Link> : null}
    </nav>
  );
}
