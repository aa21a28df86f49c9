/**
 * Site paths for catalog items (spec §2), in English; pages localise them. One place builds them
 * so pages, cards, the sitemap and JSON-LD agree.
 */
export const articlePath = (friendlyUrl: string) => `/magazine/${friendlyUrl}`;

/** GenericDirectoryView: `/{category}/{location}/{item}`, by the place's own (first) category. */
export function placePath(
  place: { friendlyUrl: string; categories: readonly { slug: string }[] },
  zoneSlug: string | undefined,
): string {
  return `/${place.categories[0]?.slug ?? "places"}/${zoneSlug ?? "puerto-vallarta"}/${place.friendlyUrl}`;
}

/** GenericActivityView: `/activities/{location}/{item}`. */
export const activityPath = (zoneSlug: string | undefined, friendlyUrl: string) =>
  `/activities/${zoneSlug ?? "puerto-vallarta"}/${friendlyUrl}`;

/** GenericProviderView for activities: `/activities/providers/{destination}/{provider}`. */
export const providerPath = (zoneSlug: string | undefined, providerSlug: string) =>
  `/activities/providers/${zoneSlug ?? "puerto-vallarta"}/${providerSlug}`;

/** GenericEventView: `/event/{item}`. */
export const eventPath = (friendlyUrl: string) => `/event/${friendlyUrl}`;

/** GenericResortView: `/resort/{item}`. */
export const resortPath = (friendlyUrl: string) => `/resort/${friendlyUrl}`;

/** GenericProviderView for benefits: `/{id}`, the provider's slug at the top level. */
export const benefitProviderPath = (providerSlug: string) => `/${providerSlug}`;
