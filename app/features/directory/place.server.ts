import { CATALOG, SYS_ITEM_TYPE } from "../../../core/constants.ts";
import type { Place } from "../../../core/contract/place.ts";
import { type Lang, stripLangPrefix } from "../../../core/i18n.ts";
import { placePath } from "../../../core/urls.ts";
import type { Services } from "../../lib/context.server.ts";
import { ensureCanonical, found, goneOrMoved, reviewsOf } from "../detail/load.server.ts";
import { placeCard, zoneSlugMap } from "./cards.ts";

/**
 * The place category a page's path names, in English words (`/es/restaurantes/…` names
 * `restaurants`), or null when it is no place path: not three segments once the language is off
 * (`/es/restaurants/downtown` matches the English pattern too), or a first segment that is no
 * category of the directory, now or before it was renamed. The categories are read from the
 * database (cached until the content changes), so one added there has its pages without a
 * rebuild (decision 052).
 */
export async function placeCategoryOf(services: Services, lang: Lang, pathname: string) {
  const [, slug = "", ...rest] = stripLangPrefix(pathname).split("/");
  if (rest.length !== 2) return null;
  const categories = await services.dependantFields.categories(CATALOG.places, lang);
  if (categories.some((category) => category.slug === slug)) return slug;
  // A renamed category's old slug is still a place path: the place's page sends it to the
  // place's address now for good (ensureCanonical, decision 109).
  return (await services.records.categoryMovedTo(CATALOG.places, slug)) ? slug : null;
}

/**
 * GenericDirectoryView (spec §2): `/{category}/{location}/{item}`. `requested` is the path asked
 * for, built from the params (a client navigation's data request ends in `.data`).
 */
export async function placeData(
  services: Services,
  lang: Lang,
  item: string,
  requested: string,
  /** An editor's preview (issue 15): this item by id, published or not, at any path. */
  draftId?: number,
) {
  const { places, dependantFields } = services;
  const zones = await dependantFields.zones(lang);
  const slugs = zoneSlugMap(zones);
  const pathOf = (place: Place) =>
    placePath(place, place.zoneID === null ? undefined : slugs.get(place.zoneID));
  const place =
    draftId !== undefined
      ? found(await places.draft(lang, draftId))
      : ((await places.find(lang, item)) ??
        (await goneOrMoved(services, CATALOG.places, item, lang, async (slug) => {
          const moved = await places.find(lang, slug);
          return moved ? pathOf(moved) : null;
        })));
  const path = pathOf(place);
  if (draftId === undefined) ensureCanonical(requested, path, lang);
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
