import type { ReactNode } from "react";
import { needMessages, useT } from "../../i18n/index.ts";
import type { LeadField, LeadValues } from "./lead-form.ts";

needMessages("contact");

export const FIELD =
  "mt-1 h-12 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-base text-ink-900 " +
  "aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral-600";
const LABEL = "block text-sm font-semibold text-ink-700";

/** Why each field was refused: its inline error, and its line in the error summary. */
export const ERROR_KEY = {
  firstName: "lead.firstNameInvalid",
  lastName: "lead.lastNameInvalid",
  email: "lead.emailInvalid",
  phone: "lead.phoneInvalid",
  phoneCountry: "lead.phoneInvalid",
  dates: "lead.messageInvalid",
  groupSize: "lead.groupSizeInvalid",
  message: "lead.messageInvalid",
} as const;

export type FieldState = {
  id: string;
  failing: (name: LeadField) => boolean;
  values: LeadValues;
};

/** What ties a field to its error: aria-invalid, and the error (and any hint) it describes. */
export function errorProps(state: FieldState, name: LeadField, hint?: string) {
  const failing = state.failing(name);
  const described = [hint, failing ? `${state.id}-${name}-error` : undefined].filter(Boolean);
  return {
    id: `${state.id}-${name}`,
    name,
    "aria-invalid": failing || undefined,
    "aria-describedby": described.length > 0 ? described.join(" ") : undefined,
  };
}

/** A labelled field with its inline error (issue 9: refused in the field, not in a dialog). */
export function Field({
  state,
  name,
  label,
  required = false,
  wide = false,
  errorValues,
  children,
}: {
  state: FieldState;
  name: LeadField;
  label: string;
  required?: boolean;
  wide?: boolean;
  /** What the error's words are filled with (the phone's names its country). */
  errorValues?: Record<string, string>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={`${state.id}-${name}`} className={LABEL}>
        {label} {required ? <span aria-hidden="true">*</span> : null}
      </label>
      {children}
      {state.failing(name) ? (
        <p id={`${state.id}-${name}-error`} className="mt-1 text-sm font-semibold text-coral-700">
          {t(ERROR_KEY[name], errorValues)}
        </p>
      ) : null}
    </div>
  );
}

/** The Holistika enquiry's dates, group size and message. */
export function RetreatFields({ state }: { state: FieldState }) {
  const t = useT();
  return (
    <>
      <Field state={state} name="dates" label={t("lead.dates")}>
        <input
          {...errorProps(state, "dates")}
          defaultValue={state.values.dates}
          type="text"
          maxLength={120}
          placeholder={t("lead.datesPlaceholder")}
          className={FIELD}
        />
      </Field>
      <Field state={state} name="groupSize" label={t("lead.groupSize")}>
        <input
          {...errorProps(state, "groupSize")}
          defaultValue={state.values.groupSize}
          type="number"
          min={1}
          max={40}
          inputMode="numeric"
          className={FIELD}
        />
      </Field>
      <Field state={state} name="message" label={t("lead.message")} wide>
        <textarea
          {...errorProps(state, "message")}
          defaultValue={state.values.message}
          rows={4}
          maxLength={1500}
          className="mt-1 w-full rounded-lg border border-ink-500/40 bg-white p-3 text-base text-ink-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral-600"
        />
      </Field>
    </>
  );
}
