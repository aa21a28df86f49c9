import type { Booth } from "../../../core/contract/booth.ts";
import type { LatLng } from "../../../core/contract/common.ts";
import type { Zone } from "../../../core/contract/dependant-fields.ts";

export type { LatLng };

/** The site's tile layer (root loader data `site.mapTiles`); null draws the map without tiles. */
export type MapTiles = { url: string; attribution: string };

/** What both maps show for one zone or booth: a place on the map, a card, a list entry. */
export type MapItem = {
  id: number;
  name: string;
  description: string;
  /** An `/img/...` path for `Picture`, or null. */
  picture: string | null;
  /** Where its label (zone) or marker (booth) goes. */
  point: LatLng;
  /** A zone's polygon; null for booths. */
  path: LatLng[] | null;
  /** A booth's 'Open in google Maps' link; null for zones. */
  url: string | null;
  /** A zone's places in the directory (issue 9: the card leads on); null for booths. */
  placesPath: string | null;
  /** A booth's number, from 1 in the list's order, on its marker and its list entry; null for zones. */
  number: number | null;
};

export function zoneItems(zones: readonly Zone[]): MapItem[] {
  return zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    description: zone.description,
    picture: zone.picture,
    point: zone.center,
    path: zone.path.length >= 3 ? zone.path : null,
    url: null,
    placesPath: zonePlacesPath(zone.slug),
    number: null,
  }));
}

export function boothItems(booths: readonly Booth[]): MapItem[] {
  return booths.map((booth, i) => ({
    id: booth.id,
    name: booth.name,
    description: booth.description,
    picture: booth.picture,
    point: booth.position,
    path: null,
    url: booth.url,
    placesPath: null,
    number: i + 1,
  }));
}

/** The directory filtered by one zone: where a zone's card, on the map or on Home, leads. */
export function zonePlacesPath(zoneSlug: string): string {
  return `/directory/search?${new URLSearchParams({ zone: zoneSlug })}`;
}
