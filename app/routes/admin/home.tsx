import { Link } from "react-router";
import { STAFF_ROLE_LABELS, type StaffRole } from "../../../core/staff.ts";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { screenWords } from "../../features/admin/nav.ts";
import { adminPath, screensFor } from "../../features/admin/screens.ts";
import { needMessages, useLang, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/home";

needMessages("admin");

/**
 * The dashboard (`/admin`): what this staff member's role lets them do, and the screens it opens,
 * each with a line about it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await staffScreen(args, "home");
  return { firstName: user.firstName, role: user.role as StaffRole };
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.home.title");

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  const { firstName, role } = loaderData;
  const screens = screensFor(role).filter((screen) => screen.path !== "");
  return (
    <>
      <h1>{t("admin.home.title")}</h1>
      <p>{t("admin.home.intro", { name: firstName, role: STAFF_ROLE_LABELS[role][lang] })}</p>
      <p>{t(`admin.role.${role}`)}</p>
      {screens.length > 0 ? (
        <ul className="admin-cards">
          {screens.map((screen) => (
            <li key={screen.id}>
              <Link to={localize(adminPath(screen))}>{t(screenWords(screen).label)}</Link>
              <p>{t(screenWords(screen).about)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
