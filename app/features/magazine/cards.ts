import type { Article } from "../../../core/contract/article.ts";
import { articlePath } from "../../../core/urls.ts";
import type { CardData } from "../../components/ItemCard.tsx";

/** What every article-like item (article, event) shows on a card, linked at `href`. */
export function cardBase(item: Article, href: string) {
  return {
    id: item.id,
    savable: true as const,
    href,
    title: item.title,
    pictureUrl: item.pictureUrl,
    kicker: item.categories[0]?.name ?? null,
    summary: item.shortDescription,
  };
}

/** A magazine article as a card: the lean shape loaders send, so lists stay light on slow data. */
export function articleCard(article: Article): CardData {
  return {
    ...cardBase(article, articlePath(article.friendlyUrl)),
    date: article.dateSaved,
    meta: article.zone ? [article.zone] : [],
  };
}
