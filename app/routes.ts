import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGS, type Lang, localizePath } from "../core/i18n.ts";
import { LAYOUTS, type LayoutGroup, routedPages, routeId } from "../core/pages.ts";

/**
 * Spec §2 routes, once per language, from the page registry (core/pages.ts): English at
 * unprefixed paths, Spanish under `/es` as `localizePath` makes them. The same module serves
 * both; route ids carry the language so each is distinct.
 */
function pageRoutes(lang: Lang, group: LayoutGroup) {
  return routedPages(group).map((page) => {
    const id = routeId(lang, page.id);
    if (page.path === "/" && lang === "en") return index(page.module, { id });
    return route(localizePath(page.path, lang).slice(1), page.module, { id });
  });
}

/** Each layout's pages inside it; pages of a group without a layout stand alone. */
function languageRoutes(lang: Lang) {
  return (["welcome-centre", "holistika", "site"] as const).flatMap((group) => {
    const shell = LAYOUTS[group];
    const pages = pageRoutes(lang, group);
    return shell ? [layout(shell.module, { id: routeId(lang, shell.id) }, pages)] : pages;
  });
}

export default LANGS.flatMap(languageRoutes) satisfies RouteConfig;
