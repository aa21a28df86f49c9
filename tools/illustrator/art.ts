// Artworks: abstract paintings (drawn in a 100×100 box, then mapped onto a wall, also a
// wall in perspective), sculptures on plinths and gallery track lights.

import { mix, smooth } from "./geom.ts";
import { between, type Canvas, pick, type Rng } from "./svg.ts";

export const palettes = [
  ["#f2b632", "#e0523a", "#2aa39a", "#1d1b2a", "#f4efe2"],
  ["#2f6fb5", "#f4efe2", "#e77fb0", "#f2c21b", "#1d3a5a"],
  ["#7b4fa0", "#f47a1f", "#f4d8a4", "#2a9d8f", "#3a1a2a"],
  ["#c4552f", "#e9c48a", "#3f6a5a", "#f4efe2", "#2a2a30"],
  ["#1a4a6a", "#5fbad0", "#f4efe2", "#e0523a", "#f2d8a4"],
];

/**
 * A framed abstract painting whose box runs from (x, y) w wide and h high; `slope` lifts
 * the right edge by that many pixels, so it sits on a side wall in perspective.
 */
export function painting(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  palette: string[],
  slope = 0,
  frame = "#2a2420",
): void {
  const k = w / 100;
  const pal = palette.slice();
  const paint = () => pick(r, pal);
  c.group(
    {
      transform: `matrix(${k.toFixed(3)} ${(slope / 100).toFixed(3)} 0 ${(h / 100).toFixed(3)} ${x} ${y})`,
    },
    () => {
      c.rect(-4, -4, 108, 108, frame);
      c.rect(0, 0, 100, 100, paint());
      const kind = Math.floor(r() * 6);
      if (kind === 0) {
        c.circle(between(r, 30, 70), 35, 18, paint());
        c.path(`M0,100L0,${between(r, 55, 75)}L35,50L60,78L100,55V100Z`, paint());
      } else if (kind === 1) {
        for (let i = 0; i < 4; i++) c.rect(0, 8 + i * 25, 100, 12, paint(), { opacity: 0.9 });
        c.circle(50, 50, 18, paint());
      } else if (kind === 2) {
        c.rect(10, 10, 80, 80, paint());
        c.rect(22, 22, 56, 56, paint());
        c.rect(34, 34, 32, 32, paint());
      } else if (kind === 3) {
        c.rect(8, 8, 84, 50, paint(), { rx: 4, opacity: 0.9 });
        c.rect(8, 64, 84, 28, paint(), { rx: 4, opacity: 0.9 });
      } else if (kind === 4) {
        for (let i = 0; i < 5; i++)
          c.path(
            smooth([
              [0, 20 + i * 16],
              [30, 12 + i * 16],
              [60, 26 + i * 16],
              [100, 16 + i * 16],
            ]),
            "none",
            { stroke: paint(), "stroke-width": 6 },
          );
      } else {
        c.ellipse(50, 50, 38, 20, paint());
        c.circle(50, 50, 13, paint());
        c.circle(50, 50, 6, "#1d1b2a");
      }
    },
  );
}

/** Plinth: a white block with a shaded side. */
export function plinth(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  face = "#f4f1ea",
): void {
  c.rect(x - w / 2, y - h, w, h, face);
  c.rect(x + w * 0.2, y - h, w * 0.3, h, mix(face, "#000000", 0.1));
  c.ellipse(x, y, w * 0.7, w * 0.08, "#000000", { opacity: 0.12 });
}

export type SculptureKind = "stack" | "ring" | "figure" | "spiral" | "head";
export const sculptureKinds: SculptureKind[] = ["stack", "ring", "figure", "spiral", "head"];

