import { type FormEvent, useId, useState } from "react";
import { useLocation } from "react-router";
import type { ContactCreate, LeadType } from "../../../core/contract/contact.ts";
import { isCompletePhone, phoneDigits } from "../../../core/phone.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { api, failureTitle } from "../../lib/api.ts";
import { captchaToken } from "../../lib/captcha.ts";
import { FailureDialog } from "./FailureDialog.tsx";
import { PhoneField } from "./PhoneField.tsx";

needMessages("contact");

type Status = "idle" | "sending" | "sent";

const FIELD =
  "mt-1 h-12 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-base text-ink-900 " +
  "aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral-600";
const LABEL = "block text-sm font-semibold text-ink-700";

/**
 * The invitation form of spec §5, also used for contact and retreat enquiries: e-mail required
 * and of type email; phone required, shown as (XXX) XXX XXXX (14 characters at most) and sent
 * as its last 10 digits. An invalid form is marked validated and not sent; while the request is
 * pending the form is sending; success thanks the visitor and resets; failure opens 'Oops...'.
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
  const [status, setStatus] = useState<Status>("idle");
  const [validated, setValidated] = useState(false);
  const [phone, setPhone] = useState("");
  const [phoneKey, setPhoneKey] = useState(0);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [success, setSuccess] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** The fields that fail their rules; the phone must have all ten digits. */
  function check(element: HTMLFormElement): Set<string> {
    const phoneInput = element.elements.namedItem("phone") as HTMLInputElement;
    phoneInput.setCustomValidity(isCompletePhone(phoneInput.value) ? "" : t("lead.phoneInvalid"));
    const failing = new Set<string>();
    for (const field of element.querySelectorAll<HTMLInputElement>("input, textarea")) {
      if (!field.checkValidity()) failing.add(field.name);
    }
    return failing;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const failing = check(element);
    setInvalid(failing);
    if (failing.size > 0) {
      // Spec §5: an invalid form is marked as validated and is not sent.
      setValidated(true);
      element.querySelector<HTMLElement>("[aria-invalid='true'], :invalid")?.focus();
      return;
    }
    const values = new FormData(element);
    const text = (name: string) => String(values.get(name) ?? "").trim();
    const body: ContactCreate = {
      type,
      typename: text("firstName") || undefined,
      typelastname: text("lastName") || undefined,
      invitationlabel: t(`lead.label.${type}`),
      emailtoinvitation: text("email"),
      phonelabel: t("lead.phoneLabel"),
      phone: phoneDigits(phone),
      message: retreat ? retreatMessage(text, t) : text("message") || undefined,
      page: pathname,
    };
    setStatus("sending");
    setSuccess(false);
    try {
      // Spec §7: the reCaptchaToken header comes from the captcha action named `login`.
      const token = await captchaToken("login");
      await api("/Contact", { body, lang, headers: { reCaptchaToken: token } });
      element.reset();
      setPhone("");
      setPhoneKey((key) => key + 1);
      setValidated(false);
      setInvalid(new Set());
      setStatus("sent");
      setSuccess(true);
    } catch (error) {
      console.warn("lead not sent", error);
      setStatus("idle");
      setFailure(failureTitle(error, "/api/Contact"));
    }
  }

  const sending = status === "sending";
  const revalidate = (event: FormEvent<HTMLFormElement>) => {
    if (validated) setInvalid(check(event.currentTarget));
  };
  const errorFor = (name: string) => (validated && invalid.has(name) ? true : undefined);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-display text-3xl text-ink-900">
        {heading}
      </h2>
      {intro ? <p className="mt-2 text-ink-700">{intro}</p> : null}
      <form
        noValidate
        onSubmit={submit}
        onInput={revalidate}
        aria-busy={sending}
        data-validated={validated ? "" : undefined}
        className="mt-6 grid gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:grid-cols-2"
      >
        <div>
          <label htmlFor={`${id}-first`} className={LABEL}>
            {t("lead.firstName")}
          </label>
          <input
            id={`${id}-first`}
            name="firstName"
            type="text"
            autoComplete="given-name"
            maxLength={80}
            required={retreat}
            aria-invalid={errorFor("firstName")}
            onBlur={(e) => {
              e.currentTarget.value = e.currentTarget.value.trim();
            }}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={`${id}-last`} className={LABEL}>
            {t("lead.lastName")}
          </label>
          <input
            id={`${id}-last`}
            name="lastName"
            type="text"
            autoComplete="family-name"
            maxLength={80}
            onBlur={(e) => {
              e.currentTarget.value = e.currentTarget.value.trim();
            }}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={LABEL}>
            {t("lead.email")} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            aria-invalid={errorFor("email")}
            aria-describedby={errorFor("email") ? `${id}-email-error` : undefined}
            onBlur={(e) => {
              e.currentTarget.value = e.currentTarget.value.trim();
            }}
            className={FIELD}
          />
          {errorFor("email") ? (
            <p id={`${id}-email-error`} className="mt-1 text-sm font-semibold text-coral-700">
              {t("lead.emailInvalid")}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className={LABEL}>
            {t("lead.phone")} <span aria-hidden="true">*</span>
          </label>
          <PhoneField
            key={phoneKey}
            id={`${id}-phone`}
            name="phone"
            required
            autoComplete="tel"
            placeholder="(322) 123 4567"
            aria-invalid={errorFor("phone")}
            aria-describedby={`${id}-phone-hint${errorFor("phone") ? ` ${id}-phone-error` : ""}`}
            onValue={setPhone}
            className={FIELD}
          />
          <p id={`${id}-phone-hint`} className="mt-1 text-sm text-ink-500">
            {t("lead.phoneHint")}
          </p>
          {errorFor("phone") ? (
            <p id={`${id}-phone-error`} className="mt-1 text-sm font-semibold text-coral-700">
              {t("lead.phoneInvalid")}
            </p>
          ) : null}
        </div>
        {retreat ? <RetreatFields id={id} /> : null}
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
          {success ? (
            <div
              role="status"
              className="rounded-lg border border-lagoon-700/30 bg-lagoon-100 p-4 text-ocean-900"
            >
              <p className="font-semibold">{t("lead.thanks")}</p>
              <p>{t("lead.soon")}</p>
            </div>
          ) : null}
        </div>
      </form>
      <FailureDialog title={failure} onClose={() => setFailure(null)} />
    </section>
  );
}

