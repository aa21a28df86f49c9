import { type ComponentType, Suspense, use } from "react";
import { data } from "react-router";
import { langFromPath } from "../../core/i18n.ts";
import { aboutData, aboutMeta } from "../features/about/AboutView.tsx";
import { partnerData, partnerMeta } from "../features/benefits/PartnerView.tsx";
import { blackMeta } from "../features/home/black.server.ts";
import { homeData } from "../features/home/data.server.ts";
import { homeMeta } from "../features/home/HomeView.tsx";
import { messagesReady } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { holdHydrationFor } from "../lib/hydration.ts";
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
    const path = `/about${services.site.name}`;
    const about = await aboutData(services, lang);
    return { kind: "about" as const, about, meta: aboutMeta(site, lang, path, about) };
  }
  if (segment === `${product}black`) {
    const home = await homeData(services, lang, null);
    const meta = blackMeta(site, lang, `/${services.site.name}Black`, home);
    return { kind: "black" as const, home, meta };
  }
  const partner = await partnerData(services, lang, params.id);
  if (partner) {
    return { kind: "provider" as const, partner, meta: partnerMeta(site, lang, partner) };
  }
  const home = await homeData(services, lang, url.pathname);
  return data({ kind: "home" as const, home, meta: homeMeta(site, lang, home) }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

/** The views, each its own chunk; `loaded` holds those already here, for a render without waiting. */
const views = {
  about: () =>
    import("../features/about/AboutView.tsx").then((m) => m.AboutView as ComponentType<never>),
  provider: () =>
    import("../features/benefits/PartnerView.tsx").then(
      (m) => m.PartnerView as ComponentType<never>,
    ),
  home: () =>
    import("../features/home/HomeView.tsx").then((m) => m.HomeView as ComponentType<never>),
};
type ViewName = keyof typeof views;
const loaded: Partial<Record<ViewName, ComponentType<never>>> = {};
const loading: Partial<Record<ViewName, Promise<ComponentType<never>>>> = {};

function loadView(name: ViewName): Promise<ComponentType<never>> {
  loading[name] ??= views[name]().then((view) => {
    loaded[name] = view;
    return view;
  });
  return loading[name];
}

/** Which view the server rendered: its code loads before hydration (app/lib/hydration.ts). */
if (typeof document !== "undefined") {
  const rendered =
    document.querySelector<HTMLElement>("[data-top-level-view]")?.dataset.topLevelView;
  if (rendered && rendered in views) holdHydrationFor(loadView(rendered as ViewName));
}

const viewOf = (kind: Route.ComponentProps["loaderData"]["kind"]): ViewName =>
  kind === "about" ? "about" : kind === "provider" ? "provider" : "home";

/** On a client navigation the view and its strings load with the data, so nothing waits after. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaderData = await serverLoader();
  await loadView(viewOf(loaderData.kind));
  await messagesReady();
  return loaderData;
}

function View({ name, props }: { name: ViewName; props: object }) {
  const Loaded = (loaded[name] ?? use(loadView(name))) as ComponentType<object>;
  return <Loaded {...props} />;
}

export default function TopLevelPage({ loaderData }: Route.ComponentProps) {
  const props =
    loaderData.kind === "about"
      ? { data: loaderData.about }
      : loaderData.kind === "provider"
        ? { data: loaderData.partner }
        : { data: loaderData.home };
  const name = viewOf(loaderData.kind);
  // The view's code is normally here before React takes over (see above); if not, the
  // server's HTML stays until it arrives.
  return (
    <div data-top-level-view={name} className="contents">
      <Suspense>
        <View name={name} props={props} />
      </Suspense>
    </div>
  );
}
