import { data } from "react-router";
import { ACTIVITY_KIND, CATALOG } from "../../core/constants.ts";
import { activityCard } from "../features/activities/cards.server.ts";
import { zoneSlugMap } from "../features/directory/cards.ts";
import { listMeta } from "../features/list/head.ts";
import { ListPage } from "../features/list/ListPage.tsx";
import { loadList } from "../features/list/load.server.ts";
import { withRatings } from "../features/reviews/ratings.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import type { Route } from "./+types/activities-search";

needMessages("directory");

/** SearchActivities (spec §2): words, a category, zones and tours or activities, in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang, zones, found, filters, numbers } = await loadList(
    request,
    services,
    CATALOG.activities,
    (search, { lang, query }) =>
      services.activities.search(lang, {
        ...search,
        ...(query.kind ? { sysItemTypeIds: [ACTIVITY_KIND[query.kind]] } : {}),
      }),
  );
  const slugs = zoneSlugMap(zones);
  return data({
    ...filters,
    cards: await withRatings(
      services,
      found.items.map((record) => activityCard(record, slugs, lang, services.site.name)),
    ),
    ...numbers,
  });
}

export function meta(args: Route.MetaArgs) {
  return listMeta(args, {
    base: "/activities/search",
    title: "activities.title",
    searchTitle: "activities.searchTitle",
    description: "activities.description",
    withKind: true,
  });
}

export default function ActivitiesSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ListPage
      data={loaderData}
      heading={loaderData.categoryName ?? t("activities.searchTitle")}
      filters={{
        withKinds: true,
        searchLabel: t("activities.search"),
        placeholder: t("activities.searchPlaceholder"),
      }}
      label={t("activities.title")}
      count={t("activities.results", { count: loaderData.total })}
      loadingText={t("activities.loading")}
    />
  );
}
