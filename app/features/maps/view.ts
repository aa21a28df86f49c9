import type { LatLng } from "./items.ts";

// The first view's geometry. Only the lazy map chunk (LeafletCanvas.tsx) imports this module,
// so none of it is in a page's initial JavaScript.

/** Leaflet writes attributions as HTML; ours is configured as plain text. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

/** Pixels around a point or a view: labels are wide, pins stand above their point. */
export type Extent = { top: number; right: number; bottom: number; left: number };

/** A point the first view must show, with what is drawn around it (a label, a pin). */
export type FitPoint = LatLng & { extent?: Extent };

export type ViewOptions = {
  /** The spec's zoom (MAP_ZOOM): the first view never zooms in further than this. */
  maxZoom: number;
  /** On a small screen the map zooms out to fit, but never below this. */
  minZoom: number;
  /** Space kept clear between what is shown and the map's edges. */
  padding: Extent;
};

const NO_EXTENT: Extent = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * The first view of a `width` × `height` map: the largest zoom, from `maxZoom` down in steps
 * of `snap` (Leaflet's zoomSnap) to `minZoom`, at which every point and its extent fit inside
 * the padding (Web Mercator with 256 px tiles, as Leaflet draws), and the centre that puts
 * them in the middle of the padded box. Extents are in screen pixels, so they don't scale.
 */
export function fitView(
  points: readonly FitPoint[],
  { maxZoom, minZoom, padding }: ViewOptions,
  width: number,
  height: number,
  snap = 0.1,
): { center: LatLng; zoom: number } {
  if (points.length === 0) throw new Error("fitView needs at least one point");
  const xs = points.map((p) => projectX(p.lng));
  const ys = points.map((p) => projectY(p.lat));
  const boxAt = (zoom: number) => {
    const scale = 2 ** zoom;
    let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
    points.forEach((point, i) => {
      const extent = point.extent ?? NO_EXTENT;
      const [x, y] = [(xs[i] ?? 0) * scale, (ys[i] ?? 0) * scale];
      [x0, x1] = [Math.min(x0, x - extent.left), Math.max(x1, x + extent.right)];
      [y0, y1] = [Math.min(y0, y - extent.top), Math.max(y1, y + extent.bottom)];
    });
    return { x0, x1, y0, y1 };
  };
  const freeW = width - padding.left - padding.right;
  const freeH = height - padding.top - padding.bottom;
  let zoom = minZoom;
  const steps = Math.max(0, Math.round((maxZoom - minZoom) / snap));
  for (let k = 0; k <= steps; k++) {
    const candidate = Math.max(minZoom, Math.round((maxZoom - k * snap) * 1000) / 1000);
    const box = boxAt(candidate);
    if (box.x1 - box.x0 <= freeW && box.y1 - box.y0 <= freeH) {
      zoom = candidate;
      break;
    }
  }
  const box = boxAt(zoom);
  const scale = 2 ** zoom;
  const cx = (box.x0 - padding.left + box.x1 + padding.right) / 2 / scale;
  const cy = (box.y0 - padding.top + box.y1 + padding.bottom) / 2 / scale;
  return { center: { lat: unprojectY(cy), lng: unprojectX(cx) }, zoom };
}

const TILE = 256;

function projectX(lng: number): number {
  return ((lng + 180) / 360) * TILE;
}
function projectY(lat: number): number {
  const phi = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * TILE;
}
function unprojectX(x: number): number {
  return (x / TILE) * 360 - 180;
}
function unprojectY(y: number): number {
  const n = Math.PI * (1 - (2 * y) / TILE);
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI;
}
