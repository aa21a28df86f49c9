// Land primitives: mountain ranges with aerial perspective, and smooth rolling hills.

import { landPath, mix, ridge, smooth } from "./geom.ts";
import { at, between, type Canvas, H, type Pt, type Rng, W } from "./svg.ts";

export type Range = { ctrl: Pt[]; rough: number; fill: string; bottom?: number; curved?: boolean };

/** One mountain or hill layer from coarse control points. */
export function range(c: Canvas, r: Rng, m: Range): Pt[] {
  const top = ridge(r, m.ctrl, m.rough, m.curved ? 3 : 5);
  c.path(landPath(top, m.bottom ?? H, m.curved), m.fill);
  return top;
}

/**
 * Stack of mountain layers with aerial perspective: the farthest layer is
 * blended strongly towards the haze colour, the nearest keeps its own colour.
 */
export function sierra(
  c: Canvas,
  r: Rng,
  base: number,
  heights: number[],
  near: string,
  haze: string,
  profile: (t: number) => number = () => 1,
  bottom = base + 40,
): void {
  heights.forEach((h, i) => {
    const k = heights.length === 1 ? 0 : i / (heights.length - 1);
    const ctrl: Pt[] = [];
    const n = 5 + i;
    for (let j = 0; j <= n; j++) {
      const x = -50 + (j / n) * (W + 100);
      ctrl.push([x, base - h * profile(x / W) * between(r, 0.55, 1)]);
    }
    range(c, r, {
      ctrl,
      rough: h * 0.22,
      fill: mix(haze, near, 0.35 + 0.65 * k),
      bottom,
      curved: true,
    });
  });
}

/** Smooth rolling hill band (foreground dunes, grassy slopes). */
export function hill(c: Canvas, top: Pt[], fill: string, bottom = H): void {
  const [ax] = at(top, 0);
  const [bx] = at(top, -1);
  c.path(`${smooth(top)}L${bx},${bottom}L${ax},${bottom}Z`, fill);
}
