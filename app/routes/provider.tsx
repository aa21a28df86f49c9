import { data, redirect } from "react-router";
import { langFromPath } from "../../core/i18n.ts";
import { titleCaseSlug } from "../../core/text.ts";
import { providerPath } from "../../core/urls.ts";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { CardGrid } from "../components/CardGrid.tsx";
import { ContactLinks } from "../components/ContactLinks.tsx";
import { NotFoundBoundary } from "../components/NotFound.tsx";
import { Prose } from "../components/Prose.tsx";
import { activityCard } from "../features/activities/cards.server.ts";
import { zoneSlugMap } from "../features/directory/cards.ts";
import { needMessages, translator, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { notFoundMeta, pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/provider";

needMessages("directory");

const MAX_ACTIVITIES = 60;

/**
 * GenericProviderView for activities (spec §2): `/activities/providers/{destination}/{provider}`.
 * The label comes from the URL, the slug decoded (dashes become spaces) and title-cased.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { activities, dependantFields, providers, site } = context.get(servicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const provider = await providers.bySlug(lang, params.provider);
  if (!provider) throw data({ label: titleCaseSlug(params.provider) }, { status: 404 });
  const canonical = providerPath(provider.zoneSlug ?? undefined, provider.slug);
  if (`/activities/providers/${params.destination}/${params.provider}` !== canonical) {
    throw redirect((lang === "es" ? "/es" : "") + canonical, 301);
  }
  const zones = await dependantFields.zones(lang);
  const { items } = await activities.search(lang, {
    providerID: provider.id,
    page: 1,
    pageSize: MAX_ACTIVITIES,
  });
  return {
    label: titleCaseSlug(params.provider),
    path: canonical,
    provider: {
      name: provider.name,
      description: provider.description,
      zone: provider.zone,
      address: provider.address,
      reach: {
        phone: provider.phone,
        whatsapp: provider.whatsapp,
        website: provider.website,
        email: provider.email,
      },
    },
    cards: items.map((record) => activityCard(record, zoneSlugMap(zones), lang, site.name)),
  };
}

export function meta({ matches, location, loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  const t = translator(lang, site.name);
  const label = t("provider.label", { provider: titleCaseSlug(params.provider) });
  if (!loaderData) {
    return notFoundMeta(
      site,
      lang,
      location.pathname,
      t("provider.notFoundTitle"),
      t("provider.notFoundText"),
    );
  }
  return pageMeta({
    site,
    lang,
    path: loaderData.path,
    title: label,
    description: loaderData.provider.description
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 155),
    image: loaderData.cards[0]?.pictureUrl,
    imageAlt: loaderData.cards[0]?.title,
    jsonLd: [
      {
        "@type": "LocalBusiness",
        name: loaderData.provider.name,
        url: `${site.origin}${lang === "es" ? "/es" : ""}${loaderData.path}`,
        areaServed: loaderData.provider.zone ?? "Puerto Vallarta",
      },
    ],
  });
}

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { label, provider, cards } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <Breadcrumb steps={[{ to: "/activities", label: t("activities.title") }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">
          {t("provider.label", { provider: label })}
        </h1>
        {provider.zone ? (
          <p className="mt-2 text-ink-500">{t("provider.basedIn", { zone: provider.zone })}</p>
        ) : null}
        <Prose html={provider.description} className="mt-4" />
        <ProviderContacts provider={provider} />
      </header>
      <div className="mt-10">
        <CardGrid cards={cards} label={t("provider.label", { provider: label })} headingLevel={2} />
      </div>
    </div>
  );
}

/** Issue 9: a provider page says how to reach them, with whatever channels they have. */
function ProviderContacts({
  provider,
}: {
  provider: Route.ComponentProps["loaderData"]["provider"];
}) {
  const t = useT();
  const { reach, address } = provider;
  if (!address && !Object.values(reach).some(Boolean)) return null;
  return (
    <section aria-labelledby="provider-contact" className="mt-6">
      <h2 id="provider-contact" className="font-display text-2xl text-ink-900">
        {t("provider.contactHeading", { provider: provider.name })}
      </h2>
      <ContactLinks name={provider.name} reach={reach} address={address} className="mt-2" />
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="provider.notFoundTitle"
      text="provider.notFoundText"
      backTo="/activities"
      backLabel="activity.back"
    />
  );
}
