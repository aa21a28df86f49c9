import type { Lang } from "../../../core/i18n.ts";
import { translator } from "../../i18n/index.ts";
import { pageMeta, type SiteMeta } from "../../lib/seo.ts";
import type { HomeData } from "./data.server.ts";

/** BSHome's head (spec §2, `/{product}Black`): the home page under the black header. */
export function blackMeta(site: SiteMeta, lang: Lang, path: string, home: HomeData) {
  const t = translator(lang, site.name);
  return pageMeta({
    site,
    lang,
    path,
    title: t("black.label"),
    description: t("home.description"),
    image: home.featured?.pictureUrl,
    imageAlt: home.featured?.title,
  });
}
