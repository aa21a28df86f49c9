import { AccountForm, AccountPage } from "../features/accounts/AccountForm.tsx";
import { logoutAction } from "../features/accounts/actions.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/logout";

needMessages("account");

/**
 * Log-out: the header's POST form ends the session and clears its cookie (decision 072). Asked
 * for with a GET, or refused (a cross-site post), the page offers the same button.
 */
export const action = (args: Route.ActionArgs) => logoutAction(args);

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  return [
    ...pageMeta({
      site,
      lang,
      path: "/logout",
      title: t("account.logout.title"),
      description: t("account.logout.title"),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function LogoutPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountPage heading={t("account.logout.title")}>
      <AccountForm result={actionData} submit="account.logout.submit">
        {null}
      </AccountForm>
    </AccountPage>
  );
}
