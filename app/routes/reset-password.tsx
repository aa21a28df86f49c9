import { AccountForm, AccountInput, AccountPage } from "../features/accounts/AccountForm.tsx";
import { linkLoader, resetAction } from "../features/accounts/actions.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/reset-password";

needMessages("account");

/**
 * The reset mail's link lands here (decision 071): its token moves into a cookie at once; the
 * new password ends every session and signs the member in with a new one.
 */
export const loader = (args: Route.LoaderArgs) => linkLoader(args);
export const action = (args: Route.ActionArgs) => resetAction(args);

export function headers() {
  return { "Referrer-Policy": "no-referrer" };
}

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  return [
    ...pageMeta({
      site,
      lang,
      path: "/account/reset-password",
      title: t("account.reset.title"),
      description: t("account.reset.intro"),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountPage heading={t("account.reset.title")}>
      <p className="mt-3 text-ink-700">{t("account.reset.intro")}</p>
      <AccountForm result={actionData} submit="account.reset.submit">
        <AccountInput
          name="password"
          type="password"
          autoComplete="new-password"
          result={actionData}
        />
        <p className="-mt-2 text-sm text-ink-500">{t("account.passwordHint")}</p>
      </AccountForm>
    </AccountPage>
  );
}
