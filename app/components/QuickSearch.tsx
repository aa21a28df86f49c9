import { useId } from "react";
import { Form } from "react-router";
import { useLocalize, useT } from "../i18n/index.ts";

/** The box's look: a white card on a page, or a bare row on the home page's dark hero. */
const TONES = {
  card: {
    form: "mt-8 flex flex-col gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] sm:flex-row sm:items-end",
    label: "block text-sm font-semibold text-ink-700",
    input: "mt-1 h-12 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-base",
    button: "h-12 rounded-lg bg-ocean-900 px-6 font-semibold text-white hover:bg-ocean-700",
  },
  hero: {
    form: "flex flex-col gap-2 sm:flex-row sm:items-end",
    label: "block text-sm font-semibold",
    input:
      "mt-1 h-12 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-base text-ink-900",
    button:
      "h-12 rounded-lg bg-sun-400 px-6 font-semibold text-ocean-950 hover:bg-white hover:ring-2 hover:ring-ocean-900",
  },
} as const;

/**
 * A search box of words only, sent with GET to `action` (a landing page's list, or the whole
 * site's search), so results have an address and work without JavaScript.
 */
export function QuickSearch({
  action,
  label,
  placeholder,
  defaultValue,
  required = false,
  tone = "card",
}: {
  action: string;
  label: string;
  placeholder: string;
  defaultValue?: string;
  required?: boolean;
  tone?: keyof typeof TONES;
}) {
  const t = useT();
  const localize = useLocalize();
  const id = useId();
  const look = TONES[tone];
  return (
    <Form method="get" action={localize(action)} role="search" className={look.form}>
      <div className="flex-1">
        <label htmlFor={id} className={look.label}>
          {label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          required={required}
          maxLength={200}
          defaultValue={defaultValue}
          placeholder={placeholder}
          className={look.input}
        />
      </div>
      <button type="submit" className={look.button}>
        {t("search.button")}
      </button>
    </Form>
  );
}
