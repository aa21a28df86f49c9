import { useEffect, useId, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { stripLangPrefix } from "../../core/i18n.ts";
import { useLocalize, useSiteName, useT } from "../i18n/index.ts";
import { telHref } from "../lib/format.ts";
import { NAV_ITEMS } from "../lib/navigation.ts";
import type { RootData } from "../lib/root-data.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { LocalLink, LocalNavLink } from "./LocalLink.tsx";
import { LogoMark } from "./Logo.tsx";
import { MemberAvatar } from "./MemberAvatar.tsx";

export function Header() {
  const t = useT();
  const product = useSiteName();
  const location = useLocation();
  const root = useRouteLoaderData<RootData>("root");
  const localize = useLocalize();
  const [open, setOpen] = useState(false);
  const navId = useId();

  // Spec §2: the mobile navigation collapses after each route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design.
  useEffect(() => setOpen(false), [location.key]);

  // BSHome (spec §2, `/{product}Black`): the same header in black, with the logo in light tones.
  const black =
    stripLangPrefix(location.pathname).toLowerCase() === `/${product.toLowerCase()}black`;
  const ink = black ? "text-white" : "text-ocean-900";
  const hover = black ? "hover:bg-white/10" : "hover:bg-sand-100";

  return (
    <header
      data-theme={black ? "black" : undefined}
      className={`sticky top-0 z-40 border-b ${
        black
          ? "border-white/15 bg-black"
          : "border-sand-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
      }`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t("skip.toContent")}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 lg:px-6">
        <LocalLink
          to="/"
          className={`flex shrink-0 items-center gap-2 ${ink}`}
          aria-label={t("header.logoLabel")}
        >
          <LogoMark light={black} />
          <span className="font-display text-2xl font-semibold tracking-tight">
            {product}
            {black ? (
              <span className="ml-1.5 font-sans text-sm uppercase tracking-[0.3em]">Black</span>
            ) : null}
          </span>
        </LocalLink>

        <div className="ml-auto flex items-center gap-1 sm:gap-3">
          {root?.site.headerPhone ? (
            <a
              href={telHref(root.site.headerPhone)}
              className={`hidden rounded-full px-3 py-2 text-sm font-semibold ${ink} ${hover} sm:inline-flex sm:flex-col sm:leading-tight`}
            >
              <span className={`text-xs font-normal ${black ? "text-sand-200" : "text-ink-500"}`}>
                {t("header.callUs")}
              </span>
              <span>{root.site.headerPhone}</span>
            </a>
          ) : null}
          {root?.member ? (
            // Log-out is a plain POST form: no script, no token in a URL (decision 072).
            <form method="post" action={localize("/logout")} className="flex items-center gap-2">
              <LocalLink
                to="/account"
                className={`inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold sm:pr-3 ${ink} ${hover}`}
              >
                <MemberAvatar member={root.member} size={32} />
                {/* On a phone the picture alone: the name stays the link's name. */}
                <span className="sr-only sm:not-sr-only">{root.member.firstName}</span>
              </LocalLink>
              <button type="submit" className={`rounded-full px-3 py-2 text-sm ${ink} ${hover}`}>
                {t("header.logout")}
              </button>
            </form>
          ) : (
            <LocalLink
              to="/login"
              className={`rounded-full px-3 py-2 text-sm font-semibold ${ink} ${hover}`}
            >
              {t("header.login")}
            </LocalLink>
          )}
          <LanguageSwitch
            className={`rounded-full border px-3 py-2 text-sm font-semibold ${ink} ${hover} ${
              black ? "border-white/30" : "border-sand-200"
            }`}
          />
          {/* Before hydration, and without JavaScript, this disclosure opens the menu by CSS
              (app.css, issue 9); once React runs, the button below takes over. */}
          <details className="nav-toggle no-js-only lg:hidden">
            {/* The same 44 px square as the button, so the header keeps its size at hydration. */}
            <summary
              className={`inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full ${ink} ${hover} [&::-webkit-details-marker]:hidden`}
            >
              <MenuIcon open={false} />
              <span className="sr-only">{t("nav.menu")}</span>
            </summary>
          </details>
          <button
            type="button"
            className={`js-only inline-flex h-11 w-11 items-center justify-center rounded-full ${ink} ${hover} lg:hidden`}
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="sr-only">{open ? t("nav.close") : t("nav.open")}</span>
            <MenuIcon open={open} />
          </button>
        </div>
      </div>
      <nav
        id={navId}
        aria-label={t("nav.label")}
        className={`site-nav ${open ? "block" : "hidden"} border-t ${black ? "border-white/15" : "border-sand-200"} lg:block`}
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-2 py-2 lg:flex-row lg:flex-wrap lg:gap-1 lg:px-4 lg:py-1">
          {NAV_ITEMS.map((item) => (
            <li key={item.label}>
              <LocalNavLink
                to={item.path(product)}
                end
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2.5 text-[0.95rem] font-medium lg:py-2 ${
                    black
                      ? isActive
                        ? "bg-white/15 text-white"
                        : "text-sand-100 hover:bg-white/10 hover:text-white"
                      : isActive
                        ? "bg-lagoon-100 text-ocean-900"
                        : "text-ink-700 hover:bg-sand-100 hover:text-ocean-900"
                  }`
                }
              >
                {t(item.label)}
              </LocalNavLink>
            </li>
          ))}
          {root?.site.headerPhone ? (
            <li className="sm:hidden">
              <a
                href={telHref(root.site.headerPhone)}
                className={`block rounded-lg px-3 py-2.5 font-semibold ${ink}`}
              >
                {t("header.callUs")}: {root.site.headerPhone}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
      <path
        d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
