import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import catalogs from "../content/catalogs.json" with { type: "json" };
import { CATALOG } from "../core/constants.ts";
import { LANGS, type Lang, localizePath } from "../core/i18n.ts";

/**
 * GenericDirectoryView answers `/{category}/{location}/{item}` for the directory's own category
 * slugs only, so any other three-segment path stays unknown and reaches the Home catch-all.
 */
const placeCategories =
  catalogs.find((catalog) => catalog.id === CATALOG.places)?.categories.map((c) => c.slug) ?? [];

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
    route(at("directory"), "routes/directory.tsx", { id: id("directory") }),
    route(at("directory/search"), "routes/directory-search.tsx", { id: id("directory-search") }),
    route(at("activities"), "routes/activities.tsx", { id: id("activities") }),
    route(at("activities/search"), "routes/activities-search.tsx", { id: id("activities-search") }),
    route(at("activities/providers/:destination/:provider"), "routes/provider.tsx", {
      id: id("activity-provider"),
    }),
    route(at("activities/:location/:item"), "routes/activity.tsx", { id: id("activity") }),
    route(at("events"), "routes/events.tsx", { id: id("events") }),
    route(at("privilege-card"), "routes/privilege-card.tsx", { id: id("privilege-card") }),
    route(at("event/:item"), "routes/event.tsx", { id: id("event") }),
    route(at("benefits"), "routes/benefits.tsx", { id: id("benefits") }),
    route(at("resorts"), "routes/resorts.tsx", { id: id("resorts") }),
    route(at("visit-vallarta"), "routes/visit-vallarta.tsx", { id: id("visit-vallarta") }),
    route(at("resort/:item"), "routes/resort.tsx", { id: id("resort") }),
    route(at("contact"), "routes/contact.tsx", { id: id("contact") }),
    route(at("privacyPolicy"), "routes/legal.tsx", { id: id("privacy") }),
    route(at("privacy-policy"), "routes/legal.tsx", { id: id("privacy-alias") }),
    route(at("terms-and-conditions"), "routes/legal.tsx", { id: id("terms") }),
    // Issue 9: the whole-site search behind Home's search box.
    route(at("search"), "routes/site-search.tsx", { id: id("site-search") }),
    // One dynamic segment: About (`/about{product}`), BSHome (`/{product}Black`), a benefit
    // provider (`/{id}`), else Home's catch-all (404). Fixed paths rank above it.
    route(at(":id"), "routes/top-level.tsx", { id: id("top-level") }),
    // Spanish pages name the category in Spanish (`/es/restaurantes/…`, decision 035); the
    // server answers the old `/es/restaurants/…` with a redirect before reaching React Router.
    ...placeCategories.map((category) =>
      route(localizePath(`/${category}/:location/:item`, lang).slice(1), "routes/place.tsx", {
        id: id(`place-${category}`),
      }),
    ),
    // Spec §2: Home is also the catch-all for any unknown path (served with status 404).
    route(at("*"), "routes/home.tsx", { id: id("catch-all") }),
  ]);
}

/** The Welcome Centre (spec §2 WCHome, WCPrivacyPolicy) in its own layout. */
function welcomeCentreRoutes(lang: Lang) {
  const id = (name: string) => `${lang}:${name}`;
  const at = (path: string) => (lang === "en" ? path : `${lang}/${path}`);
  return layout("routes/welcome-centre-layout.tsx", { id: id("wc-layout") }, [
    route(at("WelcomeCentre"), "routes/welcome-centre.tsx", { id: id("wc-home") }),
    route(at("WelcomeCentre/privacyPolicy"), "routes/welcome-centre-privacy.tsx", {
      id: id("wc-privacy"),
    }),
  ]);
}

/** formHolistika (spec §2): its own header and footer, so no shared layout. */
function holistikaRoute(lang: Lang) {
  return route(lang === "en" ? "Holistika" : `${lang}/Holistika`, "routes/holistika.tsx", {
    id: `${lang}:holistika`,
  });
}

export default LANGS.flatMap((lang) => [
  welcomeCentreRoutes(lang),
  holistikaRoute(lang),
  siteRoutes(lang),
]) satisfies RouteConfig;
