import { CATALOG } from "../../../core/constants.ts";
import type { Lang } from "../../../core/i18n.ts";
import { activityPath, providerPath } from "../../../core/urls.ts";
import type { Services } from "../../lib/context.server.ts";
import { ensureCanonical, found, goneOrMoved, reviewsOf } from "../detail/load.server.ts";
import { zoneSlugMap } from "../directory/cards.ts";
import { withRatings } from "../reviews/ratings.server.ts";
import { activityCard } from "./cards.server.ts";

const MORE_COUNT = 3;

/** GenericActivityView (spec §2): `/activities/{location}/{item}`. */
export async function activityData(
  services: Services,
  lang: Lang,
  params: { location: string; item: string },
  /** An editor's preview (issue 15): this item by id, published or not, at any path. */
  draftId?: number,
) {
  const { activities, dependantFields, providers, site } = services;
  const zones = await dependantFields.zones(lang);
  const slugs = zoneSlugMap(zones);
  const { article, paragraphs, price } =
    draftId !== undefined
      ? found(await activities.draft(lang, draftId))
      : ((await activities.find(lang, params.item)) ??
        (await goneOrMoved(services, CATALOG.activities, params.item, lang, async (slug) => {
          const moved = await activities.find(lang, slug);
          if (!moved) return null;
          const zone = moved.article.zoneID === null ? undefined : slugs.get(moved.article.zoneID);
          return activityPath(zone, moved.article.friendlyUrl);
        })));
  const zoneSlug = article.zoneID === null ? undefined : slugs.get(article.zoneID);
  const path = activityPath(zoneSlug, article.friendlyUrl);
  if (draftId === undefined) {
    ensureCanonical(`/activities/${params.location}/${params.item}`, path, lang);
  }
  const provider =
    article.providerID === null ? undefined : await providers.byId(lang, article.providerID);
  const [{ reviews, rating }, more] = await Promise.all([
    reviewsOf(services, article.sysItemTypeID, article.id),
    provider
      ? activities.search(lang, {
          providerID: provider.id,
          excludeItemId: article.id,
          page: 1,
          pageSize: MORE_COUNT,
        })
      : Promise.resolve({ items: [] }),
  ]);
  return {
    activity: {
      id: article.id,
      title: article.title,
      summary: article.shortDescription,
      paragraphs,
      pictureUrl: article.pictureUrl,
      pictureAlt: article.pictureAlt,
      categories: article.categories,
      zone: article.zone,
      sysItemTypeID: article.sysItemTypeID,
      price,
    },
    path,
    provider: provider
      ? {
          name: provider.name,
          href: providerPath(provider.zoneSlug ?? undefined, provider.slug),
          phone: provider.phone,
          whatsapp: provider.whatsapp,
          website: provider.website,
          email: provider.email,
        }
      : null,
    reviews,
    rating,
    more: await withRatings(
      services,
      more.items.map((item) => activityCard(item, slugs, lang, site.name)),
    ),
  };
}

export type ActivityData = Awaited<ReturnType<typeof activityData>>;
