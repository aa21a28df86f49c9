import type { MetaDescriptor } from "react-router";
import type { CardData } from "../../components/ItemCard.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { type ListQuery, listSearch } from "../../lib/list-query.ts";
import { headContext, type MetaArgs, pageMeta } from "../../lib/seo.ts";
import type { LandingList } from "./ListLanding.tsx";

/** A search list's words for its head: its name, its name while unfiltered, its description. */
export type ListHeadKeys = {
  /** The list's path, without filters: `/directory/search`. */
  base: string;
  title: MessageKey;
  /** The title without a category; a category's is `{title}: {category}`. Else always `title`. */
  searchTitle?: MessageKey;
  description: MessageKey;
  /** Whether tours and activities are told apart in the canonical path. */
  withKind?: boolean;
};

type ListHeadData = {
  query: ListQuery;
  categoryName?: string | null;
  cards: CardData[];
};

/**
 * A search list's head: canonical at its filters but not its words (results for words are not
 * pages of their own for search engines), its first card's picture for link previews.
 */
export function listMeta(args: MetaArgs<ListHeadData>, keys: ListHeadKeys): MetaDescriptor[] {
  const { site, lang, t } = headContext(args);
  const data = args.loaderData;
  const query = data?.query;
  const title =
    keys.searchTitle === undefined
      ? t(keys.title)
      : data?.categoryName
        ? `${t(keys.title)}: ${data.categoryName}`
        : t(keys.searchTitle);
  const { category, zones, kind, page } = query ?? {};
  return pageMeta({
    site,
    lang,
    path: `${keys.base}${listSearch({ category, zones, page, ...(keys.withKind ? { kind } : {}) })}`,
    title,
    description: t(keys.description),
    image: data?.cards[0]?.pictureUrl,
    imageAlt: data?.cards[0]?.title,
    noindex: Boolean(query?.q),
  });
}

/**
 * A list landing's head (Directory, Activities): a CollectionPage under its heading, its first
 * featured card's picture for link previews. `described` adds the description to the JSON-LD.
 */
export function landingMeta(
  args: MetaArgs<{ featured: CardData[] }>,
  list: LandingList,
  described = false,
): MetaDescriptor[] {
  const { site, lang, t } = headContext(args);
  const featured = args.loaderData?.featured[0];
  const description = t(`${list}.description` as const);
  return pageMeta({
    site,
    lang,
    path: `/${list}`,
    title: t(`${list}.title` as const),
    description,
    image: featured?.pictureUrl,
    imageAlt: featured?.title,
    jsonLd: [
      {
        "@type": "CollectionPage",
        name: t(`${list}.heading` as const),
        ...(described ? { description } : {}),
        inLanguage: lang,
      },
    ],
  });
}
