import "./admin.css";
import { AdminAlone, AdminErrorBoundary } from "../../features/admin/AdminViews.tsx";
import { ADMIN_HEADERS, adminMeta } from "../../features/admin/head.ts";
import { StaffAccountForm } from "../../features/admin/StaffAccountForm.tsx";
import { setupAction, setupLoader } from "../../features/admin/sign-in.server.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/sign-in-setup";

needMessages("admin");

/** The first admin's set-up page (decision 081): the link the server logs on an empty database. */
export const loader = (args: Route.LoaderArgs) => setupLoader(args);
export const action = (args: Route.ActionArgs) => setupAction(args);

export function headers() {
  return { ...ADMIN_HEADERS, "referrer-policy": "no-referrer" };
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.signIn.setup.title");

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminAlone title={t("admin.signIn.setup.title")}>
      {loaderData.works ? (
        <>
          <p>{t("admin.signIn.setup.intro")}</p>
          <StaffAccountForm token={loaderData.token} withEmail result={actionData} />
        </>
      ) : (
        <p>{t("admin.signIn.linkDead")}</p>
      )}
    </AdminAlone>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
