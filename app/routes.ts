import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGS, type Lang } from "../core/i18n.ts";

/**
 * Spec §2 routes, once per language: English at unprefixed paths, Spanish under `/es`. The same
 * module serves both; route ids carry the language so each is distinct.
 */
function siteRoutes(lang: Lang) {
  const id = (name: string) => `${lang}:${name}`;
  const at = (path: string) => (lang === "en" ? path : `${lang}/${path}`);
  return layout("routes/site-layout.tsx", { id: id("layout") }, [
    lang === "en"
      ? index("routes/home.tsx", { id: id("home") })
      : route(lang, "routes/home.tsx", { id: id("home") }),
    route(at("magazine"), "routes/magazine.tsx", { id: id("magazine") }),
    route(at("magazine/:article"), "routes/article.tsx", { id: id("article") }),
    // Spec §2: Home is also the catch-all for any unknown path (served with status 404).
    route(at("*"), "routes/home.tsx", { id: id("catch-all") }),
  ]);
}

export default LANGS.map(siteRoutes) satisfies RouteConfig;
