import { type Lang, localizePath } from "../../../core/i18n.ts";
import { pagePath } from "../../../core/pages.ts";
import { benefitProviderPath, providerPath } from "../../../core/urls.ts";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { ContactLinks } from "../../components/ContactLinks.tsx";
import { LocalLink } from "../../components/LocalLink.tsx";
import { PICTURE_FORMAT, Picture } from "../../components/Picture.tsx";
import { Prose } from "../../components/Prose.tsx";
import { needMessages, translator, useLang, useT } from "../../i18n/index.ts";
import type { Services } from "../../lib/context.server.ts";
import { formatDate } from "../../lib/format.ts";
import { reachOf } from "../../lib/reach.ts";
import { pageMeta, type SiteMeta } from "../../lib/seo.ts";
import { crumbSteps, parentCrumbs } from "../detail/head.ts";
import { benefitAnchor } from "./cards.ts";
import { MembersBox } from "./MembersBox.tsx";
import { withMemberState } from "./members.ts";

needMessages("benefits");

const MAX_BENEFITS = 50;

/**
 * GenericProviderView for benefits (spec §2): one partner and every benefit it offers card
 * holders, or null when the slug is no provider's.
 */
export async function partnerData(
  services: Services,
  lang: Lang,
  slug: string,
  memberId?: number,
  /** An editor's preview (issue 15): this benefit first, published or not. */
  draftId?: number,
) {
  const provider = await services.providers.bySlug(lang, slug);
  if (!provider) return null;
  const [found, activities, draft] = await Promise.all([
    services.benefits.search(lang, {
      providerID: provider.id,
      page: 1,
      pageSize: MAX_BENEFITS,
    }),
    services.activities.search(lang, { providerID: provider.id, page: 1, pageSize: 1 }),
    draftId === undefined ? Promise.resolve(undefined) : services.benefits.draft(lang, draftId),
  ]);
  const benefits = draft
    ? { items: [draft, ...found.items.filter((benefit) => benefit.id !== draft.id)] }
    : found;
  return {
    path: benefitProviderPath(provider.slug),
    provider: {
      name: provider.name,
      description: provider.description,
      zone: provider.zone,
      pictureUrl: provider.pictureUrl,
      address: provider.address,
      reach: reachOf(provider),
    },
    activitiesHref:
      activities.total > 0 ? providerPath(provider.zoneSlug ?? undefined, provider.slug) : null,
    benefits: (await withMemberState(services, benefits.items, memberId)).map((benefit) => ({
      id: benefit.id,
      anchor: benefitAnchor(benefit.friendlyUrl),
      title: benefit.title,
      description: benefit.description,
      summary: benefit.shortDescription,
      pictureUrl: benefit.pictureUrl,
      categories: benefit.categories.map((c) => c.name),
      zone: benefit.zone,
      dateSaved: benefit.dateSaved,
      members: benefit.members,
    })),
  };
}

export type PartnerData = NonNullable<Awaited<ReturnType<typeof partnerData>>>;

/** The partner page's head: its benefits as offers of a local business. */
export function partnerMeta(site: SiteMeta, lang: Lang, data: PartnerData) {
  const t = translator(lang, site.name);
  const { provider, path, benefits } = data;
  const url = `${site.origin}${localizePath(path, lang)}`;
  return pageMeta({
    site,
    lang,
    path,
    title: provider.name,
    description: benefits[0]
      ? `${t("partner.benefits", { provider: provider.name })}: ${benefits.map((b) => b.title).join("; ")}`.slice(
          0,
          155,
        )
      : provider.description
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .trim()
          .slice(0, 155),
    image: benefits[0]?.pictureUrl ?? provider.pictureUrl,
    imageAlt: benefits[0]?.pictureUrl ? benefits[0].title : provider.name,
    jsonLd: [
      {
        "@type": "LocalBusiness",
        name: provider.name,
        url,
        areaServed: provider.zone ?? "Puerto Vallarta",
        ...(benefits.length > 0
          ? {
              makesOffer: benefits.map((benefit) => ({
                "@type": "Offer",
                name: benefit.title,
                description: benefit.summary,
                url: `${url}#${benefit.anchor}`,
              })),
            }
          : {}),
      },
    ],
  });
}

export function PartnerView({ data }: { data: PartnerData }) {
  const t = useT();
  const lang = useLang();
  const { provider, benefits, activitiesHref } = data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 lg:px-6">
      <Breadcrumb steps={crumbSteps(parentCrumbs("partner", t))} />
      <header className="mt-4">
        <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{provider.name}</h1>
        {provider.zone ? (
          <p className="mt-2 text-ink-500">{t("partner.basedIn", { zone: provider.zone })}</p>
        ) : null}
        <Prose html={provider.description} className="mt-4" />
        {activitiesHref ? (
          <LocalLink
            to={activitiesHref}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-lagoon-700 underline"
          >
            {t("partner.activities", { provider: provider.name })}
          </LocalLink>
        ) : null}
        {provider.address || Object.values(provider.reach).some(Boolean) ? (
          <section aria-labelledby="partner-contact" className="mt-6">
            <h2 id="partner-contact" className="font-display text-2xl text-ink-900">
              {t("partner.contactHeading", { provider: provider.name })}
            </h2>
            <ContactLinks
              name={provider.name}
              reach={provider.reach}
              address={provider.address}
              className="mt-2"
            />
          </section>
        ) : null}
      </header>

      <section aria-labelledby="partner-benefits" className="mt-12">
        <h2 id="partner-benefits" className="font-display text-3xl text-ink-900">
          {t("partner.benefits", { provider: provider.name })}
        </h2>
        {benefits.length === 0 ? (
          <p className="mt-4 text-ink-700">
            {t("partner.none", { provider: provider.name })}{" "}
            <LocalLink
              to={pagePath("benefits")}
              className="font-semibold text-lagoon-700 underline"
            >
              {t("partner.allBenefits")}
            </LocalLink>
          </p>
        ) : (
          <ul className="mt-6 space-y-8">
            {benefits.map((benefit, i) => (
              <li key={benefit.id}>
                <article
                  id={benefit.anchor}
                  aria-labelledby={`${benefit.anchor}-title`}
                  className="grid gap-6 overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] md:grid-cols-[2fr_3fr]"
                >
                  <Picture
                    src={benefit.pictureUrl}
                    format={PICTURE_FORMAT.offer}
                    priority={i === 0}
                    className="aspect-[4/3] h-full w-full object-cover"
                  />
                  <div className="p-5 md:py-6 md:pr-6 md:pl-0">
                    {benefit.categories.length > 0 ? (
                      <p className="text-xs font-semibold uppercase tracking-wider text-coral-600">
                        {benefit.categories.join(" · ")}
                      </p>
                    ) : null}
                    <h3
                      id={`${benefit.anchor}-title`}
                      className="mt-1.5 font-display text-2xl leading-snug text-ink-900"
                    >
                      {benefit.title}
                    </h3>
                    <p className="mt-1 text-sm text-ink-500">
                      {benefit.zone ? `${benefit.zone} · ` : ""}
                      <time dateTime={benefit.dateSaved}>
                        {t("partner.saved", { date: formatDate(benefit.dateSaved, lang) })}
                      </time>
                    </p>
                    <Prose html={benefit.description} className="mt-4" />
                    {benefit.members ? (
                      <MembersBox
                        benefitId={benefit.id}
                        anchor={benefit.anchor}
                        provider={provider.name}
                        members={benefit.members}
                      />
                    ) : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
