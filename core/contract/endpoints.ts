import { z } from "zod";
import {
  accountExportSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  mailReceiptSchema,
  noContentSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  sessionListSchema,
  signedInSchema,
  signUpSchema,
  userSchema,
  verifySchema,
} from "./account.ts";
import { pageViewReceiptSchema, pageViewSchema } from "./analytics.ts";
import type { ApiRoute } from "./api-routes.ts";
import * as apiRoutes from "./api-routes.ts";
import { articleListSchema, eventListSchema } from "./article.ts";
import { captchaActionSchema, captchaChallengeSchema, captchaConfigSchema } from "./captcha.ts";
import { langSchema } from "./common.ts";
import { contactCreateSchema, contactReceiptSchema, teamMemberListSchema } from "./contact.ts";
import { catalogListSchema, categoryListSchema, zoneListSchema } from "./dependant-fields.ts";
import type { ApiError } from "./errors.ts";
import { placeListSchema } from "./place.ts";
import {
  reviewCreateSchema,
  reviewListSchema,
  reviewSchema,
  reviewSearchSchema,
} from "./review.ts";
import {
  activitySearchRequestSchema,
  benefitSearchRequestSchema,
  eventSearchRequestSchema,
  magazineSearchRequestSchema,
  placeSearchRequestSchema,
} from "./search.ts";

/** The error statuses an endpoint names; each answers spec §8's shape (`errors.ts`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 429;

/** What the server checks and answers, beside where the endpoint is (`api-routes.ts`). */
export type EndpointSchemas = {
  /** One line in the OpenAPI document and on `/api/docs`. */
  readonly summary: string;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** The success answer, sent with `status` (200 unless said). */
  readonly answer: z.ZodType;
  readonly status?: 200 | 201 | 202 | 204;
  readonly errors?: readonly ErrorStatus[];
};
export type Endpoint = ApiRoute & EndpointSchemas;
/** The endpoints by name, as `api-routes.ts` exports them. */
export type ApiRouteName = keyof typeof apiRoutes;

/** Joins each route to its schemas; a route without schemas, or schemas without a route, fail to compile. */
function withSchemas<const S extends { readonly [N in ApiRouteName]: EndpointSchemas }>(
  schemas: S & Record<Exclude<keyof S, ApiRouteName>, never>,
) {
  return Object.fromEntries(
    Object.entries(apiRoutes).map(([name, route]) => [
      name,
      { ...route, ...(schemas as Record<string, EndpointSchemas>)[name] },
    ]),
  ) as { readonly [N in ApiRouteName]: (typeof apiRoutes)[N] & S[N] };
}

const langQuery = z.strictObject({ lang: langSchema.optional() });
const numericId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The `/api` contract (spec §7), one entry per endpoint: the server registers its routes from
 * it (server/api/endpoint.ts), and the browser's `call()` (app/lib/api.ts) takes its types from
 * it. Adding an endpoint is a line in `api-routes.ts`, an entry here and its handler.
 */
