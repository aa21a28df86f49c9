import "./admin.css";
import { AdminAlone, AdminErrorBoundary, CodeForm } from "../../features/admin/AdminViews.tsx";
import { ADMIN_HEADERS, adminMeta } from "../../features/admin/head.ts";
import { enrolAction, enrolLoader } from "../../features/admin/sign-in.server.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/sign-in-enrol";

needMessages("admin");

/**
 * TOTP enrolment (decision 081): the key as text and as a QR code, a code to confirm it, then
 * the ten recovery codes, shown once.
 */
export const loader = (args: Route.LoaderArgs) => enrolLoader(args);
export const action = (args: Route.ActionArgs) => enrolAction(args);

export function headers() {
  return ADMIN_HEADERS;
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.enrol.title");

export default function EnrolPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData && "codes" in actionData) {
    return (
      <AdminAlone title={t("admin.enrol.done.title")}>
        <p>{t("admin.enrol.done.intro")}</p>
        <ul className="admin-codes">
          {actionData.codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <p>
          <a href={actionData.next} className="admin-button admin-button-primary">
            {t("admin.enrol.done.continue")}
          </a>
        </p>
      </AdminAlone>
    );
  }
  if (loaderData.enrolled) {
    return (
      <AdminAlone title={t("admin.enrol.done.title")}>
        <p>
          <a href={loaderData.next} className="admin-button admin-button-primary">
            {t("admin.enrol.done.continue")}
          </a>
        </p>
      </AdminAlone>
    );
  }
  const { qr, secret } = loaderData;
  return (
    <AdminAlone title={t("admin.enrol.title")}>
      <p>{t("admin.enrol.intro")}</p>
      <svg
        role="img"
        aria-label={t("admin.enrol.qr")}
        viewBox={`-4 -4 ${qr.size + 8} ${qr.size + 8}`}
        width="200"
        height="200"
        className="admin-qr"
      >
        <rect x="-4" y="-4" width={qr.size + 8} height={qr.size + 8} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p>
        {t("admin.enrol.key")}: <code data-testid="totp-secret">{secret}</code>
      </p>
      <CodeForm
        error={actionData && "error" in actionData ? actionData.error : undefined}
        submit="admin.enrol.confirm"
      />
    </AdminAlone>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