/** A sculpture standing on (x, y), `s` tall: stacked stones, a ring, a slender figure, a spiral, a head. */
export function sculpture(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  s: number,
  kind: SculptureKind,
  colour: string,
): void {
  const lit = mix(colour, "#ffffff", 0.25);
  if (kind === "stack") {
    let yy = y;
    for (const k of [0.34, 0.28, 0.22, 0.15]) {
      const rh = s * k * 0.55;
      c.ellipse(x + between(r, -0.05, 0.05) * s, yy - rh, s * k, rh, colour);
      c.ellipse(x - s * k * 0.3, yy - rh * 1.3, s * k * 0.4, rh * 0.35, lit);
      yy -= rh * 1.9;
    }
  } else if (kind === "ring") {
    c.rect(x - s * 0.05, y - s * 0.2, s * 0.1, s * 0.2, colour);
    c.path(
      `M${x - s * 0.4},${y - s * 0.6}a${s * 0.4},${s * 0.4} 0 1 0 ${s * 0.8},0a${s * 0.4},${s * 0.4} 0 1 0 ${-s * 0.8},0ZM${x - s * 0.24},${y - s * 0.6}a${s * 0.24},${s * 0.24} 0 1 1 ${s * 0.48},0a${s * 0.24},${s * 0.24} 0 1 1 ${-s * 0.48},0Z`,
      colour,
      { "fill-rule": "evenodd" },
    );
  } else if (kind === "figure") {
    c.path(
      `M${x - s * 0.06},${y}L${x - s * 0.02},${y - s * 0.55}Q${x - s * 0.14},${y - s * 0.75} ${x - s * 0.02},${y - s * 0.86}H${x + s * 0.04}Q${x + s * 0.16},${y - s * 0.7} ${x + s * 0.03},${y - s * 0.55}L${x + s * 0.07},${y}Z`,
      colour,
    );
    c.circle(x + s * 0.01, y - s * 0.93, s * 0.06, colour);
    c.path(
      `M${x + s * 0.02},${y - s * 0.8}Q${x + s * 0.25},${y - s * 0.95} ${x + s * 0.3},${y - s * 1.05}`,
      "none",
      { stroke: colour, "stroke-width": s * 0.03, "stroke-linecap": "round" },
    );
  } else if (kind === "spiral") {
    const pts: [number, number][] = [];
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      pts.push([x + Math.sin(t * Math.PI * 3) * s * 0.22 * (1 - t * 0.5), y - t * s]);
    }
    c.path(smooth(pts), "none", {
      stroke: colour,
      "stroke-width": s * 0.07,
      "stroke-linecap": "round",
    });
  } else {
    c.path(
      `M${x - s * 0.2},${y}Q${x - s * 0.12},${y - s * 0.3} ${x - s * 0.25},${y - s * 0.62}Q${x - s * 0.2},${y - s * 1} ${x + s * 0.05},${y - s}Q${x + s * 0.28},${y - s * 0.95} ${x + s * 0.26},${y - s * 0.6}L${x + s * 0.34},${y - s * 0.46}L${x + s * 0.24},${y - s * 0.4}Q${x + s * 0.2},${y - s * 0.2} ${x + s * 0.2},${y}Z`,
      colour,
    );
    c.path(
      `M${x - s * 0.18},${y - s * 0.62}Q${x - s * 0.14},${y - s * 0.92} ${x + s * 0.02},${y - s * 0.94}Q${x - s * 0.1},${y - s * 0.8} ${x - s * 0.1},${y - s * 0.55}Z`,
      lit,
    );
  }
}

/** Ceiling track with spotlights aimed at the walls, casting soft pools of light. */
export function trackLights(
  c: Canvas,
  x0: number,
  x1: number,
  y: number,
  n: number,
  glow: string,
): void {
  c.rect(x0, y - 6, x1 - x0, 10, "#2a2a30");
  for (let i = 0; i < n; i++) {
    const x = x0 + ((i + 0.5) / n) * (x1 - x0);
    c.path(`M${x - 40},${y + 200}L${x - 8},${y + 20}H${x + 8}L${x + 40},${y + 200}Z`, glow, {
      opacity: 0.08,
    });
    c.rect(x - 9, y, 18, 26, "#2a2a30", { rx: 4 });
  }
}
