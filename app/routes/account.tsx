import { AccountView } from "../features/accounts/AccountView.tsx";
import { accountAction, accountLoader } from "../features/accounts/actions.server.ts";
import { accountMeta } from "../features/accounts/head.ts";
import { needMessages } from "../i18n/index.ts";
import type { Route } from "./+types/account";

needMessages("account");

/**
 * The member's account (issue 13, `/account`, `/es/account`): profile and language, password,
 * sessions, export and closing the account. Signed-out visitors are sent to log in.
 */
export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const action = (args: Route.ActionArgs) => accountAction(args);

export const meta = (args: Route.MetaArgs) =>
  accountMeta(args, "account", { title: "account.page.title", description: "account.page.title" });

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountView {...loaderData} actionData={actionData} />;
}
