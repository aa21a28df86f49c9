import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGS, type Lang, localizePath } from "../core/i18n.ts";
import { LAYOUTS, type LayoutGroup, routedPages, routeId } from "../core/pages.ts";
import {
  ADMIN_PREVIEW_PATH,
  ADMIN_RECORD_PREVIEW_PATH,
  ADMIN_SCREENS,
  ADMIN_SIGN_IN_PAGES,
  type AdminScreen,
} from "./features/admin/screens.ts";

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

/**
 * The back office (issue 14) at `/admin` (`/es/admin`): its layout, then each screen of
 * ADMIN_SCREENS inside it. Not pages of the registry: never in the sitemap, never indexed.
 */
function adminRoutes(lang: Lang) {
  const screens = (ADMIN_SCREENS as readonly AdminScreen[]).map((screen) =>
    screen.path === ""
      ? index(screen.module, { id: `${lang}:admin-${screen.id}` })
      : route(screen.path.slice(1), screen.module, { id: `${lang}:admin-${screen.id}` }),
  );
  return route(
    localizePath("/admin", lang).slice(1),
    "routes/admin/layout.tsx",
    { id: `${lang}:admin` },
    screens,
  );
}

/** The staff sign-in pages (set-up, invitation, enrolment, second factor), in each language. */
function adminSignInRoutes(lang: Lang) {
  return ADMIN_SIGN_IN_PAGES.map((page) =>
    route(localizePath(page.path, lang).slice(1), page.module, {
      id: `${lang}:admin-sign-in-${page.id}`,
    }),
  );
}

/**
 * An editor's preview of a visitor page (issue 15), outside the back office's layout so it is
 * the page as visitors get it; the preview screen frames it at phone and desktop width.
 */
function previewRoutes(lang: Lang) {
  return [
    route(localizePath(ADMIN_PREVIEW_PATH, lang).slice(1), "routes/admin/preview-page.tsx", {
      id: `${lang}:admin-preview-page`,
    }),
    route(
      localizePath(ADMIN_RECORD_PREVIEW_PATH, lang).slice(1),
      "routes/admin/record-preview-page.tsx",
      { id: `${lang}:admin-record-preview-page` },
    ),
  ];
}

export default LANGS.flatMap((lang) => [
  ...languageRoutes(lang),
  adminRoutes(lang),
  ...adminSignInRoutes(lang),
  ...previewRoutes(lang),
]) satisfies RouteConfig;
