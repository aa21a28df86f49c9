import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { langFromPath, localizePath } from "../../../core/i18n.ts";
import { type StaffRole, staffAllowed } from "../../../core/staff.ts";
import { servicesContext } from "../../lib/context.server.ts";
import { loginPath, pageSession } from "../accounts/actions.server.ts";
import { type AdminScreenId, adminScreen } from "./screens.ts";

type Args = { request: Request; context: LoaderFunctionArgs["context"] };

/** What a thrown 403 carries, for the back office's error boundary. */
export type AdminForbidden = { forbidden: true };

/**
 * The staff member a back-office page request's cookie names (decision 072), if their role is
 * one of `roles` (admin always is): a signed-out visitor is sent to log in and brought back; a
 * member without such a role gets the 403 page. The same rule as the API's `staff` endpoints.
 */
export async function staffMember(args: Args, roles: readonly StaffRole[]) {
  // The session as it is, so one before its second factor is sent to pass it (below).
  const user = await pageSession(args.context);
  if (!user) throw redirect(loginPath(args.request));
  if (!staffAllowed(user.role, roles)) {
    throw data<AdminForbidden>({ forbidden: true }, { status: 403 });
  }
  // The second factor (decision 081): enrol first, then confirm each session with a code.
  if (!user.secondFactor) throw redirect(secondFactorPath(args.request, user.totpEnrolled));
  return { services: args.context.get(servicesContext), user };
}

/** Where a staff session without its second factor goes, and back here once it has passed. */
function secondFactorPath(request: Request, enrolled: boolean): string {
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const path = localizePath(enrolled ? "/admin-sign-in/verify" : "/admin-sign-in/enrol", lang);
  return `${path}?${new URLSearchParams({ next: pathname })}`;
}

/** `staffMember` with the roles of a screen of ADMIN_SCREENS: each screen's loader calls it. */
export function staffScreen(args: Args, id: AdminScreenId) {
  return staffMember(args, adminScreen(id).roles);
}
