import { CATALOG } from "../../../core/constants.ts";
import type { Lang } from "../../../core/i18n.ts";
import { articlePath } from "../../../core/urls.ts";
import type { Services } from "../../lib/context.server.ts";
import { found, goneOrMoved } from "../detail/load.server.ts";
import { articleCard } from "./cards.ts";

/** ArticlePage (spec §2): `/magazine/{article}` by friendlyUrl; unknown articles are a real 404. */
export async function articleData(
  services: Services,
  lang: Lang,
  friendlyUrl: string,
  /** An editor's preview (issue 15): this article by id, published or not. */
  draftId?: number,
) {
  const { magazine } = services;
  const article =
    draftId !== undefined
      ? found(await magazine.draft(lang, draftId))
      : ((await magazine.findArticle(lang, friendlyUrl)) ??
        (await goneOrMoved(services, CATALOG.magazine, friendlyUrl, lang, async (slug) =>
          (await magazine.findArticle(lang, slug)) ? articlePath(slug) : null,
        )));
  const related = await services.magazine.related(lang, article);
  return { article, related: related.map(articleCard) };
}

export type ArticleData = Awaited<ReturnType<typeof articleData>>;
