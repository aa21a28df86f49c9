import { type ReactNode, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { chooseBanner } from "../core/banners.ts";
import { localToday } from "../core/dates.ts";
import { langFromPath, localizePath } from "../core/i18n.ts";
import { setSpanishPlaceWords } from "../core/path-segments.ts";
import { manifestPath } from "../core/web-app.ts";
import type { Route } from "./+types/root";
import { useLang, useT } from "./i18n/index.ts";
import {
  carriesMemberCookie,
  clientContext,
  databaseContext,
  secondFactorPending,
  servicesContext,
} from "./lib/context.server.ts";
import { useNonce } from "./lib/nonce.tsx";
import { PageStyles } from "./lib/page-styles.tsx";
import type { RootData } from "./lib/root-data.ts";
import { siteData } from "./lib/site.server.ts";

/** Spec §2: a URL containing `/#/` (links from the old hash-routed site) drops the hash segment. */
const HASH_ROUTE_REWRITE =
  "(function(){var u=location.href;if(u.indexOf('/#/')>-1)location.replace(u.replace('/#/','/'))})()";

// The icon set comes from the brand mark (scripts/icons.ts): the ICO for browsers without SVG
// icons, the 180 px tile for iOS home screens, the PNGs in the manifest (the page's language's,
// in the Layout: decision 074).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * While the server knows the database is away, every page is the 503 below at once, no loader or
 * action run (decision 133): the server adds Retry-After and keeps no copy of it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    if (context.get(databaseContext).away) throw data(null, { status: 503 });
  },
];

/**
 * Site-wide data every page needs: the operator's name and phones, the seasonal banner and the
 * map tiles. `?team=` picks the team's phone (spec §6) and a Welcome Centre link's `id`, `lscid`
 * and `t` are its attribution; both are remembered for the visit in session cookies.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { site, banners, visits, previewImage, memberCookies, sessions } = services;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const cookies = context.get(clientContext).cookies;
  const { team, setCookies } = visits.of(request, cookies);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  // The member, from the pages' session cookie (decision 072); a cached page is rendered
  // without it (server/plugins/page-cache.ts). A dead session's cookie goes, so the visitor's
  // pages are shared ones again.
  // A staff session before its second factor keeps its cookie (it is finishing signing in) but
  // names no member on any page (docs/decisions/124).
  const token = memberCookies.token(cookies);
  const session = token ? await sessions.sessionForToken(token) : undefined;
  if (carriesMemberCookie(cookies) && !session) headers.append("Set-Cookie", memberCookies.clear());
  const user = session && !secondFactorPending(session) ? session : undefined;
  // Spec §2: the banner whose range holds today (Puerto Vallarta's day), or none.
  const today = localToday();
  const banner = chooseBanner(await banners.notEndedBy(lang, today), today);
  return data<RootData>(
    {
      lang,
      placeWords: await services.dependantFields.spanishPlaceWords(),
      placeCategories: await services.dependantFields.placeCategorySlugs(),
      site: siteData(site, team, await previewImage.path()),
      member: user
        ? {
            firstName: user.firstName,
            lastName: user.lastName,
            avatar: user.avatar,
            saved: await services.trip.savedIds(user.id),
          }
        : null,
      banner: banner
        ? {
            slug: banner.slug,
            title: banner.title,
            alt: banner.alt,
            pictureUrl: banner.pictureUrl,
            linkPath: banner.linkPath,
          }
        : null,
    },
    { headers },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = useLang();
  const nonce = useNonce();
  // The browser's paths take the Spanish words the server used (decision 110), before any link
  // below is drawn; the same list again costs nothing. The server has them already, for the
  // content version it renders (server/plugins/pages.ts).
  const placeWords = useRouteLoaderData<RootData>("root")?.placeWords;
  if (placeWords && typeof document !== "undefined") setSpanishPlaceWords(placeWords);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4a5e" />
        <link rel="manifest" href={manifestPath(lang)} />
        {/* Browsers hide nonces from the DOM, so the client's empty nonce is expected to differ. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its nonce.
          dangerouslySetInnerHTML={{ __html: HASH_ROUTE_REWRITE }}
        />
        <Meta />
        <Links />
        {/* The stylesheet itself, not a link to it: the first paint waits for no request (decision 092). */}
        <PageStyles />
      </head>
      <body className="min-h-dvh bg-sand-50 text-ink-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over, for styles and tests that need to know.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    // When, for the bundle bench and anyone profiling the page (bench/bundle-size.ts).
    performance.mark("marea:hydrated");
  }, []);
  return <Outlet />;
}

/** Last resort, when even the site layout failed: a plain page that still names the problem. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const lang = useLang();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A staff session before its second factor (docs/decisions/124): where to finish signing in.
  if (isRouteErrorResponse(error) && error.data?.secondFactorRequired) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
        <title>{`${t("error.secondFactor.title")} (${status})`}</title>
        <h1 className="font-display text-3xl">{t("error.secondFactor.title")}</h1>
        <p className="mt-4 text-ink-700">{t("error.secondFactor.text")}</p>
        <a
          className="mt-8 inline-block font-semibold text-lagoon-700 underline"
          href={localizePath("/admin-sign-in/verify", lang)}
        >
          {t("error.secondFactor.finish")}
        </a>
      </main>
    );
  }
  // The database is away for a moment (decision 133): say so, and that trying again will work.
  const unavailable = status === 503;
  const title = unavailable ? t("error.unavailableTitle") : t("error.title");
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${title} (${status})`}</title>
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="mt-4 text-ink-700">
        {unavailable ? t("error.unavailableText") : t("error.text")}
      </p>
      <a className="mt-8 inline-block font-semibold text-lagoon-700 underline" href=".">
        {t("error.retry")}
      </a>
    </main>
  );
}
