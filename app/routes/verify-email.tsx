import { Link } from "react-router";
import { pagePath } from "../../core/pages.ts";
import { LocalLink } from "../components/LocalLink.tsx";
import { AccountPage } from "../features/accounts/AccountForm.tsx";
import { verifyAction, verifyLoader } from "../features/accounts/actions.server.ts";
import { accountMeta } from "../features/accounts/head.ts";
import {
  MailedLinkPage,
  mailedLinkHeaders,
  mailedLinkWords,
} from "../features/accounts/MailedLinkPage.tsx";
import { PendingFields } from "../features/accounts/pending.tsx";
import { needMessages, useT } from "../i18n/index.ts";
import type { Route } from "./+types/verify-email";

needMessages("account");

/**
 * The sign-up mail's link lands here (decision 071): the loader moves its token into a cookie
 * and reloads without it; the button confirms the address and signs the member in. Then the
 * page says the address is confirmed and leads back to where the visitor started, the item
 * whose heart they pressed saved to their trip (decision 140).
 */
export const loader = (args: Route.LoaderArgs) => verifyLoader(args);
export const action = (args: Route.ActionArgs) => verifyAction(args);
export const headers = mailedLinkHeaders;
export const meta = (args: Route.MetaArgs) =>
  accountMeta(args, "verify-email", mailedLinkWords("verify"));

const BUTTON = "inline-flex min-h-11 items-center rounded-full px-6 py-3 font-semibold";

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { pending, confirmed, saved } = loaderData;
  if (confirmed) {
    const card = pagePath("privilege-card");
    return (
      <AccountPage heading={t("account.verify.confirmedTitle")}>
        <p role="status" className="mt-4 text-lg text-ink-700">
          {t("account.verify.confirmedText")}
          {saved ? ` ${t("account.verify.saved")}` : ""}
        </p>
        <p className="mt-6 flex flex-wrap items-center gap-4">
          {pending.next ? (
            <Link
              to={pending.next}
              className={`${BUTTON} bg-ocean-900 text-white hover:bg-ocean-700`}
            >
              {t("account.verify.continue")}
            </Link>
          ) : null}
          {pending.next === null ? (
            <LocalLink to={card} className={`${BUTTON} bg-ocean-900 text-white hover:bg-ocean-700`}>
              {t("account.verify.card")}
            </LocalLink>
          ) : null}
        </p>
      </AccountPage>
    );
  }
  return (
    <MailedLinkPage link="verify" result={actionData}>
      <PendingFields pending={pending} />
    </MailedLinkPage>
  );
}
