import { z } from "zod";
import { AVATAR_UPLOAD_MAX_BYTES, AVATAR_UPLOAD_TYPES } from "../avatar.ts";
import type { Lang } from "../i18n.ts";
import { PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_TYPES } from "../media.ts";
import type { StaffRole } from "../staff.ts";
import { TRIP_MAX_ITEMS } from "../trip.ts";
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
import {
  adminPageQuerySchema,
  auditEntrySchema,
  auditQuerySchema,
  outboxMessageSchema,
  secondFactorPassedSchema,
  secondFactorSchema,
  staffIdParams,
  staffInvitationSchema,
  staffInviteSchema,
  staffMemberSchema,
  staffRoleChangeSchema,
} from "./admin.ts";
import { pageViewReceiptSchema, pageViewSchema } from "./analytics.ts";
import { articleListSchema, eventListSchema } from "./article.ts";
import { benefitListSchema, redemptionListSchema, redemptionSchema } from "./benefit.ts";
import {
  type CaptchaAction,
  captchaActionSchema,
  captchaChallengeSchema,
  captchaConfigSchema,
} from "./captcha.ts";
import { cardCheckSchema, cardTokenSchema, memberCardSchema } from "./card.ts";
import {
  chatAgentsSchema,
  chatAvailabilitySchema,
  chatConciergeMadeSchema,
  chatConversationSchema,
  chatInboxEntrySchema,
  chatInboxSchema,
  chatLeadMadeSchema,
  chatMessageSchema,
  chatParamsSchema,
  chatReplySchema,
  chatSavedRepliesSchema,
  chatSearchPageSchema,
  chatSearchQuerySchema,
  chatStartedSchema,
  chatStartSchema,
  chatTranscriptQuerySchema,
  chatTransferSchema,
} from "./chat.ts";
import { langSchema } from "./common.ts";
import {
  conciergeAgentListSchema,
  conciergeAssignSchema,
  conciergeCancelSchema,
  conciergeCreateSchema,
  conciergeDeskReplySchema,
  conciergeDeskRequestSchema,
  conciergeFilterSchema,
  conciergeKeyQuerySchema,
  conciergeNoteSchema,
  conciergePageSchema,
  conciergeParamsSchema,
  conciergeReceiptSchema,
  conciergeReplySchema,
  conciergeRequestSchema,
  conciergeStatusUpdateSchema,
  conciergeTemplateListSchema,
} from "./concierge.ts";
import { contactCreateSchema, contactReceiptSchema, teamMemberListSchema } from "./contact.ts";
import {
  contentCreateSchema,
  contentDocumentSchema,
  contentItemSchema,
  contentMoveSchema,
  contentParamsSchema,
  contentQuerySchema,
  contentSummarySchema,
  revisionParamsSchema,
  revisionSchema,
} from "./content-editing.ts";
import { catalogListSchema, categoryListSchema, zoneListSchema } from "./dependant-fields.ts";
import type { ApiError } from "./errors.ts";
import {
  leadAgentListSchema,
  leadAssignSchema,
  leadDetailSchema,
  leadExportSchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadNoteCreateSchema,
  leadPageSchema,
  leadParamsSchema,
  leadStatusUpdateSchema,
} from "./leads.ts";
import {
  libraryPhotoSchema,
  mediaIdParams,
  mediaItemParams,
  mediaItemSchema,
  mediaItemsQuerySchema,
  mediaListQuerySchema,
  mediaUpdateSchema,
  mediaUploadQuerySchema,
} from "./media.ts";
import {
  moderatedReviewSchema,
  moderationParamsSchema,
  moderationQuerySchema,
  moderationReasonSchema,
} from "./moderation.ts";
import { numbersQuerySchema, numbersSchema } from "./numbers.ts";
import { placeListSchema } from "./place.ts";
import {
  recordBodySchema,
  recordKindParams,
  recordListQuerySchema,
  recordParams,
  recordRevisionParams,
  recordRevisionSchema,
  recordSummarySchema,
  recordViewSchema,
} from "./records.ts";
import {
  reviewCreatedSchema,
  reviewCreateSchema,
  reviewListSchema,
  reviewSearchSchema,
} from "./review.ts";
import {
  activitySearchRequestSchema,
  benefitSearchRequestSchema,
  eventSearchRequestSchema,
  magazineSearchRequestSchema,
  placeSearchRequestSchema,
} from "./search.ts";
import {
  surveyAdminQuestionSchema,
  surveyAdminQuestionsSchema,
  surveyExportSchema,
  surveyFilterSchema,
  surveyQuestionCreateSchema,
  surveyQuestionParamsSchema,
  surveyQuestionUpdateSchema,
  surveyReceiptSchema,
  surveyResponseCreateSchema,
  surveyResultsQuerySchema,
  surveyResultsSchema,
  surveySchema,
  surveyTextsPageSchema,
  surveyTextsQuerySchema,
} from "./survey.ts";
import {
  tripItemParamsSchema,
  tripPageSchema,
  tripQuerySchema,
  tripSavedSchema,
  tripSaveSchema,
} from "./trip.ts";

/**
 * What a write must carry besides its body (spec §6, §7): a solved captcha for `captcha` in the
 * `reCaptchaToken` header, which a visitor signed in with a `userToken` skips when `orUser`.
 * With `when`, only in that case, which the handler itself checks (decision 127).
 */
export type ApiAuth = {
  readonly captcha: CaptchaAction;
  readonly orUser: boolean;
  readonly when?: string;
};

/** Where an endpoint is: its method, its path (`:name` segments are its params), what a write needs. */
export type ApiRoute = {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: `/${string}`;
  readonly auth?: ApiAuth;
  /** Only for a signed-in member: the `userToken` header (spec §6) must name a live session. */
  readonly member?: true;
  /**
   * Only for signed-in staff with one of these roles (admin is allowed wherever staff is:
   * core/staff.ts): the server answers 401 without a session and 403 for any other role, before
   * the handler runs (server/api/verification.ts `requireStaff`). Paths under `/admin/`.
   */
  readonly staff?: readonly StaffRole[];
};