export const endpoints = withSchemas({
  zones: {
    summary: "The 11 zones with their polygons (spec §3 Zone)",
    query: langQuery,
    answer: zoneListSchema,
  },
  categories: {
    summary: "The categories of a catalog (1071, 1072, 1073, 1074 or 1095)",
    params: z.object({ catalogID: numericId }),
    query: langQuery,
    answer: categoryListSchema,
    errors: [404],
  },
  catalogs: {
    summary: "The catalogs that depend on a category; clients keep the first",
    params: z.object({ categoryID: numericId }),
    query: langQuery,
    answer: catalogListSchema,
    errors: [404],
  },
  magazineSearch: {
    summary: "Search the magazine (catalog 1071)",
    body: magazineSearchRequestSchema,
    answer: articleListSchema,
    errors: [400],
  },
  placesSearch: {
    summary: "Search the directory (catalog 1072)",
    body: placeSearchRequestSchema,
    answer: placeListSchema,
    errors: [400],
  },
  activitiesSearch: {
    summary: "Search activities and tours (catalog 1073)",
    body: activitySearchRequestSchema,
    answer: articleListSchema,
    errors: [400],
  },
  eventsSearch: {
    summary: "Search the events calendar (catalog 1074)",
    body: eventSearchRequestSchema,
    answer: eventListSchema,
    errors: [400],
  },
  benefitsSearch: {
    summary: "Search partner benefits (catalog 1095)",
    body: benefitSearchRequestSchema,
    answer: articleListSchema,
    errors: [400],
  },
  reviewCreate: {
    summary: "Review a place or an activity",
    body: reviewCreateSchema,
    answer: reviewSchema,
    status: 201,
    errors: [400, 429],
  },
  reviewsSearch: {
    summary: "The reviews of a place or an activity, newest first",
    body: reviewSearchSchema,
    answer: reviewListSchema,
    errors: [400],
  },
  captchaConfig: { summary: "The captcha in use", answer: captchaConfigSchema },
  captchaChallenge: {
    summary: "A fresh proof-of-work challenge for one form (valid 10 minutes, one use)",
    // The form the token will be sent with: a solution is accepted by that form only.
    query: z.strictObject({ action: captchaActionSchema }),
    answer: captchaChallengeSchema,
  },
  contact: {
    summary: "Send a lead to the team: an invitation, a message or a retreat enquiry",
    body: contactCreateSchema,
    answer: contactReceiptSchema,
    status: 201,
    errors: [400, 429],
  },
  teamMembers: {
    summary: "The team members shown in 'Meet our team'",
    query: langQuery,
    answer: teamMemberListSchema,
  },
  pageView: {
    summary: "Record a page view",
    body: pageViewSchema,
    answer: pageViewReceiptSchema,
    status: 201,
    errors: [400, 429],
  },
  signUp: {
    summary:
      "Sign up: mails a confirmation link (or, to an address with an account, a note); the same answer either way",
    body: signUpSchema,
    answer: mailReceiptSchema,
    status: 202,
    errors: [400, 429],
  },
  verifyEmail: {
    summary: "Confirm the e-mail address with the mailed link's token, and sign in",
    body: verifySchema,
    answer: signedInSchema,
    errors: [400, 429],
  },
  login: {
    summary: "Log in: a new userToken; one 401 for every failure",
    body: loginSchema,
    answer: signedInSchema,
    errors: [400, 401, 429],
  },
  logout: {
    summary: "Log out: the userToken no longer works",
    answer: noContentSchema,
    status: 204,
    errors: [401],
  },
  passwordForgot: {
    summary: "Mail a password reset link if the address has an account; the same answer either way",
    body: forgotPasswordSchema,
    answer: mailReceiptSchema,
    status: 202,
    errors: [400, 429],
  },
  passwordReset: {
    summary: "Set a new password with the mailed link's token: signs out every other session",
    body: resetPasswordSchema,
    answer: signedInSchema,
    errors: [400, 429],
  },
  me: {
    summary: "The signed-in member (spec §3 User)",
    answer: userSchema,
    errors: [401],
  },
  meUpdate: {
    summary: "Change the member's name, language or chat state",
    body: profileUpdateSchema,
    answer: userSchema,
    errors: [400, 401, 429],
  },
  meDelete: {
    summary: "Close the account (password again): sessions go, reviews stay without the link",
    body: deleteAccountSchema,
    answer: noContentSchema,
    status: 204,
    errors: [400, 401, 403, 429],
  },
  passwordChange: {
    summary: "Change the password (the current one again): signs out every other session",
    body: changePasswordSchema,
    answer: noContentSchema,
    status: 204,
    errors: [400, 401, 403, 429],
  },
  meSessions: {
    summary: "The member's live sessions, the current one marked",
    answer: sessionListSchema,
    errors: [401],
  },
  meSessionsEnd: {
    summary: "Sign out every other session",
    answer: noContentSchema,
    status: 204,
    errors: [401],
  },
  meExport: {
    summary: "Everything kept about the member, as JSON",
    answer: accountExportSchema,
    errors: [401],
  },
});
export type Endpoints = typeof endpoints;

type Parsed<E, K extends "body" | "query" | "params", Side extends "in" | "out"> = E extends {
  readonly [key in K]: infer S extends z.ZodType;
}
  ? Side extends "in"
    ? z.input<S>
    : z.output<S>
  : undefined;

/** What the caller sends (before the schema's defaults and transforms). */
export type BodyIn<N extends ApiRouteName> = Parsed<Endpoints[N], "body", "in">;
export type QueryIn<N extends ApiRouteName> = Parsed<Endpoints[N], "query", "in">;
export type ParamsIn<N extends ApiRouteName> = Parsed<Endpoints[N], "params", "in">;
/** What the handler is given (after the schema). */
export type BodyOut<E> = Parsed<E, "body", "out">;
export type QueryOut<E> = Parsed<E, "query", "out">;
export type ParamsOut<E> = Parsed<E, "params", "out">;
/** What a successful call answers. */
export type AnswerOf<N extends ApiRouteName> = z.output<Endpoints[N]["answer"]>;
/** What every failed call answers (spec §8). */
export type { ApiError };
