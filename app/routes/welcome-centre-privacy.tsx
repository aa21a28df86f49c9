import { langFromPath } from "../../core/i18n.ts";
import { LocalLink } from "../components/LocalLink.tsx";
import { InfoArticle } from "../features/pages/InfoArticle.tsx";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/welcome-centre-privacy";

needMessages("contact");

/** WCPrivacyPolicy (spec §2): the Welcome Centre's own privacy notice, in its layout. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { page: await context.get(servicesContext).pages.get("welcome-centre-privacy", lang) };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    lang: langFromPath(location.pathname),
    path: "/WelcomeCentre/privacyPolicy",
    title: loaderData?.page.title,
    description: loaderData?.page.description ?? "",
  });
}

export default function WelcomeCentrePrivacyPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoArticle page={loaderData.page} showUpdated>
      <p className="mt-10 flex flex-wrap gap-x-6 gap-y-2">
        <LocalLink to="/privacyPolicy" className="font-semibold text-lagoon-700 underline">
          {t("legal.privacyTitle")}
        </LocalLink>
        <LocalLink to="/WelcomeCentre" className="font-semibold text-lagoon-700 underline">
          {t("wc.back")}
        </LocalLink>
      </p>
    </InfoArticle>
  );
}
