import { stripLangPrefix } from "./i18n.ts";
import { PLACE_FACET_NAMES, placeFacet } from "./place-facets.ts";

/**
 * The list pages' filters (app/lib/list-query.ts parseListQuery), the place facets' parameters
 * (core/place-facets.ts) among them.
 */
const LIST = ["q", "category", "zone", "sub", "kind", "sort", "page"];
/** The directory's: the list's, and the place facets' parameters (only places have facets). */
const DIRECTORY = [...LIST, ...PLACE_FACET_NAMES.map((name) => placeFacet(name).param)];
/** The events views' filters (app/features/events/query.ts parseEventQuery). */
const EVENTS = ["q", "category", "zone", "from", "to", "page"] as const;

/**
 * The query parameters each page reads, by its English path: every other parameter (`utm_source`,
 * `fbclid`, `gclid`…) changes nothing on the page, so the page cache ignores it and the page is
 * rendered without it (docs/decisions/046). A test holds each loader's parser to its list.
 */
export const PAGE_QUERY: Readonly<Record<string, readonly string[]>> = {
  "/magazine": ["q", "section", "sort", "page"],
  "/directory/search": DIRECTORY,
  "/activities/search": LIST,
  "/benefits": LIST,
  "/events": EVENTS,
  "/privilege-card": EVENTS,
  "/search": ["q"],
  // The concierge form, filled in from a place, activity or event page (issue 16).
  "/onlineConcierge": ["item"],
  // Where log-in leads back to (a heart, a member's page: decision 140), and the heart's item to
  // save once signed in, carried through sign-up and its mailed link (docs/decisions/140).
  "/login": ["next", "save"],
  "/signUp": ["next", "save"],
  "/account/verify": ["next", "save"],
  // The back office (issue 14): its lists' pages and filters, where its sign-in leads back to.
  // Its pages are never stored (no-store), but a signed-out request is rendered from its key.
  "/admin/staff": ["page", "revoke"],
  "/admin/outbox": ["page"],
  "/admin/audit": ["actorId", "action", "entity", "from", "to", "page"],
  "/admin-sign-in/enrol": ["next"],
  "/admin-sign-in/verify": ["next"],
  // The visitor survey (issue 16): the question asked for by the Back link. Never stored (its
  // answers are the visit's own: no-store), but a request without its cookie renders from here.
  "/survey": ["q"],
  "/encuesta": ["q"],
};

/**
 * Parameters that make the answer the visitor's own: they set cookies (the team's phone, spec §6;
 * the Welcome Centre's invitation, spec §2; a mailed link's token, issue 13), so such a request
 * is always rendered for itself.
 */
const PERSONAL_EVERYWHERE = ["team"];
const PERSONAL: Readonly<Record<string, readonly string[]>> = {
  "/welcomecentre": ["id", "lscid", "t"],
  // A Welcome Centre terminal's link to the survey carries its attribution (issue 16).
  "/survey": ["id", "lscid", "t"],
  "/encuesta": ["id", "lscid", "t"],
  // A mailed link's token moves into a cookie (decision 072).
  "/account/verify": ["token"],
  "/account/reset-password": ["token"],
  // Staff links (decision 081): the first admin's set-up link and an invitation.
  "/admin-sign-in/setup": ["token"],
  "/admin-sign-in/invitation": ["token"],
};

/**
 * React Router's client navigations fetch a page's data at `{path}.data` (`/_root.data` for
 * `/`), naming the routes to load in `_routes` (and `index` for an index route): both are read,
 * and belong to the key.
 */
const DATA_SUFFIX = ".data";
const DATA_QUERY = ["_routes", "index"];

/** A page's path as the tables above name it: English, lower case (routes ignore case). */
function pageKey(pathname: string): string {
  let path = pathname;
  if (path.endsWith(DATA_SUFFIX)) {
    path = path.slice(0, -DATA_SUFFIX.length);
    if (path === "/_root" || path.endsWith("/_root")) path = path.slice(0, -"_root".length);
  }
  path = stripLangPrefix(path).toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

const LOWER_PAGE_QUERY = new Map(Object.entries(PAGE_QUERY).map(([p, n]) => [p.toLowerCase(), n]));

/**
 * Pages below a path whose parameters are personal: a concierge request's tracking page opens
 * with its secret link's key (decision 112), and must be rendered for that request alone.
 */
const PERSONAL_BELOW: readonly (readonly [string, readonly string[]])[] = [
  ["/onlineconcierge/requests/", ["key"]],
];

/** The parameters the page at this path reads (PAGE_QUERY), by any of its addresses. */
export function pageParams(pathname: string): readonly string[] {
  return LOWER_PAGE_QUERY.get(pageKey(pathname)) ?? [];
}

/** Whether the query carries a parameter that personalises the page at this path. */
export function hasPersonalQuery(url: URL): boolean {
  const key = pageKey(url.pathname);
  const below = PERSONAL_BELOW.flatMap(([prefix, names]) => (key.startsWith(prefix) ? names : []));
  const names = [...PERSONAL_EVERYWHERE, ...(PERSONAL[key] ?? []), ...below];
  return names.some((name) => url.searchParams.has(name));
}

/**
 * The query string the page at this path reads, and nothing else: its own parameters, sorted by
 * name (values of a repeated name keep their order), `?`-prefixed, or empty.
 */
export function pageQuery(url: URL): string {
  const names = [
    ...(LOWER_PAGE_QUERY.get(pageKey(url.pathname)) ?? []),
    ...(url.pathname.endsWith(DATA_SUFFIX) ? DATA_QUERY : []),
  ];
  const kept = [...url.searchParams]
    .filter(([name]) => names.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length > 0 ? `?${new URLSearchParams(kept)}` : "";
}