/** The error statuses an endpoint names; each answers the API's error shape (`errors.ts`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/** What the server checks and answers, beside where the endpoint is. */
export type EndpointSchemas = {
  /** One line in the OpenAPI document and on `/api/docs`. */
  readonly summary: string;
  readonly body?: z.ZodType;
  /**
   * A file sent as the raw request body (no `body` schema): the media types the document
   * names and the most bytes read (past them, a 413). The handler checks the bytes themselves.
   */
  readonly upload?: { readonly types: readonly string[]; readonly maxBytes: number };
  /**
   * The media type of an answer that is not JSON (a CSV file): the OpenAPI document names it,
   * and the handler sends the text with that type.
   */
  readonly produces?: "text/csv";
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** The success answer, sent with `status` (200 unless said). */
  readonly answer: z.ZodType;
  readonly status?: 200 | 201 | 202 | 204;
  readonly errors?: readonly ErrorStatus[];
  /**
   * A plain read names the service method that answers it, `"<service>.<method>"`: the server
   * registers it with no handler of its own, calling the method with the request's params,
   * query and body (as the schemas parsed them) and its language, `lang` (server/api/reads.ts).
   * Endpoints with more to do (headers, a 404, guards) have a handler in `server/api/` instead.
   */
  readonly service?: `${string}.${string}`;
};
export type Endpoint = ApiRoute & EndpointSchemas;

/** Keeps each entry's literal types (method, path, auth), which the browser's `call()` reads. */
function table<const T extends { readonly [name: string]: Endpoint }>(entries: T): T {
  return entries;
}

const langQuery = z.strictObject({ lang: langSchema.optional() });
const numericId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The `/api` contract (spec §7), one entry per endpoint: where it is, what it takes and what it
 * answers. The server registers its routes from it (server/api/endpoint.ts, reads.ts) and makes
 * the OpenAPI document from it, in this order. The browser imports it as types only
 * (`import type`), so zod stays out of its bundle: `call("GET /captcha", …)` (app/lib/api.ts)
 * names an endpoint by its method and path and takes every type from here (decision 061).
 */
