import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { ARTICLE_SORTS } from "../../../core/constants.ts";
import { ListResults } from "../../components/ListResults.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import type { MagazineData } from "./list.server.ts";
import { magazineSearch, parseMagazineQuery } from "./query.ts";

needMessages("magazine");

const SEARCH_DEBOUNCE_MS = 350;

/** The magazine: its search form, its sections, then the articles found. */
export function MagazineView({ data }: { data: MagazineData }) {
  const t = useT();
  const { query, sections, articles, total, capped, pages } = data;
  const count = t("magazine.results", { count: total });
  const location = useLocation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  // Typing searches as you go; each new search supersedes the one in flight (React Router aborts
  // the superseded request).
  // Typing replaces the history entry (Back leaves the search, not each keystroke); choosing a
  // sort or pressing Search adds one.
  const apply = (formElement: HTMLFormElement | null, replace = false) => {
    if (!formElement) return;
    const values = new URLSearchParams(
      [...new FormData(formElement)].map(([key, value]) => [key, String(value)]),
    );
    // Defaults stay out of the URL; a new search starts on page 1.
    const next = parseMagazineQuery(values);
    navigate(location.pathname + magazineSearch({ ...next, page: 1 }), {
      replace,
      preventScrollReset: true,
    });
  };
  const applySoon = () => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => apply(form.current, true), SEARCH_DEBOUNCE_MS);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{t("magazine.heading")}</h1>
        <p className="mt-3 text-lg text-ink-700">{t("magazine.intro")}</p>
      </header>

      <Form
        ref={form}
        method="get"
        role="search"
        preventScrollReset
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(debounce.current);
          apply(event.currentTarget);
        }}
        className="mt-8 flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] sm:flex-row sm:items-end"
      >
        {query.section ? <input type="hidden" name="section" value={query.section} /> : null}
        <div className="flex-1">
          <label htmlFor="magazine-q" className="block text-sm font-semibold text-ink-700">
            {t("magazine.search")}
          </label>
          <input
            id="magazine-q"
            type="search"
            name="q"
            defaultValue={query.q}
            key={query.q}
            placeholder={t("magazine.searchPlaceholder")}
            maxLength={200}
            onChange={applySoon}
            className="mt-1 h-12 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-base"
          />
        </div>
        <div>
          <label htmlFor="magazine-sort" className="block text-sm font-semibold text-ink-700">
            {t("magazine.sort")}
          </label>
          <select
            id="magazine-sort"
            name="sort"
            defaultValue={query.sort}
            key={query.sort}
            onChange={(event) => apply(event.currentTarget.form)}
            className="mt-1 h-12 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-base sm:w-64"
          >
            {ARTICLE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`search.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="h-12 rounded-lg bg-ocean-900 px-6 font-semibold text-white hover:bg-ocean-700"
        >
          {t("magazine.searchButton")}
        </button>
      </Form>

      <nav aria-label={t("magazine.section")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {[{ id: 0, slug: undefined, name: t("magazine.allSections") }, ...sections].map(
            (section) => {
              const current = section.slug === query.section;
              return (
                <li key={section.id}>
                  <Link
                    to={
                      location.pathname +
                      magazineSearch({ ...query, section: section.slug, page: 1 })
                    }
                    preventScrollReset
                    aria-current={current ? "page" : undefined}
                    className={`inline-flex rounded-full px-4 py-2 text-sm font-medium ${
                      current
                        ? "bg-ocean-900 text-white"
                        : "border border-ocean-900/20 bg-white text-ocean-900 hover:border-ocean-900"
                    }`}
                  >
                    {section.name}
                  </Link>
                </li>
              );
            },
          )}
        </ul>
      </nav>

      <ListResults
        page={query.page}
        pages={pages}
        pageSearch={(page) => magazineSearch({ ...query, page })}
        filtered={Boolean(query.q || query.section || query.sort !== "default")}
        clearText={t("magazine.clear")}
        cards={articles}
        label={t("magazine.title")}
        countText={capped ? t("search.moreThan", { results: count }) : count}
        loadingText={t("magazine.loading")}
      />
    </div>
  );
}
