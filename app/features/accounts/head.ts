import { type PageId, pagePath } from "../../../core/pages.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { headContext, type MetaArgs, pageMeta } from "../../lib/seo.ts";

/**
 * The head of an account page (issue 13): the page's registry path, its title and description
 * in the page's language. Pages that only a member or a mailed link reaches are `noindex`: a
 * search result could only lead a stranger to a log-in redirect or an expired link.
 */
export function accountMeta(
  args: Omit<MetaArgs<unknown>, "loaderData">,
  page: PageId,
  words: { title: MessageKey; description: MessageKey; indexed?: true },
) {
  const { site, lang, t } = headContext(args);
  return pageMeta({
    site,
    lang,
    path: pagePath(page),
    title: t(words.title),
    description: t(words.description),
    noindex: !words.indexed,
  });
}
