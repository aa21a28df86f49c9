// This module is the maps' lazy chunk: only MapExplorer imports it, with a dynamic import() after
// hydration, so Leaflet (which touches `window` when imported) never runs on the server and
// neither it nor its CSS is part of any page's initial JavaScript or CSS.
import "leaflet/dist/leaflet.css";
import "./leaflet-map.css";
import * as L from "leaflet";
import { useEffect, useRef } from "react";
import type { LatLng, MapItem, MapTiles } from "./items.ts";
import { declutter } from "./labels.ts";
import { isActivationKey, type Selection } from "./selection.ts";
import type { OpenCard } from "./useMapSelection.ts";
import { type Extent, escapeHtml, type FitPoint, fitView, type ViewOptions } from "./view.ts";

/**
 * A booth's marker, our own art (decision 137): a pin in the site's lagoon teal (coral when its
 * card is open, leaflet-map.css) with the booth's number in a white disc, its tip on the point.
 */
const PIN_SIZE: [number, number] = [32, 42];
function boothPin(number: number): string {
  return (
    `<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">` +
    `<path class="marea-pin-body" d="M16 41C16 41 2 25 2 15.5a14 14 0 0 1 28 0C30 25 16 41 16 41Z"/>` +
    `<circle cx="16" cy="15.5" r="9.5" fill="#fff"/>` +
    `<text x="16" y="20" text-anchor="middle">${number}</text></svg>`
  );
}

/** On wide screens the card sits over the map's left side (MapCard: w-80 and 0.75rem insets). */
const CARD_OVERLAY_PX = 344;
const WIDE = "(min-width: 64rem)";

const ZONE_STYLE = {
  tiles: { color: "#0f6478", weight: 1.5, fillColor: "#f2a541", fillOpacity: 0.2 },
  plain: { color: "#8a7a5e", weight: 1.2, fillColor: "#f4ede2", fillOpacity: 1 },
  hover: { weight: 3 },
  selected: { color: "#c2410c", weight: 3, fillColor: "#e4572e", fillOpacity: 0.35 },
} as const;

type Entry = {
  item: MapItem;
  marker: L.Marker;
  polygon: L.Polygon | null;
  element: HTMLElement | null;
};

export type LeafletCanvasProps = {
  items: MapItem[];
  tiles: MapTiles | null;
  view: ViewOptions;
  /** Shapes drawn faintly under booth pins when there are no tiles (the zones), for bearings. */
  backdrop: LatLng[][];
  selection: Selection;
  onOpen: OpenCard;
  /** The map's accessible name (its container is a focusable region: arrow keys pan it). */
  label: string;
  zoomInTitle: string;
  zoomOutTitle: string;
};

/**
 * The interactive map: zone polygons with a label each, or booth markers. Labels and markers
 * are keyboard buttons (Tab, then Enter or Space); clicking a label, a marker or a polygon opens
 * its card through `onOpen`. The open card's item is highlighted and brought into view.
 */
