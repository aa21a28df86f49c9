import { redirect } from "react-router";
import { CATALOG, SYS_ITEM_TYPE } from "../../../core/constants.ts";
import type { Place } from "../../../core/contract/place.ts";
import { DEFAULT_LANG, type Lang, localizePath, stripLangPrefix } from "../../../core/i18n.ts";
import { placePath } from "../../../core/urls.ts";
import type { Services } from "../../lib/context.server.ts";
import { ensureCanonical, found, goneOrMoved, reviewsOf } from "../detail/load.server.ts";
import { withRatings } from "../reviews/ratings.server.ts";
import { placeCard, zoneSlugMap } from "./cards.ts";

/**
 * The place category a page's path names, in English words (`/es/restaurantes/…` names
 * `restaurants`), or null when it is no place path: not three segments once the language is off
 * (`/es/restaurants/downtown` matches the English pattern too), or a first segment that is no
 * category of the directory, now or before it was renamed. The categories are read from the
 * database (cached until the content changes), so one added there has its pages without a
 * rebuild (decision 052).
 *
 * `moved`: the path is an old address of the category's places, whose page answers 301 to the
 * place's address now: an English slug it had (decision 109), a Spanish word it had, or in
 * Spanish its English slug where it has a Spanish word (`/es/restaurants/…`, decisions 035, 110).
 */
export async function placeCategoryOf(
  services: Services,
  lang: Lang,
  pathname: string,
): Promise<{ slug: string; moved: boolean } | null> {
  const { dependantFields, records } = services;
  await dependantFields.applyPlaceWords();
  const [, slug = "", ...rest] = stripLangPrefix(pathname).split("/");
  if (rest.length !== 2) return null;
  const categories = await dependantFields.categories(CATALOG.places, lang);
  if (categories.some((category) => category.slug === slug)) {
    if (lang === DEFAULT_LANG) return { slug, moved: false };
    // The segment asked for against the category's Spanish segment now.
    const asked = pathname.split("/")[2]?.toLowerCase();
    const now = localizePath(`/${slug}/-/-`, lang).split("/")[2]?.toLowerCase();
    return { slug, moved: asked !== now };
  }
  // A renamed category's old slug, or in Spanish its old Spanish word, is still a place path:
  // the place's page sends it to the place's address now for good.
  const renamed = await records.categoryMovedTo(CATALOG.places, slug);
  if (renamed) return { slug: renamed, moved: true };
  if (lang === DEFAULT_LANG) return null;
  const reworded = await records.spanishWordMovedTo(slug.toLowerCase());
  return reworded ? { slug: reworded, moved: true } : null;
}

/**
 * GenericDirectoryView (spec §2): `/{category}/{location}/{item}`. `requested` is the path asked
 * for, built from the params (a client navigation's data request ends in `.data`); null when
 * it is an old address of the place's category (`placeCategoryOf`'s `moved`), which answers 301.
 */
export async function placeData(
  services: Services,
  lang: Lang,
  item: string,
  requested: string | null,
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
  if (draftId === undefined && requested === null) throw redirect(localizePath(path, lang), 301);
  if (draftId === undefined && requested !== null) ensureCanonical(requested, path, lang);
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
    nearby: await withRatings(
      services,
      nearby.map((item) => placeCard(item, slugs)),
    ),
  };
}

export type PlaceData = Awaited<ReturnType<typeof placeData>>;
