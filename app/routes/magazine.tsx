import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { ARTICLE_SORTS, CATALOG, GRID_PAGE_SIZE } from "../../core/constants.ts";
import { langFromPath } from "../../core/i18n.ts";
import { pageCount } from "../../core/pagination.ts";
import { CardGrid } from "../components/CardGrid.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { articleCard } from "../features/magazine/cards.ts";
import { magazineSearch, parseMagazineQuery } from "../features/magazine/query.ts";
import { needMessages, translator, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/magazine";

needMessages("magazine");

const SEARCH_DEBOUNCE_MS = 350;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { magazine, dependantFields } = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const query = parseMagazineQuery(url.searchParams);
  const sections = await dependantFields.categories(CATALOG.magazine, lang);
  const section = sections.find((category) => category.slug === query.section);
  const { articles, total, capped } = await magazine.search(lang, {
    words: query.q || undefined,
    categoryIDs: section ? [section.id] : undefined,
    sort: query.sort,
    page: query.page,
    pageSize: GRID_PAGE_SIZE,
  });
  const pages = pageCount(total, GRID_PAGE_SIZE);
  if (query.page > pages) {
    throw redirect(url.pathname + magazineSearch({ ...query, page: pages }));
  }
  return data({
    query,
    sectionName: section?.name ?? null,
    sections: sections.map(({ id, slug, name }) => ({ id, slug, name })),
    articles: articles.map(articleCard),
    total,
    capped,
    pages,
  });
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  const t = translator(lang, site.name);
  const query = loaderData?.query;
  const title = loaderData?.sectionName
    ? `${t("magazine.title")}: ${loaderData.sectionName}`
    : t("magazine.title");
  return pageMeta({
    site,
    lang,
    path: `/magazine${magazineSearch({ section: query?.section, page: query?.page })}`,
    title,
    description: t("magazine.description"),
    image: loaderData?.articles[0]?.pictureUrl,
    imageAlt: loaderData?.articles[0]?.title,
    // Search results are not pages of their own for search engines.
    noindex: Boolean(query?.q),
    jsonLd: [
      {
        "@type": "CollectionPage",
        name: title,
        description: t("magazine.description"),
        inLanguage: lang,
        url: `${site.origin}${location.pathname}`,
      },
    ],
  });
}

export default function Magazine({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, sections, articles, total, capped, pages } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const href = (page: number) => location.pathname + magazineSearch({ ...query, page });

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

      <div className="mt-6 flex items-center justify-between gap-4">
        <p aria-live="polite" className="text-ink-700">
          {loading
            ? t("magazine.loading")
            : capped
              ? t("search.moreThan", { results: t("magazine.results", { count: total }) })
              : t("magazine.results", { count: total })}
        </p>
        {query.q || query.section || query.sort !== "default" ? (
          <Link
            to={location.pathname}
            preventScrollReset
            className="font-semibold text-lagoon-700 underline"
          >
            {t("magazine.clear")}
          </Link>
        ) : null}
      </div>

      <div className="mt-4">
        <CardGrid cards={articles} loading={loading} label={t("magazine.title")} headingLevel={2} />
      </div>
      {loading ? null : <Pagination page={query.page} pages={pages} href={href} />}
    </div>
  );
}
