import { data } from "react-router";
import { langFromPath } from "../../core/i18n.ts";
import { siteSearch } from "../features/site-search/data.server.ts";
import { SiteSearchView } from "../features/site-search/SiteSearchView.tsx";
import { needMessages, translator } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/site-search";

needMessages("magazine");

/** `/search?q=`: Home's search box over places, activities, events and articles (issue 9). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const { groups, didYouMean } = q
    ? await siteSearch(services, lang, q, services.site.name)
    : { groups: [], didYouMean: undefined };
  const found = groups.reduce((sum, group) => sum + group.total, 0);
  await services.searchLog.record("site", lang, { words: q }, found);
  return data({ q, groups, didYouMean: didYouMean ?? null });
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  const t = translator(lang, site.name);
  const q = loaderData?.q ?? "";
  return pageMeta({
    site,
    lang,
    path: "/search",
    title: q ? t("siteSearch.resultsTitle", { q }) : t("siteSearch.title"),
    description: t("siteSearch.description"),
    // Result pages are endless and thin: kept out of search engines.
    noindex: true,
  });
}

export default function SiteSearch({ loaderData }: Route.ComponentProps) {
  return (
    <SiteSearchView
      q={loaderData.q}
      groups={loaderData.groups}
      didYouMean={loaderData.didYouMean}
    />
  );
}
