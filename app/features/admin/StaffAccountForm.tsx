import { Form } from "react-router";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import { AdminError, useRefusal } from "./AdminViews.tsx";

needMessages("admin");

type Field = "firstName" | "lastName" | "email" | "password";

const LABELS: Record<Field, MessageKey> = {
  firstName: "admin.field.firstName",
  lastName: "admin.field.lastName",
  email: "admin.field.email",
  password: "admin.field.password",
};

/**
 * The set-up and invitation form: name (and e-mail for the first admin) and a password. Posts
 * without JavaScript; the link's token rides in a hidden field.
 */
export function StaffAccountForm({
  token,
  withEmail,
  result,
}: {
  token: string;
  withEmail: boolean;
  result: { error: string; failing: string[]; values: Record<string, string> } | undefined;
}) {
  const t = useT();
  const refusal = useRefusal();
  const fields: Field[] = withEmail
    ? ["firstName", "lastName", "email", "password"]
    : ["firstName", "lastName", "password"];
  const message =
    result?.error === "invalid"
      ? t("admin.signIn.invalid", {
          fields: result.failing
            .map((f) => t(LABELS[f as Field] ?? "admin.field.password"))
            .join(", "),
        })
      : refusal(result?.error, {
          linkDead: "admin.signIn.linkDead",
          weakPassword: "admin.signIn.weakPassword",
          alreadyStaff: "admin.signIn.alreadyStaff",
        });
  return (
    <Form method="post" className="admin-form">
      <AdminError message={message} />
      <input type="hidden" name="token" value={token} />
      {fields.map((field) => (
        <label key={field}>
          {t(LABELS[field])}
          <input
            name={field}
            type={field === "password" ? "password" : field === "email" ? "email" : "text"}
            autoComplete={
              field === "password"
                ? "new-password"
                : field === "email"
                  ? "email"
                  : field === "firstName"
                    ? "given-name"
                    : "family-name"
            }
            required
            minLength={field === "password" ? 12 : 1}
            maxLength={field === "password" ? 128 : field === "email" ? 254 : 80}
            defaultValue={field === "password" ? undefined : result?.values[field]}
            aria-invalid={result?.failing.includes(field) ? true : undefined}
            aria-describedby={field === "password" ? "password-hint" : undefined}
          />
          {field === "password" ? (
            <span id="password-hint" className="admin-hint">
              {t("admin.field.passwordHint")}
            </span>
          ) : null}
        </label>
      ))}
      <p>
        <button type="submit" className="admin-button admin-button-primary">
          {t("admin.signIn.create")}
        </button>
      </p>
    </Form>
  );
}
