import { AccountForm, AccountInput, AccountPage } from "../features/accounts/AccountForm.tsx";
import { forgotAction } from "../features/accounts/actions.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/forgot-password";

needMessages("account");

/** Forgot password: a reset link by mail, the same answer for any address (decision 071). */
export const action = (args: Route.ActionArgs) => forgotAction(args);

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  return pageMeta({
    site,
    lang,
    path: "/account/forgot-password",
    title: t("account.forgot.title"),
    description: t("account.forgot.intro"),
  });
}

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
