import { type ReactNode, useId } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import {
  CONCIERGE_KINDS,
  CONCIERGE_MESSAGE_MAX,
  CONCIERGE_PARTY_MAX,
  CONTACT_CHANNELS,
} from "../../../core/concierge.ts";
import type { Lang } from "../../../core/i18n.ts";
import { phoneCountryLabel, phoneCountryOf } from "../../../core/phone.ts";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { Honeypot } from "../../components/Honeypot.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { FIELD } from "../leads/LeadFields.tsx";
import { PhoneField } from "../leads/PhoneField.tsx";
import type { ConciergeFormResult } from "./action.server.ts";
import type { ConciergeField, ConciergeValues } from "./form.ts";

needMessages("concierge");

const LABEL = "block text-sm font-semibold text-ink-700";
const BOX = "rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]";

type State = { id: string; failing: ReadonlySet<ConciergeField>; values: ConciergeValues };

function describedBy(state: State, name: ConciergeField, hint?: string) {
  const failing = state.failing.has(name);
  const ids = [hint, failing ? `${state.id}-${name}-error` : undefined].filter(Boolean);
  return {
    id: `${state.id}-${name}`,
    name,
    "aria-invalid": failing || undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  };
}

/** Why a field was refused; the phone's words name the country chosen (decision 135). */
function errorText(t: ReturnType<typeof useT>, state: State, name: ConciergeField, lang: Lang) {
  return t(`concierge.error.${name}`, {
    country: phoneCountryLabel(phoneCountryOf(state.values.phoneCountry, lang), lang),
  });
}

