import { useRouteLoaderData } from "react-router";
import { pagePath } from "../../../core/pages.ts";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { LocalLink } from "../../components/LocalLink.tsx";
import { LogoMark } from "../../components/Logo.tsx";
import { needMessages, useSiteName, useT } from "../../i18n/index.ts";
import { telHref } from "../../lib/format.ts";
import type { RootData } from "../../lib/root-data.ts";

needMessages("contact");

/** A quiet header for invited guests: the product and "Welcome Centre", and the language. */
export function WelcomeCentreHeader() {
  const t = useT();
  const product = useSiteName();
  return (
    <header className="border-b border-sand-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t("skip.toContent")}
      </a>
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3 lg:px-6">
        <LocalLink
          to={pagePath("wc-home")}
          className="flex items-center gap-2 text-ocean-900"
          aria-label={`${product} ${t("wc.nav")}`}
        >
          <LogoMark />
          <span className="font-display text-2xl font-semibold">{product}</span>
          <span className="hidden text-sm font-semibold uppercase tracking-[0.2em] text-coral-700 sm:inline">
            {t("wc.nav")}
          </span>
        </LocalLink>
        <LanguageSwitch className="ml-auto rounded-full border border-sand-200 px-3 py-2 text-sm font-semibold text-ocean-900 hover:bg-sand-100" />
      </div>
    </header>
  );
}

/**
 * The phone lines for the USA/Canada and Mexico, the information mailbox, the privacy notice and
 * the copyright with the current year.
 */
export function WelcomeCentreFooter() {
  const t = useT();
  const product = useSiteName();
  const site = useRouteLoaderData<RootData>("root")?.site;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-ocean-950 text-sand-100">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-2 lg:px-6">
        {site ? (
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-sun-400">
              {t("wc.phones")}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <FooterLine label={t("wc.usCa")} href={telHref(site.tollFreeUsCa)}>
                {site.tollFreeUsCa}
              </FooterLine>
              <FooterLine label={t("wc.mx")} href={telHref(site.tollFreeMx)}>
                {site.tollFreeMx}
              </FooterLine>
              <FooterLine label={t("wc.mailbox")} href={`mailto:${site.email}`}>
                {site.email}
              </FooterLine>
            </dl>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 text-sm sm:items-end sm:text-right">
          <LocalLink
            to={pagePath("wc-privacy")}
            className="inline-flex min-h-11 items-center font-semibold text-white underline"
          >
            {t("wc.privacy")}
          </LocalLink>
          <LocalLink to="/" className="inline-flex min-h-11 items-center text-sand-100 underline">
            {t("wc.visitSite")}
          </LocalLink>
          <p className="text-sand-200">{t("wc.copyright", { year, product })}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterLine({ label, href, children }: { label: string; href: string; children: string }) {
  return (
    <div>
      <dt className="text-sand-200">{label}</dt>
      <dd>
        <a href={href} className="font-semibold text-white underline">
          {children}
        </a>
      </dd>
    </div>
  );
}
