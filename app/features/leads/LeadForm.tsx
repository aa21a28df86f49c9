import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useActionData, useLocation } from "react-router";
import type { LeadType } from "../../../core/contract/contact.ts";
import { type PhoneCountry, phoneCountryLabel, phoneCountryOf } from "../../../core/phone.ts";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { Honeypot } from "../../components/Honeypot.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import type { CaptchaOf } from "../../lib/api.ts";
import { useFocusFirstInvalid } from "../../lib/focus-invalid.ts";
import { formSending } from "../../lib/form-sending.ts";
import type { LeadActionData } from "./action.server.ts";
import { clearDraft, readDraft, restoreDraft, saveDraft } from "./draft.ts";
import { FailureDialog } from "./FailureDialog.tsx";
import {
  ERROR_KEY,
  errorProps,
  FIELD,
  Field,
  type FieldState,
  RetreatFields,
} from "./LeadFields.tsx";
import { type LeadField, leadFieldOf, leadFromValues, leadValues } from "./lead-form.ts";
import { PhoneField } from "./PhoneField.tsx";
import { leadFailures, loadLeadContract } from "./validate.ts";

needMessages("contact");

type Status = "idle" | "sending" | "sent";

/** Spec §7's endpoint for every lead form. */
const CONTACT = "POST /Contact";

/**
 * The invitation form of spec §5, also used for contact and retreat enquiries. Fields are
 * checked with the API's own zod schema (decision 023) and marked inline; a 400 from the server
 * marks the fields it names; any other failure opens 'Oops...' (spec §8). Without JavaScript the
 * form posts to the page's action, which answers with the same marks or the thank-you (024).
 */
