import type { Benefit } from "../../../core/contract/benefit.ts";
import type { Lang } from "../../../core/i18n.ts";
import { benefitProviderPath } from "../../../core/urls.ts";
import type { CardData } from "../../components/ItemCard.tsx";
import { needMessages, translator } from "../../i18n/index.ts";

needMessages("benefits");

type ProviderRef = { id: number; slug: string; name: string };

/** The anchor of one benefit on its provider's page. */
export const benefitAnchor = (friendlyUrl: string) => `benefit-${friendlyUrl}`;

/**
 * A benefit as a card: it names its provider and leads to the provider's page, where the
 * benefit is written out in full (benefits have no page of their own in spec §2); a
 * members-only one says so first (decision 075).
 */
export function benefitCard(
  benefit: Benefit,
  providers: ReadonlyMap<number, ProviderRef>,
  lang: Lang,
  product: string,
): CardData {
  const t = translator(lang, product);
  const provider = benefit.providerID === null ? undefined : providers.get(benefit.providerID);
  return {
    id: benefit.id,
    href: provider
      ? `${benefitProviderPath(provider.slug)}#${benefitAnchor(benefit.friendlyUrl)}`
      : "/benefits",
    title: benefit.title,
    pictureUrl: benefit.pictureUrl,
    kicker: benefit.categories[0]?.name ?? null,
    summary: benefit.shortDescription,
    meta: [
      ...(benefit.membersOnly ? [t("benefits.members.badge")] : []),
      ...(provider ? [t("benefits.from", { provider: provider.name })] : []),
      ...(benefit.zone ? [benefit.zone] : []),
    ],
  };
}
