import { useId } from "react";
import { Form } from "react-router";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";

needMessages("magazine");

/**
 * The whole-site search box (issue 9). It sends the words with GET to `/search`, so results have
 * an address to share and work without JavaScript; search words are not personal data.
 */
export function SiteSearchForm({ defaultValue = "" }: { defaultValue?: string }) {
  const t = useT();
  const localize = useLocalize();
  const id = useId();
  return (
    <Form
      method="get"
      action={localize("/search")}
      role="search"
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          {t("home.searchLabel")}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          required
          maxLength={200}
          defaultValue={defaultValue}
          placeholder={t("home.searchPlaceholder")}
          className="mt-1 h-12 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-base text-ink-900"
        />
      </div>
      <button
        type="submit"
        className="h-12 rounded-lg bg-sun-400 px-6 font-semibold text-ocean-950 hover:bg-white hover:ring-2 hover:ring-ocean-900"
      >
        {t("search.button")}
      </button>
    </Form>
  );
}
