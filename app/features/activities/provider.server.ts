import type { Lang } from "../../../core/i18n.ts";
import { titleCaseSlug } from "../../../core/text.ts";
import { providerPath } from "../../../core/urls.ts";
import type { Services } from "../../lib/context.server.ts";
import { reachOf } from "../../lib/reach.ts";
import { ensureCanonical, found, refuseArchivedProvider } from "../detail/load.server.ts";
import { zoneSlugMap } from "../directory/cards.ts";
import { activityCard } from "./cards.server.ts";

const MAX_ACTIVITIES = 60;

/**
 * GenericProviderView for activities (spec §2): `/activities/providers/{destination}/{provider}`.
 * The label comes from the URL, the slug decoded (dashes become spaces) and title-cased.
 */
export async function providerData(
  services: Services,
  lang: Lang,
  params: { destination: string; provider: string },
) {
  const { providers } = services;
  const label = titleCaseSlug(params.provider);
  const named = await providers.bySlug(lang, params.provider);
  // A renamed provider's old slug answers 301 to its page now (decisions 101, 107).
  const moved = named ? null : await services.records.movedTo("provider", params.provider);
  if (!named) await refuseArchivedProvider(services, params.provider, moved);
  const provider = found(named ?? (moved ? await providers.bySlug(lang, moved) : null), { label });
  ensureCanonical(
    `/activities/providers/${params.destination}/${params.provider}`,
    providerPath(provider.zoneSlug ?? undefined, provider.slug),
    lang,
  );
  return providerPageData(services, lang, provider, label);
}

type Provider = NonNullable<Awaited<ReturnType<Services["providers"]["bySlug"]>>>;

/**
 * The provider page's data for a provider as the site reads it: the one of the address, or a
 * draft's made into one for the back office's preview (decision 108), with its activities.
 */
export async function providerPageData(
  services: Services,
  lang: Lang,
  provider: Provider,
  label: string,
) {
  const { activities, dependantFields, site } = services;
  const path = providerPath(provider.zoneSlug ?? undefined, provider.slug);
  const zones = await dependantFields.zones(lang);
  const { items } = await activities.search(lang, {
    providerID: provider.id,
    page: 1,
    pageSize: MAX_ACTIVITIES,
  });
  return {
    label,
    path,
    provider: {
      name: provider.name,
      description: provider.description,
      zone: provider.zone,
      address: provider.address,
      reach: reachOf(provider),
    },
    cards: items.map((record) => activityCard(record, zoneSlugMap(zones), lang, site.name)),
  };
}

export type ProviderData = Awaited<ReturnType<typeof providerPageData>>;
