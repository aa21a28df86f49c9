/**
 * The back office's people (issue 14): the roles that may sign in to `/admin`, what each may do,
 * and how long a staff session lives (decision 080). Shared by the contract, the server's guards
 * and the admin pages.
 */
import type { Lang } from "./i18n.ts";

/** Every role a user can have: visitors are members; the others are staff. */
export const USER_ROLES = [
  "visitor",
  "sales",
  "editor",
  "moderator",
  "concierge",
  "admin",
] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The staff roles, least privilege first (decision 005): sales work leads; editors manage
 * content; moderators moderate members' reviews; concierges answer visitors; admins manage
 * people and settings and may do everything any other staff role may.
 */
export const STAFF_ROLES = ["sales", "editor", "moderator", "concierge", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each staff role's short name, in each language. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, Readonly<Record<Lang, string>>>> = {
  sales: { en: "Sales", es: "Ventas" },
  editor: { en: "Editor", es: "Editor" },
  moderator: { en: "Moderator", es: "Moderación" },
  concierge: { en: "Concierge", es: "Conserjería" },
  admin: { en: "Administrator", es: "Administración" },
};

export function isStaffRole(role: string | undefined | null): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? "");
}

/**
 * Whether a user with `role` may use something open to `allowed`: a staff role it names, or
 * admin, which is allowed wherever any staff is. Visitors never are.
 */
export function staffAllowed(role: string | undefined | null, allowed: readonly StaffRole[]) {
  if (!isStaffRole(role)) return false;
  return role === "admin" || allowed.includes(role);
}

/** A staff session ends 12 hours after sign-in however busy (decision 080; members: 30 days). */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** A staff session unused for 30 minutes ends (decision 080; members: 7 days). */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;

/** Audit entries are kept this long, then pruned (decision 080). */
export const AUDIT_RETENTION_DAYS = 400;
/** Lists in the back office: this many rows a page unless asked for fewer. */
export const ADMIN_PAGE_SIZE = 50;
