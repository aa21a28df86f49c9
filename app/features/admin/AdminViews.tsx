import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, useRouteError } from "react-router";
import { LocalLink } from "../../components/LocalLink.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useT } from "../../i18n/index.ts";

needMessages("admin");

/** A staff page outside the back office's layout: its name, then its one panel. */
export function AdminAlone({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="admin-shell admin-shell-alone">
      <header className="admin-header">
        <p className="admin-brand">{t("admin.title")}</p>
      </header>
      <main id="admin-main" tabIndex={-1} className="admin-main admin-alone">
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** A form's refusal, announced as it appears. */
export function AdminError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="admin-error" role="alert">
      {message}
    </p>
  );
}

/** A refused post's words: cross-site, throttled, or the form's own reason. */
export function useRefusal() {
  const t = useT();
  return (error: string | undefined, own: Record<string, MessageKey> = {}) => {
    if (!error) return undefined;
    if (error === "crossSite") return t("admin.form.crossSite");
    if (error === "throttled") return t("admin.form.throttled");
    const key = own[error];
    return key ? t(key) : undefined;
  };
}

/**
 * The second factor's one-field form (decision 081): a code from the authenticator app, or, where
 * `recovery` allows it, one of the recovery codes (longer, with letters).
 */
export function CodeForm({
  error,
  submit,
  recovery = false,
}: {
  error: string | undefined;
  submit: MessageKey;
  recovery?: boolean;
}) {
  const t = useT();
  const refusal = useRefusal();
  return (
    <Form method="post" className="admin-form">
      <AdminError
        message={refusal(error, { wrong: "admin.code.wrong", throttled: "admin.code.throttled" })}
      />
      <label>
        {t("admin.field.code")}
        <input
          name="code"
          autoComplete="one-time-code"
          required
          {...(recovery
            ? { minLength: 6, maxLength: 20 }
            : { inputMode: "numeric", pattern: "[0-9 ]{6,7}", maxLength: 7 })}
        />
      </label>
      <p>
        <button type="submit" className="admin-button admin-button-primary">
          {t(submit)}
        </button>
      </p>
    </Form>
  );
}

/** A 403 (a member without a staff role) or any other failure, in the back office's look. */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <AdminAlone title={t(forbidden ? "admin.forbidden.title" : "admin.error.title")}>
      <p>{t(forbidden ? "admin.forbidden.body" : "admin.error.body")}</p>
      <p>
        <LocalLink to="/" className="admin-link">
          {t("admin.toSite")}
        </LocalLink>
      </p>
    </AdminAlone>
  );
}
