// Jungle pieces: framing fronds and banana leaves, trunks with vines, a waterfall over a
// rock face, wading egrets, parrots, a zip-liner on the cable and hatchling turtles.

import { leaf } from "./geom.ts";
import { between, type Canvas, f, type Pt, type Rng } from "./svg.ts";

/** Big leaves fanning in from a corner or edge point, framing the picture. */
export function fronds(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  n: number,
  reach: number,
  from: number,
  to: number,
  tones: string[],
): void {
  for (let i = 0; i < n; i++) {
    const a = from + ((to - from) * i) / Math.max(1, n - 1) + between(r, -0.1, 0.1);
    const len = reach * between(r, 0.7, 1.05);
    const tip: Pt = [x + Math.cos(a) * len, y + Math.sin(a) * len];
    c.path(
      leaf([x, y], tip, len * between(r, 0.12, 0.2), len * between(r, -0.1, 0.1)),
      tones[i % tones.length] ?? "#2f6a3a",
    );
  }
}

/** Tree trunks rising out of frame, with a looping vine or two. */
export function trunks(
  c: Canvas,
  r: Rng,
  xs: number[],
  base: number,
  colour: string,
  vine: string,
): void {
  for (const x of xs) {
    const w = between(r, 30, 70);
    c.path(
      `M${f(x - w / 2)},${base}C${f(x - w * 0.3)},${base - 300} ${f(x - w * 0.6)},${base - 600} ${f(x - w * 0.2)},-20H${f(x + w * 0.4)}C${f(x + w * 0.2)},${base - 600} ${f(x + w * 0.6)},${base - 300} ${f(x + w / 2)},${base}Z`,
      colour,
    );
    if (r() < 0.6)
      c.path(
        `M${f(x)},${f(between(r, 50, 200))}Q${f(x + between(r, -200, 200))},${f(between(r, 300, 500))} ${f(x + between(r, -60, 60))},${f(between(r, 500, 700))}`,
        "none",
        { stroke: vine, "stroke-width": 6 },
      );
  }
}

/** Waterfall pouring from `top` into a pool at `bottom`: sheets of white and a foam base. */
export function waterfall(
  c: Canvas,
  r: Rng,
  x: number,
  top: number,
  bottom: number,
  w: number,
  water: string,
): void {
  c.path(
    `M${x - w / 2},${top}Q${x - w * 0.6},${(top + bottom) / 2} ${x - w * 0.7},${bottom}H${x + w * 0.7}Q${x + w * 0.6},${(top + bottom) / 2} ${x + w / 2},${top}Z`,
    water,
  );
  for (let i = 0; i < 9; i++) {
    const dx = between(r, -0.45, 0.45) * w;
    c.path(
      `M${f(x + dx)},${top + between(r, 0, 60)}L${f(x + dx * 1.3)},${bottom - between(r, 0, 60)}`,
      "none",
      {
        stroke: "#ffffff",
        "stroke-width": between(r, 4, 12),
        opacity: 0.6,
        "stroke-linecap": "round",
      },
    );
  }
  for (let i = 0; i < 12; i++)
    c.circle(
      x + between(r, -0.9, 0.9) * w,
      bottom + between(r, -30, 10),
      between(r, 24, 50),
      "#ffffff",
      { opacity: 0.75 },
    );
  c.ellipse(x, bottom - 30, w * 1.6, 60, "#ffffff", { opacity: 0.2 });
}

/** Zip-liner hanging from a pulley on the cable at (x, y), legs forward, sitting in a harness. */
export function zipliner(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  ink: string,
  helmet: string,
): void {
  c.rect(x - s * 0.06, y - s * 0.02, s * 0.12, s * 0.08, "#8a8a90", { rx: s * 0.02 });
  c.line(
    [
      [x, y + s * 0.05],
      [x - s * 0.04, y + s * 0.4],
    ],
    ink,
    s * 0.02,
  );
  c.line(
    [
      [x, y + s * 0.05],
      [x + s * 0.04, y + s * 0.42],
    ],
    ink,
    s * 0.02,
  );
  c.path(
    `M${x - s * 0.12},${y + s * 0.42}L${x - s * 0.08},${y + s * 0.75}H${x + s * 0.12}L${x + s * 0.1},${y + s * 0.42}Z`,
    ink,
  );
  c.line(
    [
      [x + s * 0.08, y + s * 0.72],
      [x + s * 0.4, y + s * 0.78],
      [x + s * 0.5, y + s * 1.02],
    ],
    ink,
    s * 0.07,
  );
  c.line(
    [
      [x - s * 0.08, y + s * 0.48],
      [x - s * 0.03, y + s * 0.2],
      [x, y + s * 0.06],
    ],
    ink,
    s * 0.05,
  );
  c.circle(x - s * 0.04, y + s * 0.32, s * 0.08, helmet);
}
