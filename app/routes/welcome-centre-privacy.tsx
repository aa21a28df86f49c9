import { LocalLink } from "../components/LocalLink.tsx";
import { infoPageMeta } from "../features/pages/head.ts";
import { InfoArticle } from "../features/pages/InfoArticle.tsx";
import { infoPageLoader } from "../features/pages/load.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import type { Route } from "./+types/welcome-centre-privacy";

needMessages("contact");

/** WCPrivacyPolicy (spec §2): the Welcome Centre's own privacy notice, in its layout. */
export const loader = infoPageLoader("welcome-centre-privacy");

export const meta = (args: Route.MetaArgs) => infoPageMeta(args, "/WelcomeCentre/privacyPolicy");

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
