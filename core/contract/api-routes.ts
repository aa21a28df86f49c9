import type { CaptchaAction } from "./captcha.ts";

/**
 * Every endpoint of `/api` (spec §7), one export each: its method, its path (`:name` segments
 * are its params) and the headers a write needs. This half of the endpoint table has no zod:
 * the browser imports it (`import * as apiRoutes`), and the bundler keeps only the routes a
 * chunk uses (docs/decisions/050). `endpoints.ts` adds the schemas, under the same names.
 */

/**
 * What a write must carry besides its body (spec §6, §7): a solved captcha for `captcha` in the
 * `reCaptchaToken` header, which a visitor signed in with a `userToken` skips when `orUser`.
 */
export type ApiAuth = { readonly captcha: CaptchaAction; readonly orUser: boolean };

export type ApiRoute = {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: `/${string}`;
  readonly auth?: ApiAuth;
  /** Only for a signed-in member: the `userToken` header (spec §6) must name a live session. */
  readonly member?: true;
};

export const zones = { method: "GET", path: "/dependantFields/zones" } as const satisfies ApiRoute;
export const categories = {
  method: "GET",
  path: "/dependantFields/categories/:catalogID",
} as const satisfies ApiRoute;
export const catalogs = {
  method: "GET",
  path: "/dependantFields/catalogs/:categoryID",
} as const satisfies ApiRoute;
export const magazineSearch = {
  method: "POST",
  path: "/magazine/search",
} as const satisfies ApiRoute;
export const placesSearch = { method: "POST", path: "/places/search" } as const satisfies ApiRoute;
export const activitiesSearch = {
  method: "POST",
  path: "/activities/search",
} as const satisfies ApiRoute;
export const eventsSearch = { method: "POST", path: "/events/search" } as const satisfies ApiRoute;
export const benefitsSearch = {
  method: "POST",
  path: "/benefits/search",
} as const satisfies ApiRoute;
export const reviewCreate = {
  method: "POST",
  path: "/reviews",
  auth: { captcha: "review", orUser: true },
} as const satisfies ApiRoute;
export const reviewsSearch = {
  method: "POST",
  path: "/reviews/search",
} as const satisfies ApiRoute;
export const captchaConfig = { method: "GET", path: "/captcha" } as const satisfies ApiRoute;
export const captchaChallenge = {
  method: "GET",
  path: "/captcha/challenge",
} as const satisfies ApiRoute;
/** Spec §7: the reCaptchaToken comes from the captcha action named `login`, signed in or not. */
export const contact = {
  method: "POST",
  path: "/Contact",
  auth: { captcha: "login", orUser: false },
} as const satisfies ApiRoute;
export const teamMembers = { method: "GET", path: "/contact/getUsers" } as const satisfies ApiRoute;
export const pageView = {
  method: "POST",
  path: "/analytics/page-view",
} as const satisfies ApiRoute;

// Members' accounts (issue 13, decision 071).
export const signUp = { method: "POST", path: "/users/signUp" } as const satisfies ApiRoute;
export const verifyEmail = { method: "POST", path: "/users/verify" } as const satisfies ApiRoute;
export const login = { method: "POST", path: "/users/login" } as const satisfies ApiRoute;
export const logout = {
  method: "POST",
  path: "/users/logout",
  member: true,
} as const satisfies ApiRoute;
export const passwordForgot = {
  method: "POST",
  path: "/users/password/forgot",
} as const satisfies ApiRoute;
export const passwordReset = {
  method: "POST",
  path: "/users/password/reset",
} as const satisfies ApiRoute;
export const me = { method: "GET", path: "/users/me", member: true } as const satisfies ApiRoute;
export const meUpdate = {
  method: "PUT",
  path: "/users/me",
  member: true,
} as const satisfies ApiRoute;
export const meDelete = {
  method: "DELETE",
  path: "/users/me",
  member: true,
} as const satisfies ApiRoute;
export const passwordChange = {
  method: "PUT",
  path: "/users/me/password",
  member: true,
} as const satisfies ApiRoute;
export const meSessions = {
  method: "GET",
  path: "/users/me/sessions",
  member: true,
} as const satisfies ApiRoute;
export const meSessionsEnd = {
  method: "DELETE",
  path: "/users/me/sessions",
  member: true,
} as const satisfies ApiRoute;
export const meExport = {
  method: "GET",
  path: "/users/me/export",
  member: true,
} as const satisfies ApiRoute;
