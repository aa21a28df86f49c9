import { Link, useLocation, useNavigation } from "react-router";
import { useT } from "../i18n/index.ts";
import { CardGrid } from "./CardGrid.tsx";
import type { CardData } from "./ItemCard.tsx";
import { Pagination } from "./Pagination.tsx";

/**
 * The results half of a list page: the count (announced politely), the grid with skeletons while
 * the next view loads, the spec's empty message, and pagination.
 */
export function ListResults({
  page,
  pages,
  pageSearch,
  filtered,
  clearText,
  cards,
  label,
  countText,
  loadingText,
}: {
  page: number;
  pages: number;
  /** The query string of another page of the same results. */
  pageSearch: (page: number) => string;
  /** Whether any filter is chosen: then a link clears them all. */
  filtered: boolean;
  clearText?: string;
  cards: CardData[];
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
        {filtered ? (
          <Link
            to={location.pathname}
            preventScrollReset
            className="font-semibold text-lagoon-700 underline"
          >
            {clearText ?? t("search.clear")}
          </Link>
        ) : null}
      </div>
      <div className="mt-4">
        <CardGrid cards={cards} loading={loading} label={label} headingLevel={2} />
      </div>
      {loading ? null : (
        <Pagination
          page={page}
          pages={pages}
          href={(other) => location.pathname + pageSearch(other)}
        />
      )}
    </>
  );
}