export const endpoints = table({
  zones: {
    method: "GET",
    path: "/dependantFields/zones",
    summary: "The 11 zones with their polygons (spec §3 Zone)",
    query: langQuery,
    answer: zoneListSchema,
  },
  categories: {
    method: "GET",
    path: "/dependantFields/categories/:catalogID",
    summary: "The categories of a catalog (1071, 1072, 1073, 1074 or 1095)",
    params: z.object({ catalogID: numericId }),
    query: langQuery,
    answer: categoryListSchema,
    errors: [404],
  },
  catalogs: {
    method: "GET",
    path: "/dependantFields/catalogs/:categoryID",
    summary: "The catalogs that depend on a category; clients keep the first",
    params: z.object({ categoryID: numericId }),
    query: langQuery,
    answer: catalogListSchema,
    errors: [404],
  },
  magazineSearch: {
    method: "POST",
    path: "/magazine/search",
    summary: "Search the magazine (catalog 1071)",
    body: magazineSearchRequestSchema,
    answer: articleListSchema,
    errors: [400],
  },
  placesSearch: {
    method: "POST",
    path: "/places/search",
    summary: "Search the directory (catalog 1072)",
    body: placeSearchRequestSchema,
    answer: placeListSchema,
    errors: [400],
  },
  activitiesSearch: {
    method: "POST",
    path: "/activities/search",
    summary: "Search activities and tours (catalog 1073)",
    body: activitySearchRequestSchema,
    answer: articleListSchema,
    errors: [400],
  },
  eventsSearch: {
    method: "POST",
    path: "/events/search",
    summary: "Search the events calendar (catalog 1074)",
    body: eventSearchRequestSchema,
    answer: eventListSchema,
    errors: [400],
  },
  benefitsSearch: {
    method: "POST",
    path: "/benefits/search",
    summary: "Search partner benefits (catalog 1095)",
    body: benefitSearchRequestSchema,
    answer: benefitListSchema,
    errors: [400],
  },
  benefitRedeem: {
    method: "POST",
    path: "/benefits/:id/redemptions",
    member: true,
    summary:
      "Redeem a members-only benefit: records the member, the benefit, its partner and the time; 409 when a once-per-member benefit was redeemed already, or outside the benefit's days and hours in Puerto Vallarta time",
    params: z.object({ id: numericId }),
    answer: redemptionSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409, 429],
  },
  reviewCreate: {
    method: "POST",
    path: "/reviews",
    auth: { captcha: "review", orUser: true },
    summary:
      "Review a place or an activity: a member's review is published at once, anyone else's waits for a moderator (status pending)",
    body: reviewCreateSchema,
    answer: reviewCreatedSchema,
    status: 201,
    errors: [400, 429],
  },
  reviewsSearch: {
    method: "POST",
    path: "/reviews/search",
    summary: "The reviews of a place or an activity, newest first",
    body: reviewSearchSchema,
    answer: reviewListSchema,
    errors: [400],
  },
  captchaConfig: {
    method: "GET",
    path: "/captcha",
    summary: "The captcha in use",
    answer: captchaConfigSchema,
  },
  captchaChallenge: {
    method: "GET",
    path: "/captcha/challenge",
    summary: "A fresh proof-of-work challenge for one form (valid 10 minutes, one use)",
    // The form the token will be sent with: a solution is accepted by that form only.
    query: z.strictObject({ action: captchaActionSchema }),
    answer: captchaChallengeSchema,
  },
  contact: {
    method: "POST",
    // Spec §7: the reCaptchaToken comes from the captcha action named `login`, signed in or not.
    path: "/Contact",
    auth: { captcha: "login", orUser: false },
    summary: "Send a lead to the team: an invitation, a message or a retreat enquiry",
    body: contactCreateSchema,
    answer: contactReceiptSchema,
    status: 201,
    errors: [400, 429],
  },
  teamMembers: {
    method: "GET",
    path: "/contact/getUsers",
    summary: "The team members shown in 'Meet our team'",
    query: langQuery,
    answer: teamMemberListSchema,
  },
  pageView: {
    method: "POST",
    path: "/analytics/page-view",
    summary: "Record a page view",
    body: pageViewSchema,
    answer: pageViewReceiptSchema,
    status: 201,
    errors: [400, 429],
  },
  // The online concierge (issue 16, decision 112): a visitor's request and its tracking page.
  conciergeCreate: {
    method: "POST",
    path: "/concierge/requests",
    auth: { captcha: "concierge", orUser: true },
    summary:
      "Ask the concierge: a table, a tour, transport, a spa, an occasion or a question; a member's request is tied to the account. Answers the tracking link's key, also mailed",
    body: conciergeCreateSchema,
    answer: conciergeReceiptSchema,
    status: 201,
    errors: [400, 429],
  },
  conciergeRequest: {
    method: "GET",
    path: "/concierge/requests/:id",
    summary:
      "A request as its visitor sees it (status, the concierge's replies, the confirmation): with its link's key, or the member's own",
    params: conciergeParamsSchema,
    query: conciergeKeyQuerySchema,
    answer: conciergeRequestSchema,
    errors: [400, 404],
  },
  conciergeAnswer: {
    method: "POST",
    path: "/concierge/requests/:id/messages",
    summary: "The visitor answers the concierge (with the link's key, or as the member who asked)",
    params: conciergeParamsSchema,
    body: conciergeReplySchema,
    answer: conciergeRequestSchema,
    status: 201,
    errors: [400, 404, 409, 429],
  },
  conciergeCancel: {
    method: "POST",
    path: "/concierge/requests/:id/cancel",
    summary: "The visitor cancels a request that is not declined or cancelled already",
    params: conciergeParamsSchema,
    body: conciergeCancelSchema,
    answer: conciergeRequestSchema,
    errors: [400, 404, 409, 429],
  },
  // Members' accounts (issue 13, decision 071).
  signUp: {
    method: "POST",
    path: "/users/signUp",
    auth: { captcha: "signUp", orUser: false },
    summary:
      "Sign up: mails a confirmation link (or, to an address with an account, a note); the same answer either way",
    body: signUpSchema,
    answer: mailReceiptSchema,
    status: 202,
    errors: [400, 429],
  },
  verifyEmail: {
    method: "POST",
    path: "/users/verify",
    summary: "Confirm the e-mail address with the mailed link's token, and sign in",
    body: verifySchema,
    answer: signedInSchema,
    errors: [400, 429],
  },
  login: {
    method: "POST",
    path: "/users/login",
    // Decision 126: guesses are limited per account and client address, and past a ceiling per
    // account (every address together) each attempt needs a solved captcha.
    auth: {
      captcha: "signIn",
      orUser: false,
      when: "the account had many sign-in attempts in the last 15 minutes (a 400 says so)",
    },
    summary: "Log in: a new userToken; one 401 for every failure",
    body: loginSchema,
    answer: signedInSchema,
    errors: [400, 401, 429],
  },
  logout: {
    method: "POST",
    path: "/users/logout",
    member: true,
    summary: "Log out: the userToken no longer works",
    answer: noContentSchema,
    status: 204,
    errors: [401],
  },
  passwordForgot: {
    method: "POST",
    path: "/users/password/forgot",
    summary: "Mail a password reset link if the address has an account; the same answer either way",
    body: forgotPasswordSchema,
    answer: mailReceiptSchema,
    status: 202,
    errors: [400, 429],
  },
  passwordReset: {
    method: "POST",
    path: "/users/password/reset",
    summary: "Set a new password with the mailed link's token: signs out every other session",
    body: resetPasswordSchema,
    answer: signedInSchema,
    errors: [400, 429],
  },
  me: {
    method: "GET",
    path: "/users/me",
    member: true,
    summary: "The signed-in member (spec §3 User)",
    answer: userSchema,
    errors: [401],
  },
  meUpdate: {
    method: "PUT",
    path: "/users/me",
    member: true,
    summary: "Change the member's name, language or chat state",
    body: profileUpdateSchema,
    answer: userSchema,
    errors: [400, 401, 429],
  },
  meDelete: {
    method: "DELETE",
    path: "/users/me",
    member: true,
    summary:
      "Close the account (password again; a staff member's current authenticator code too, and never the last admin): sessions go, reviews stay without the link",
    body: deleteAccountSchema,
    answer: noContentSchema,
    status: 204,
    errors: [400, 401, 403, 409, 429],
  },
  passwordChange: {
    method: "PUT",
    path: "/users/me/password",
    member: true,
    summary: "Change the password (the current one again): signs out every other session",
    body: changePasswordSchema,
    answer: noContentSchema,
    status: 204,
    errors: [400, 401, 403, 429],
  },
  meSessions: {
    method: "GET",
    path: "/users/me/sessions",
    member: true,
    summary: "The member's live sessions, the current one marked",
    answer: sessionListSchema,
    errors: [401],
  },
  meSessionsEnd: {
    method: "DELETE",
    path: "/users/me/sessions",
    member: true,
    summary: "Sign out every other session",
    answer: noContentSchema,
    status: 204,
    errors: [401],
  },
  meRedemptions: {
    method: "GET",
    path: "/users/me/redemptions",
    member: true,
    summary: "The member's redemptions of members-only benefits, newest first (at most 100)",
    answer: redemptionListSchema,
    errors: [401],
  },
  avatarSet: {
    method: "PUT",
    path: "/users/me/avatar",
    member: true,
    summary:
      "Set the member's picture: the image itself as the body (JPEG, PNG, WebP, GIF or AVIF, 5 MB at most), kept square without its metadata",
    upload: { types: AVATAR_UPLOAD_TYPES, maxBytes: AVATAR_UPLOAD_MAX_BYTES },
    answer: userSchema,
    errors: [400, 401, 403, 413, 429],
  },
  avatarRemove: {
    method: "DELETE",
    path: "/users/me/avatar",
    member: true,
    summary: "Remove the member's picture",
    answer: userSchema,
    errors: [401, 403, 429],
  },
  meExport: {
    method: "GET",
    path: "/users/me/export",
    member: true,
    summary: "Everything kept about the member, as JSON",
    answer: accountExportSchema,
    errors: [401],
  },
  // My trip (issue 13): the member's saved places, activities, events and articles.
  trip: {
    method: "GET",
    path: "/users/me/trip",
    member: true,
    summary: "The member's saved items, planned days first (50 a page)",
    query: tripQuerySchema,
    answer: tripPageSchema,
    errors: [400, 401],
  },
  tripSave: {
    method: "PUT",
    path: "/users/me/trip/:itemId",
    member: true,
    summary: `Save an item to the trip (again: changes nothing but the day, if given); at most ${TRIP_MAX_ITEMS}`,
    params: tripItemParamsSchema,
    body: tripSaveSchema,
    answer: tripSavedSchema,
    errors: [400, 401, 403, 404, 429],
  },
  tripRemove: {
    method: "DELETE",
    path: "/users/me/trip/:itemId",
    member: true,
    summary: "Take an item off the trip (not saved: nothing to do)",
    params: tripItemParamsSchema,
    answer: noContentSchema,
    status: 204,
    errors: [400, 401, 403, 404, 429],
  },
  meCard: {
    method: "GET",
    path: "/users/me/card",
    member: true,
    summary: "The member's privilege card: number, name, dates and the signed verification link",
    query: langQuery,
    answer: memberCardSchema,
    errors: [400, 401, 403],
  },
  cardCheck: {
    method: "GET",
    path: "/privilegeCards/:token",
    summary: "A partner's check of a scanned card: valid or not, the first name and the dates",
    params: cardTokenSchema,
    answer: cardCheckSchema,
    errors: [400, 404, 429],
  },
  // The back office (issue 14): `staff` names the roles each is open to (admin always is).
  adminOutbox: {
    method: "GET",
    path: "/admin/outbox",
    staff: ["admin"],
    summary:
      "The mail kept in the outbox when no SMTP server is set, newest first (50 a page, X-Total-Count)",
    query: adminPageQuerySchema,
    answer: z.array(outboxMessageSchema),
    errors: [400],
  },
  adminAudit: {
    method: "GET",
    path: "/admin/audit",
    staff: ["admin"],
    summary:
      "The audit log of staff writes, newest first, filtered by actor, action, entity and dates (50 a page)",
    query: auditQuerySchema,
    answer: z.array(auditEntrySchema),
    errors: [400],
  },
  adminNumbers: {
    method: "GET",
    path: "/admin/numbers",
    staff: ["sales", "editor", "moderator", "concierge"],
    summary:
      "A period's numbers (default the last 30 days, at most 731): page views by day, page and language, leads by type, channel, terminal and team, leads per thousand views, top searches and those that found nothing",
    query: numbersQuerySchema,
    answer: numbersSchema,
    errors: [400],
  },
  // The sales team's leads inbox (issue 14, decision 083): sales agents and admins.
  adminLeads: {
    method: "GET",
    path: "/admin/leads",
    staff: ["sales"],
    summary: "The leads inbox: filtered, searched, sorted and paged, newest first by default",
    query: leadListQuerySchema,
    answer: leadPageSchema,
    errors: [400],
  },
  adminLeadsExport: {
    method: "GET",
    path: "/admin/leads/export",
    staff: ["sales"],
    summary: "The filtered leads as a spreadsheet-safe CSV file (at most 10,000 rows)",
    query: leadFilterSchema,
    answer: leadExportSchema,
    produces: "text/csv",
    errors: [400],
  },
  adminLeadAgents: {
    method: "GET",
    path: "/admin/leads/agents",
    staff: ["sales"],
    summary: "The staff a lead can be assigned to: sales agents and admins",
    answer: leadAgentListSchema,
  },
  adminLead: {
    method: "GET",
    path: "/admin/leads/:id",
    staff: ["sales"],
    summary: "One lead: what the visitor sent, its attribution, notes and status history",
    params: leadParamsSchema,
    answer: leadDetailSchema,
    errors: [400, 404],
  },
  adminLeadStatus: {
    method: "PUT",
    path: "/admin/leads/:id/status",
    staff: ["sales"],
    summary: "Move a lead to contacted, booked, back to new, or lost with a reason",
    params: leadParamsSchema,
    body: leadStatusUpdateSchema,
    answer: leadDetailSchema,
    errors: [400, 404, 409, 429],
  },
  adminLeadAssign: {
    method: "PUT",
    path: "/admin/leads/:id/assignee",
    staff: ["sales"],
    summary: "Assign a lead to an agent (who is mailed), or to nobody",
    params: leadParamsSchema,
    body: leadAssignSchema,
    answer: leadDetailSchema,
    errors: [400, 404, 409, 429],
  },
  adminLeadNote: {
    method: "POST",
    path: "/admin/leads/:id/notes",
    staff: ["sales"],
    summary: "Add a note to a lead",
    params: leadParamsSchema,
    body: leadNoteCreateSchema,
    answer: leadDetailSchema,
    status: 201,
    errors: [400, 404, 429],
  },
  // The concierge desk (issue 16, decision 112): concierges and admins.
  adminConcierge: {
    method: "GET",
    path: "/admin/concierge",
    staff: ["concierge"],
    summary:
      "The concierge queue: open requests by default, received first, then by due time; filtered and paged",
    query: conciergeFilterSchema,
    answer: conciergePageSchema,
    errors: [400],
  },
  adminConciergeAgents: {
    method: "GET",
    path: "/admin/concierge/agents",
    staff: ["concierge"],
    summary: "The staff a request can be given to: concierges and admins",
    answer: conciergeAgentListSchema,
  },
  adminConciergeTemplates: {
    method: "GET",
    path: "/admin/concierge/templates",
    staff: ["concierge"],
    summary: "The saved replies, in English and Spanish",
    answer: conciergeTemplateListSchema,
  },
  adminConciergeRequest: {
    method: "GET",
    path: "/admin/concierge/:id",
    staff: ["concierge"],
    summary: "One request whole: the visitor's, the thread with internal notes, its concierge",
    params: conciergeParamsSchema,
    answer: conciergeDeskRequestSchema,
    errors: [400, 404],
  },
  adminConciergeStatus: {
    method: "PUT",
    path: "/admin/concierge/:id/status",
    staff: ["concierge"],
    summary:
      "Move a request to in progress, confirmed (with its details) or declined (with a word why); the visitor is mailed",
    params: conciergeParamsSchema,
    body: conciergeStatusUpdateSchema,
    answer: conciergeDeskRequestSchema,
    errors: [400, 404, 409, 429],
  },
  adminConciergeAssign: {
    method: "PUT",
    path: "/admin/concierge/:id/assignee",
    staff: ["concierge"],
    summary: "Give a request to a concierge, or to nobody",
    params: conciergeParamsSchema,
    body: conciergeAssignSchema,
    answer: conciergeDeskRequestSchema,
    errors: [400, 404, 409, 429],
  },
  adminConciergeReply: {
    method: "POST",
    path: "/admin/concierge/:id/replies",
    staff: ["concierge"],
    summary: "Write to the visitor (shown on the tracking page and mailed)",
    params: conciergeParamsSchema,
    body: conciergeDeskReplySchema,
    answer: conciergeDeskRequestSchema,
    status: 201,
    errors: [400, 404, 429],
  },
  adminConciergeNote: {
    method: "POST",
    path: "/admin/concierge/:id/notes",
    staff: ["concierge"],
    summary: "Add an internal note, never shown to the visitor",
    params: conciergeParamsSchema,
    body: conciergeNoteSchema,
    answer: conciergeDeskRequestSchema,
    status: 201,
    errors: [400, 404, 429],
  },
  // Editing places and activities (issue 15, decisions 100–102): editors (and admins).
  adminContent: {
    method: "GET",
    path: "/admin/content",
    staff: ["editor"],
    summary:
      "Places and activities to edit, most recently changed first, filtered by kind, status, a language still to write and title words (50 a page, X-Total-Count)",
    query: contentQuerySchema,
    answer: z.array(contentSummarySchema),
    errors: [400],
  },
  adminContentCreate: {
    method: "POST",
    path: "/admin/content",
    staff: ["editor"],
    summary:
      "Create a place or an activity as a draft, English and Spanish side by side; the slug is made from the English title when left empty; `photoId` puts a library photo (both alt texts written) on it from the start",
    body: contentCreateSchema,
    answer: contentItemSchema,
    status: 201,
    errors: [400, 429],
  },
  adminContentItem: {
    method: "GET",
    path: "/admin/content/:id",
    staff: ["editor"],
    summary: "One place or activity as the editor writes it, with its status and revision",
    params: contentParamsSchema,
    answer: contentItemSchema,
    errors: [400, 404],
  },
  adminContentEdit: {
    method: "PUT",
    path: "/admin/content/:id",
    staff: ["editor"],
    summary:
      "Save a place or an activity (a new revision); a changed slug keeps the old one as a 301; 409 when someone saved since `baseRevision`",
    params: contentParamsSchema,
    body: contentDocumentSchema,
    answer: contentItemSchema,
    errors: [400, 404, 409, 429],
  },
  adminContentMove: {
    method: "POST",
    path: "/admin/content/:id/status",
    staff: ["editor"],
    summary:
      "Publish now, schedule (publishAt), unpublish to draft, archive (its page answers 410) or bring back from the archive as a draft",
    params: contentParamsSchema,
    body: contentMoveSchema,
    answer: contentItemSchema,
    errors: [400, 404, 409, 429],
  },
  adminContentRevisions: {
    method: "GET",
    path: "/admin/content/:id/revisions",
    staff: ["editor"],
    summary: "An item's revisions, newest first, with who made each and when (the last 30)",
    params: contentParamsSchema,
    answer: z.array(revisionSchema),
    errors: [400, 404],
  },
  adminContentRestore: {
    method: "POST",
    path: "/admin/content/:id/revisions/:revision/restore",
    staff: ["editor"],
    summary: "Bring back a revision's texts, slug, category and zone, as a new revision",
    params: revisionParamsSchema,
    answer: contentItemSchema,
    errors: [400, 404, 429],
  },
  // The record editor (issue 15, decision 106): team, booths, providers, zones; editors.
  adminRecords: {
    method: "GET",
    path: "/admin/records/:kind",
    staff: ["editor"],
    summary:
      "A kind's records (team, booth, provider, zone) in the site's order, or those matching `q`, only those with a draft waiting (`drafts=true`) or off the site, hidden or archived (`hidden=true`), with the languages each misses (50 a page, X-Total-Count)",
    params: recordKindParams,
    query: recordListQuerySchema,
    answer: z.array(recordSummarySchema),
    errors: [400],
  },
  adminRecordCreate: {
    method: "POST",
    path: "/admin/records/:kind",
    staff: ["editor"],
    summary:
      "Add a team member, booth or provider: the kind's document (core/contract/records.ts), English and Spanish side by side; zones can't be added (409)",
    params: recordKindParams,
    body: recordBodySchema,
    answer: recordViewSchema,
    status: 201,
    errors: [400, 409, 429],
  },
  adminRecord: {
    method: "GET",
    path: "/admin/records/:kind/:id",
    staff: ["editor"],
    summary: "One record as the editor writes it, with what it misses and its revision",
    params: recordParams,
    answer: recordViewSchema,
    errors: [400, 404],
  },
  adminRecordEdit: {
    method: "PUT",
    path: "/admin/records/:kind/:id",
    staff: ["editor"],
    summary: "Save a record (a new revision, audited); 409 when someone saved since `baseRevision`",
    params: recordParams,
    body: recordBodySchema,
    answer: recordViewSchema,
    errors: [400, 404, 409, 429],
  },
  adminRecordDelete: {
    method: "DELETE",
    path: "/admin/records/:kind/:id",
    staff: ["editor"],
    summary:
      "Delete a record of a kind that may be deleted (a category) when nothing uses it: 409 while an item, sub-catalog or sub-category names it",
    params: recordParams,
    answer: z.null(),
    status: 204,
    errors: [400, 404, 409, 429],
  },
  adminRecordRevisions: {
    method: "GET",
    path: "/admin/records/:kind/:id/revisions",
    staff: ["editor"],
    summary: "A record's revisions, newest first, with who made each and when (the last 30)",
    params: recordParams,
    answer: z.array(recordRevisionSchema),
    errors: [400, 404],
  },
  adminRecordRestore: {
    method: "POST",
    path: "/admin/records/:kind/:id/revisions/:revision/restore",
    staff: ["editor"],
    summary: "Bring back a revision of a record, as a new revision",
    params: recordRevisionParams,
    answer: recordViewSchema,
    errors: [400, 404, 409, 429],
  },
  adminRecordDraft: {
    method: "PUT",
    path: "/admin/records/:kind/:id/draft",
    staff: ["editor"],
    summary:
      "Save a record as a draft (decision 108): kept as a revision, the site unchanged; with `publishAt` (an instant in the future) the site publishes it then",
    params: recordParams,
    body: recordBodySchema,
    answer: recordViewSchema,
    errors: [400, 404, 409, 429],
  },
  adminRecordDraftPublish: {
    method: "POST",
    path: "/admin/records/:kind/:id/draft/publish",
    staff: ["editor"],
    summary: "Publish the record's waiting draft as a save does; 409 when there is none",
    params: recordParams,
    answer: recordViewSchema,
    errors: [400, 404, 409, 429],
  },
  adminRecordDraftDiscard: {
    method: "DELETE",
    path: "/admin/records/:kind/:id/draft",
    staff: ["editor"],
    summary:
      "Throw the record's waiting draft away; the site never showed it. 409 when there is none",
    params: recordParams,
    answer: recordViewSchema,
    errors: [400, 404, 409, 429],
  },
  // Review moderation (issue 14, decision 085): moderators (and admins).
  adminReviews: {
    method: "GET",
    path: "/admin/reviews",
    staff: ["moderator"],
    summary:
      "The review moderation queue: pending first, then oldest (or newest) first, filtered by status, item and language (50 a page, X-Total-Count)",
    query: moderationQuerySchema,
    answer: z.array(moderatedReviewSchema),
    errors: [400],
  },
  adminReviewApprove: {
    method: "POST",
    path: "/admin/reviews/:id/approve",
    staff: ["moderator"],
    summary:
      "Publish a review (pending, rejected, spam or taken down): it shows on its page and counts in the average; 409 when it is published already",
    params: moderationParamsSchema,
    answer: moderatedReviewSchema,
    errors: [400, 404, 409, 429],
  },
  adminReviewReject: {
    method: "POST",
    path: "/admin/reviews/:id/reject",
    staff: ["moderator"],
    summary: "Refuse a pending review, saying why; 409 when it is not pending",
    params: moderationParamsSchema,
    body: moderationReasonSchema,
    answer: moderatedReviewSchema,
    errors: [400, 404, 409, 429],
  },
  adminReviewSpam: {
    method: "POST",
    path: "/admin/reviews/:id/spam",
    staff: ["moderator"],
    summary: "Refuse a pending review as spam; 409 when it is not pending",
    params: moderationParamsSchema,
    answer: moderatedReviewSchema,
    errors: [400, 404, 409, 429],
  },
  adminReviewTakeDown: {
    method: "POST",
    path: "/admin/reviews/:id/take-down",
    staff: ["moderator"],
    summary:
      "Take a published review off its page (a member's, or one approved before), saying why; 409 when it is not published",
    params: moderationParamsSchema,
    body: moderationReasonSchema,
    answer: moderatedReviewSchema,
    errors: [400, 404, 409, 429],
  },
  // The photo library (issue 15, decision 098): editors (and admins).
  adminMedia: {
    method: "GET",
    path: "/admin/media",
    staff: ["editor"],
    summary:
      "The photo library, newest first, searched by file name or alt text, with the items each photo is on (24 a page, X-Total-Count)",
    query: mediaListQuerySchema,
    answer: z.array(libraryPhotoSchema),
    errors: [400],
  },
  adminMediaUpload: {
    method: "POST",
    path: "/admin/media",
    staff: ["editor"],
    summary:
      "Add a photograph: the file itself as the body (JPEG, PNG, WebP or AVIF by its content, 15 MB and 60 megapixels at most), kept upright without its metadata; `name` is its file name",
    query: mediaUploadQuerySchema,
    upload: { types: PHOTO_UPLOAD_TYPES, maxBytes: PHOTO_UPLOAD_MAX_BYTES },
    answer: libraryPhotoSchema,
    status: 201,
    errors: [400, 409, 413, 429],
  },
  adminMediaItems: {
    method: "GET",
    path: "/admin/media/items",
    staff: ["editor"],
    summary: "Items whose title matches, to put a photo on (at most 20)",
    query: mediaItemsQuerySchema,
    answer: z.array(mediaItemSchema),
    errors: [400],
  },
  adminMediaPhoto: {
    method: "GET",
    path: "/admin/media/:id",
    staff: ["editor"],
    summary: "One photo of the library, with the items it is on",
    params: mediaIdParams,
    answer: libraryPhotoSchema,
    errors: [400, 404],
  },
  adminMediaUpdate: {
    method: "PUT",
    path: "/admin/media/:id",
    staff: ["editor"],
    summary: "Change a photo's alt texts (English and Spanish) and its focal point (per cent)",
    params: mediaIdParams,
    body: mediaUpdateSchema,
    answer: libraryPhotoSchema,
    errors: [400, 404, 429],
  },
  adminMediaDelete: {
    method: "DELETE",
    path: "/admin/media/:id",
    staff: ["editor"],
    summary: "Delete a photo no item shows (409 while one does), with its rendered variants",
    params: mediaIdParams,
    answer: noContentSchema,
    status: 204,
    errors: [400, 404, 409, 429],
  },
  adminMediaAttach: {
    method: "PUT",
    path: "/admin/media/:id/items/:itemId",
    staff: ["editor"],
    summary:
      "Show a photo on an item instead of its drawing (409 until both alt texts are written); its pages change at once",
    params: mediaItemParams,
    answer: libraryPhotoSchema,
    errors: [400, 404, 409, 429],
  },
  adminMediaDetach: {
    method: "DELETE",
    path: "/admin/media/:id/items/:itemId",
    staff: ["editor"],
    summary: "Take a photo off an item: its drawing shows again",
    params: mediaItemParams,
    answer: libraryPhotoSchema,
    errors: [400, 404, 429],
  },
  adminSecondFactor: {
    method: "POST",
    path: "/admin/second-factor",
    member: true,
    summary:
      "Confirm a staff session with a code from the authenticator app or a recovery code (each works once; 5 tries in 5 minutes): the answer's userToken replaces the one sent",
    body: secondFactorSchema,
    answer: secondFactorPassedSchema,
    errors: [400, 401, 403, 429],
  },
  adminStaff: {
    method: "GET",
    path: "/admin/staff",
    staff: ["admin"],
    summary: "The staff: name, e-mail, role and whether their second factor is on (50 a page)",
    query: adminPageQuerySchema,
    answer: z.array(staffMemberSchema),
    errors: [400],
  },
  adminStaffInvite: {
    method: "POST",
    path: "/admin/staff/invitations",
    staff: ["admin"],
    summary:
      "Invite someone by e-mail with a role: a one-time link (7 days) to set a password and enrol the second factor",
    body: staffInviteSchema,
    answer: noContentSchema,
    status: 204,
    errors: [400, 409, 429],
  },
  adminStaffInvitations: {
    method: "GET",
    path: "/admin/staff/invitations",
    staff: ["admin"],
    summary:
      "The invitations still waiting (neither accepted nor expired), newest first, at most 100",
    answer: z.array(staffInvitationSchema),
  },
  adminStaffInvitationCancel: {
    method: "DELETE",
    path: "/admin/staff/invitations/:id",
    staff: ["admin"],
    summary: "Withdraw a waiting invitation: its link stops working at once",
    params: staffIdParams,
    answer: noContentSchema,
    status: 204,
    errors: [404, 429],
  },
  adminStaffRole: {
    method: "PUT",
    path: "/admin/staff/:id/role",
    staff: ["admin"],
    summary: "Change a staff member's role (not one's own; the last admin stays admin)",
    params: staffIdParams,
    body: staffRoleChangeSchema,
    answer: noContentSchema,
    status: 204,
    errors: [400, 404, 409, 429],
  },
  adminStaffRevoke: {
    method: "DELETE",
    path: "/admin/staff/:id",
    staff: ["admin"],
    summary:
      "Revoke a staff member's access: back to a member's account, second factor removed, every session ended",
    params: staffIdParams,
    answer: noContentSchema,
    status: 204,
    errors: [404, 409, 429],
  },
  // The visitor survey (issue 16, decisions 115-117): visitors answer; editors (and admins)
  // edit its questions and read its results.
  survey: {
    method: "GET",
    path: "/survey",
    summary:
      "The visitor survey's questions in order, with the branching that decides which are asked",
    query: langQuery,
    answer: surveySchema,
    errors: [400],
    service: "survey.current",
  },
  surveyRespond: {
    method: "POST",
    path: "/survey/responses",
    auth: { captcha: "survey", orUser: true },
    summary:
      "Answer the whole survey at once: one answer a visit (the survey cookie) and a member; 409 when this visit or member has answered",
    body: surveyResponseCreateSchema,
    answer: surveyReceiptSchema,
    status: 201,
    errors: [400, 409, 429],
  },
  adminSurveyResults: {
    method: "GET",
    path: "/admin/survey/results",
    staff: ["editor"],
    summary:
      "The survey's results for a period (default the last 30 days): counts per question and option, star means, the net promoter score and its trend",
    query: surveyResultsQuerySchema,
    answer: surveyResultsSchema,
    errors: [400],
  },
  adminSurveyTexts: {
    method: "GET",
    path: "/admin/survey/texts",
    staff: ["editor"],
    summary: "The free-text answers of the period, newest first, searched and paged",
    query: surveyTextsQuerySchema,
    answer: surveyTextsPageSchema,
    errors: [400],
  },
  adminSurveyExport: {
    method: "GET",
    path: "/admin/survey/export",
    staff: ["editor"],
    summary: "The period's finished surveys as a spreadsheet-safe CSV file (at most 10,000 rows)",
    query: surveyFilterSchema,
    answer: surveyExportSchema,
    produces: "text/csv",
    errors: [400],
  },
  adminSurveyQuestions: {
    method: "GET",
    path: "/admin/survey/questions",
    staff: ["editor"],
    summary:
      "The survey's questions in both languages, retired ones too, saying which have answers",
    answer: surveyAdminQuestionsSchema,
  },
  adminSurveyQuestionUpdate: {
    method: "PUT",
    path: "/admin/survey/questions/:key",
    staff: ["editor"],
    summary:
      "Change a question's words, order, whether it is required or retired, and add options; 409 when an option with answers would go",
    params: surveyQuestionParamsSchema,
    body: surveyQuestionUpdateSchema,
    answer: surveyAdminQuestionSchema,
    errors: [400, 404, 409, 429],
  },
  adminSurveyQuestionCreate: {
    method: "POST",
    path: "/admin/survey/questions",
    staff: ["editor"],
    summary:
      "Add a question: its kind, words in both languages, options, an optional condition on an earlier choice question and its place; its key and its options' keys are made from the English words",
    body: surveyQuestionCreateSchema,
    answer: surveyAdminQuestionSchema,
    status: 201,
    errors: [400, 409, 429],
  },
  // The live chat (issue 17, decision 119); its messages travel on the WebSocket at
  // `/api/chat/socket` (core/contract/chat.ts).
  chatStatus: {
    method: "GET",
    path: "/chat/status",
    summary: "Whether someone on the team can chat now, and the team's hours (Vallarta time)",
    answer: chatAvailabilitySchema,
  },
  chatStart: {
    method: "POST",
    path: "/chat/conversations",
    auth: {
      captcha: "chat",
      orUser: true,
      when: "nobody on the team is online, so the start becomes a lead",
    },
    summary:
      "Start a conversation (a member's name and e-mail come from the account). With nobody online it needs an e-mail and the message, and is kept as a lead. Answers the key the device keeps to talk on the socket",
    body: chatStartSchema,
    answer: chatStartedSchema,
    status: 201,
    errors: [400, 429],
  },
  adminChat: {
    method: "GET",
    path: "/admin/chat",
    staff: ["sales", "concierge"],
    summary: "The live conversations, waiting ones first, oldest first (at most 100)",
    answer: chatInboxSchema,
  },
  adminChatSearch: {
    method: "GET",
    path: "/admin/chat/search",
    staff: ["sales", "concierge"],
    summary:
      "Every conversation by the words of its messages, its name or e-mail; newest first, paged",
    query: chatSearchQuerySchema,
    answer: chatSearchPageSchema,
    errors: [400],
  },
  adminChatAgents: {
    method: "GET",
    path: "/admin/chat/agents",
    staff: ["sales", "concierge"],
    summary: "The staff a conversation can be given to: sales, concierges and admins",
    answer: chatAgentsSchema,
  },
  adminChatReplies: {
    method: "GET",
    path: "/admin/chat/replies",
    staff: ["sales", "concierge"],
    summary: "The saved replies, in English and Spanish",
    answer: chatSavedRepliesSchema,
  },
  adminChatConversation: {
    method: "GET",
    path: "/admin/chat/:id",
    staff: ["sales", "concierge"],
    summary: "A conversation with its last 200 messages (or the 200 before `before`)",
    params: chatParamsSchema,
    query: chatTranscriptQuerySchema,
    answer: chatConversationSchema,
    errors: [400, 404],
  },
  adminChatClaim: {
    method: "POST",
    path: "/admin/chat/:id/claim",
    staff: ["sales", "concierge"],
    summary: "Take the conversation; 409 when it is closed or already yours",
    params: chatParamsSchema,
    answer: chatInboxEntrySchema,
    errors: [404, 409, 429],
  },
  adminChatTransfer: {
    method: "POST",
    path: "/admin/chat/:id/transfer",
    staff: ["sales", "concierge"],
    summary: "Give the conversation to another sales, concierge or admin account",
    params: chatParamsSchema,
    body: chatTransferSchema,
    answer: chatInboxEntrySchema,
    errors: [400, 404, 409, 429],
  },
  adminChatReply: {
    method: "POST",
    path: "/admin/chat/:id/messages",
    staff: ["sales", "concierge"],
    summary:
      "Write to the visitor (a waiting conversation becomes yours); the same clientId twice is one message",
    params: chatParamsSchema,
    body: chatReplySchema,
    answer: chatMessageSchema,
    status: 201,
    errors: [400, 404, 409, 429],
  },
  adminChatClose: {
    method: "POST",
    path: "/admin/chat/:id/close",
    staff: ["sales", "concierge"],
    summary: "Close the conversation (its transcript is kept)",
    params: chatParamsSchema,
    answer: chatInboxEntrySchema,
    errors: [404, 409, 429],
  },
  adminChatLead: {
    method: "POST",
    path: "/admin/chat/:id/lead",
    staff: ["sales", "concierge"],
    summary: "Keep the conversation as a lead for the sales team, with its transcript",
    params: chatParamsSchema,
    answer: chatLeadMadeSchema,
    status: 201,
    errors: [404, 409, 429],
  },
  adminChatConcierge: {
    method: "POST",
    path: "/admin/chat/:id/concierge",
    staff: ["sales", "concierge"],
    summary:
      "Turn the conversation into a concierge request (the visitor is mailed its tracking link); 409 without an e-mail",
    params: chatParamsSchema,
    answer: chatConciergeMadeSchema,
    status: 201,
    errors: [404, 409, 429],
  },
});

