import { leadAction } from "../features/leads/action.server.ts";
import { LeadForm } from "../features/leads/LeadForm.tsx";
import { infoPageMeta } from "../features/pages/head.ts";
import { InfoArticle } from "../features/pages/InfoArticle.tsx";
import { infoPageLoader } from "../features/pages/load.server.ts";
import { VisitFacts } from "../features/welcome-centre/VisitFacts.tsx";
import { needMessages, useT } from "../i18n/index.ts";
import { headContext } from "../lib/seo.ts";
import type { Route } from "./+types/welcome-centre";

needMessages("about", "contact");

/**
 * WCHome (spec §2): 'About {product}' for invited guests, with a form to confirm the visit. The
 * invitation's `id`, `lscid` and `t` are read by the root loader and kept for the visit.
 */
export const loader = infoPageLoader("welcome-centre");

/** The form posted without JavaScript (issue 9, decision 024). */
export function action(args: Route.ActionArgs) {
  return leadAction(args, "welcomeCentre");
}

export function meta(args: Route.MetaArgs) {
  return infoPageMeta(args, "/WelcomeCentre", {
    title: headContext(args).t("about.title"),
    // Invitation links carry personal attribution: keep them out of search results.
    noindex: args.location.search.length > 0,
  });
}

export default function WelcomeCentrePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoArticle page={loaderData.page} lead={<VisitFacts />}>
      <div className="mt-12">
        <LeadForm type="welcomeCentre" heading={t("wc.formHeading")} intro={t("wc.formIntro")} />
      </div>
    </InfoArticle>
  );
}
