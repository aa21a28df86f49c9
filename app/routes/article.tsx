import { detailLoader } from "../features/detail/load.server.ts";
import { ARTICLE_PAGE, ArticleView } from "../features/magazine/ArticleView.tsx";
import { articleData } from "../features/magazine/article.server.ts";
import type { Route } from "./+types/article";

/** ArticlePage (spec §2): `/magazine/{article}` by friendlyUrl; unknown articles are a real 404. */
export const loader = detailLoader(articleData, "article");

export const meta = ARTICLE_PAGE.meta;

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView data={loaderData} />;
}

export const ErrorBoundary = ARTICLE_PAGE.ErrorBoundary;