export type Endpoints = typeof endpoints;
/** The endpoints by name. */
export type ApiRouteName = keyof Endpoints;
/** How the browser names an endpoint: `"<method> <path>"`, e.g. `"GET /captcha"`. */
export type ApiKey = {
  [N in ApiRouteName]: `${Endpoints[N]["method"]} ${Endpoints[N]["path"]}`;
}[ApiRouteName];
/** The name of the endpoint at a key (method and path make each one unique: endpoints.test.ts). */
export type NameOfKey<K extends ApiKey> = {
  [N in ApiRouteName]: K extends `${Endpoints[N]["method"]} ${Endpoints[N]["path"]}` ? N : never;
}[ApiRouteName];

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
type Part<T> = [T] extends [undefined] ? Record<never, never> : T;
/**
 * What the service method of a plain read (`service`) is given: the request's params, query and
 * body as the schemas parsed them, in one object, and the language to answer in (the request's
 * `lang`, else its Accept-Language). `ReadInput<Endpoints["tides"]>`.
 */
export type ReadInput<E> = Omit<
  Part<ParamsOut<E>> & Part<QueryOut<E>> & Part<BodyOut<E>>,
  "lang"
> & {
  lang: Lang;
};
/** What a successful call answers. */
export type AnswerOf<N extends ApiRouteName> = z.output<Endpoints[N]["answer"]>;
/** What every failed call answers (spec §8). */
export type { ApiError };
