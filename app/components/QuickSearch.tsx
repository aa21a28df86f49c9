import { useId } from "react";
import { Form } from "react-router";
import { useLocalize, useT } from "../i18n/index.ts";

/** A landing page's search box: words only, sent to the list page that has every filter. */
export function QuickSearch({
  action,
  label,
  placeholder,
}: {
  action: string;
  label: string;
  placeholder: string;
}) {
  const t = useT();
  const localize = useLocalize();
  const id = useId();
  return (
    <Form
      method="get"
      action={localize(action)}
      role="search"
      className="mt-8 flex flex-col gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-ink-700">
          {label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          maxLength={200}
          placeholder={placeholder}
          className="mt-1 h-12 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-base"
        />
      </div>
      <button
        type="submit"
        className="h-12 rounded-lg bg-ocean-900 px-6 font-semibold text-white hover:bg-ocean-700"
      >
        {t("search.button")}
      </button>
    </Form>
  );
}
