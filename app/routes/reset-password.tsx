import { NewPasswordInput } from "../features/accounts/AccountForm.tsx";
import { linkLoader, resetAction } from "../features/accounts/actions.server.ts";
import { accountMeta } from "../features/accounts/head.ts";
import {
  MailedLinkPage,
  mailedLinkHeaders,
  mailedLinkWords,
} from "../features/accounts/MailedLinkPage.tsx";
import type { Route } from "./+types/reset-password";

/**
 * The reset mail's link lands here (decision 071): its token moves into a cookie at once; the
 * new password ends every session and signs the member in with a new one.
 */
export const loader = (args: Route.LoaderArgs) => linkLoader(args);
export const action = (args: Route.ActionArgs) => resetAction(args);
export const headers = mailedLinkHeaders;
export const meta = (args: Route.MetaArgs) =>
  accountMeta(args, "reset-password", mailedLinkWords("reset"));

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  return (
    <MailedLinkPage link="reset" result={actionData}>
      <NewPasswordInput result={actionData} />
    </MailedLinkPage>
  );
}
