import { useMemo } from "react";
import type { Zone } from "../../../core/contract/dependant-fields.ts";
import { needMessages } from "../../i18n/index.ts";
import { zoneItems } from "./items.ts";
import { MapExplorer, type MapProps } from "./MapExplorer.tsx";

needMessages("about");

/**
 * Spec §2 "A map by zones": the zones' polygons, each with its name as a label; clicking a zone
 * or its label (or choosing it in the list beside the map, or Tab and Enter on its label) opens a
 * closable card with its picture, name and description.
 *
 * `tiles`: leave it out to use the site's tile layer (root loader data `site.mapTiles`); pass
 * null to draw without tiles. `headingLevel` is the card's heading (default 3, under the page's
 * section heading). Leaflet loads in its own chunk once the map nears the viewport (MapExplorer).
 */
export function ZonesMap({ zones, ...map }: MapProps & { zones: Zone[] }) {
  const items = useMemo(() => zoneItems(zones), [zones]);
  return <MapExplorer kind="zones" items={items} {...map} />;
}
