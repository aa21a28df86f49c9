import { STAFF_ROLES, type StaffRole, staffAllowed } from "../../../core/staff.ts";

/**
 * A screen of the back office (issue 14): where it is under `/admin` (`/es/admin` in Spanish),
 * its route module and the staff roles it is open to (admin always is: core/staff.ts). Its name
 * in the sidebar is the message `admin.nav.<id>`, and its line on the dashboard
 * `admin.nav.<id>.about` (the `admin` group, both languages). Adding a screen is one entry here
 * and those two messages: app/routes.ts routes it, the sidebar and the dashboard list it for the
 * roles it names, and its loader guards it with `staffScreen(args, "<id>")`.
 */
export type AdminScreen = {
  readonly id: string;
  /** Below `/admin`: `""` for the dashboard, else `/<segment>`. */
  readonly path: "" | `/${string}`;
  readonly module: `routes/admin/${string}.tsx`;
  readonly roles: readonly StaffRole[];
};

export const ADMIN_SCREENS = [
  {
    id: "home",
    path: "",
    module: "routes/admin/home.tsx",
    roles: STAFF_ROLES,
  },
  { id: "leads", path: "/leads", module: "routes/admin/leads.tsx", roles: ["sales"] },
  // One lead, opened from the inbox (a path with a parameter is never listed: listedScreensFor).
  { id: "lead", path: "/leads/:id", module: "routes/admin/lead.tsx", roles: ["sales"] },
  // The concierge desk (issue 16, decision 112): the queue, and one request.
  {
    id: "concierge",
    path: "/concierge",
    module: "routes/admin/concierge.tsx",
    roles: ["concierge"],
  },
  {
    id: "conciergeRequest",
    path: "/concierge/:id",
    module: "routes/admin/concierge-request.tsx",
    roles: ["concierge"],
  },
  // The live chat (issue 17, decision 119): the inbox, the transcripts' search, a conversation.
  { id: "chat", path: "/chat", module: "routes/admin/chat.tsx", roles: ["sales", "concierge"] },
  {
    id: "chatSearch",
    path: "/chat/search",
    module: "routes/admin/chat-search.tsx",
    roles: ["sales", "concierge"],
  },
  {
    id: "chatConversation",
    path: "/chat/:id",
    module: "routes/admin/chat-conversation.tsx",
    roles: ["sales", "concierge"],
  },
  // Editing places and activities (issue 15, decision 100): the list, one item, its preview.
  { id: "content", path: "/content", module: "routes/admin/content.tsx", roles: ["editor"] },
  {
    id: "contentItem",
    path: "/content/:id",
    module: "routes/admin/content-item.tsx",
    roles: ["editor"],
  },
  {
    id: "contentPreview",
    path: "/content/:id/preview",
    module: "routes/admin/content-preview.tsx",
    roles: ["editor"],
  },
  // The record editor (decision 106): team, booths, providers, zones; a kind's list, a record.
  { id: "records", path: "/records", module: "routes/admin/records.tsx", roles: ["editor"] },
  {
    id: "recordList",
    path: "/records/:kind",
    module: "routes/admin/record-list.tsx",
    roles: ["editor"],
  },
  {
    id: "recordItem",
    path: "/records/:kind/:id",
    module: "routes/admin/record-item.tsx",
    roles: ["editor"],
  },
  // A record's preview on the visitor page that shows it, with its draft or as published (108).
  {
    id: "recordPreview",
    path: "/records/:kind/:id/preview",
    module: "routes/admin/record-preview.tsx",
    roles: ["editor"],
  },
  {
    // Review moderation (decision 085).
    id: "reviews",
    path: "/reviews",
    module: "routes/admin/reviews.tsx",
    roles: ["moderator"],
  },
  // The photo library (issue 15, decision 098), and a photo's stored original for its editor.
  { id: "media", path: "/media", module: "routes/admin/media.tsx", roles: ["editor"] },
  {
    id: "mediaOriginal",
    path: "/media/:id/original",
    module: "routes/admin/media-original.tsx",
    roles: ["editor"],
  },
  {
    id: "numbers",
    path: "/numbers",
    module: "routes/admin/numbers.tsx",
    roles: STAFF_ROLES,
  },
  // Admins only (decision 005): people, the mail kept in the outbox, the audit trail.
  // The visitor survey (issue 16, decision 117): editors edit its questions and read its results.
  {
    id: "surveyResults",
    path: "/survey",
    module: "routes/admin/survey-results.tsx",
    roles: ["editor"],
  },
  {
    id: "surveyQuestions",
    path: "/survey/questions",
    module: "routes/admin/survey-questions.tsx",
    roles: ["editor"],
  },
  { id: "staff", path: "/staff", module: "routes/admin/staff.tsx", roles: ["admin"] },
  { id: "outbox", path: "/outbox", module: "routes/admin/outbox.tsx", roles: ["admin"] },
  { id: "audit", path: "/audit", module: "routes/admin/audit.tsx", roles: ["admin"] },
] as const satisfies readonly AdminScreen[];

export type AdminScreenId = (typeof ADMIN_SCREENS)[number]["id"];

export function adminScreen(id: AdminScreenId): AdminScreen {
  const screen = ADMIN_SCREENS.find((s) => s.id === id);
  if (!screen) throw new Error(`No admin screen ${id}`);
  return screen;
}

/** The screens a role may open, in sidebar order. */
export function screensFor(role: string): AdminScreen[] {
  return ADMIN_SCREENS.filter((screen) => staffAllowed(role, screen.roles));
}

/**
 * The screens the sidebar and the dashboard list for a role: those it opens, less those whose
 * path has a parameter (a lead's screen is reached from the inbox).
 */
export function listedScreensFor(role: string): AdminScreen[] {
  return screensFor(role).filter((screen) => !screen.path.includes(":"));
}

/** A screen's English path: `/admin`, `/admin/staff`… (localizePath makes the Spanish one). */
export function adminPath(screen: Pick<AdminScreen, "path">): string {
  return `/admin${screen.path}`;
}

/**
 * The staff sign-in pages, outside the back office's layout and its guard (decision 081): the
 * first admin's set-up link, an invitation's link, TOTP enrolment and the second factor.
 */
export const ADMIN_SIGN_IN_PAGES = [
  { id: "setup", path: "/admin-sign-in/setup", module: "routes/admin/sign-in-setup.tsx" },
  {
    id: "invitation",
    path: "/admin-sign-in/invitation",
    module: "routes/admin/sign-in-invitation.tsx",
  },
  { id: "enrol", path: "/admin-sign-in/enrol", module: "routes/admin/sign-in-enrol.tsx" },
  { id: "verify", path: "/admin-sign-in/verify", module: "routes/admin/sign-in-verify.tsx" },
] as const;

/** Where an editor's preview of an item's visitor page is (`/es/admin-preview/:id` in Spanish). */
export const ADMIN_PREVIEW_PATH = "/admin-preview/:id";

/** Where an editor's preview of a site record is, `?version=draft|live` (decision 108). */
export const ADMIN_RECORD_PREVIEW_PATH = "/admin-preview/record/:kind/:id";
