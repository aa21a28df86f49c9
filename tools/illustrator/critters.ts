// Small creatures: wading egrets, parrots, hatchling sea turtles on the sand, reef fish and
// a swimming sea turtle.

import { leaf, mix, smooth } from "./geom.ts";
import { between, type Canvas, f, type Rng } from "./svg.ts";

/** Egret or heron wading, facing `dir`: S-shaped neck, long dagger bill. */
export function egret(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  body: string,
  legs: string,
  dir = 1,
): void {
  const b = (v: number) => x + v * s * dir;
  c.line(
    [
      [b(-0.05), y - s * 0.45],
      [b(-0.08), y],
    ],
    legs,
    s * 0.025,
  );
  c.line(
    [
      [b(0.05), y - s * 0.45],
      [b(0.1), y],
    ],
    legs,
    s * 0.025,
  );
  c.path(
    `M${b(-0.35)},${y - s * 0.62}Q${b(-0.1)},${y - s * 0.78} ${b(0.15)},${y - s * 0.66}Q${b(0.2)},${y - s * 0.48} ${b(0)},${y - s * 0.44}Q${b(-0.2)},${y - s * 0.46} ${b(-0.35)},${y - s * 0.62}Z`,
    body,
  );
  c.path(
    smooth([
      [b(0.12), y - s * 0.64],
      [b(0.24), y - s * 0.82],
      [b(0.14), y - s * 0.96],
      [b(0.2), y - s * 1.08],
    ]),
    "none",
    { stroke: body, "stroke-width": s * 0.05, "stroke-linecap": "round" },
  );
  c.circle(b(0.21), y - s * 1.1, s * 0.045, body);
  c.path(
    `M${b(0.24)},${y - s * 1.12}L${b(0.42)},${y - s * 1.08}L${b(0.24)},${y - s * 1.08}Z`,
    "#e8b83a",
  );
}

/** Parrot perched side-on: green body, red face and long tail. */
export function parrot(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  body: string,
  face: string,
  dir = 1,
): void {
  const b = (v: number) => x + v * s * dir;
  c.path(
    `M${b(-0.05)},${y}L${b(-0.15)},${y + s * 0.9}L${b(0.05)},${y + s * 0.2}Z`,
    mix(body, "#2a4a9a", 0.5),
  );
  c.ellipse(x, y - s * 0.1, s * 0.18, s * 0.32, body);
  c.circle(b(0.05), y - s * 0.42, s * 0.15, face);
  c.path(
    `M${b(0.16)},${y - s * 0.46}q${dir * s * 0.14},${s * 0.04} ${dir * s * 0.02},${s * 0.16}Z`,
    "#f2e6c8",
  );
  c.circle(b(0.08), y - s * 0.46, s * 0.03, "#1a1a20");
  c.path(
    `M${b(-0.12)},${y - s * 0.2}Q${b(-0.24)},${y + s * 0.1} ${b(-0.1)},${y + s * 0.3}`,
    "none",
    { stroke: mix(body, "#f2c21b", 0.4), "stroke-width": s * 0.08, "stroke-linecap": "round" },
  );
}

/** Hatchling sea turtles scattered over wet sand, all heading towards the water (up). */
export function hatchlings(
  c: Canvas,
  r: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  n: number,
  colour: string,
): void {
  let d = "";
  for (let i = 0; i < n; i++) {
    const x = between(r, x0, x1);
    const y = between(r, y0, y1);
    const s = 10 + ((y - y0) / Math.max(1, y1 - y0)) * 14;
    d += `M${f(x)},${f(y - s)}a${f(s * 0.6)},${f(s)} 0 1 0 0.1,0ZM${f(x - s * 1.1)},${f(y - s * 0.6)}l${f(s * 0.8)},${f(s * 0.3)}M${f(x + s * 1.1)},${f(y - s * 0.6)}l${f(-s * 0.8)},${f(s * 0.3)}`;
  }
  c.path(d, colour, { stroke: colour, "stroke-width": 3, "stroke-linecap": "round" });
}

/** Reef fish side-on, facing `dir`, with a stripe. */
export function fish(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  body: string,
  stripe: string,
  dir: number,
): void {
  c.group({ transform: `translate(${x} ${y}) scale(${dir * s} ${s})` }, () => {
    c.path("M-1,0L-1.5,-0.5L-1.4,0L-1.5,0.5Z", body);
    c.ellipse(0, 0, 1, 0.55, body);
    c.path("M-0.2,-0.52Q0,0 -0.2,0.52H0.05Q0.22,0 0.05,-0.52Z", stripe);
    c.circle(0.6, -0.1, 0.1, "#1a1a20");
  });
}

/** Sea turtle seen from above, swimming towards `dir`. */
export function turtle(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  shell: string,
  skin: string,
  dir: number,
): void {
  c.group({ transform: `translate(${x} ${y}) scale(${dir * s} ${s})` }, () => {
    for (const [ax, ay, bx, by] of [
      [0.3, -0.3, 0.8, -0.9],
      [0.3, 0.3, 0.8, 0.9],
      [-0.5, -0.25, -0.8, -0.5],
      [-0.5, 0.25, -0.8, 0.5],
    ] as const)
      c.path(leaf([ax, ay], [bx, by], 0.14), skin);
    c.ellipse(0.85, 0, 0.2, 0.15, skin);
    c.ellipse(0, 0, 0.72, 0.5, shell);
    c.ellipse(0, 0, 0.45, 0.3, mix(shell, "#ffffff", 0.15));
  });
}
