import { type Lang, localizePath } from "./i18n.ts";
import { SPANISH_PAGE_PATHS } from "./path-segments.ts";

/**
 * The site's pages (spec §2), once: `app/routes.ts` makes the React Router config from them for
 * every language, the sitemap lists the fixed ones, the header and footer link those in the
 * navigation, and detail pages build their breadcrumb trails from the parents. A new page is one
 * entry here plus its route module (and its words). Paths are English; other languages come
 * from `localizePath` only, Spanish in Spanish words (core/path-segments.ts, decision 136). See
 * docs/architecture.md "Pages".
 */

/** The layouts a page is rendered in (`null`: the page draws its own header and footer). */
export const LAYOUTS = {
  site: { id: "layout", module: "routes/site-layout.tsx" },
  "welcome-centre": { id: "wc-layout", module: "routes/welcome-centre-layout.tsx" },
  holistika: null,
} as const;
export type LayoutGroup = keyof typeof LAYOUTS;

/** The sitemap files enumerated from the database, one kind of page each (server/services/sitemap). */
export const SITEMAP_SOURCES = [
  "articles",
  "places",
  "activities",
  "activity-providers",
  "events",
  "partners",
] as const;
export type SitemapSourceName = (typeof SITEMAP_SOURCES)[number];

/**
 * How a page is in the sitemap: `"static"` is one fixed URL in `pages.xml`, `"resorts"` one URL
 * per resort of the deployed files (also in `pages.xml`, decision 019), a source name one URL
 * per database row streamed by that source. No `sitemap`: not listed (searches, aliases, 404).
 */
export type SitemapListing = "static" | "resorts" | SitemapSourceName;

export type PageEntry = {
  /**
   * English path pattern (React Router syntax). `{product}` stands for the configured product
   * name: such a page has no route of its own (`route: false`), the top-level `:id` serves it.
   */
  path: string;
  /** The route module under app/, relative to it. */
  module: `routes/${string}.tsx`;
  layout: LayoutGroup;
  /** `false`: listed for the sitemap, navigation or trails, but served by another route. */
  route?: false;
  sitemap?: SitemapListing;
  /**
   * In the header (and footer unless `headerOnly`), by `order` (tens, so a page fits between two),
   * labelled by a message key.
   */
  nav?: { label: `nav.${string}`; order: number; headerOnly?: true };
  /** Its name in trails (a message key): a page with a title can be a breadcrumb parent. */
  title?: string;
  /** The page before it in the breadcrumb trail. */
  parent?: string;
};

