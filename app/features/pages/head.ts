import type { MetaDescriptor } from "react-router";
import { headContext, type MetaArgs, type PageMetaInput, pageMeta } from "../../lib/seo.ts";
import type { InfoPageData } from "./InfoArticle.tsx";

/**
 * The head of a page built on one of the site's texts: titled and described by the text unless
 * `more` says otherwise (another title, a picture, noindex).
 */
export function infoPageMeta(
  args: MetaArgs<{ page: InfoPageData }>,
  path: string,
  more: Partial<PageMetaInput> = {},
): MetaDescriptor[] {
  const { site, lang } = headContext(args);
  const page = args.loaderData?.page;
  return pageMeta({
    site,
    lang,
    path,
    title: page?.title,
    description: page?.description ?? "",
    ...more,
  });
}