export function LeafletCanvas({
  items,
  tiles,
  view,
  backdrop,
  selection,
  onOpen,
  label,
  zoomInTitle,
  zoomOutTitle,
}: LeafletCanvasProps) {
  const containerRef = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const entriesRef = useRef(new Map<number, Entry>());
  const selectedRef = useRef<number | null>(selection.id);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const entries = entriesRef.current;
    // The first view keeps clear of where the card opens on wide screens, unless that would
    // cost zoom: the spec's zoom comes first (the card then covers the bay's west end).
    const points = fitPoints(container, items);
    const [width, height] = [container.clientWidth, container.clientHeight];
    const besideCard = { ...view.padding, left: view.padding.left + overlay() };
    const plain = fitView(points, view, width, height);
    const beside = fitView(points, { ...view, padding: besideCard }, width, height);
    const [first, padding] =
      beside.zoom >= plain.zoom ? [beside, besideCard] : [plain, view.padding];
    const map = L.map(container, {
      center: [first.center.lat, first.center.lng],
      zoom: first.zoom,
      zoomSnap: 0.1,
      zoomDelta: 0.5,
      // The page scrolls under the wheel; the buttons, keys, pinch and double-click still zoom.
      scrollWheelZoom: false,
      zoomControl: false,
    });
    mapRef.current = map;
    L.control.zoom({ position: "topright", zoomInTitle, zoomOutTitle }).addTo(map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    if (tiles) {
      L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(
        map,
      );
    }
    const baseStyle = tiles ? ZONE_STYLE.tiles : ZONE_STYLE.plain;
    if (!tiles) {
      for (const shape of backdrop) {
        L.polygon(
          shape.map((p) => [p.lat, p.lng] as [number, number]),
          { ...ZONE_STYLE.plain, weight: 0.8, interactive: false },
        ).addTo(map);
      }
    }

    for (const item of items) {
      const latLng = L.latLng(item.point.lat, item.point.lng);
      const isZone = item.path !== null;
      let marker: L.Marker;
      if (isZone) {
        const text = document.createElement("span");
        text.textContent = item.name;
        marker = L.marker(latLng, {
          // No size: the label is as wide as its name and CSS centres it on the point.
          icon: L.divIcon({ className: "marea-map-label", html: text, iconSize: undefined }),
          keyboard: true,
          riseOnHover: true,
        });
      } else {
        marker = L.marker(latLng, {
          icon: L.divIcon({
            className: "marea-booth-pin",
            html: boothPin(item.number ?? 0),
            iconSize: PIN_SIZE,
            iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
          }),
          keyboard: true,
          riseOnHover: true,
        });
      }
      const polygon = item.path
        ? L.polygon(
            item.path.map((p) => [p.lat, p.lng] as [number, number]),
            // The class names the shape for tests and styles; SVG shapes have no accessible name.
            { ...baseStyle, className: `marea-zone marea-zone-${item.id}` },
          ).addTo(map)
        : null;
      marker.addTo(map);
      const element = marker.getElement() ?? null;
      // Leaflet makes a keyboard marker a button; a booth's is named by its number and name.
      if (!isZone) element?.setAttribute("aria-label", `${item.number}. ${item.name}`);
      const entry: Entry = { item, marker, polygon, element };
      entries.set(item.id, entry);

      const open = (viaKeyboard: boolean) =>
        onOpen(item.id, { source: "map", opener: entry.element, viaKeyboard });
      marker.on("click", () => open(false));
      polygon?.on("click", () => open(false));
      polygon?.on("mouseover", () => {
        if (selectedRef.current !== item.id) polygon.setStyle(ZONE_STYLE.hover);
      });
      polygon?.on("mouseout", () => {
        if (selectedRef.current !== item.id) polygon.setStyle(baseStyle);
      });
      element?.addEventListener("keydown", (event) => {
        if (!isActivationKey(event)) return;
        event.preventDefault();
        event.stopPropagation();
        open(true);
      });
      // Tabbing to a label or marker outside the view (or under the open card) brings it in.
      element?.addEventListener("focus", () =>
        ensureVisible(map, latLng, selectedRef.current !== null),
      );
    }
    paint(entries, selectedRef.current, baseStyle);
    const onZoom = () => {
      spread(map, entries);
      // The zoom, for tests and for anyone checking the spec's MAP_ZOOM.
      container.dataset.zoom = String(Math.round(map.getZoom() * 1000) / 1000);
    };
    onZoom();
    map.on("zoomend", onZoom);
    recentre(map, container, entries, padding);

    return () => {
      map.remove();
      mapRef.current = null;
      entries.clear();
    };
  }, [items, tiles, view, backdrop, onOpen, zoomInTitle, zoomOutTitle]);

  useEffect(() => {
    selectedRef.current = selection.id;
    const map = mapRef.current;
    if (!map) return;
    const entries = entriesRef.current;
    paint(entries, selection.id, tiles ? ZONE_STYLE.tiles : ZONE_STYLE.plain);
    const entry = selection.id === null ? undefined : entries.get(selection.id);
    if (!entry) return;
    const at = L.latLng(entry.item.point.lat, entry.item.point.lng);
    if (selection.source === "list") centreOn(map, at);
    else ensureVisible(map, at, true);
  }, [selection, tiles]);

  return (
    <section ref={containerRef} aria-label={label} className="marea-map absolute inset-0 z-0" />
  );
}

