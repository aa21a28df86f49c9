import { useId } from "react";
import { LocalLink } from "../../components/LocalLink.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import { AccountForm, AccountInput } from "./AccountForm.tsx";
import type { AccountIntent, AccountPageResult } from "./fields.ts";

needMessages("account");

/** A date and time the same on the server and in any browser: `2026-11-25 20:50 UTC`. */
const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** What the account page shows: the loader's answer (actions.server.ts accountLoader). */
export type AccountPageData = {
  me: { firstName: string; lastName: string; email: string; language: string };
  sessions: { id: number | string; current: boolean; createdAt: string }[];
};

/**
 * The member's account page: one card a form (profile and language, password, sessions, data,
 * closing the account), each told apart by its `intent` and showing its own result.
 */
export function AccountView({
  me,
  sessions,
  actionData,
}: AccountPageData & { actionData: AccountPageResult | undefined }) {
  const t = useT();
  const languageId = useId();
  const resultOf = (intent: AccountIntent): AccountPageResult | undefined =>
    actionData?.intent === intent ? actionData : undefined;
  const saved = (intent: AccountIntent) =>
    resultOf(intent)?.done ? (
      <p role="status" className="font-semibold text-jungle-700">
        {t("account.page.saved")}
      </p>
    ) : null;
  const section = "mt-10 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]";
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-display text-4xl text-ink-900">{t("account.page.title")}</h1>
      <p className="mt-2 text-ink-700">{me.email}</p>
      <p className="mt-4">
        <LocalLink to="/account/trip" className="font-semibold text-lagoon-700 underline">
          {t("account.page.trip")}
        </LocalLink>
      </p>

      <section aria-labelledby="account-profile" className={section}>
        <h2 id="account-profile" className="font-display text-2xl text-ink-900">
          {t("account.page.profile")}
        </h2>
        {saved("profile")}
        <AccountForm result={resultOf("profile")} submit="account.page.saveProfile">
          <input type="hidden" name="intent" value="profile" />
          <AccountInput
            name="firstName"
            autoComplete="given-name"
            result={resultOf("profile")}
            defaultValue={me.firstName}
          />
          <AccountInput
            name="lastName"
            autoComplete="family-name"
            result={resultOf("profile")}
            defaultValue={me.lastName}
          />
          <div className="grid gap-1">
            <label htmlFor={languageId} className="font-semibold text-ink-900">
              {t("account.page.language")}
            </label>
            <select
              id={languageId}
              name="language"
              defaultValue={me.language}
              className="rounded-lg border border-ink-500 bg-white px-3 py-2.5"
            >
              <option value="en">English</option>
              <option value="es">Español</option>
            </select>
          </div>
        </AccountForm>
      </section>

      <section aria-labelledby="account-password" className={section}>
        <h2 id="account-password" className="font-display text-2xl text-ink-900">
          {t("account.page.password")}
        </h2>
        {saved("password")}
        <AccountForm result={resultOf("password")} submit="account.page.savePassword">
          <input type="hidden" name="intent" value="password" />
          <AccountInput
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            result={resultOf("password")}
          />
          <AccountInput
            name="password"
            type="password"
            autoComplete="new-password"
            result={resultOf("password")}
          />
        </AccountForm>
      </section>

      <section aria-labelledby="account-sessions" className={section}>
        <h2 id="account-sessions" className="font-display text-2xl text-ink-900">
          {t("account.page.sessions")}
        </h2>
        <ul className="mt-3 grid gap-2">
          {sessions.map((s) => (
            <li key={s.id} className="text-ink-700">
              {t("account.page.sessionSince", { since: when(s.createdAt) })}
              {s.current ? ` (${t("account.page.thisSession")})` : ""}
            </li>
          ))}
        </ul>
        {saved("sessions")}
        <AccountForm result={resultOf("sessions")} submit="account.page.signOutOthers">
          <input type="hidden" name="intent" value="sessions" />
        </AccountForm>
      </section>

      <section aria-labelledby="account-data" className={section}>
        <h2 id="account-data" className="font-display text-2xl text-ink-900">
          {t("account.page.data")}
        </h2>
        <p className="mt-3">
          <a href="/api/users/me/export" download className="font-semibold underline">
            {t("account.page.export")}
          </a>
        </p>
      </section>

      <section aria-labelledby="account-delete" className={section}>
        <h2 id="account-delete" className="font-display text-2xl text-ink-900">
          {t("account.page.delete")}
        </h2>
        <p className="mt-3 text-ink-700">{t("account.page.deleteIntro")}</p>
        <AccountForm result={resultOf("delete")} submit="account.page.deleteSubmit">
          <input type="hidden" name="intent" value="delete" />
          <AccountInput
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            result={resultOf("delete")}
          />
        </AccountForm>
      </section>
    </div>
  );
}
