// The outline editor's lazy chunk (decision 106): only the record form imports it, with a
// dynamic import() after hydration, so Leaflet never runs on the server nor loads on pages
// that don't edit a zone.
import "leaflet/dist/leaflet.css";
import "../maps/leaflet-map.css";
import * as L from "leaflet";
import { useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import type { LatLng } from "../../../core/records.ts";
import type { RootData } from "../../lib/root-data.ts";
import { escapeHtml } from "../maps/view.ts";

/** Puerto Vallarta's bay, where a map with no outline yet opens. */
const BAY: [number, number] = [20.62, -105.23];

/**
 * The zone's outline on the map: a polygon with a handle (a draggable marker) per point.
 * Dragging a handle or clicking the map (a new point after the last) calls `onChange` with the
 * new points; new `points` from the textarea redraw it.
 */
export default function OutlineMap({
  points,
  onChange,
}: {
  points: LatLng[];
  onChange: (points: [number, number][]) => void;
}) {
  const tiles = useRouteLoaderData<RootData>("root")?.site.mapTiles ?? null;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const pointsRef = useRef(points);
  pointsRef.current = points;
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { center: BAY, zoom: 13, scrollWheelZoom: false });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    if (tiles) {
      L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(
        map,
      );
    }
    layerRef.current = L.layerGroup().addTo(map);
    map.on("click", (event: L.LeafletMouseEvent) => {
      const next = [
        ...pointsRef.current.map(([lat, lng]) => [lat, lng] as [number, number]),
        [round(event.latlng.lat), round(event.latlng.lng)] as [number, number],
      ];
      changeRef.current(next);
    });
    mapRef.current = map;
    if (pointsRef.current.length > 0) {
      map.fitBounds(L.latLngBounds(pointsRef.current.map(([lat, lng]) => [lat, lng])), {
        padding: [24, 24],
      });
    }
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tiles]);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    layer.clearLayers();
    if (points.length === 0) return;
    const ring = points.map(([lat, lng]) => [lat, lng] as [number, number]);
    L.polygon(ring, { color: "#0b5f8a", weight: 2, fillOpacity: 0.15, interactive: false }).addTo(
      layer,
    );
    points.forEach(([lat, lng], index) => {
      const handle = L.marker([lat, lng], {
        draggable: true,
        keyboard: false,
        icon: L.divIcon({ className: "records-handle", iconSize: [14, 14] }),
      });
      handle.on("dragend", () => {
        const at = handle.getLatLng();
        const next = pointsRef.current.map(
          ([a, b], i) =>
            (i === index ? [round(at.lat), round(at.lng)] : [a, b]) as [number, number],
        );
        changeRef.current(next);
      });
      handle.addTo(layer);
    });
  }, [points]);

  return <div ref={containerRef} className="records-map" />;
}

/** Six decimals: about 10 cm, more than a zone's outline needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
