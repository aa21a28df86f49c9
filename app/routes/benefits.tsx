import { data } from "react-router";
import { CATALOG } from "../../core/constants.ts";
import { LocalLink } from "../components/LocalLink.tsx";
import { benefitCard } from "../features/benefits/cards.ts";
import { requestLang } from "../features/detail/load.server.ts";
import { listMeta } from "../features/list/head.ts";
import { ListPage } from "../features/list/ListPage.tsx";
import { loadList } from "../features/list/load.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import type { Route } from "./+types/benefits";

needMessages("benefits");

/** Benefits (spec §2): the article grid of partner benefits, each naming its provider. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [{ lang, found, filters, numbers }, partners] = await Promise.all([
    loadList(request, services, CATALOG.benefits, (search, { lang }) =>
      services.benefits.search(lang, search),
    ),
    services.providers.all(requestLang(request)),
  ]);
  const byId = new Map(partners.map((provider) => [provider.id, provider]));
  // The benefits page is headed by its own name, never a category's.
  const { categoryName: _heading, ...listFilters } = filters;
  return data({
    ...listFilters,
    cards: found.items.map((benefit) => benefitCard(benefit, byId, lang, services.site.name)),
    ...numbers,
  });
}

export function meta(args: Route.MetaArgs) {
  return listMeta(args, {
    base: "/benefits",
    title: "benefits.title",
    description: "benefits.description",
  });
}

export default function BenefitsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ListPage
      data={loaderData}
      heading={t("benefits.heading")}
      intro={
        <p className="mt-3 max-w-3xl text-lg text-ink-700">
          {t("benefits.intro")}{" "}
          <LocalLink to="/privilege-card" className="font-semibold text-lagoon-700 underline">
            {t("benefits.aboutCard")}
          </LocalLink>
        </p>
      }
      filtersClassName="mt-8"
      filters={{
        searchLabel: t("benefits.search"),
        placeholder: t("benefits.searchPlaceholder"),
      }}
      label={t("benefits.title")}
      count={t("benefits.results", { count: loaderData.total })}
      loadingText={t("benefits.loading")}
    />
  );
}
