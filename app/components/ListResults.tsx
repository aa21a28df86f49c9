import { Link, useLocation, useNavigation } from "react-router";
import { useT } from "../i18n/index.ts";
import { hasFilters, type ListQuery, listSearch } from "../lib/list-query.ts";
import { CardGrid } from "./CardGrid.tsx";
import type { CardData } from "./ItemCard.tsx";
import { Pagination } from "./Pagination.tsx";

/**
 * The results half of a list page: the count (announced politely), the grid with skeletons while
 * the next view loads, the spec's empty message, and pagination.
 */
export function ListResults({
  query,
  cards,
  pages,
  label,
  countText,
  loadingText,
}: {
  query: ListQuery;
  cards: CardData[];
  pages: number;
  label: string;
  countText: string;
  loadingText: string;
}) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <>
      <div className="mt-6 flex items-center justify-between gap-4">
        <p aria-live="polite" className="text-ink-700">
          {loading ? loadingText : countText}
        </p>
        {hasFilters(query) ? (
          <Link
            to={location.pathname}
            preventScrollReset
            className="font-semibold text-lagoon-700 underline"
          >
            {t("search.clear")}
          </Link>
        ) : null}
      </div>
      <div className="mt-4">
        <CardGrid cards={cards} loading={loading} label={label} headingLevel={2} />
      </div>
      {loading ? null : (
        <Pagination
          page={query.page}
          pages={pages}
          href={(page) => location.pathname + listSearch({ ...query, page })}
        />
      )}
    </>
  );
}
