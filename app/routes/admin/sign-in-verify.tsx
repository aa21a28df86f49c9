import "./admin.css";
import { Form } from "react-router";
import {
  AdminAlone,
  AdminError,
  AdminErrorBoundary,
  useRefusal,
} from "../../features/admin/AdminViews.tsx";
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
  const refusal = useRefusal();
  return (
    <AdminAlone title={t("admin.verify.title")}>
      <p>{t("admin.verify.intro")}</p>
      <Form method="post" className="admin-form">
        <AdminError
          message={refusal(actionData?.error, {
            wrong: "admin.code.wrong",
            throttled: "admin.code.throttled",
          })}
        />
        <label>
          {t("admin.field.code")}
          <input name="code" autoComplete="one-time-code" required minLength={6} maxLength={20} />
        </label>
        <p>
          <button type="submit" className="admin-button admin-button-primary">
            {t("admin.verify.submit")}
          </button>
        </p>
      </Form>
    </AdminAlone>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
