import { AccountForm, AccountPage } from "../features/accounts/AccountForm.tsx";
import { linkLoader, verifyAction } from "../features/accounts/actions.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/verify-email";

needMessages("account");

/**
 * The sign-up mail's link lands here (decision 071): the loader moves its token into a cookie
 * and reloads without it; the button confirms the address and signs the member in.
 */
export const loader = (args: Route.LoaderArgs) => linkLoader(args);
export const action = (args: Route.ActionArgs) => verifyAction(args);

export function headers() {
  return { "Referrer-Policy": "no-referrer" };
}

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  return [
    ...pageMeta({
      site,
      lang,
      path: "/account/verify",
      title: t("account.verify.title"),
      description: t("account.verify.intro"),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function VerifyEmailPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountPage heading={t("account.verify.title")}>
      <p className="mt-3 text-ink-700">{t("account.verify.intro")}</p>
      <AccountForm result={actionData} submit="account.verify.submit">
        {null}
      </AccountForm>
    </AccountPage>
  );
}
