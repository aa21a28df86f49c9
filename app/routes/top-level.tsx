import type { ComponentType } from "react";
import { isRouteErrorResponse, redirect } from "react-router";
import { langFromPath, localizePath } from "../../core/i18n.ts";
import { pagePath } from "../../core/pages.ts";
import { benefitProviderPath } from "../../core/urls.ts";
import { NotFoundBoundary } from "../components/NotFound.tsx";
import { aboutData, aboutMeta } from "../features/about/AboutView.tsx";
import { pageMember } from "../features/accounts/actions.server.ts";
import { partnerData, partnerMeta } from "../features/benefits/PartnerView.tsx";
import { redeemAction } from "../features/benefits/redeem.server.ts";
import { refuseArchivedProvider } from "../features/detail/load.server.ts";
import { blackMeta } from "../features/home/black.server.ts";
import { homeData } from "../features/home/data.server.ts";
import { homeNotFound } from "../features/home/not-found.server.ts";
import { messagesReady } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { LazyView, lazyViews } from "../lib/lazy-views.tsx";
import { headContext, notFoundMeta } from "../lib/seo.ts";
import { siteData } from "../lib/site.server.ts";
import type { Route } from "./+types/top-level";

/**
 * Every single-segment path that is not a fixed route (spec §2): AboutSenses at
 * `/about{product}` and BSHome at `/{product}Black` (the product name is configuration, so
 * their paths are too), GenericProviderView for benefits at `/{id}`, and otherwise Home as the
 * catch-all, with status 404. Fixed routes always rank above this one.
 *
 * A page shows one of three unrelated views, so each view is its own chunk loaded for the page
 * that shows it, and the head is made on the server with the data: the browser never loads the
 * other two views, nor their strings (docs/decisions/022).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  // The head uses the operator's name, origin and phone, never the visit's team number, so the
  // visit (the root loader reads it) isn't read again here.
  const site = siteData(services.site, undefined, await services.previewImage.path());
  const segment = params.id.toLowerCase();
  const product = services.site.name.toLowerCase();
  if (segment === `about${product}`) {
    const path = pagePath("about", services.site.name);
    const about = await aboutData(services, lang);
    return { kind: "about" as const, about, meta: aboutMeta(site, lang, path, about) };
  }
  if (segment === `${product}black`) {
    const home = await homeData(services, lang, null);
    const meta = blackMeta(site, lang, `/${services.site.name}Black`, home);
    return { kind: "black" as const, home, meta };
  }
  // A member sees the members-only benefits unlocked, with their codes; such a render is theirs
  // alone (the page cache keeps none with a member cookie, decision 072).
  const member = await pageMember(context);
  const partner = await partnerData(services, lang, params.id, member?.id);
  if (partner) {
    return { kind: "provider" as const, partner, meta: partnerMeta(site, lang, partner) };
  }
  // A renamed provider's old slug answers 301 to its page now (decisions 101, 107).
  const moved = await services.records.movedTo("provider", params.id);
  if (moved && (await services.providers.bySlug(lang, moved))) {
    throw redirect(localizePath(benefitProviderPath(moved), lang), 301);
  }
  await refuseArchivedProvider(services, params.id, moved);
  return homeNotFound(services, request);
}

/** A partner page's "Redeem" form (decision 075); the page's only form. */
export const action = (args: Route.ActionArgs) => redeemAction(args);

export function meta(args: Route.MetaArgs) {
  if (args.loaderData) return args.loaderData.meta;
  // No data: the page an archived partner's address answers with (410), or an error.
  const { site, lang, t } = headContext(args);
  const gone = isRouteErrorResponse(args.error) && args.error.status === 410;
  const [title, text] = gone
    ? (["gone.title", "gone.text"] as const)
    : (["error.title", "error.text"] as const);
  return notFoundMeta(site, lang, args.location.pathname, t(title), t(text));
}

/** An archived partner's page (a 410, decision 111) says it was retired; the rest is an error. */
export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="notFound.title"
      text="error.text"
      backTo={pagePath("benefits")}
      backLabel="nav.benefits"
    />
  );
}

/** The views, each its own chunk (app/lib/lazy-views.tsx). */
const views = lazyViews("top-level", {
  about: () =>
    import("../features/about/AboutView.tsx").then((m) => m.AboutView as ComponentType<never>),
  provider: () =>
    import("../features/benefits/PartnerView.tsx").then(
      (m) => m.PartnerView as ComponentType<never>,
    ),
  home: () =>
    import("../features/home/HomeView.tsx").then((m) => m.HomeView as ComponentType<never>),
});
type ViewName = Parameters<typeof views.load>[0];

const viewOf = (kind: Route.ComponentProps["loaderData"]["kind"]): ViewName =>
  kind === "about" ? "about" : kind === "provider" ? "provider" : "home";

/** On a client navigation the view and its strings load with the data, so nothing waits after. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaderData = await serverLoader();
  await views.load(viewOf(loaderData.kind));
  await messagesReady();
  return loaderData;
}

export default function TopLevelPage({ loaderData }: Route.ComponentProps) {
  const props =
    loaderData.kind === "about"
      ? { data: loaderData.about }
      : loaderData.kind === "provider"
        ? { data: loaderData.partner }
        : { data: loaderData.home };
  return <LazyView views={views} name={viewOf(loaderData.kind)} props={props} />;
}
