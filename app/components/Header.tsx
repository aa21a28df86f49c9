import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { stripLangPrefix } from "../../core/i18n.ts";
import { pagePath } from "../../core/pages.ts";
import { useLocalize, useSiteName, useT } from "../i18n/index.ts";
import { telHref } from "../lib/format.ts";
import { MENU_GROUPS, type NavItem, QUICK_LINKS, type QuickLink } from "../lib/navigation.ts";
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
    <>
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
        {/* Decision 138: at 320 px the logo, the account, the language and the menu button fit
            on one line; words that don't fit there become icons with the same names. */}
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2.5 sm:gap-3 sm:px-4 lg:px-6">
          <LocalLink
            to="/"
            className={`flex min-w-0 shrink items-center gap-1.5 sm:gap-2 ${ink}`}
            aria-label={t("header.logoLabel")}
          >
            <LogoMark light={black} className="h-8 w-8 shrink-0 sm:h-9 sm:w-9" />
            <span className="truncate font-display text-xl font-semibold tracking-tight min-[360px]:text-2xl">
              {product}
              {black ? (
                <span className="ml-1 font-sans text-[0.7rem] uppercase tracking-[0.1em] min-[400px]:ml-1.5 min-[400px]:text-sm min-[400px]:tracking-[0.3em]">
                  Black
                </span>
              ) : null}
            </span>
          </LocalLink>

          <QuickLinks
            className="ml-4 hidden items-center gap-1 lg:flex"
            linkClass={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-2 text-sm font-semibold ${ink} ${hover}`}
          />

          <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-2">
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
              <AccountMenu black={black} ink={ink} hover={hover} />
            ) : (
              <LocalLink
                to={pagePath("login")}
                className={`inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold sm:px-3 ${ink} ${hover}`}
              >
                <PersonIcon />
                {/* On a phone the icon alone: the words stay the link's name. */}
                <span className="sr-only sm:not-sr-only">{t("header.login")}</span>
              </LocalLink>
            )}
            <LanguageSwitch
              short
              className={`inline-flex h-11 min-w-11 items-center justify-center rounded-full border px-2 text-sm font-semibold sm:px-3 ${ink} ${hover} ${
                black ? "border-white/30" : "border-sand-200"
              }`}
            />
            {/* Before hydration, and without JavaScript, this disclosure opens the menu by CSS
              (app.css); once React runs, the button below takes over. */}
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
          className={`site-nav ${open ? "block" : "hidden"} max-h-[calc(100dvh-4.25rem-var(--dock-height))] overflow-y-auto border-t lg:max-h-none lg:overflow-visible ${
            black ? "border-white/15" : "border-sand-200"
          } lg:block`}
        >
          <ul className="mx-auto max-w-7xl columns-2 gap-x-2 px-2 py-2 sm:columns-3 lg:flex lg:columns-auto lg:flex-wrap lg:gap-1 lg:px-4 lg:py-1">
            {MENU_GROUPS.map((group) => (
              <li key={group.label} className="group/menu relative mb-2 break-inside-avoid lg:mb-0">
                {group.items.length === 0 ? (
                  <MenuLink item={group} black={black} heading />
                ) : (
                  <>
                    <LocalLink
                      to={group.path(product, root?.placeCategories)}
                      className={`flex items-center gap-1 rounded-lg px-3 py-2.5 text-[0.95rem] font-semibold lg:py-2 lg:font-medium ${
                        black
                          ? "text-white hover:bg-white/10"
                          : "text-ocean-900 hover:bg-sand-100 lg:text-ink-700 lg:hover:text-ocean-900"
                      }`}
                    >
                      {t(group.label)}
                      <ChevronIcon />
                    </LocalLink>
                    {/* On phones every link shows under its group; from 64rem the group's links
                        drop down while the pointer or the keyboard's focus is in it (no script). */}
                    <ul
                      className={`lg:absolute lg:top-full lg:left-0 lg:z-50 lg:hidden lg:min-w-60 lg:rounded-xl lg:p-2 lg:shadow-xl lg:ring-1 lg:group-hover/menu:block lg:group-focus-within/menu:block ${
                        black ? "lg:bg-black lg:ring-white/20" : "lg:bg-white lg:ring-sand-200"
                      }`}
                    >
                      {group.items.map((item) => (
                        <li key={item.label}>
                          <MenuLink item={item} black={black} />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
            {root?.site.headerPhone ? (
              <li className="break-inside-avoid sm:hidden">
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
      {/* Phones and tablets: the same quick links in a bar at the bottom of the screen, where the
          contact button sits too (app.css `--dock-height`, decision 138). */}
      <QuickLinks
        className="quick-dock fixed inset-x-0 bottom-0 z-30 flex border-t border-sand-200 bg-white pr-[4.25rem] pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgb(0_0_0/0.06)] lg:hidden print:hidden"
        linkClass="flex h-14 flex-1 flex-col items-center justify-center gap-0.5 px-0.5 text-center text-[0.7rem] font-semibold leading-tight text-ocean-900 hover:bg-sand-100"
        dock
      />
    </>
  );
}

/** A link of the menu: the page's own link marks itself current (`aria-current`). */
function MenuLink({
  item,
  black,
  heading = false,
}: {
  item: NavItem;
  black: boolean;
  heading?: boolean;
}) {
  const t = useT();
  const product = useSiteName();
  const to = item.path(product, useRouteLoaderData<RootData>("root")?.placeCategories);
  const className = (isActive: boolean) =>
    `block rounded-lg px-3 text-[0.95rem] ${heading ? "py-2.5 font-semibold lg:py-2 lg:font-medium" : "py-2 font-normal lg:whitespace-nowrap"} ${
      black
        ? isActive
          ? "bg-white/15 text-white"
          : "text-sand-100 hover:bg-white/10 hover:text-white"
        : isActive
          ? "bg-lagoon-100 text-ocean-900"
          : `${heading ? "text-ocean-900 lg:text-ink-700" : "text-ink-700"} hover:bg-sand-100 hover:text-ocean-900`
    }`;
  // A search or a section of a page is not "the page you are on": plain links for those.
  if (/[?#]/.test(to))
    return (
      <LocalLink to={to} className={className(false)}>
        {t(item.label)}
      </LocalLink>
    );
  return (
    <LocalNavLink to={to} end className={({ isActive }) => className(isActive)}>
      {t(item.label)}
    </LocalNavLink>
  );
}

/** The card, the concierge and the two maps: in the header from 64rem, else the bottom bar. */
function QuickLinks({
  className,
  linkClass,
  dock = false,
}: {
  className: string;
  linkClass: string;
  dock?: boolean;
}) {
  const t = useT();
  const product = useSiteName();
  return (
    <nav aria-label={t("nav.quick.label")} className={className}>
      {QUICK_LINKS.map((link) => (
        <LocalLink key={link.label} to={link.path(product)} className={linkClass}>
          <QuickIcon icon={link.icon} className={dock ? "h-5 w-5" : "h-4 w-4"} />
          {/* The short word shows; the full name is read (it begins with the word shown). */}
          <span aria-hidden="true">{t(link.short)}</span>
          <span className="sr-only">{t(link.label)}</span>
        </LocalLink>
      ))}
    </nav>
  );
}

/**
 * The signed-in member's menu (decision 138): the account, the trip and "Log out". A native
 * disclosure, so it opens without JavaScript; with it, it also closes on a click elsewhere, on
 * Escape and after each navigation.
 */
function AccountMenu({ black, ink, hover }: { black: boolean; ink: string; hover: string }) {
  const t = useT();
  const localize = useLocalize();
  const location = useLocation();
  const member = useRouteLoaderData<RootData>("root")?.member;
  const menu = useRef<HTMLDetailsElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  if (!member) return null;
  const item = `block w-full rounded-lg px-3 py-2.5 text-left text-[0.95rem] ${
    black ? "text-sand-100 hover:bg-white/10 hover:text-white" : "text-ink-700 hover:bg-sand-100"
  }`;
  // On a phone the menu spans the screen under the header (fixed: the header is its frame).
  return (
    <details ref={menu} className="account-menu relative">
      <summary
        className={`inline-flex h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-1 text-sm font-semibold sm:pr-3 ${ink} ${hover} [&::-webkit-details-marker]:hidden`}
      >
        <MemberAvatar member={member} size={32} />
        {/* On a phone the picture alone: the name stays the button's name. */}
        <span className="sr-only sm:not-sr-only">{member.firstName}</span>
        <span className="sr-only">, {t("header.account")}</span>
        <ChevronIcon />
      </summary>
      <div
        className={`fixed inset-x-3 top-16 z-50 rounded-xl p-2 shadow-xl ring-1 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-1 sm:w-56 ${
          black ? "bg-black ring-white/20" : "bg-white ring-sand-200"
        }`}
      >
        <ul>
          <li>
            <LocalLink to={pagePath("account")} className={item}>
              {t("header.myAccount")}
            </LocalLink>
          </li>
          <li>
            <LocalLink to={pagePath("account-trip")} className={item}>
              {t("nav.trip")}
            </LocalLink>
          </li>
          <li>
            <LocalLink to={pagePath("privilege-card")} className={item}>
              {t("nav.card")}
            </LocalLink>
          </li>
        </ul>
        {/* Log-out is a plain POST form: no script, no token in a URL (decision 072). */}
        <form
          method="post"
          action={localize(pagePath("logout"))}
          className={`mt-1 border-t pt-1 ${black ? "border-white/15" : "border-sand-200"}`}
        >
          <button type="submit" className={`${item} font-semibold`}>
            {t("header.logout")}
          </button>
        </form>
      </div>
    </details>
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

function ChevronIcon() {
  return (
    <svg viewBox="0 0 16 16" className="hidden h-3.5 w-3.5 opacity-70 lg:block" aria-hidden="true">
      <path
        d="M4 6l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6 shrink-0 sm:hidden"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
    </svg>
  );
}

const QUICK_PATHS: Record<QuickLink["icon"], string[]> = {
  card: ["M3 6.5h18v11H3z", "M3 10h18", "M6.5 14.5h4"],
  concierge: ["M4 16h16", "M5.5 16a6.5 6.5 0 0 1 13 0", "M12 9.5V8", "M3 19h18"],
  zones: ["M9 4 3 6.5v13L9 17l6 2.5 6-2.5V4l-6 2.5z", "M9 4v13", "M15 6.5v13"],
  booths: [
    "M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z",
    "M14.5 10a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z",
  ],
};

function QuickIcon({ icon, className }: { icon: QuickLink["icon"]; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${className} shrink-0`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {QUICK_PATHS[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
