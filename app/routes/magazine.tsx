import { data } from "react-router";
import { magazineData } from "../features/magazine/list.server.ts";
import { MagazineView } from "../features/magazine/MagazineView.tsx";
import { magazineSearch } from "../features/magazine/query.ts";
import { needMessages } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/magazine";

needMessages("magazine");

/** Magazine (spec §2): the articles, searched by words and one section, sorted, in pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await magazineData(context.get(servicesContext), request));
}

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  const { loaderData } = args;
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
        url: `${site.origin}${args.location.pathname}`,
      },
    ],
  });
}

export default function Magazine({ loaderData }: Route.ComponentProps) {
  return <MagazineView data={loaderData} />;
}
