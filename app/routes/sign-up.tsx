import { useId } from "react";
import { Honeypot } from "../components/Honeypot.tsx";
import { LocalLink } from "../components/LocalLink.tsx";
import {
  AccountForm,
  AccountInput,
  AccountPage,
  NewPasswordInput,
  useAccountFieldId,
} from "../features/accounts/AccountForm.tsx";
import { signUpAction, signUpLoader } from "../features/accounts/actions.server.ts";
import type { AccountResult } from "../features/accounts/fields.ts";
import { accountMeta } from "../features/accounts/head.ts";
import { PendingFields, pendingSearch } from "../features/accounts/pending.tsx";
import { needMessages, useT } from "../i18n/index.ts";
import type { Route } from "./+types/sign-up";

needMessages("account");

/**
 * SignUp (spec §1): names, e-mail, password and the privacy policy; every address gets the same
 * "check your inbox" (decision 071), the account's language is the page's. The post carries the
 * proof of work the script solves, or without JavaScript leaves the honeypot empty (decision 127).
 */
export const action = (args: Route.ActionArgs) => signUpAction(args);
/** The way back and the item to save (`?next=`, `?save=`), carried into the mailed link. */
export const loader = (args: Route.LoaderArgs) => signUpLoader(args);

export const meta = (args: Route.MetaArgs) =>
  accountMeta(args, "sign-up", {
    title: "account.signUp.title",
    description: "account.signUp.description",
    indexed: true,
  });

/** The privacy policy's box, marked when it was left unticked. */
function PrivacyConsent({ result }: { result: AccountResult | undefined }) {
  const t = useT();
  const privacyId = useAccountFieldId("privacy");
  const privacyFailing = result && !result.done && result.failing.includes("privacy");
  return (
    <>
      <div className="flex items-start gap-2">
        <input
          id={privacyId}
          type="checkbox"
          name="acceptedPrivacyPolicy"
          required
          defaultChecked={result && !result.done && result.values.privacy === "on"}
          aria-invalid={privacyFailing ? true : undefined}
          aria-describedby={privacyFailing ? `${privacyId}-error` : undefined}
          className="mt-0.5 h-6 w-6 shrink-0"
        />
        <label htmlFor={privacyId} className="text-ink-700">
          {t("account.signUp.privacy")}{" "}
          <LocalLink to="/privacyPolicy" className="underline">
            {t("account.signUp.privacyLink")}
          </LocalLink>
        </label>
      </div>
      {privacyFailing ? (
        <p id={`${privacyId}-error`} className="-mt-2 text-sm text-coral-700">
          {t("account.invalid.privacy")}
        </p>
      ) : null}
    </>
  );
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const honeypotId = useId();
  if (actionData?.done) {
    return (
      <AccountPage heading={t("account.signUp.title")}>
        <p role="status" className="mt-6 text-lg text-ink-700">
          {t("account.checkInbox")}
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage heading={t("account.signUp.title")}>
      <p className="mt-3 text-ink-700">{t("account.signUp.intro")}</p>
      <AccountForm result={actionData} submit="account.signUp.submit" captcha="signUp">
        <Honeypot id={honeypotId} label={t("account.honeypot")} />
        <PendingFields pending={loaderData.pending} />
        <AccountInput name="firstName" autoComplete="given-name" result={actionData} />
        <AccountInput name="lastName" autoComplete="family-name" result={actionData} />
        <AccountInput name="email" type="email" autoComplete="email" result={actionData} />
        <NewPasswordInput result={actionData} />
        <PrivacyConsent result={actionData} />
      </AccountForm>
      <p className="mt-6 text-ink-700">
        {t("account.signUp.haveAccount")}{" "}
        <LocalLink
          to={`/login${pendingSearch(loaderData.pending)}`}
          className="font-semibold underline"
        >
          {t("account.login.title")}
        </LocalLink>
      </p>
    </AccountPage>
  );
}
