import type { Place } from "../../../core/contract/place.ts";
import { placePath } from "../../../core/urls.ts";
import type { CardData } from "../../components/ItemCard.tsx";

/** A place as a card; zones are looked up by id so its URL carries the zone's slug. */
export function placeCard(place: Place, zoneSlugs: ReadonlyMap<number, string>): CardData {
  return {
    id: place.id,
    savable: true,
    href: placePath(place, place.zoneID === null ? undefined : zoneSlugs.get(place.zoneID)),
    title: place.name,
    pictureUrl: place.pictureUrl,
    kicker: place.categories[0]?.name ?? null,
    summary: place.shortdescription,
    meta: place.zone ? [place.zone] : [],
  };
}

export function zoneSlugMap(zones: readonly { id: number; slug: string }[]): Map<number, string> {
  return new Map(zones.map((zone) => [zone.id, zone.slug]));
}