function RetreatFields({ id }: { id: string }) {
  const t = useT();
  return (
    <>
      <div>
        <label htmlFor={`${id}-dates`} className={LABEL}>
          {t("lead.dates")}
        </label>
        <input
          id={`${id}-dates`}
          name="dates"
          type="text"
          maxLength={120}
          placeholder={t("lead.datesPlaceholder")}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={`${id}-group`} className={LABEL}>
          {t("lead.groupSize")}
        </label>
        <input
          id={`${id}-group`}
          name="groupSize"
          type="number"
          min={1}
          max={40}
          inputMode="numeric"
          className={FIELD}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-message`} className={LABEL}>
          {t("lead.message")}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={1500}
          className="mt-1 w-full rounded-lg border border-ink-500/40 bg-white p-3 text-base text-ink-900"
        />
      </div>
    </>
  );
}

/** The retreat's extra answers, written into the lead's message for the team to read. */
function retreatMessage(
  text: (name: string) => string,
  t: ReturnType<typeof useT>,
): string | undefined {
  const lines = [
    text("dates") ? `${t("lead.dates")}: ${text("dates")}` : "",
    text("groupSize") ? `${t("lead.groupSize")}: ${text("groupSize")}` : "",
    text("message"),
  ].filter(Boolean);
  return lines.length > 0 ? lines.join("\n").slice(0, 2000) : undefined;
}
