// Plants other than palms: jungle canopy, agaves, bougainvillea, mangroves, the
// broad huanacaxtle tree and shrubs.

import { leaf } from "./geom.ts";
import { at, between, type Canvas, f, type Pt, pairs, pick, type Rng } from "./svg.ts";

/** Jungle canopy: overlapping round crowns following a ridge line, two tones for texture. */
export function canopy(
  c: Canvas,
  r: Rng,
  line: Pt[],
  size: number,
  tones: string[],
  density = 1,
): void {
  for (const [a, b] of pairs(line)) {
    const n = Math.ceil((Math.hypot(b[0] - a[0], b[1] - a[1]) / size) * density);
    for (let j = 0; j < n; j++) {
      const t = j / n;
      const rad = size * between(r, 0.5, 0.9);
      c.circle(
        a[0] + (b[0] - a[0]) * t + (r() - 0.5) * size * 0.5,
        a[1] + (b[1] - a[1]) * t + rad * 0.5,
        rad,
        pick(r, tones),
      );
    }
  }
}

/** Agave rosette: stiff pointed blades fanning up from the base, darker behind. */
export function agave(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  s: number,
  light: string,
  dark: string,
): void {
  const blades = 13;
  for (const pass of [0, 1]) {
    for (let i = 0; i < blades; i++) {
      if (i % 2 !== pass) continue;
      const a = Math.PI + (i / (blades - 1)) * Math.PI;
      const len =
        s * (0.65 + 0.35 * Math.sin((i / (blades - 1)) * Math.PI)) * between(r, 0.85, 1.05);
      const tip: Pt = [x + Math.cos(a) * len * 1.05, y + Math.sin(a) * len * 0.9];
      c.path(leaf([x, y], tip, s * 0.07, (r() - 0.5) * s * 0.12), pass ? light : dark);
    }
  }
}

/** Bougainvillea cascade: magenta bract clusters over a few leaves. */
export function bougainvillea(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  tones = ["#d42a7b", "#e8469a", "#b51d66"],
): void {
  for (let i = 0; i < (w * h) / 420; i++) {
    const px = x + r() * w;
    const py = y + r() ** 0.7 * h * (1 - Math.abs(px - x - w / 2) / w);
    c.circle(px, py, between(r, 7, 15), r() < 0.15 ? "#3f7a3a" : pick(r, tones));
  }
}

/**
 * Mangrove bank: a continuous low wall of dark foliage standing on arching
 * stilt roots at the waterline `y`, from x0 to x1.
 */
export function mangroves(
  c: Canvas,
  r: Rng,
  x0: number,
  x1: number,
  y: number,
  h: number,
  root: string,
  tones: string[],
): void {
  let d = "";
  for (let x = x0; x < x1; x += h * 0.18) {
    const w = h * between(r, 0.12, 0.22);
    d += `M${f(x)},${f(y)}Q${f(x + w / 2)},${f(y - h * 0.5)} ${f(x + w)},${f(y)}`;
  }
  c.path(d, "none", { stroke: root, "stroke-width": Math.max(2, h * 0.03) });
  for (let x = x0; x < x1; x += h * 0.35)
    c.circle(
      x + r() * h * 0.2,
      y - h * between(r, 0.55, 0.8),
      h * between(r, 0.3, 0.42),
      pick(r, tones),
    );
}

/** Huanacaxtle (parota): short massive trunk, forked limbs, a vast flat-topped crown. */
export function huanacaxtle(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  s: number,
  trunk: string,
  tones: string[],
): void {
  const crownY = y - s * 0.62;
  c.path(
    `M${x - s * 0.09},${y}C${x - s * 0.05},${y - s * 0.25} ${x - s * 0.06},${y - s * 0.35} ${x - s * 0.4},${crownY}` +
      `L${x - s * 0.3},${crownY}C${x - s * 0.06},${y - s * 0.45} ${x},${y - s * 0.45} ${x + s * 0.05},${crownY - s * 0.05}` +
      `L${x + s * 0.12},${crownY}C${x + s * 0.1},${y - s * 0.4} ${x + s * 0.3},${y - s * 0.5} ${x + s * 0.45},${crownY}` +
      `L${x + s * 0.5},${crownY + s * 0.04}C${x + s * 0.2},${y - s * 0.35} ${x + s * 0.08},${y - s * 0.2} ${x + s * 0.11},${y}Z`,
    trunk,
  );
  for (let i = 0; i < 46; i++) {
    const t = r() * 2 - 1;
    const lift = (1 - t * t) * s * 0.2;
    c.circle(
      x + t * s * 0.78,
      crownY - lift * r() - s * 0.02,
      s * between(r, 0.08, 0.16),
      at(tones, i % tones.length),
    );
  }
}

/** Low roadside or dune shrub. */
export function shrub(c: Canvas, r: Rng, x: number, y: number, s: number, tones: string[]): void {
  for (let i = 0; i < 6; i++)
    c.circle(
      x + (r() - 0.5) * s * 1.6,
      y - r() * s * 0.5,
      s * between(r, 0.35, 0.6),
      at(tones, i % tones.length),
    );
}