export const PAGES = {
  home: {
    path: "/",
    module: "routes/home.tsx",
    layout: "site",
    sitemap: "static",
    nav: { label: "nav.home", order: 10 },
  },
  magazine: {
    path: "/magazine",
    module: "routes/magazine.tsx",
    layout: "site",
    sitemap: "static",
    nav: { label: "nav.magazine", order: 30 },
    title: "magazine.title",
  },
  article: {
    path: "/magazine/:article",
    module: "routes/article.tsx",
    layout: "site",
    sitemap: "articles",
    parent: "magazine",
  },
  directory: {
    path: "/directory",
    module: "routes/directory.tsx",
    layout: "site",
    sitemap: "static",
    nav: { label: "nav.directory", order: 50 },
    title: "directory.title",
  },
  "directory-search": {
    path: "/directory/search",
    module: "routes/directory-search.tsx",
    layout: "site",
    parent: "directory",
  },
  activities: {
    path: "/activities",
    module: "routes/activities.tsx",
    layout: "site",
    sitemap: "static",
    nav: { label: "nav.activities", order: 60 },
    title: "activities.title",
  },
  "activities-search": {
    path: "/activities/search",
    module: "routes/activities-search.tsx",
    layout: "site",
    parent: "activities",
  },
  "activity-provider": {
    path: "/activities/providers/:destination/:provider",
    module: "routes/provider.tsx",
    layout: "site",
    sitemap: "activity-providers",
    parent: "activities",
  },
  activity: {
    path: "/activities/:location/:item",
    module: "routes/activity.tsx",
    layout: "site",
    sitemap: "activities",
    parent: "activities",
  },
  events: {
    path: "/events",
    module: "routes/events.tsx",
    layout: "site",
    sitemap: "static",
    nav: { label: "nav.events", order: 70 },
    title: "events.title",
  },
  "privilege-card": {
    path: "/privilege-card",
    module: "routes/privilege-card.tsx",
    layout: "site",
    sitemap: "static",
  },
  // What a partner sees on scanning a member's card (decision 073): not in the sitemap.
  "card-verify": {
    path: "/privilege-card/verify/:token",
    module: "routes/card-verify.tsx",
    layout: "site",
  },
  event: {
    path: "/event/:item",
    module: "routes/event.tsx",
    layout: "site",
    sitemap: "events",
    parent: "events",
  },
  benefits: {
    path: "/benefits",
    module: "routes/benefits.tsx",
    layout: "site",
    sitemap: "static",
    nav: { label: "nav.benefits", order: 80 },
    title: "benefits.title",
  },
  resorts: {
    path: "/resorts",
    module: "routes/resorts.tsx",
    layout: "site",
    sitemap: "static",
    nav: { label: "nav.resorts", order: 40, headerOnly: true },
    title: "resorts.title",
  },
  "visit-vallarta": {
    path: "/visit-vallarta",
    module: "routes/visit-vallarta.tsx",
    layout: "site",
    sitemap: "static",
  },
  resort: {
    path: "/resort/:item",
    module: "routes/resort.tsx",
    layout: "site",
    sitemap: "resorts",
    parent: "resorts",
  },
  contact: {
    path: "/contact",
    module: "routes/contact.tsx",
    layout: "site",
    sitemap: "static",
    nav: { label: "nav.contact", order: 90 },
  },
  privacy: {
    path: "/privacyPolicy",
    module: "routes/legal.tsx",
    layout: "site",
    sitemap: "static",
  },
  "privacy-alias": { path: "/privacy-policy", module: "routes/legal.tsx", layout: "site" },
  terms: {
    path: "/terms-and-conditions",
    module: "routes/legal.tsx",
    layout: "site",
    sitemap: "static",
  },
  // OnlineConcierge (spec §2, issue 16): the request form, and a request's tracking page behind
  // its secret link (`?key=`, decision 112), never in the sitemap.
  "online-concierge": {
    path: "/onlineConcierge",
    module: "routes/concierge.tsx",
    layout: "site",
    sitemap: "static",
    title: "concierge.title",
  },
  "concierge-request": {
    path: "/onlineConcierge/requests/:id",
    module: "routes/concierge-request.tsx",
    layout: "site",
    parent: "online-concierge",
  },
  // Issue 13: members sign up and in (spec §1 SignUp and Login) and follow their mailed links
  // (decisions 071, 072). Not in the sitemap: forms, not content. Spanish paths in Spanish
  // (`/es/registro`, `/es/iniciar-sesion`: decision 077).
  "sign-up": { path: "/signUp", module: "routes/sign-up.tsx", layout: "site" },
  login: { path: "/login", module: "routes/login.tsx", layout: "site" },
  logout: { path: "/logout", module: "routes/logout.tsx", layout: "site" },
  // The member's account (issue 13). The member's pages have Spanish paths in Spanish
  // (`/es/cuenta`, `/es/registro`…: core/path-segments.ts, decision 077).
  account: { path: "/account", module: "routes/account.tsx", layout: "site" },
  // My trip (issue 13): the member's saved items; every heart posts to it.
  "account-trip": { path: "/account/trip", module: "routes/account-trip.tsx", layout: "site" },
  "verify-email": { path: "/account/verify", module: "routes/verify-email.tsx", layout: "site" },
  "forgot-password": {
    path: "/account/forgot-password",
    module: "routes/forgot-password.tsx",
    layout: "site",
  },
  "reset-password": {
    path: "/account/reset-password",
    module: "routes/reset-password.tsx",
    layout: "site",
  },
  // The visitor survey (decision 115): one question a screen, each a form post. Not in
  // the sitemap: a form for visitors who came, not content to find. Its alias `/encuesta` is the
  // Spanish survey's address, `/es/encuesta`, where the server sends it (decision 136).
  survey: { path: "/survey", module: "routes/survey.tsx", layout: "site" },
  "survey-thanks": { path: "/survey/thanks", module: "routes/survey-thanks.tsx", layout: "site" },
  // Issue 9: the whole-site search behind Home's search box.
  "site-search": { path: "/search", module: "routes/site-search.tsx", layout: "site" },
  // AboutSenses (spec §2) at `/about{product}`: the top-level route below serves it.
  about: {
    path: "/about{product}",
    module: "routes/top-level.tsx",
    layout: "site",
    route: false,
    sitemap: "static",
    nav: { label: "nav.about", order: 20 },
  },
  // A benefit partner at `/{id}`: the top-level route serves it too.
  partner: {
    path: "/:id",
    module: "routes/top-level.tsx",
    layout: "site",
    route: false,
    sitemap: "partners",
    parent: "benefits",
  },
  // One dynamic segment: About (`/about{product}`), BSHome (`/{product}Black`), a benefit
  // provider (`/{id}`), else Home's catch-all (404). Fixed paths rank above it.
  "top-level": { path: "/:id", module: "routes/top-level.tsx", layout: "site" },
  // GenericDirectoryView: any place category, read from the database when the page is asked
  // for (decision 052). The Spanish path names the category in Spanish (`/es/restaurantes/…`,
  // decision 035); the server redirects the old `/es/restaurants/…` before React Router.
  place: {
    path: "/:category/:location/:item",
    module: "routes/place.tsx",
    layout: "site",
    sitemap: "places",
    parent: "directory",
  },
  // Spec §2: Home is also the catch-all for any unknown path (served with status 404).
  "catch-all": { path: "/*", module: "routes/home.tsx", layout: "site" },
  "wc-home": {
    path: "/WelcomeCentre",
    module: "routes/welcome-centre.tsx",
    layout: "welcome-centre",
  },
  "wc-privacy": {
    path: "/WelcomeCentre/privacyPolicy",
    module: "routes/welcome-centre-privacy.tsx",
    layout: "welcome-centre",
  },
  // formHolistika (spec §2): its own header and footer, so no shared layout.
  holistika: {
    path: "/Holistika",
    module: "routes/holistika.tsx",
    layout: "holistika",
    sitemap: "static",
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;
type Page = (typeof PAGES)[PageId];

/** Every page with its id, in the registry's order. */
export const PAGE_LIST: readonly (PageEntry & { id: PageId })[] = (
  Object.keys(PAGES) as PageId[]
).map((id) => ({ id, ...(PAGES[id] as PageEntry) }));

/** A page's English path, the configured product name filled in (`/about{product}`). */
export function pagePath(id: PageId, product = ""): string {
  return PAGES[id].path.replace("{product}", product);
}

/** The names of a path pattern's `:params`: `"/magazine/:article"` → `"article"`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A page's English path with its `:params` filled in: `("article", { article: "x" })` → `/magazine/x`. */
export function fillPath<Id extends PageId>(
  id: Id,
  params: Record<PathParams<(typeof PAGES)[Id]["path"]>, string>,
): string {
  const values: Record<string, string> = params;
  return PAGES[id].path.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? "");
}

/** A page's path in a language, only through `localizePath`. */
export const localPagePath = (id: PageId, lang: Lang, product = "") =>
  localizePath(pagePath(id, product), lang);

/** A route's id: the page's id with the language, so each language's route is distinct. */
export const routeId = (lang: Lang, id: string) => `${lang}:${id}`;

/** The pages with a route of their own, in a layout group, for `app/routes.ts`. */
export const routedPages = (layout: LayoutGroup) =>
  PAGE_LIST.filter((page) => page.layout === layout && page.route !== false);

/** The fixed URLs of `sitemaps/pages.xml`, in English, in the registry's order. */
export const staticSitemapPaths = (product: string): string[] =>
  PAGE_LIST.filter((page) => page.sitemap === "static").map((page) => pagePath(page.id, product));

/** The database sources the sitemap lists, each claimed by exactly one page. */
export const sitemapSourcePages = (): Map<SitemapSourceName, PageId> =>
  new Map(
    PAGE_LIST.flatMap((page) =>
      (SITEMAP_SOURCES as readonly string[]).includes(page.sitemap ?? "")
        ? [[page.sitemap as SitemapSourceName, page.id] as const]
        : [],
    ),
  );

type NavPage = Extract<Page, { nav: object }>;
/** A link of the header and footer navigation (spec §2 "Layouts"). */
export type NavLink = { id: PageId; label: NavPage["nav"]["label"]; headerOnly: boolean };

/** The header's links in order; the footer shows those not `headerOnly`. */
export const NAV_LINKS: readonly NavLink[] = PAGE_LIST.flatMap((page) =>
  page.nav
    ? [{ page, nav: page.nav as { label: NavLink["label"]; order: number; headerOnly?: true } }]
    : [],
)
  .sort((a, b) => a.nav.order - b.nav.order)
  .map(({ page, nav }) => ({ id: page.id, label: nav.label, headerOnly: nav.headerOnly === true }));

type TitledPage = Extract<Page, { title: string }>;
/** A step of a breadcrumb trail before the page itself: a titled page and its English path. */
export type TrailStep = { id: PageId; title: TitledPage["title"]; path: string };

/** The pages before `id` in its breadcrumb trail, the outermost first. */
export function trailOf(id: PageId): TrailStep[] {
  const steps: TrailStep[] = [];
  let parent: string | undefined = (PAGES[id] as PageEntry).parent;
  while (parent) {
    const page = PAGES[parent as PageId] as PageEntry | undefined;
    if (!page?.title) throw new Error(`page ${id}: parent ${parent} has no title`);
    steps.unshift({
      id: parent as PageId,
      title: page.title as TrailStep["title"],
      path: pagePath(parent as PageId),
    });
    parent = page.parent;
  }
  return steps;
}

/** First segments the server answers itself, before any page: the API, pictures, the build's files. */
const SERVER_SEGMENTS = ["api", "img", "assets", "sitemaps", "es", "admin"];

/**
 * Whether a place category can't take `slug` as the first segment of its places' addresses
 * (decisions 109, 110): its English slug (`/{slug}/{location}/{item}`) or its Spanish word
 * (`/es/{word}/{location}/{item}`; with none, the English slug is the Spanish segment too). Not
 * the first segment of another page's path (`/activities/{location}/{item}` is an activity's),
 * of a page's Spanish path (`/es/cuenta/…`, `/es/actividades/…`: decision 136) or of the server's own addresses
 * (`/img/{sha}/{name}`). Other categories' words are the database's: the record adapter checks
 * those. Routes ignore case, so neither does this.
 */
export function placeSegmentTaken(slug: string): boolean {
  const wanted = slug.toLowerCase();
  const pages = PAGE_LIST.map((page) => page.path.split("/")[1] ?? "").filter(
    (segment) => segment !== "" && !segment.startsWith(":") && !segment.includes("{"),
  );
  const memberPages = [...SPANISH_PAGE_PATHS.values()].map((path) => path.split("/")[1] ?? "");
  return [...pages, ...memberPages, ...SERVER_SEGMENTS].some(
    (segment) => segment.toLowerCase() === wanted,
  );
}
