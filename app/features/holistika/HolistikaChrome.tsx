import { useRouteLoaderData } from "react-router";
import { pagePath } from "../../../core/pages.ts";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { LocalLink } from "../../components/LocalLink.tsx";
import { LogoMark } from "../../components/Logo.tsx";
import { needMessages, useSiteName, useT } from "../../i18n/index.ts";
import { telHref } from "../../lib/format.ts";
import type { RootData } from "../../lib/root-data.ts";

needMessages("contact");

/** The retreat page's own header (spec §2 formHolistika): its brand, not the portal's. */
export function HolistikaHeader() {
  const t = useT();
  return (
    <header className="border-b border-[#d9cdb8] bg-[#f4efe6]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t("skip.toContent")}
      </a>
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-4 lg:px-6">
        <LocalLink to={pagePath("holistika")} className="text-[#3f4a2f]">
          <span className="block font-display text-3xl tracking-wide">{t("holistika.brand")}</span>
          <span className="block text-xs font-semibold uppercase tracking-[0.25em]">
            {t("holistika.tagline")}
          </span>
        </LocalLink>
        <LanguageSwitch className="ml-auto rounded-full border border-[#bfae8f] px-3 py-2 text-sm font-semibold text-[#3f4a2f] hover:bg-white/60" />
      </div>
    </header>
  );
}

/** The retreat page's own footer: the phone, the privacy policy and the way back to the portal. */
export function HolistikaFooter() {
  const t = useT();
  const product = useSiteName();
  const site = useRouteLoaderData<RootData>("root")?.site;
  return (
    <footer className="border-t border-[#d9cdb8] bg-[#3f4a2f] text-[#f4efe6]">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center lg:px-6">
        <p className="flex items-center gap-2">
          <LogoMark className="h-7 w-7" light />
          {t("holistika.footer")}
        </p>
        <div className="flex flex-wrap gap-x-5 gap-y-2 sm:ml-auto">
          {site ? (
            <a href={telHref(site.phone)} className="inline-flex min-h-11 items-center underline">
              {site.phone}
            </a>
          ) : null}
          <LocalLink
            to={pagePath("privacy")}
            className="inline-flex min-h-11 items-center underline"
          >
            {t("footer.privacy")}
          </LocalLink>
          <LocalLink to="/" className="inline-flex min-h-11 items-center underline">
            {product}
          </LocalLink>
        </div>
      </div>
    </footer>
  );
}
