import { type ReactNode, useId } from "react";
import { AVATAR_UPLOAD_TYPES } from "../../../core/avatar.ts";
import type { ConciergeStatus } from "../../../core/concierge.ts";
import { LocalLink } from "../../components/LocalLink.tsx";
import { MemberAvatar } from "../../components/MemberAvatar.tsx";
import { TitledSection } from "../../components/SectionHeading.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import { AccountForm, AccountInput, NewPasswordInput } from "./AccountForm.tsx";
import type { AccountIntent, AccountPageResult } from "./fields.ts";

needMessages("account", "concierge");

/** A date and time the same on the server and in any browser: `2026-11-25 20:50 UTC`. */
const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** Each part of the page is a card of its own. */
const CARD = "mt-10 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]";

/** One of the page's forms, with its own "Saved." and errors, told apart by its `intent`. */
function IntentForm({
  intent,
  result,
  submit,
  children,
  encType,
}: {
  intent: AccountIntent;
  result: AccountPageResult | undefined;
  submit: MessageKey;
  children?: ReactNode;
  encType?: "multipart/form-data";
}) {
  const t = useT();
  return (
    <>
      {result?.done ? (
        <p role="status" className="mt-3 font-semibold text-jungle-700">
          {t("account.page.saved")}
        </p>
      ) : null}
      <AccountForm result={result} submit={submit} encType={encType}>
        <input type="hidden" name="intent" value={intent} />
        {children}
      </AccountForm>
    </>
  );
}

/** What the account page shows: the loader's answer (actions.server.ts accountLoader). */
export type AccountPageData = {
  me: {
    firstName: string;
    lastName: string;
    email: string;
    language: string;
    avatar: string | null;
  };
  sessions: { id: number | string; current: boolean; createdAt: string }[];
  /** A staff account: closing it needs a current authenticator code too (docs/decisions/124). */
  staff: boolean;
  /** The member's concierge requests, newest first (issue 16). */
  conciergeRequests: {
    id: number;
    status: ConciergeStatus;
    date: string;
    itemTitle: string | null;
  }[];
};

/**
 * The member's account page: one card a form (profile and language, password, sessions, data,
 * closing the account), each told apart by its `intent` and showing its own result.
 */
export function AccountView({
  me,
  sessions,
  staff,
  conciergeRequests,
  actionData,
}: AccountPageData & { actionData: AccountPageResult | undefined }) {
  const t = useT();
  const languageId = useId();
  const resultOf = (intent: AccountIntent): AccountPageResult | undefined =>
    actionData?.intent === intent ? actionData : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-display text-4xl text-ink-900">{t("account.page.title")}</h1>
      <p className="mt-2 text-ink-700">{me.email}</p>
      <p className="mt-4">
        <LocalLink to="/account/trip" className="font-semibold text-lagoon-700 underline">
          {t("account.page.trip")}
        </LocalLink>
      </p>

      <TitledSection id="account-concierge" title={t("concierge.account")} className={CARD}>
        {conciergeRequests.length === 0 ? (
          <p className="text-ink-700">{t("concierge.mineNone")}</p>
        ) : (
          <ul className="grid gap-2">
            {conciergeRequests.map((request) => (
              <li key={request.id}>
                <LocalLink
                  to={`/onlineConcierge/requests/${request.id}`}
                  className="font-semibold text-lagoon-700 underline"
                >
                  {t("concierge.request", { id: request.id })}: {request.itemTitle ?? request.date}
                </LocalLink>{" "}
                · {t(`concierge.status.${request.status}`)}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3">
          <LocalLink to="/onlineConcierge" className="font-semibold text-lagoon-700 underline">
            {t("concierge.accountMore")}
          </LocalLink>
        </p>
      </TitledSection>

      <TitledSection id="account-profile" title={t("account.page.profile")} className={CARD}>
        <IntentForm intent="profile" result={resultOf("profile")} submit="account.page.saveProfile">
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
        </IntentForm>
      </TitledSection>

      <TitledSection id="account-avatar" title={t("account.page.avatar")} className={CARD}>
        <div className="mt-4 flex items-center gap-4">
          <MemberAvatar member={me} size={96} />
          <p className="text-ink-700">
            {me.avatar ? t("account.page.avatarIntro") : t("account.page.avatarNone")}
          </p>
        </div>
        <IntentForm
          intent="avatar"
          result={resultOf("avatar")}
          submit="account.page.avatarSubmit"
          encType="multipart/form-data"
        >
          <AccountInput
            name="avatar"
            type="file"
            accept={AVATAR_UPLOAD_TYPES.join(",")}
            result={resultOf("avatar")}
          />
        </IntentForm>
        {me.avatar ? (
          <IntentForm
            intent="avatarRemove"
            result={resultOf("avatarRemove")}
            submit="account.page.avatarRemove"
          />
        ) : null}
      </TitledSection>

      <TitledSection id="account-password" title={t("account.page.password")} className={CARD}>
        <IntentForm
          intent="password"
          result={resultOf("password")}
          submit="account.page.savePassword"
        >
          <AccountInput
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            result={resultOf("password")}
          />
          <NewPasswordInput result={resultOf("password")} />
        </IntentForm>
      </TitledSection>

      <TitledSection id="account-sessions" title={t("account.page.sessions")} className={CARD}>
        <ul className="mt-3 grid gap-2">
          {sessions.map((s) => (
            <li key={s.id} className="text-ink-700">
              {t("account.page.sessionSince", { since: when(s.createdAt) })}
              {s.current ? ` (${t("account.page.thisSession")})` : ""}
            </li>
          ))}
        </ul>
        <IntentForm
          intent="sessions"
          result={resultOf("sessions")}
          submit="account.page.signOutOthers"
        />
      </TitledSection>

      <TitledSection id="account-data" title={t("account.page.data")} className={CARD}>
        <p className="mt-3">
          <a href="/api/users/me/export" download className="font-semibold underline">
            {t("account.page.export")}
          </a>
        </p>
      </TitledSection>

      <TitledSection id="account-delete" title={t("account.page.delete")} className={CARD}>
        <p className="mt-3 text-ink-700">{t("account.page.deleteIntro")}</p>
        <IntentForm intent="delete" result={resultOf("delete")} submit="account.page.deleteSubmit">
          <AccountInput
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            result={resultOf("delete")}
          />
          {staff ? (
            <AccountInput name="code" autoComplete="one-time-code" result={resultOf("delete")} />
          ) : null}
        </IntentForm>
      </TitledSection>
    </div>
  );
}
