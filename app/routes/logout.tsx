import { AccountForm, AccountPage } from "../features/accounts/AccountForm.tsx";
import { logoutAction } from "../features/accounts/actions.server.ts";
import { accountMeta } from "../features/accounts/head.ts";
import { needMessages, useT } from "../i18n/index.ts";
import type { Route } from "./+types/logout";

needMessages("account");

/**
 * Log-out: the header's POST form ends the session and clears its cookie (decision 072). Asked
 * for with a GET, or refused (a cross-site post), the page offers the same button.
 */
export const action = (args: Route.ActionArgs) => logoutAction(args);

export const meta = (args: Route.MetaArgs) =>
  accountMeta(args, "logout", {
    title: "account.logout.title",
    description: "account.logout.title",
  });

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
