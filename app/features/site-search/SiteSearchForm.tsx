import { QuickSearch } from "../../components/QuickSearch.tsx";
import { needMessages, useT } from "../../i18n/index.ts";

needMessages("magazine");

/**
 * The whole-site search box (issue 9). It sends the words with GET to `/search`, so results have
 * an address to share and work without JavaScript; search words are not personal data.
 */
export function SiteSearchForm({ defaultValue = "" }: { defaultValue?: string }) {
  const t = useT();
  return (
    <QuickSearch
      action="/search"
      label={t("home.searchLabel")}
      placeholder={t("home.searchPlaceholder")}
      defaultValue={defaultValue}
      required
      tone="hero"
    />
  );
}