/** A booth's pin (boothPin): 32 × 42 px, its tip on the point. */
const PIN: Extent = { top: PIN_SIZE[1], right: PIN_SIZE[0] / 2, bottom: 0, left: PIN_SIZE[0] / 2 };

/** What the first view must show: each zone's label (measured as it will be drawn) or pin. */
function fitPoints(container: HTMLElement, items: MapItem[]): FitPoint[] {
  const probe = document.createElement("span");
  probe.className = "marea-map-label";
  probe.style.position = "absolute";
  probe.style.visibility = "hidden";
  container.append(probe);
  const points = items.map((item): FitPoint => {
    if (item.path === null) return { ...item.point, extent: PIN };
    probe.textContent = item.name;
    const { width, height } = probe.getBoundingClientRect();
    const [x, y] = [width / 2, height / 2];
    return { ...item.point, extent: { top: y, right: x, bottom: y, left: x } };
  });
  probe.remove();
  return points;
}

/**
 * Moves labels and pins apart where they would cover each other at this zoom (labels.ts), so
 * each stays its own target; run again after every zoom, always from the true positions.
 */
function spread(map: L.Map, entries: Map<number, Entry>): void {
  const shown = [...entries.values()].filter((entry) => entry.element);
  const boxes = shown.map(({ item, polygon, element }) => {
    const at = map.latLngToLayerPoint([item.point.lat, item.point.lng]);
    const [width, height] = [element?.offsetWidth ?? 0, element?.offsetHeight ?? 0];
    // A label is centred on its point; a pin stands on it.
    return { x: at.x, y: polygon ? at.y : at.y - height / 2, width, height };
  });
  declutter(boxes).forEach(({ dx, dy }, i) => {
    const entry = shown[i];
    if (!entry) return;
    const at = map.latLngToLayerPoint([entry.item.point.lat, entry.item.point.lng]);
    entry.marker.setLatLng(map.layerPointToLatLng(at.add([dx, dy])));
  });
}

/** Centres what is drawn, as spread apart, in the padded box: pins and labels take room. */
function recentre(
  map: L.Map,
  container: HTMLElement,
  entries: Map<number, Entry>,
  padding: Extent,
): void {
  const frame = container.getBoundingClientRect();
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { element } of entries.values()) {
    if (!element) continue;
    const box = element.getBoundingClientRect();
    [x0, y0] = [Math.min(x0, box.left - frame.left), Math.min(y0, box.top - frame.top)];
    [x1, y1] = [Math.max(x1, box.right - frame.left), Math.max(y1, box.bottom - frame.top)];
  }
  if (x0 > x1) return;
  const middle = [
    (padding.left + frame.width - padding.right) / 2,
    (padding.top + frame.height - padding.bottom) / 2,
  ] as const;
  map.panBy([(x0 + x1) / 2 - middle[0], (y0 + y1) / 2 - middle[1]], { animate: false });
}

function paint(
  entries: Map<number, Entry>,
  selectedId: number | null,
  baseStyle: L.PathOptions,
): void {
  for (const [id, { polygon, marker, element }] of entries) {
    const selected = id === selectedId;
    polygon?.setStyle(selected ? ZONE_STYLE.selected : baseStyle);
    if (selected) polygon?.bringToFront();
    marker.setZIndexOffset(selected ? 1000 : 0);
    element?.classList.toggle("is-selected", selected);
  }
}

function overlay(): number {
  return window.matchMedia(WIDE).matches ? CARD_OVERLAY_PX : 0;
}

function animate(): boolean {
  return !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Pans so the point sits in the middle of the part of the map the card doesn't cover. */
function centreOn(map: L.Map, at: L.LatLng): void {
  const size = map.getSize();
  const left = overlay();
  const middle = L.point(left + (size.x - left) / 2, size.y / 2);
  map.panBy(map.latLngToContainerPoint(at).subtract(middle), { animate: animate() });
}

/** Pans only if the point is outside the view, or under the card when one is open. */
function ensureVisible(map: L.Map, at: L.LatLng, cardOpen: boolean): void {
  map.panInside(at, {
    paddingTopLeft: [(cardOpen ? overlay() : 0) + 48, 56],
    paddingBottomRight: [56, 32],
    animate: animate(),
  });
}
