import { useLocation } from "react-router";
import { localizePath, stripLangPrefix } from "../../core/i18n.ts";
import { useLang, useT } from "../i18n/index.ts";

/** The same page in the other language, keeping its query and hash (spec §2 languages). */
export function LanguageSwitch({ className }: { className: string }) {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const otherLang = lang === "en" ? "es" : "en";
  const href =
    localizePath(stripLangPrefix(location.pathname), otherLang) + location.search + location.hash;
  return (
    <a
      href={href}
      hrefLang={otherLang}
      lang={otherLang}
      aria-label={t("lang.switchLabel")}
      className={className}
    >
      {t("lang.switchTo")}
    </a>
  );
}
