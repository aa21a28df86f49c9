// Sky primitives: gradient skies, poster suns, moons, stars, clouds and seabirds.

import { between, type Canvas, H, type Rng, S, type Stop, W } from "./svg.ts";

/** Full-bleed sky with a vertical gradient (top colour first). */
export function sky(c: Canvas, stops: Stop[], bottom = H): void {
  c.rect(0, 0, W, bottom, c.lin(stops));
}

/** Poster sun: solid disc inside soft concentric halos (flat bands, not a blur). */
export function sun(c: Canvas, x: number, y: number, r: number, core: string, halo: string): void {
  c.circle(
    x,
    y,
    r * 4,
    c.rad([
      [0, halo, 0.55],
      [0.5, halo, 0.18],
      [1, halo, 0],
    ]),
  );
  for (const [k, o] of [
    [2.1, 0.12],
    [1.55, 0.18],
  ] as const)
    c.circle(x, y, r * k, halo, { opacity: o });
  c.circle(x, y, r, core);
}

/** Moon with a gentle glow; `phase` > 0 cuts a crescent with the sky colour. */
export function moon(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  skyColour: string,
  phase = 0,
): void {
  c.circle(x, y, r * 3.2, c.rad(S("0 #fdf6da 0.35, 1 #fdf6da 0")));
  c.circle(x, y, r, "#fbf3d5");
  if (phase > 0) c.circle(x + r * phase, y - r * 0.3, r * 0.95, skyColour);
  else
    for (const [dx, dy, k] of [
      [-0.3, -0.2, 0.22],
      [0.25, 0.3, 0.15],
      [0.35, -0.35, 0.1],
    ] as const)
      c.circle(x + dx * r, y + dy * r, r * k, "#efe2b8");
}

export function stars(c: Canvas, r: Rng, n: number, bottom: number, colour = "#fff8e0"): void {
  for (let i = 0; i < n; i++) {
    c.circle(r() * W, r() ** 1.6 * bottom, between(r, 0.8, 2.6), colour, {
      opacity: between(r, 0.35, 0.95),
    });
  }
}

/** Flat poster cloud: a row of overlapping circles on a rounded base. */
export function cloud(c: Canvas, x: number, y: number, w: number, fill: string, opacity = 1): void {
  const h = w * 0.22;
  c.group({ fill, opacity }, () => {
    c.rect(x - w / 2, y - h / 2, w, h, fill, { rx: h / 2 });
    c.circle(x - w * 0.18, y - h * 0.45, h * 0.8, fill);
    c.circle(x + w * 0.1, y - h * 0.7, h * 1.05, fill);
    c.circle(x + w * 0.33, y - h * 0.3, h * 0.6, fill);
  });
}

/** Long thin streak clouds typical of a tropical sunset. */
export function streak(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  opacity = 0.6,
): void {
  c.rect(x - w / 2, y - h / 2, w, h, fill, { rx: h / 2, opacity });
}

/** Seabirds as simple gull wing strokes. */
export function birds(
  c: Canvas,
  r: Rng,
  n: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  colour: string,
  size = 14,
): void {
  for (let i = 0; i < n; i++) {
    const x = between(r, x0, x1);
    const y = between(r, y0, y1);
    const s = size * between(r, 0.6, 1.2);
    c.path(
      `M${x - s},${y - s * 0.3}Q${x - s * 0.5},${y - s * 0.6} ${x},${y}Q${x + s * 0.5},${y - s * 0.6} ${x + s},${y - s * 0.3}`,
      "none",
      { stroke: colour, "stroke-width": Math.max(2, s * 0.18), "stroke-linecap": "round" },
    );
  }
}
