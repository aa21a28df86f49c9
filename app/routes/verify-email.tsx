import { linkLoader, verifyAction } from "../features/accounts/actions.server.ts";
import { accountMeta } from "../features/accounts/head.ts";
import {
  MailedLinkPage,
  mailedLinkHeaders,
  mailedLinkWords,
} from "../features/accounts/MailedLinkPage.tsx";
import type { Route } from "./+types/verify-email";

/**
 * The sign-up mail's link lands here (decision 071): the loader moves its token into a cookie
 * and reloads without it; the button confirms the address and signs the member in.
 */
export const loader = (args: Route.LoaderArgs) => linkLoader(args);
export const action = (args: Route.ActionArgs) => verifyAction(args);
export const headers = mailedLinkHeaders;
export const meta = (args: Route.MetaArgs) =>
  accountMeta(args, "verify-email", mailedLinkWords("verify"));

export default function VerifyEmailPage({ actionData }: Route.ComponentProps) {
  return <MailedLinkPage link="verify" result={actionData} />;
}
