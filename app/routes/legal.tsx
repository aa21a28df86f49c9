import { data } from "react-router";
import { langFromPath, stripLangPrefix } from "../../core/i18n.ts";
import { InfoArticle } from "../features/pages/InfoArticle.tsx";
import { servicesContext } from "../lib/context.server.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/legal";

/** PrivacyPolicy (`/privacyPolicy`, alias `/privacy-policy`) and Terms (spec §2). */
const PAGES = {
  "/privacypolicy": { slug: "privacy-policy", canonical: "/privacyPolicy" },
  "/privacy-policy": { slug: "privacy-policy", canonical: "/privacyPolicy" },
  "/terms-and-conditions": { slug: "terms-and-conditions", canonical: "/terms-and-conditions" },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const key = stripLangPrefix(url.pathname).toLowerCase().replace(/\/$/, "");
  const entry = PAGES[key as keyof typeof PAGES];
  if (!entry) throw data(null, { status: 404 });
  const page = await context.get(servicesContext).pages.get(entry.slug, lang);
  return { page, canonical: entry.canonical };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  if (!loaderData) return [];
  return pageMeta({
    site,
    lang,
    path: loaderData.canonical,
    title: loaderData.page.title,
    description: loaderData.page.description,
  });
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <InfoArticle page={loaderData.page} showUpdated />;
}
