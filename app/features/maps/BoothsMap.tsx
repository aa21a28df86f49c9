import { useMemo } from "react";
import type { Booth } from "../../../core/contract/booth.ts";
import type { Zone } from "../../../core/contract/dependant-fields.ts";
import { needMessages } from "../../i18n/index.ts";
import { boothItems } from "./items.ts";
import { MapExplorer, type MapProps } from "./MapExplorer.tsx";

needMessages("about");

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
  zones,
  ...map
}: MapProps & { booths: Booth[]; zones?: Zone[] }) {
  const items = useMemo(() => boothItems(booths), [booths]);
  const backdrop = useMemo(() => zones?.map((zone) => zone.path), [zones]);
  return <MapExplorer kind="booths" items={items} backdrop={backdrop} {...map} />;
}
