import "./admin.css";
import { useMemo, useState } from "react";
import { isRouteErrorResponse, NavLink, Outlet, useNavigation, useRouteError } from "react-router";
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  staffAllowed,
} from "../../../core/staff.ts";
import { LocalLink } from "../../components/LocalLink.tsx";
import { staffMember } from "../../features/admin/guard.server.ts";
import { ADMIN_HEADERS, adminMeta } from "../../features/admin/head.ts";
import { screenWords } from "../../features/admin/nav.ts";
import { adminPath, adminScreen, listedScreensFor } from "../../features/admin/screens.ts";
import type { ChatBadgeContext } from "../../features/chat-desk/useDeskSocket.ts";
import { needMessages, useLang, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/layout";

needMessages("admin");

/**
 * The back office's shell (issue 14, `/admin`, `/es/admin`): a sidebar of the screens the staff
 * member's role opens, a header with their name and log-out, then the screen. Signed-out
 * visitors are sent to log in; members without a staff role get the 403 page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user, services } = await staffMember(args, STAFF_ROLES);
  // The live chat's badge (issue 17): visitors' messages nobody on the team has read yet.
  const chatUnread = staffAllowed(user.role, adminScreen("chat").roles)
    ? (await services.chat.inbox()).conversations.reduce((sum, c) => sum + c.unread, 0)
    : null;
  return {
    staff: { firstName: user.firstName, lastName: user.lastName, role: user.role as StaffRole },
    screens: listedScreensFor(user.role).map((screen) => screen.id),
    chatUnread,
  };
}

export function headers() {
  return ADMIN_HEADERS;
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.title");

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // A screen on its way (a link, a filter, a form sent with JavaScript): said and shown.
  const busy = useNavigation().state !== "idle";
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  const { staff } = loaderData;
  const screens = listedScreensFor(staff.role).filter((s) => loaderData.screens.includes(s.id));
  // The chat screens keep the badge live over their socket; elsewhere it is the loader's count.
  const [liveUnread, setChatUnread] = useState<number | null>(null);
  const chatUnread = liveUnread ?? loaderData.chatUnread;
  const outlet = useMemo<ChatBadgeContext>(() => ({ setChatUnread }), []);
  return (
    <div className="admin-shell">
      <a href="#admin-main" className="admin-skip">
        {t("admin.skip")}
      </a>
      <header className="admin-header">
        <p className="admin-brand">{t("admin.title")}</p>
        <p className="admin-who">
          {t("admin.signedInAs", {
            name: `${staff.firstName} ${staff.lastName}`,
            role: STAFF_ROLE_LABELS[staff.role][lang],
          })}
        </p>
        <LocalLink to="/" className="admin-link">
          {t("admin.toSite")}
        </LocalLink>
        <form method="post" action={localize("/logout")}>
          <button type="submit" className="admin-button">
            {t("admin.logout")}
          </button>
        </form>
      </header>
      <nav className="admin-nav" aria-label={t("admin.nav.label")}>
        <ul>
          {screens.map((screen) => (
            <li key={screen.id}>
              <NavLink to={localize(adminPath(screen))} end={screen.path === ""}>
                {t(screenWords(screen).label)}
                {screen.id === "chat" && chatUnread ? (
                  <span className="admin-badge">
                    <span aria-hidden="true">{chatUnread}</span>
                    <span className="sr-only">
                      {" "}
                      ({t("admin.nav.unread", { count: chatUnread })})
                    </span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="admin-main" tabIndex={-1} className="admin-main" aria-busy={busy}>
        {busy ? (
          // Seen; screen readers hear the screen's aria-busy instead of a second live region.
          <p className="admin-loading" aria-hidden="true">
            {t("admin.loading")}
          </p>
        ) : null}
        <Outlet context={outlet} />
      </main>
    </div>
  );
}

/** A 403 (a member without the role) or any other failure, inside the back office's look. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main id="admin-main" className="admin-main admin-alone">
      <h1>{t(forbidden ? "admin.forbidden.title" : "admin.error.title")}</h1>
      <p>{t(forbidden ? "admin.forbidden.body" : "admin.error.body")}</p>
      <p>
        <LocalLink to="/" className="admin-link">
          {t("admin.toSite")}
        </LocalLink>
      </p>
    </main>
  );
}
