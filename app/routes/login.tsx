import { useEffect, useState } from "react";
import { LocalLink } from "../components/LocalLink.tsx";
import { AccountForm, AccountInput, AccountPage } from "../features/accounts/AccountForm.tsx";
import { loginAction, loginLoader } from "../features/accounts/actions.server.ts";
import { accountMeta } from "../features/accounts/head.ts";
import { PendingFields, pendingSearch } from "../features/accounts/pending.tsx";
import { needMessages, useT } from "../i18n/index.ts";
import type { Route } from "./+types/login";

needMessages("account");

/** Login (spec §1): e-mail and password; the session cookie and home on success (decision 072). */
export const action = (args: Route.ActionArgs) => loginAction(args);
export const loader = (args: Route.LoaderArgs) => loginLoader(args);

export const meta = (args: Route.MetaArgs) =>
  accountMeta(args, "login", {
    title: "account.login.title",
    description: "account.login.description",
    indexed: true,
  });

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  // Past its account's ceiling of attempts the action asks for the proof of work (decision
  // 126): from then on this page solves one before each post.
  const asked = actionData && !actionData.done && actionData.error?.startsWith("captcha") === true;
  const [proving, setProving] = useState(false);
  useEffect(() => {
    if (asked) setProving(true);
  }, [asked]);
  return (
    <AccountPage heading={t("account.login.title")}>
      <AccountForm
        result={actionData}
        submit="account.login.submit"
        captcha={proving || asked ? "signIn" : undefined}
      >
        <PendingFields pending={loaderData.pending} />
        <AccountInput name="email" type="email" autoComplete="email" result={actionData} />
        <AccountInput
          name="password"
          type="password"
          autoComplete="current-password"
          result={actionData}
        />
      </AccountForm>
      <p className="mt-6 text-ink-700">
        <LocalLink to="/account/forgot-password" className="underline">
          {t("account.login.forgot")}
        </LocalLink>
      </p>
      <p className="mt-2 text-ink-700">
        {t("account.login.noAccount")}{" "}
        <LocalLink
          to={`/signUp${pendingSearch(loaderData.pending)}`}
          className="font-semibold underline"
        >
          {t("account.signUp.title")}
        </LocalLink>
      </p>
    </AccountPage>
  );
}
