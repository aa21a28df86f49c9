import type { Article } from "../../../core/contract/article.ts";

/** What an article card shows: the lean shape loaders send, so lists stay light on slow data. */
export type ArticleCardData = {
  id: number;
  title: string;
  friendlyUrl: string;
  pictureUrl: string | null;
  shortDescription: string;
  section: string | null;
  zone: string | null;
  dateSaved: string;
};

export function toCard(article: Article): ArticleCardData {
  return {
    id: article.id,
    title: article.title,
    friendlyUrl: article.friendlyUrl,
    pictureUrl: article.pictureUrl,
    shortDescription: article.shortDescription,
    section: article.categories[0]?.name ?? null,
    zone: article.zone,
    dateSaved: article.dateSaved,
  };
}
