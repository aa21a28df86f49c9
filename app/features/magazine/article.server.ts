import type { Lang } from "../../../core/i18n.ts";
import type { Services } from "../../lib/context.server.ts";
import { found } from "../detail/load.server.ts";
import { articleCard } from "./cards.ts";

/** ArticlePage (spec §2): `/magazine/{article}` by friendlyUrl; unknown articles are a real 404. */
export async function articleData(services: Services, lang: Lang, friendlyUrl: string) {
  const article = found(await services.magazine.findArticle(lang, friendlyUrl));
  const related = await services.magazine.related(lang, article);
  return { article, related: related.map(articleCard) };
}

export type ArticleData = Awaited<ReturnType<typeof articleData>>;
