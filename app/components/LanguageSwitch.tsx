import { useLocation } from "react-router";
import { localizePath, stripLangPrefix } from "../../core/i18n.ts";
import { useLang, useT } from "../i18n/index.ts";

/** The same page in the other language, keeping its query and hash (spec §2 languages). */
export function LanguageSwitch({
  className,
  short = false,
}: {
  className: string;
  short?: boolean;
}) {
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
      {short ? (
        // Narrow screens show the language's code (decision 138); the name stays the link's.
        <>
          <span className="sm:hidden">{t("lang.switchShort")}</span>
          <span className="hidden sm:inline">{t("lang.switchTo")}</span>
        </>
      ) : (
        t("lang.switchTo")
      )}
    </a>
  );
}
