import { CATALOG, SYS_ITEM_TYPE } from "../../../core/constants.ts";
import type { Lang } from "../../../core/i18n.ts";
import { placePath } from "../../../core/urls.ts";
import type { Services } from "../../lib/context.server.ts";
import { ensureCanonical, found, reviewsOf } from "../detail/load.server.ts";
import { placeCard, zoneSlugMap } from "./cards.ts";

/**
 * Whether `/{slug}/…` is a place page: the directory's categories are read from the database
 * (cached until the content changes), so one added there has its pages without a rebuild.
 */
export async function isPlaceCategory(services: Services, lang: Lang, slug: string) {
  const categories = await services.dependantFields.categories(CATALOG.places, lang);
  return categories.some((category) => category.slug === slug);
}

/**
 * GenericDirectoryView (spec §2): `/{category}/{location}/{item}`. `requested` is the path asked
 * for, built from the params (a client navigation's data request ends in `.data`).
 */
export async function placeData(services: Services, lang: Lang, item: string, requested: string) {
  const { places, dependantFields } = services;
  const place = found(await places.find(lang, item));
  const zones = await dependantFields.zones(lang);
  const slugs = zoneSlugMap(zones);
  const path = placePath(place, place.zoneID === null ? undefined : slugs.get(place.zoneID));
  ensureCanonical(requested, path, lang);
  const [{ reviews, rating }, nearby] = await Promise.all([
    reviewsOf(services, SYS_ITEM_TYPE.places, place.id),
    places.nearby(lang, place),
  ]);
  return {
    place,
    path,
    zones: zones.map(({ id, name, path }) => ({ id, name, path })),
    reviews,
    rating,
    nearby: nearby.map((item) => placeCard(item, slugs)),
  };
}

export type PlaceData = Awaited<ReturnType<typeof placeData>>;
