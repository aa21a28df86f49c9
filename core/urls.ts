import { fillPath } from "./pages.ts";

/**
 * Site paths for catalog items (spec §2), in English, from the page registry's patterns
 * (core/pages.ts); pages localise them. One place builds them so pages, cards, the sitemap and
 * JSON-LD agree.
 */
export const articlePath = (friendlyUrl: string) => fillPath("article", { article: friendlyUrl });

/** GenericDirectoryView: `/{category}/{location}/{item}`, by the place's own (first) category. */
export function placePath(
  place: { friendlyUrl: string; categories: readonly { slug: string }[] },
  zoneSlug: string | undefined,
): string {
  return fillPath("place", {
    category: place.categories[0]?.slug ?? "places",
    location: zoneSlug ?? "puerto-vallarta",
    item: place.friendlyUrl,
  });
}

/** GenericActivityView: `/activities/{location}/{item}`. */
export const activityPath = (zoneSlug: string | undefined, friendlyUrl: string) =>
  fillPath("activity", { location: zoneSlug ?? "puerto-vallarta", item: friendlyUrl });

/** GenericProviderView for activities: `/activities/providers/{destination}/{provider}`. */
export const providerPath = (zoneSlug: string | undefined, providerSlug: string) =>
  fillPath("activity-provider", {
    destination: zoneSlug ?? "puerto-vallarta",
    provider: providerSlug,
  });

/** GenericEventView: `/event/{item}`. */
export const eventPath = (friendlyUrl: string) => fillPath("event", { item: friendlyUrl });

/** GenericResortView: `/resort/{item}`. */
export const resortPath = (friendlyUrl: string) => fillPath("resort", { item: friendlyUrl });

/** GenericProviderView for benefits: `/{id}`, the provider's slug at the top level. */
export const benefitProviderPath = (providerSlug: string) =>
  fillPath("partner", { id: providerSlug });
