import { useMemo } from "react";
import { MAP_ZOOM } from "../../../core/constants.ts";
import type { Zone } from "../../../core/contract/dependant-fields.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import { type MapTiles, zoneItems } from "./items.ts";
import type { HeadingLevel } from "./MapCard.tsx";
import { MapExplorer } from "./MapExplorer.tsx";

needMessages("about");

/**
 * The first view: every zone's label in sight at the spec's zoom 11.3 where the map is big
 * enough (the 42rem map from 1024 px up; there the card, when open, covers the bay's west end).
 * A phone's map is too narrow for the bay at 11.3, so it zooms out just enough to show all the
 * labels (9.9 at 375 px), and labels that would pile up in town are moved apart (labels.ts).
 */
const VIEW = {
  maxZoom: MAP_ZOOM.zones,
  minZoom: MAP_ZOOM.zones - 1.5,
  // The bottom keeps clear of the attribution line.
  padding: { top: 12, right: 12, bottom: 32, left: 12 },
} as const;

/**
 * Spec §2 "A map by zones": the zones' polygons, each with its name as a label; clicking a zone
 * or its label (or choosing it in the list beside the map, or Tab and Enter on its label) opens a
 * closable card with its picture, name and description.
 *
 * `tiles`: leave it out to use the site's tile layer (root loader data `site.mapTiles`); pass
 * null to draw without tiles. `headingLevel` is the card's heading (default 3, under the page's
 * section heading). Leaflet loads in its own chunk once the map nears the viewport (MapExplorer).
 */
export function ZonesMap({
  zones,
  tiles,
  headingLevel = 3,
}: {
  zones: Zone[];
  tiles?: MapTiles | null;
  headingLevel?: HeadingLevel;
}) {
  const t = useT();
  const items = useMemo(() => zoneItems(zones), [zones]);
  return (
    <MapExplorer
      items={items}
      tiles={tiles}
      view={VIEW}
      headingLevel={headingLevel}
      mapLabel={t("maps.zonesMap")}
      listLabel={t("maps.zonesList")}
      zoomInTitle={t("maps.zoomIn")}
      zoomOutTitle={t("maps.zoomOut")}
    />
  );
}
