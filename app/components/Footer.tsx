import { useRouteLoaderData } from "react-router";
import { pagePath } from "../../core/pages.ts";
import { useSiteName, useT } from "../i18n/index.ts";
import { telHref } from "../lib/format.ts";
import { NAV_ITEMS } from "../lib/navigation.ts";
import type { RootData } from "../lib/root-data.ts";
import { LocalLink } from "./LocalLink.tsx";
import { LogoMark } from "./Logo.tsx";

export function Footer() {
  const t = useT();
  const product = useSiteName();
  const site = useRouteLoaderData<RootData>("root")?.site;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-20 bg-ocean-950 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3 lg:px-6">
        <div>
          <LocalLink to="/" className="flex items-center gap-2 text-white">
            <LogoMark />
            <span className="font-display text-2xl font-semibold">{product}</span>
          </LocalLink>
          <p className="mt-3 max-w-xs text-sm text-sand-200">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.explore")}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-sun-400">
            {t("footer.explore")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {NAV_ITEMS.filter((item) => !item.headerOnly).map((item) => (
              <li key={item.label}>
                <LocalLink
                  to={item.path(product)}
                  className="inline-block py-1.5 text-sand-100 hover:text-white hover:underline"
                >
                  {t(item.label)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        {site ? (
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-sun-400">
              {t("footer.contact")}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <FooterLine label={t("footer.phone")} href={telHref(site.phone)} value={site.phone} />
              <FooterLine
                label={t("footer.tollFreeUsCa")}
                href={telHref(site.tollFreeUsCa)}
                value={site.tollFreeUsCa}
              />
              <FooterLine
                label={t("footer.tollFreeMx")}
                href={telHref(site.tollFreeMx)}
                value={site.tollFreeMx}
              />
              <FooterLine
                label={t("footer.mailbox")}
                href={`mailto:${site.email}`}
                value={site.email}
              />
            </dl>
          </div>
        ) : null}
      </div>
      {/* The bottom padding is room for the floating contact button (app.css, issue 9). */}
      <div className="border-t border-white/10 pb-[calc(5rem+env(safe-area-inset-bottom))] print:pb-0">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-sand-200 sm:flex-row sm:justify-between lg:px-6">
          <p>{t("footer.copyright", { year })}</p>
          <LocalLink to={pagePath("privacy")} className="text-sand-100 underline hover:text-white">
            {t("footer.privacy")}
          </LocalLink>
        </div>
      </div>
    </footer>
  );
}

function FooterLine({ label, href, value }: { label: string; href: string; value: string }) {
  return (
    <div>
      <dt className="text-sand-200">{label}</dt>
      <dd>
        <a href={href} className="font-semibold text-white hover:underline">
          {value}
        </a>
      </dd>
    </div>
  );
}
