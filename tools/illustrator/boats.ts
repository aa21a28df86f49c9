// Boats seen side-on: pangas, sailboats, motor yachts and masted yachts at berth.

import { mix } from "./geom.ts";
import type { Canvas } from "./svg.ts";

/** Hull and gunwale-stripe pairs seen on the painted pangas of the bay. */
export const pangaColours: [string, string][] = [
  ["#e0523a", "#f7f3ea"],
  ["#2f86b8", "#f2c21b"],
  ["#f2c21b", "#2a9d8f"],
  ["#2a9d8f", "#ffffff"],
  ["#f7f3ea", "#e0523a"],
];

/**
 * Panga: the open fibreglass fishing skiff of the bay, high bow, painted
 * hull with a contrasting gunwale stripe. `dir` 1 = bow to the right.
 */
export function panga(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  hull: string,
  stripe: string,
  dir = 1,
): void {
  const h = len * 0.16;
  const b = (v: number) => x + v * dir * len;
  c.path(
    `M${b(-0.5)},${y - h}L${b(0.38)},${y - h}Q${b(0.5)},${y - h * 1.35} ${b(0.56)},${y - h * 1.55}` +
      `Q${b(0.46)},${y - h * 0.2} ${b(0.3)},${y}L${b(-0.44)},${y}Z`,
    hull,
  );
  c.path(
    `M${b(-0.5)},${y - h}L${b(0.38)},${y - h}Q${b(0.5)},${y - h * 1.35} ${b(0.56)},${y - h * 1.55}` +
      `L${b(0.53)},${y - h * 1.2}Q${b(0.45)},${y - h * 0.85} ${b(0.36)},${y - h * 0.72}L${b(-0.49)},${y - h * 0.72}Z`,
    stripe,
  );
  c.rect(
    Math.min(b(-0.5), b(-0.44)),
    y - h * 1.05,
    len * 0.06,
    h * 1.05,
    mix(hull, "#000000", 0.25),
  );
}

/** Panga with a small outboard motor and a seated fisherman, for busier beaches. */
export function crewedPanga(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  hull: string,
  stripe: string,
  dir: number,
  crew: string,
): void {
  c.rect(
    x - dir * len * 0.55 - (dir > 0 ? len * 0.06 : 0),
    y - len * 0.28,
    len * 0.06,
    len * 0.18,
    crew,
    { rx: 3 },
  );
  c.circle(x - dir * len * 0.18, y - len * 0.3, len * 0.045, crew);
  c.path(
    `M${x - dir * len * 0.24},${y - len * 0.15}h${dir * len * 0.12}l${-dir * len * 0.02},${-len * 0.1}h${-dir * len * 0.08}Z`,
    crew,
  );
  panga(c, x, y, len, hull, stripe, dir);
}

/** Sailboat: hull, mast, mainsail and jib. Works as a silhouette when all colours match. */
export function sailboat(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  hull: string,
  sail: string,
  jib = sail,
): void {
  c.path(
    `M${x - s * 0.5},${y - s * 0.12}H${x + s * 0.55}L${x + s * 0.4},${y}H${x - s * 0.4}Z`,
    hull,
  );
  c.rect(x - s * 0.02, y - s * 1.25, s * 0.025, s * 1.15, hull);
  c.path(
    `M${x - s * 0.03},${y - s * 1.2}Q${x - s * 0.3},${y - s * 0.6} ${x - s * 0.42},${y - s * 0.18}H${x - s * 0.03}Z`,
    sail,
  );
  c.path(
    `M${x + s * 0.02},${y - s * 1.12}Q${x + s * 0.3},${y - s * 0.55} ${x + s * 0.42},${y - s * 0.18}H${x + s * 0.02}Z`,
    jib,
  );
}

/** Motor yacht: sleek white hull, tinted cabin windows, a flybridge. */
export function yacht(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  hull: string,
  glass: string,
  dir = 1,
): void {
  const b = (v: number) => x + v * dir * len;
  const h = len * 0.12;
  c.path(
    `M${b(-0.5)},${y - h}L${b(0.5)},${y - h * 1.1}Q${b(0.42)},${y - h * 0.2} ${b(0.3)},${y}L${b(-0.48)},${y}Z`,
    hull,
  );
  c.path(
    `M${b(-0.36)},${y - h}L${b(-0.3)},${y - h * 2}L${b(0.12)},${y - h * 2}L${b(0.3)},${y - h}Z`,
    hull,
  );
  c.path(
    `M${b(-0.26)},${y - h * 1.3}L${b(-0.24)},${y - h * 1.75}L${b(0.1)},${y - h * 1.75}L${b(0.22)},${y - h * 1.3}Z`,
    glass,
  );
  c.path(
    `M${b(-0.2)},${y - h * 2}L${b(-0.16)},${y - h * 2.6}L${b(0.02)},${y - h * 2.6}L${b(0.06)},${y - h * 2}Z`,
    hull,
  );
  c.rect(Math.min(b(-0.45), b(0.45)), y - h * 0.62, len * 0.9, h * 0.14, glass);
}

/** Masted yacht at a marina berth: a tall mast with stays and a furled boom. */
export function mastBoat(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  hull: string,
  mast: string,
): void {
  const h = len * 0.13;
  c.path(
    `M${x - len * 0.5},${y - h}H${x + len * 0.5}L${x + len * 0.38},${y}H${x - len * 0.4}Z`,
    hull,
  );
  c.rect(x - len * 0.15, y - h * 1.8, len * 0.3, h * 0.8, hull, { rx: 4 });
  c.line(
    [
      [x, y - h],
      [x, y - len * 1.5],
    ],
    mast,
    3,
  );
  c.line(
    [
      [x - len * 0.45, y - h],
      [x, y - len * 1.45],
      [x + len * 0.48, y - h],
    ],
    mast,
    1,
    { opacity: 0.7 },
  );
  c.line(
    [
      [x, y - h * 2.4],
      [x - len * 0.38, y - h * 2.2],
    ],
    mast,
    5,
  );
}
