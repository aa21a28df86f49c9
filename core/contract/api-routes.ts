import type { CaptchaAction } from "./captcha.ts";

/**
 * What a write must carry besides its body (spec §6, §7): a solved captcha for `captcha` in the
 * `reCaptchaToken` header, which a visitor signed in with a `userToken` skips when `orUser`.
 */
export type ApiAuth = { readonly captcha: CaptchaAction; readonly orUser: boolean };

/** Where an endpoint of spec §7 answers, under `/api`: `:name` segments are its params. */
export type ApiRoute = {
  readonly method: "GET" | "POST";
  readonly path: `/${string}`;
  readonly auth?: ApiAuth;
};

/** Each route with its own name, so a call can be typed from the route alone. */
function named<const T extends Record<string, ApiRoute>>(
  table: T,
): { readonly [N in keyof T & string]: T[N] & { readonly name: N } } {
  return Object.fromEntries(
    Object.entries(table).map(([name, route]) => [name, { ...route, name }]),
  ) as { readonly [N in keyof T & string]: T[N] & { readonly name: N } };
}

/**
 * Every endpoint of `/api`, by name: method, path and the headers it needs. This half of the
 * table has no zod (the browser imports it, decision 050); `endpoints.ts` adds the schemas the
 * server checks and the types every call is given.
 */
export const apiRoutes = named({
  zones: { method: "GET", path: "/dependantFields/zones" },
  categories: { method: "GET", path: "/dependantFields/categories/:catalogID" },
  catalogs: { method: "GET", path: "/dependantFields/catalogs/:categoryID" },
  magazineSearch: { method: "POST", path: "/magazine/search" },
  placesSearch: { method: "POST", path: "/places/search" },
  activitiesSearch: { method: "POST", path: "/activities/search" },
  eventsSearch: { method: "POST", path: "/events/search" },
  benefitsSearch: { method: "POST", path: "/benefits/search" },
  reviewCreate: {
    method: "POST",
    path: "/reviews",
    auth: { captcha: "review", orUser: true },
  },
  reviewsSearch: { method: "POST", path: "/reviews/search" },
  captchaConfig: { method: "GET", path: "/captcha" },
  captchaChallenge: { method: "GET", path: "/captcha/challenge" },
  // Spec §7: the reCaptchaToken comes from the captcha action named `login`, signed in or not.
  contact: { method: "POST", path: "/Contact", auth: { captcha: "login", orUser: false } },
  teamMembers: { method: "GET", path: "/contact/getUsers" },
  pageView: { method: "POST", path: "/analytics/page-view" },
});
export type ApiRouteName = keyof typeof apiRoutes;
