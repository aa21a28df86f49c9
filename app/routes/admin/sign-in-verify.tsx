import "./admin.css";
import { AdminAlone, AdminErrorBoundary, CodeForm } from "../../features/admin/AdminViews.tsx";
import { ADMIN_HEADERS, adminMeta } from "../../features/admin/head.ts";
import { verifyAction, verifyLoader } from "../../features/admin/sign-in.server.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/sign-in-verify";

needMessages("admin");

/** The second factor of a staff session (decision 081): a TOTP code or a recovery code. */
export const loader = (args: Route.LoaderArgs) => verifyLoader(args);
export const action = (args: Route.ActionArgs) => verifyAction(args);

export function headers() {
  return ADMIN_HEADERS;
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.verify.title");

export default function VerifyPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminAlone title={t("admin.verify.title")}>
      <p>{t("admin.verify.intro")}</p>
      <CodeForm error={actionData?.error} submit="admin.verify.submit" recovery />
    </AdminAlone>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
