import type { Article } from "../../../core/contract/article.ts";
import { articlePath } from "../../../core/urls.ts";
import type { CardData } from "../../components/ItemCard.tsx";

/** A magazine article as a card: the lean shape loaders send, so lists stay light on slow data. */
export function articleCard(article: Article): CardData {
  return {
    id: article.id,
    href: articlePath(article.friendlyUrl),
    title: article.title,
    pictureUrl: article.pictureUrl,
    kicker: article.categories[0]?.name ?? null,
    summary: article.shortDescription,
    date: article.dateSaved,
    meta: article.zone ? [article.zone] : [],
  };
}
