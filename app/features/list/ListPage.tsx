import type { ComponentProps, ReactNode } from "react";
import type { CardData } from "../../components/ItemCard.tsx";
import { ListFilters } from "../../components/ListFilters.tsx";
import { ListResults } from "../../components/ListResults.tsx";
import { useT } from "../../i18n/index.ts";
import { hasFilters, type ListQuery, listSearch } from "../../lib/list-query.ts";

/** What every search list's loader sends (./load.server.ts), with the list's cards. */
export type ListData = {
  query: ListQuery;
  categories: { slug: string; name: string }[];
  zones: { slug: string; name: string }[];
  cards: CardData[];
  total: number;
  capped: boolean;
  pages: number;
};

/**
 * The shape of a search list page (spec §2): its heading and words, the filters, then the
 * results with their count, "more than" once the count is capped, and pagination.
 */
export function ListPage({
  data,
  heading,
  intro,
  filtersClassName = "mt-6",
  filters,
  label,
  count,
  loadingText,
}: {
  data: ListData;
  heading: string;
  intro?: ReactNode;
  filtersClassName?: string;
  /** The list's own filter options: its search words, a kind, fields of its own. */
  filters: Omit<ComponentProps<typeof ListFilters>, "query" | "categories" | "zones">;
  /** The grid's name. */
  label: string;
  /** The results' count in words, e.g. "12 places". */
  count: string;
  loadingText: string;
}) {
  const t = useT();
  const { query, categories, zones, cards, capped, pages } = data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{heading}</h1>
      {intro}
      <div className={filtersClassName}>
        <ListFilters query={query} categories={categories} zones={zones} {...filters} />
      </div>
      <ListResults
        page={query.page}
        pages={pages}
        pageSearch={(page) => listSearch({ ...query, page })}
        filtered={hasFilters(query)}
        cards={cards}
        label={label}
        countText={capped ? t("search.moreThan", { results: count }) : count}
        loadingText={loadingText}
      />
    </div>
  );
}