/** A labelled field and, when it was refused, why (tied to it by aria-describedby). */
function Field({
  state,
  name,
  label,
  required = false,
  wide = false,
  hint,
  children,
}: {
  state: State;
  name: ConciergeField;
  label: string;
  required?: boolean;
  wide?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={`${state.id}-${name}`} className={LABEL}>
        {label} {required ? <span aria-hidden="true">*</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${state.id}-${name}-hint`} className="mt-1 text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      {state.failing.has(name) ? (
        <p id={`${state.id}-${name}-error`} className="mt-1 text-sm font-semibold text-coral-700">
          {errorText(t, state, name, lang)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The concierge form (issue 16): what, when, how many, the budget, and how to answer. It posts
 * to the page's action with or without JavaScript; refused fields come back marked, listed in
 * an error summary that takes the focus, with what was typed.
 */
export function ConciergeForm({
  today,
  item,
  member,
}: {
  today: string;
  item: { id: number; title: string; kind: string } | null;
  member: { name: string; email: string } | null;
}) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const posted = useActionData<ConciergeFormResult>();
  const navigation = useNavigation();
  const refused = posted && !posted.sent ? posted : undefined;
  const state: State = {
    id,
    failing: new Set(refused?.failing ?? []),
    values: refused?.values ?? {},
  };
  const value = (name: ConciergeField, fallback = "") => state.values[name] ?? fallback;
  const busy = navigation.state === "submitting";

  return (
    <Form method="post" noValidate className="relative mt-6 grid gap-6">
      {refused && (refused.failing.length > 0 || refused.refused) ? (
        <ErrorSummary
          answer={refused}
          title={
            refused.refused
              ? t("concierge.refused", { reason: refused.refused })
              : t("concierge.errorSummary")
          }
          items={
            refused.refused
              ? []
              : refused.failing.map((name) => ({
                  field: `${id}-${name}`,
                  message: errorText(t, state, name, lang),
                }))
          }
        />
      ) : null}
      {item ? (
        <p className="rounded-lg bg-lagoon-100 p-4 text-ocean-900">
          {t("concierge.askFor", { title: item.title })}
          <input type="hidden" name="itemId" value={item.id} />
        </p>
      ) : null}
      <fieldset className={`${BOX} grid gap-4 sm:grid-cols-2`}>
        <legend className="sr-only">{t("concierge.when")}</legend>
        <Field state={state} name="kind" label={t("concierge.kind")} required wide>
          <select
            {...describedBy(state, "kind")}
            defaultValue={value("kind", item?.kind ?? "")}
            required
            className={FIELD}
          >
            <option value="" disabled>
              —
            </option>
            {CONCIERGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`concierge.kind.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field state={state} name="date" label={t("concierge.date")} required>
          <input
            {...describedBy(state, "date")}
            type="date"
            min={today}
            required
            defaultValue={value("date")}
            className={FIELD}
          />
        </Field>
        <Field state={state} name="time" label={t("concierge.time")}>
          <input
            {...describedBy(state, "time")}
            type="time"
            defaultValue={value("time")}
            className={FIELD}
          />
        </Field>
        <Field state={state} name="endDate" label={t("concierge.endDate")}>
          <input
            {...describedBy(state, "endDate")}
            type="date"
            min={today}
            defaultValue={value("endDate")}
            className={FIELD}
          />
        </Field>
        <Field state={state} name="partySize" label={t("concierge.partySize")} required>
          <input
            {...describedBy(state, "partySize")}
            type="number"
            inputMode="numeric"
            min={1}
            max={CONCIERGE_PARTY_MAX}
            required
            defaultValue={value("partySize", "2")}
            className={FIELD}
          />
        </Field>
        <Field
          state={state}
          name="budget"
          label={t("concierge.budget")}
          hint={t("concierge.budgetHint")}
          wide
        >
          <input
            {...describedBy(state, "budget", `${id}-budget-hint`)}
            type="text"
            maxLength={80}
            defaultValue={value("budget")}
            className={FIELD}
          />
        </Field>
        <Field
          state={state}
          name="message"
          label={t("concierge.message")}
          hint={t("concierge.messageHint")}
          required
          wide
        >
          <textarea
            {...describedBy(state, "message", `${id}-message-hint`)}
            rows={4}
            required
            maxLength={CONCIERGE_MESSAGE_MAX}
            defaultValue={value("message")}
            className="mt-1 w-full rounded-lg border border-ink-500/40 bg-white p-3 text-base text-ink-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral-600"
          />
        </Field>
      </fieldset>
      <fieldset className={`${BOX} grid gap-4 sm:grid-cols-2`}>
        <legend className="float-left mb-2 font-display text-xl text-ink-900 sm:col-span-2">
          {t("concierge.you")}
        </legend>
        <Field state={state} name="name" label={t("concierge.name")} required>
          <input
            {...describedBy(state, "name")}
            type="text"
            autoComplete="name"
            maxLength={120}
            required
            defaultValue={value("name", member?.name)}
            className={FIELD}
          />
        </Field>
        <Field state={state} name="email" label={t("concierge.email")} required>
          <input
            {...describedBy(state, "email")}
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            defaultValue={value("email", member?.email)}
            className={FIELD}
          />
        </Field>
        <Field state={state} name="phone" label={t("concierge.phone")}>
          <PhoneField
            {...describedBy(state, "phone")}
            initial={value("phone")}
            initialCountry={phoneCountryOf(state.values.phoneCountry, lang)}
            autoComplete="tel"
            className={FIELD}
          />
        </Field>
        <Field state={state} name="contactBy" label={t("concierge.contactBy")} required>
          <select
            {...describedBy(state, "contactBy")}
            defaultValue={value("contactBy", "email")}
            className={FIELD}
          >
            {CONTACT_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`concierge.contact.${channel}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field state={state} name="lang" label={t("concierge.lang")} required>
          <select
            {...describedBy(state, "lang")}
            defaultValue={value("lang", lang)}
            className={FIELD}
          >
            <option value="en">English</option>
            <option value="es">Español</option>
          </select>
        </Field>
      </fieldset>
      <Honeypot id={id} label={t("concierge.website")} />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          aria-disabled={busy}
          className="h-12 rounded-full bg-ocean-900 px-8 font-semibold text-white hover:bg-ocean-700"
        >
          {t("concierge.send")}
        </button>
        <p className="text-sm text-ink-500">{t("concierge.required")}</p>
      </div>
    </Form>
  );
}
