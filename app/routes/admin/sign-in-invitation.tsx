import "./admin.css";
import { STAFF_ROLE_LABELS } from "../../../core/staff.ts";
import { AdminAlone, AdminErrorBoundary } from "../../features/admin/AdminViews.tsx";
import { ADMIN_HEADERS, adminMeta } from "../../features/admin/head.ts";
import { StaffAccountForm } from "../../features/admin/StaffAccountForm.tsx";
import { invitationAction, invitationLoader } from "../../features/admin/sign-in.server.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/sign-in-invitation";

needMessages("admin");

/** An invitation's page (decision 081): the invitee chooses a name and password, then enrols. */
export const loader = (args: Route.LoaderArgs) => invitationLoader(args);
export const action = (args: Route.ActionArgs) => invitationAction(args);

export function headers() {
  return { ...ADMIN_HEADERS, "referrer-policy": "no-referrer" };
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.signIn.invitation.title");

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { invitation } = loaderData;
  return (
    <AdminAlone title={t("admin.signIn.invitation.title")}>
      {invitation ? (
        <>
          <p>
            {t("admin.signIn.invitation.intro", {
              role: STAFF_ROLE_LABELS[invitation.role][lang],
              email: invitation.email,
            })}
          </p>
          <StaffAccountForm token={loaderData.token} withEmail={false} result={actionData} />
        </>
      ) : (
        <p>{t("admin.signIn.linkDead")}</p>
      )}
    </AdminAlone>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
