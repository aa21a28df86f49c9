import { data, redirect } from "react-router";
import { CATALOG, GRID_PAGE_SIZE } from "../../core/constants.ts";
import { langFromPath } from "../../core/i18n.ts";
import { pageCount } from "../../core/pagination.ts";
import { ListFilters } from "../components/ListFilters.tsx";
import { ListResults } from "../components/ListResults.tsx";
import { LocalLink } from "../components/LocalLink.tsx";
import { benefitCard } from "../features/benefits/cards.ts";
import { needMessages, translator, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { listSearch, parseListQuery } from "../lib/list-query.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/benefits";

needMessages("benefits");

/** Benefits (spec §2): the article grid of partner benefits, each naming its provider. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { benefits, dependantFields, providers, site } = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const query = parseListQuery(url.searchParams);
  const [categories, zones, partners] = await Promise.all([
    dependantFields.categories(CATALOG.benefits, lang),
    dependantFields.zones(lang),
    providers.all(lang),
  ]);
  const category = categories.find((c) => c.slug === query.category);
  const zoneIds = zones.filter((zone) => query.zones.includes(zone.slug)).map((zone) => zone.id);
  const { items, total, capped } = await benefits.search(lang, {
    words: query.q || undefined,
    categoryIDs: category ? [category.id] : undefined,
    zoneIDs: zoneIds.length > 0 ? zoneIds : undefined,
    sort: query.sort,
    page: query.page,
    pageSize: GRID_PAGE_SIZE,
  });
  const pages = pageCount(total, GRID_PAGE_SIZE);
  if (query.page > pages) throw redirect(url.pathname + listSearch({ ...query, page: pages }));
  const byId = new Map(partners.map((provider) => [provider.id, provider]));
  return data({
    query,
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    zones: zones.map(({ slug, name }) => ({ slug, name })),
    cards: items.map((benefit) => benefitCard(benefit, byId, lang, site.name)),
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
  return pageMeta({
    site,
    lang,
    path: `/benefits${listSearch({ category: query?.category, zones: query?.zones, page: query?.page })}`,
    title: t("benefits.title"),
    description: t("benefits.description"),
    image: loaderData?.cards[0]?.pictureUrl,
    imageAlt: loaderData?.cards[0]?.title,
    noindex: Boolean(query?.q),
  });
}

export default function BenefitsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, categories, zones, cards, total, capped, pages } = loaderData;
  const count = t("benefits.results", { count: total });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{t("benefits.heading")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">
        {t("benefits.intro")}{" "}
        <LocalLink to="/privilege-card" className="font-semibold text-lagoon-700 underline">
          {t("benefits.aboutCard")}
        </LocalLink>
      </p>
      <div className="mt-8">
        <ListFilters
          query={query}
          categories={categories}
          zones={zones}
          searchLabel={t("benefits.search")}
          placeholder={t("benefits.searchPlaceholder")}
        />
      </div>
      <ListResults
        query={query}
        cards={cards}
        pages={pages}
        label={t("benefits.title")}
        countText={capped ? t("search.moreThan", { results: count }) : count}
        loadingText={t("benefits.loading")}
      />
    </div>
  );
}
