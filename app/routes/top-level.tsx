import { data } from "react-router";
import { langFromPath } from "../../core/i18n.ts";
import { AboutView, aboutData, aboutMeta } from "../features/about/AboutView.tsx";
import { PartnerView, partnerData, partnerMeta } from "../features/benefits/PartnerView.tsx";
import { homeData } from "../features/home/data.server.ts";
import { HomeView, homeMeta } from "../features/home/HomeView.tsx";
import { translator } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/top-level";

/**
 * Every single-segment path that is not a fixed route (spec §2): AboutSenses at
 * `/about{product}` and BSHome at `/{product}Black` (the product name is configuration, so
 * their paths are too), GenericProviderView for benefits at `/{id}`, and otherwise Home as the
 * catch-all, with status 404. Fixed routes always rank above this one.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const segment = params.id.toLowerCase();
  const product = services.site.name.toLowerCase();
  if (segment === `about${product}`) {
    return {
      kind: "about" as const,
      path: `/about${services.site.name}`,
      about: await aboutData(services, lang),
    };
  }
  if (segment === `${product}black`) {
    return {
      kind: "black" as const,
      path: `/${services.site.name}Black`,
      home: await homeData(services, lang, null),
    };
  }
  const partner = await partnerData(services, lang, params.id);
  if (partner) return { kind: "provider" as const, partner };
  return data(
    { kind: "home" as const, home: await homeData(services, lang, url.pathname) },
    { status: 404 },
  );
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  switch (loaderData?.kind) {
    case "about":
      return aboutMeta(site, lang, loaderData.path, loaderData.about);
    case "black": {
      const t = translator(lang, site.name);
      return pageMeta({
        site,
        lang,
        path: loaderData.path,
        title: t("black.label"),
        description: t("home.description"),
        image: loaderData.home.featured?.pictureUrl,
      });
    }
    case "provider":
      return partnerMeta(site, lang, loaderData.partner);
    default:
      return homeMeta(site, lang, loaderData?.home);
  }
}

export default function TopLevelPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "about":
      return <AboutView data={loaderData.about} />;
    case "provider":
      return <PartnerView data={loaderData.partner} />;
    default:
      return <HomeView data={loaderData.home} />;
  }
}
