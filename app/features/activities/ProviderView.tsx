import { pagePath } from "../../../core/pages.ts";
import { titleCaseSlug } from "../../../core/text.ts";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { CardGrid } from "../../components/CardGrid.tsx";
import { ContactLinks } from "../../components/ContactLinks.tsx";
import { Prose } from "../../components/Prose.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import { detailShape } from "../detail/DetailPage.tsx";
import { crumbSteps, parentCrumbs } from "../detail/head.ts";
import type { ProviderData } from "./provider.server.ts";

needMessages("directory");

/** The provider page's shape: its words when the provider doesn't exist, and its head. */
export const PROVIDER_PAGE = detailShape<ProviderData>({
  notFound: {
    title: "provider.notFoundTitle",
    text: "provider.notFoundText",
    backTo: pagePath("activities"),
    backLabel: "activity.back",
  },
  head: (data, context) => {
    const slug = context.params.provider ?? "";
    return {
      path: data.path,
      title: context.t("provider.label", { provider: titleCaseSlug(slug) }),
      description: data.provider.description
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 155),
      image: data.cards[0]?.pictureUrl,
      imageAlt: data.cards[0]?.title,
      jsonLd: [
        {
          "@type": "LocalBusiness",
          name: data.provider.name,
          url: context.url(data.path),
          areaServed: data.provider.zone ?? "Puerto Vallarta",
        },
      ],
    };
  },
});

export function ProviderView({ data }: { data: ProviderData }) {
  const t = useT();
  const { label, provider, cards } = data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <Breadcrumb steps={crumbSteps(parentCrumbs("activity-provider", t))} />
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
function ProviderContacts({ provider }: { provider: ProviderData["provider"] }) {
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
