import { langFromPath } from "../../core/i18n.ts";
import { BoothsSection } from "../features/contact/BoothsSection.tsx";
import { ContactChannels } from "../features/contact/ContactChannels.tsx";
import { leadAction } from "../features/leads/action.server.ts";
import { LeadForm } from "../features/leads/LeadForm.tsx";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { absoluteImage, headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/contact";

needMessages("contact");

/** ContactUs (spec §2): the ways to reach the team, the invitation form and the booths map. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const services = context.get(servicesContext);
  const [booths, zones] = await Promise.all([
    services.booths.all(lang),
    services.dependantFields.zones(lang),
  ]);
  return { booths, zones };
}

/** The form posted without JavaScript (issue 9, decision 024). */
export function action(args: Route.ActionArgs) {
  return leadAction(args, "invitation");
}

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  return pageMeta({
    site,
    lang,
    path: "/contact",
    title: t("contact.title"),
    description: t("contact.description"),
    jsonLd: (args.loaderData?.booths ?? []).map((booth) => ({
      "@type": "TouristInformationCenter",
      name: `${site.name}: ${booth.name}`,
      description: booth.description,
      image: booth.picture ? absoluteImage(site.origin, booth.picture) : undefined,
      telephone: site.phone,
      hasMap: booth.url,
      geo: {
        "@type": "GeoCoordinates",
        latitude: booth.position.lat,
        longitude: booth.position.lng,
      },
      address: {
        "@type": "PostalAddress",
        addressLocality: "Puerto Vallarta",
        addressCountry: "MX",
      },
    })),
  });
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{t("contact.heading")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">{t("contact.intro")}</p>

      <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_3fr]">
        <ContactChannels />
        <LeadForm
          type="invitation"
          heading={t("contact.inviteHeading")}
          intro={t("contact.inviteIntro")}
        />
      </div>

      <BoothsSection booths={loaderData.booths} zones={loaderData.zones} />
    </div>
  );
}
