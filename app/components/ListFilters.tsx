import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { ARTICLE_SORTS, type ArticleSort } from "../../core/constants.ts";
import { useT } from "../i18n/index.ts";
import { listSearch, parseListQuery } from "../lib/list-query.ts";
import { CheckboxChips } from "./CheckboxChips.tsx";
import { type ExtraChip, FilterChips } from "./FilterChips.tsx";

type Option = { slug: string; name: string };

/** The filters every list shares; a kind and the sort only where the list has them. */
type FilterQuery = {
  q: string;
  category: string | undefined;
  zones: string[];
  kind?: "tour" | "activity" | undefined;
  sort?: ArticleSort;
};

/**
 * The form's values as the list's query string, back on page 1. Place facets are read when the
 * form has them: only the directory's form does.
 */
const defaultSearch = (values: URLSearchParams) =>
  listSearch({ ...parseListQuery(values, { placeFacets: true }), page: 1 });

const SEARCH_DEBOUNCE_MS = 350;

/** The look of a filter's input and label, for fields a list adds of its own. */
export const FILTER_FIELD =
  "mt-1 h-12 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-base";
export const FILTER_LABEL = "block text-sm font-semibold text-ink-700";

/**
 * Search words, a category, zones, a kind and the sort, all in the URL. A plain GET form, so it
 * works before JavaScript loads; once hydrated, changes apply as you make them.
 */
export function ListFilters({
  query,
  categories,
  zones,
  withKinds = false,
  withSort = true,
  searchLabel,
  placeholder,
  extraFields,
  toSearch = defaultSearch,
  extraChosen = 0,
  extraChips,
}: {
  query: FilterQuery;
  categories: Option[];
  zones: Option[];
  withKinds?: boolean;
  withSort?: boolean;
  searchLabel: string;
  placeholder: string;
  /** More fields after the category (the events' date range); `apply` runs the search. */
  extraFields?: (apply: (replace: boolean) => void) => ReactNode;
  toSearch?: (values: URLSearchParams) => string;
  /** How many of the list's own extra fields are in use (dates, sub-categories): for the count. */
  extraChosen?: number;
  /** The list's own filters in use, as chips beside the others (the events' dates). */
  extraChips?: ExtraChip[];
}) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);
  // On phones the filters fold into a sheet (issue 9: results in the first screen). A native
  // modal <dialog> gives focus containment, Escape and an inert page for free. The fields live
  // in one place at a time: inline (wider screens, and phones without scripting: app.css) or,
  // while the sheet is open, in the dialog; both are inside the form, so it sends them alike.
  const sheet = useRef<HTMLDialogElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  useEffect(() => {
    if (sheetOpen && !sheet.current?.open) sheet.current?.showModal();
  }, [sheetOpen]);
  const closeSheet = () => sheet.current?.close();
  const chosen = (query.category ? 1 : 0) + (query.kind ? 1 : 0) + query.zones.length + extraChosen;

  // Typing replaces the history entry (Back leaves the search, not each keystroke); a choice adds
  // one. React Router aborts the superseded request when a newer one starts.
  const apply = (replace: boolean) => {
    if (!form.current) return;
    const values = new URLSearchParams(
      [...new FormData(form.current)].map(([key, value]) => [key, String(value)]),
    );
    navigate(location.pathname + toSearch(values), {
      replace,
      preventScrollReset: true,
    });
  };
  const applySoon = () => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => apply(true), SEARCH_DEBOUNCE_MS);
  };
  const field = FILTER_FIELD;
  const label = FILTER_LABEL;
  const filterFields = (
    <>
      <div>
        <label htmlFor="list-category" className={label}>
          {t("search.category")}
        </label>
        <select
          id="list-category"
          name="category"
          defaultValue={query.category ?? ""}
          key={query.category}
          onChange={() => apply(false)}
          className={field}
        >
          <option value="">{t("search.allCategories")}</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      {extraFields?.(apply)}
      {withKinds ? (
        <div>
          <label htmlFor="list-kind" className={label}>
            {t("search.kind")}
          </label>
          <select
            id="list-kind"
            name="kind"
            defaultValue={query.kind ?? ""}
            key={query.kind}
            onChange={() => apply(false)}
            className={field}
          >
            <option value="">{t("search.kind.all")}</option>
            <option value="tour">{t("search.kind.tour")}</option>
            <option value="activity">{t("search.kind.activity")}</option>
          </select>
        </div>
      ) : null}
      {withSort ? (
        <div>
          <label htmlFor="list-sort" className={label}>
            {t("search.sort")}
          </label>
          <select
            id="list-sort"
            name="sort"
            defaultValue={query.sort ?? "default"}
            key={query.sort}
            onChange={() => apply(false)}
            className={field}
          >
            {ARTICLE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`search.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <details
        className="group md:col-span-3 lg:order-last lg:col-span-5"
        open={query.zones.length > 0}
        key={`zones-${query.zones.join(",")}`}
      >
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-ink-700 after:content-['▾'] after:transition-transform group-open:after:rotate-180">
          <span>{t("search.zones")}</span>
          {query.zones.length > 0 ? (
            <span className="rounded-full bg-ocean-900 px-2 py-0.5 text-xs text-white">
              {query.zones.length}
            </span>
          ) : null}
        </summary>
        <fieldset className="mt-2">
          <legend className="sr-only">{t("search.zonesLegend")}</legend>
          <CheckboxChips
            name="zone"
            options={zones}
            chosen={query.zones}
            onChange={() => apply(false)}
          />
        </fieldset>
      </details>
      <button
        type="submit"
        className="h-12 rounded-lg bg-ocean-900 px-6 font-semibold text-white hover:bg-ocean-700"
      >
        {t("search.button")}
      </button>
    </>
  );

  return (
    <>
      <Form
        ref={form}
        method="get"
        role="search"
        preventScrollReset
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(debounce.current);
          apply(false);
          closeSheet();
        }}
        className="grid gap-4 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] md:grid-cols-[2fr_1fr_1fr] lg:grid-cols-[2fr_minmax(11rem,1fr)_1fr_1fr_auto] lg:items-end"
      >
        <div className="md:col-span-3 lg:col-span-1">
          <label htmlFor="list-q" className={label}>
            {searchLabel}
          </label>
          <input
            id="list-q"
            type="search"
            name="q"
            defaultValue={query.q}
            key={query.q}
            placeholder={placeholder}
            maxLength={200}
            onChange={applySoon}
            className={field}
          />
        </div>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
          className="filters-toggle inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-ocean-900/30 px-4 font-semibold text-ocean-900"
        >
          {t("search.filtersCount", { count: chosen })}
        </button>
        <div className="filters-inline">{sheetOpen ? null : filterFields}</div>
        <dialog
          ref={sheet}
          id="list-filters"
          aria-labelledby={sheetOpen ? "list-filters-title" : undefined}
          onClose={() => setSheetOpen(false)}
          className="filters-sheet"
        >
          {sheetOpen ? (
            <>
              <div className="filters-sheet-head flex items-center justify-between gap-4">
                <h2 id="list-filters-title" className="text-lg font-bold text-ocean-900">
                  {t("search.filtersTitle")}
                </h2>
                <button
                  type="button"
                  onClick={closeSheet}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-ocean-900 underline"
                >
                  {t("search.filtersClose")}
                </button>
              </div>
              {filterFields}
            </>
          ) : null}
        </dialog>
      </Form>
      <FilterChips
        query={query}
        categories={categories}
        zones={zones}
        toSearch={toSearch}
        extra={extraChips}
      />
    </>
  );
}
