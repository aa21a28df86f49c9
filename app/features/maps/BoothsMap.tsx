import { useMemo } from "react";
import { MAP_ZOOM } from "../../../core/constants.ts";
import type { Booth } from "../../../core/contract/booth.ts";
import type { Zone } from "../../../core/contract/dependant-fields.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import { boothItems, type MapTiles } from "./items.ts";
import type { HeadingLevel } from "./MapCard.tsx";
import { MapExplorer } from "./MapExplorer.tsx";

needMessages("about");

/**
 * The first view fits the booths, which run from the airport to Bucerías: at the spec's zoom
 * 12.5 they span about 420 × 680 px, taller than our map boxes, so the map zooms out just
 * enough to show every pin (12.3 on wide screens, 11.4 at 375 px) and never closer than
 * 12.5. The user can zoom in from there; choosing a booth brings it to the middle.
 */
const VIEW = {
  maxZoom: MAP_ZOOM.booths,
  minZoom: MAP_ZOOM.booths - 1.5,
  // The bottom keeps clear of the attribution line.
  padding: { top: 12, right: 16, bottom: 32, left: 16 },
} as const;

/**
 * Spec §2 "A map of booths with 8 markers": a marker per booth; clicking it (or choosing the booth
 * in the list beside the map, or Tab and Enter on its marker) opens a closable card with its
 * picture, name, description and an 'Open in google Maps' link.
 *
 * `tiles`: leave it out to use the site's tile layer (root loader data `site.mapTiles`); pass
 * null to draw without tiles. `zones` (optional) are drawn faintly under the pins when there is
 * no tile layer, so the pins don't float on an empty sea. `headingLevel` is the card's heading
 * (default 3). Leaflet loads in its own chunk once the map nears the viewport (MapExplorer).
 */
export function BoothsMap({
  booths,
  tiles,
  zones,
  headingLevel = 3,
}: {
  booths: Booth[];
  tiles?: MapTiles | null;
  zones?: Zone[];
  headingLevel?: HeadingLevel;
}) {
  const t = useT();
  const items = useMemo(() => boothItems(booths), [booths]);
  const backdrop = useMemo(() => zones?.map((zone) => zone.path), [zones]);
  return (
    <MapExplorer
      items={items}
      tiles={tiles}
      view={VIEW}
      backdrop={backdrop}
      headingLevel={headingLevel}
      mapLabel={t("maps.boothsMap")}
      listLabel={t("maps.boothsList")}
      zoomInTitle={t("maps.zoomIn")}
      zoomOutTitle={t("maps.zoomOut")}
    />
  );
}
