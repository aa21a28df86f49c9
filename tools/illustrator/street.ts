// Streets: cobblestones in perspective, festoon lights, papel picado banners and
// house fronts seen in perspective (quads with windows mapped onto them).

import { P } from "./geom.ts";
import { at, type Canvas, f, type Pt, type Rng } from "./svg.ts";

/**
 * Cobblestones on a street receding from the viewer: rows shrink towards the
 * vanishing point. Stones of one tone share a single path whose round-joined
 * stroke softens the corners, which keeps hundreds of stones cheap.
 */
export function cobbles(
  c: Canvas,
  r: Rng,
  nearY: number,
  farY: number,
  nearL: number,
  nearR: number,
  farL: number,
  farR: number,
  tones: string[],
  gap = 5,
  size = 1,
): void {
  const d = tones.map(() => "");
  let y = nearY;
  let row = 0;
  while (y > farY + 2) {
    const t = (nearY - y) / (nearY - farY);
    const k = 1 - t * 0.85;
    const h = 38 * k * size;
    const l = nearL + (farL - nearL) * t;
    const rr = nearR + (farR - nearR) * t;
    const sw = 70 * k * size;
    for (let x = l + (row % 2) * sw * 0.5 - sw * 0.5; x < rr; x += sw) {
      const x0 = Math.max(x, l) + gap * k;
      const x1 = Math.min(x + sw, rr) - gap * k;
      const i = Math.floor(r() * tones.length);
      if (x1 - x0 > 3)
        d[i] +=
          `M${f(x0)},${f(y - h + gap * k)}h${f(x1 - x0)}v${f(h - gap * 2 * k)}h${f(x0 - x1)}z`;
    }
    y -= h;
    row++;
  }
  tones.forEach((tone, i) => {
    c.path(at(d, i), tone, { stroke: tone, "stroke-width": 4, "stroke-linejoin": "round" });
  });
}

/** A sagging festoon of warm bulbs between two points. */
export function stringLights(
  c: Canvas,
  a: Pt,
  b: Pt,
  sag: number,
  wire: string,
  bulb: string,
  n = 14,
): void {
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  c.path(`M${a[0]},${a[1]}Q${mid[0]},${mid[1]} ${b[0]},${b[1]}`, "none", {
    stroke: wire,
    "stroke-width": 2,
  });
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const u = 1 - t;
    const x = u * u * a[0] + 2 * u * t * mid[0] + t * t * b[0];
    const y = u * u * a[1] + 2 * u * t * mid[1] + t * t * b[1];
    c.circle(x, y + 7, 13, bulb, { opacity: 0.25 });
    c.circle(x, y + 7, 5.5, bulb);
  }
}

/** Papel picado: a line of cut-paper flags hanging from a string, each with punched holes. */
export function papelPicado(
  c: Canvas,
  a: Pt,
  b: Pt,
  sag: number,
  colours: string[],
  size: number,
): void {
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  c.path(`M${a[0]},${a[1]}Q${mid[0]},${mid[1]} ${b[0]},${b[1]}`, "none", {
    stroke: "#f4ead8",
    "stroke-width": 2,
  });
  const n = Math.max(3, Math.floor(Math.hypot(b[0] - a[0], b[1] - a[1]) / (size * 1.15)));
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const u = 1 - t;
    const x = u * u * a[0] + 2 * u * t * mid[0] + t * t * b[0];
    const y = u * u * a[1] + 2 * u * t * mid[1] + t * t * b[1];
    const w = size;
    const h = size * 1.2;
    // Flag with a zigzag bottom edge and a few diamond cut-outs (drawn with evenodd holes).
    const holes = P("0.3,0.35 0.7,0.35 0.5,0.62")
      .map(([hx, hy]) => {
        const cx = x - w / 2 + hx * w;
        const cy = y + hy * h;
        const d = w * 0.09;
        return `M${cx},${cy - d}L${cx + d},${cy}L${cx},${cy + d}L${cx - d},${cy}Z`;
      })
      .join("");
    c.path(
      `M${x - w / 2},${y}H${x + w / 2}V${y + h}L${x + w / 4},${y + h * 0.9}L${x},${y + h}L${x - w / 4},${y + h * 0.9}L${x - w / 2},${y + h}Z${holes}`,
      at(colours, i % colours.length),
      { "fill-rule": "evenodd" },
    );
  }
}

/** Quad corners in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Pt, Pt, Pt, Pt];

/** Bilinear point inside a quad: u runs left to right, v top to bottom. */
export function inQuad(q: Quad, u: number, v: number): Pt {
  const top: Pt = [q[0][0] + (q[1][0] - q[0][0]) * u, q[0][1] + (q[1][1] - q[0][1]) * u];
  const bot: Pt = [q[3][0] + (q[2][0] - q[3][0]) * u, q[3][1] + (q[2][1] - q[3][1]) * u];
  return [top[0] + (bot[0] - top[0]) * v, top[1] + (bot[1] - top[1]) * v];
}

/** The sub-quad (u0..u1, v0..v1) of a quad, for windows and doors seen in perspective. */
export function subQuad(q: Quad, u0: number, v0: number, u1: number, v1: number): Pt[] {
  return [inQuad(q, u0, v0), inQuad(q, u1, v0), inQuad(q, u1, v1), inQuad(q, u0, v1)];
}

/**
 * Street façade in perspective: wall, a plinth, and a grid of windows and
 * doors (some lit, which is what makes an evening street feel alive).
 */
export function facade(
  c: Canvas,
  r: Rng,
  q: Quad,
  wall: string,
  plinth: string,
  dark: string,
  lit: string,
  cols: number,
  rows: number,
): void {
  c.poly(q, wall);
  c.poly(subQuad(q, 0, 0.9, 1, 1), plinth);
  c.poly(subQuad(q, 0, 0, 1, 0.03), plinth);
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const u0 = (i + 0.28) / cols;
      const u1 = (i + 0.72) / cols;
      const v0 = 0.12 + (j * 0.78) / rows;
      const v1 = j === rows - 1 ? 0.9 : v0 + 0.42 / rows;
      c.poly(subQuad(q, u0, v0, u1, v1), r() < 0.45 ? lit : dark);
    }
  }
}
