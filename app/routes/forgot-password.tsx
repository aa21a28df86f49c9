import { AccountForm, AccountInput, AccountPage } from "../features/accounts/AccountForm.tsx";
import { forgotAction } from "../features/accounts/actions.server.ts";
import { accountMeta } from "../features/accounts/head.ts";
import { needMessages, useT } from "../i18n/index.ts";
import type { Route } from "./+types/forgot-password";

needMessages("account");

/** Forgot password: a reset link by mail, the same answer for any address (decision 071). */
export const action = (args: Route.ActionArgs) => forgotAction(args);

export const meta = (args: Route.MetaArgs) =>
  accountMeta(args, "forgot-password", {
    title: "account.forgot.title",
    description: "account.forgot.intro",
    indexed: true,
  });

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountPage heading={t("account.forgot.title")}>
      {actionData?.done ? (
        <p role="status" className="mt-6 text-lg text-ink-700">
          {t("account.checkInbox")}
        </p>
      ) : (
        <>
          <p className="mt-3 text-ink-700">{t("account.forgot.intro")}</p>
          <AccountForm result={actionData} submit="account.forgot.submit">
            <AccountInput name="email" type="email" autoComplete="email" result={actionData} />
          </AccountForm>
        </>
      )}
    </AccountPage>
  );
}
