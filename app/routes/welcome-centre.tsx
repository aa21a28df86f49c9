import { langFromPath } from "../../core/i18n.ts";
import { leadAction } from "../features/leads/action.server.ts";
import { LeadForm } from "../features/leads/LeadForm.tsx";
import { InfoArticle } from "../features/pages/InfoArticle.tsx";
import { needMessages, translator, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/welcome-centre";

needMessages("about", "contact");

/**
 * WCHome (spec §2): 'About {product}' for invited guests, with a form to confirm the visit. The
 * invitation's `id`, `lscid` and `t` are read by the root loader and kept for the visit.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { page: await context.get(servicesContext).pages.get("welcome-centre", lang) };
}

/** The form posted without JavaScript (issue 9, decision 024). */
export function action(args: Route.ActionArgs) {
  return leadAction(args, "contact");
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  const t = translator(lang, site.name);
  return pageMeta({
    site,
    lang,
    path: "/WelcomeCentre",
    title: t("about.title"),
    description: loaderData?.page.description ?? "",
    // Invitation links carry personal attribution: keep them out of search results.
    noindex: location.search.length > 0,
  });
}

export default function WelcomeCentrePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoArticle page={loaderData.page}>
      <div className="mt-12">
        <LeadForm type="contact" heading={t("wc.formHeading")} intro={t("wc.formIntro")} />
      </div>
    </InfoArticle>
  );
}