export function LeadForm({
  type,
  heading,
  intro,
  retreat = false,
}: {
  type: LeadType;
  heading: string;
  intro?: string;
  /** The Holistika enquiry adds dates, group size and a message. */
  retreat?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const { pathname } = useLocation();
  const id = useId();
  const posted = useActionData<LeadActionData>();
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>(posted?.sent ? "sent" : "idle");
  const [invalid, setInvalid] = useState<ReadonlySet<LeadField>>(
    new Set(posted && !posted.sent ? posted.failing : []),
  );
  const [validated, setValidated] = useState(invalid.size > 0);
  const [phone, setPhone] = useState(posted && !posted.sent ? (posted.values.phone ?? "") : "");
  const [phoneCountry, setPhoneCountry] = useState<PhoneCountry>(() =>
    phoneCountryOf(posted && !posted.sent ? posted.values.phoneCountry : undefined, lang),
  );
  const [resets, setResets] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);

  // Decision 025: what was typed on the other language's page comes back after hydration.
  useEffect(() => {
    const draft = readDraft(type);
    if (!draft || !form.current || posted) return;
    restoreDraft(form.current, draft);
    if (draft.phone) setPhone(draft.phone);
    if (draft.phoneCountry) setPhoneCountry(phoneCountryOf(draft.phoneCountry, lang));
  }, [type, posted, lang]);

  async function failingFields(element: HTMLFormElement): Promise<Set<LeadField>> {
    const values = leadValues(new FormData(element));
    const failing = await leadFailures(
      leadFromValues(values, { type, retreat, page: pathname, t }),
    );
    // Group size is only part of the message for the team; its bounds are the browser's.
    const group = element.elements.namedItem("groupSize");
    if (group instanceof HTMLInputElement && !group.checkValidity()) failing.add("groupSize");
    return failing;
  }

  function mark(failing: Set<LeadField>) {
    setInvalid(failing);
    setValidated(true);
    // Spec §5: an invalid form is marked as validated and is not sent.
    focusFirstInvalid();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const failing = await failingFields(element);
    if (failing.size > 0) return mark(failing);
    const values = leadValues(new FormData(element));
    const body = leadFromValues(values, { type, retreat, page: pathname, t });
    setStatus("sending");
    let sending: Awaited<ReturnType<typeof formSending>> | undefined;
    try {
      sending = await formSending();
      const { call, captchaToken } = sending;
      // Spec §7: the reCaptchaToken header comes from the captcha action named `login`.
      const token = await captchaToken("login" satisfies CaptchaOf<typeof CONTACT>);
      await call(CONTACT, { body, lang, headers: { reCaptchaToken: token } });
      element.reset();
      clearDraft(type);
      setPhone("");
      setPhoneCountry(phoneCountryOf(undefined, lang));
      setResets((n) => n + 1);
      setValidated(false);
      setInvalid(new Set());
      setStatus("sent");
    } catch (error) {
      console.warn("lead not sent", error);
      setStatus("idle");
      const named = new Set<LeadField>();
      if (sending && error instanceof sending.ApiRequestError) {
        for (const field of error.fields) {
          const name = leadFieldOf(field.path);
          if (name) named.add(name);
        }
      }
      if (named.size > 0) mark(named);
      // The client's chunk itself failed to load: its own message, as the normaliser gives it.
      else if (!sending) setFailure(error instanceof Error ? error.message : String(error));
      else setFailure(sending.failureTitle(error, sending.apiUrl(CONTACT)));
    }
  }

  async function changed(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    saveDraft(type, element);
    if (status === "sent") setStatus("idle");
    if (validated) setInvalid(await failingFields(element));
  }

  const sending = status === "sending";
  const state: FieldState = {
    id,
    failing: (name) => validated && invalid.has(name),
    values: posted && !posted.sent ? posted.values : {},
  };
  // The fields the page's action refused (a post without JavaScript), while they still are.
  const refusedFields = posted && !posted.sent ? posted.failing.filter(state.failing) : [];
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-display text-3xl text-ink-900">
        {heading}
      </h2>
      {intro ? <p className="mt-2 text-ink-700">{intro}</p> : null}
      <form
        ref={form}
        method="post"
        noValidate
        onSubmit={submit}
        onInput={changed}
        onFocus={() => void loadLeadContract().catch(() => {})}
        aria-busy={sending}
        data-validated={validated ? "" : undefined}
        className="relative mt-6 grid gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:grid-cols-2"
      >
        {refusedFields.length > 0 ? (
          <div className="sm:col-span-2">
            <ErrorSummary
              answer={posted}
              title={t("lead.errorSummary")}
              items={refusedFields.map((name) => ({
                field: `${id}-${name}`,
                message: t(ERROR_KEY[name], { country: phoneCountryLabel(phoneCountry, lang) }),
              }))}
            />
          </div>
        ) : null}
        <Field state={state} name="firstName" label={t("lead.firstName")} required={retreat}>
          <input
            {...errorProps(state, "firstName")}
            defaultValue={state.values.firstName}
            type="text"
            autoComplete="given-name"
            maxLength={80}
            required={retreat}
            className={FIELD}
          />
        </Field>
        <Field state={state} name="lastName" label={t("lead.lastName")}>
          <input
            {...errorProps(state, "lastName")}
            defaultValue={state.values.lastName}
            type="text"
            autoComplete="family-name"
            maxLength={80}
            className={FIELD}
          />
        </Field>
        <Field state={state} name="email" label={t("lead.email")} required>
          <input
            {...errorProps(state, "email")}
            defaultValue={state.values.email}
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            className={FIELD}
          />
        </Field>
        <Field
          state={state}
          name="phone"
          label={t("lead.phone")}
          required
          errorValues={{ country: phoneCountryLabel(phoneCountry, lang) }}
        >
          <PhoneField
            {...errorProps(state, "phone", `${id}-phone-hint`)}
            key={resets}
            initial={phone}
            initialCountry={phoneCountry}
            onCountry={setPhoneCountry}
            required
            autoComplete="tel"
            className={FIELD}
          />
          <p id={`${id}-phone-hint`} className="mt-1 text-sm text-ink-500">
            {t("lead.phoneHint")}
          </p>
        </Field>
        {retreat ? <RetreatFields state={state} /> : null}
        <Honeypot id={id} label={t("lead.website")} />
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="h-12 rounded-full bg-ocean-900 px-8 font-semibold text-white hover:bg-ocean-700 disabled:cursor-wait disabled:opacity-70"
          >
            {sending ? t("lead.sending") : t(`lead.submit.${type}`)}
          </button>
          <p className="text-sm text-ink-500">{t("lead.required")}</p>
        </div>
        <div aria-live="polite" className="sm:col-span-2">
          {status === "sent" ? (
            <div
              role="status"
              className="rounded-lg border border-lagoon-700/30 bg-lagoon-100 p-4 text-ocean-900"
            >
              <p className="font-semibold">{t("lead.thanks")}</p>
            </div>
          ) : null}
          {posted && !posted.sent && posted.refused ? (
            <div role="alert" className="rounded-lg border border-coral-600 p-4 text-ink-900">
              <p className="font-semibold">{t("lead.failTitle")}</p>
              <p>
                {t("lead.failText")}
                {posted.refused}
              </p>
            </div>
          ) : null}
        </div>
      </form>
      <FailureDialog title={failure} onClose={() => setFailure(null)} />
    </section>
  );
}
