import { Link } from "react-router";
import { visiblePages } from "../../core/pagination.ts";
import { useT } from "../i18n/index.ts";

/**
 * Page links (real links, so crawlers and no-JS visitors can page too) with a window of three
 * visible page numbers that moves with the current page (spec §4, §9).
 */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const numbers = visiblePages(page, pages);
  const base =
    "inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex items-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link
              to={href(page - 1)}
              className={`${base} text-ocean-900 hover:bg-sand-100`}
              preventScrollReset={false}
            >
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t("pagination.previous")}</span>
            </Link>
          ) : null}
        </li>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              to={href(number)}
              aria-label={t("pagination.page", { page: number })}
              aria-current={number === page ? "page" : undefined}
              className={`${base} ${
                number === page ? "bg-ocean-900 text-white" : "text-ocean-900 hover:bg-sand-100"
              }`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} className={`${base} text-ocean-900 hover:bg-sand-100`}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t("pagination.next")}</span>
            </Link>
          ) : null}
        </li>
      </ul>
      <p className="text-sm text-ink-500">{t("pagination.status", { page, pages })}</p>
    </nav>
  );
}
