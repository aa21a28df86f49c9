// Coconut palms. Each look is defined once as a reusable group and then placed with
// <use> transforms, which keeps scenes with many palms small.

import { P, poly, quad } from "./geom.ts";
import { between, type Canvas, type Pt, type Rng } from "./svg.ts";

export type PalmLook = { trunk: string; frond: string; back: string };

/**
 * Frond polygon: a smooth upper edge along an arching spine, and a lower edge
 * of leaflets hanging towards the tip (the usual look of a coconut frond).
 */
function frond(origin: Pt, angle: number, len: number, droop: number): Pt[] {
  const dir: Pt = [Math.cos(angle), Math.sin(angle)];
  const ctrl: Pt = [origin[0] + dir[0] * len * 0.5, origin[1] + dir[1] * len * 0.5 - len * 0.22];
  const tip: Pt = [origin[0] + dir[0] * len, origin[1] + dir[1] * len + droop];
  const steps = 9;
  const upper: Pt[] = [];
  const lower: Pt[] = [];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const p = quad(origin, ctrl, tip, t);
    const q = quad(origin, ctrl, tip, t + 0.01);
    const l = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    let [nx, ny] = [-(q[1] - p[1]) / l, (q[0] - p[0]) / l];
    if (ny > 0) [nx, ny] = [-nx, -ny]; // make n point "up" so leaflets hang below
    const w = len * 0.2 * Math.sin(Math.PI * t) ** 0.7;
    upper.push([p[0] + nx * w * 0.25, p[1] + ny * w * 0.25]);
    const a = quad(origin, ctrl, tip, Math.min(1, t + 0.07));
    lower.unshift(
      [p[0] - nx * w * 0.15, p[1] - ny * w * 0.15],
      [a[0] - nx * w, a[1] - ny * w + w * 0.4],
    );
  }
  return [origin, ...upper, tip, ...lower];
}

/**
 * Define a palm of height 100 standing at (0,0) with the given lean; returns a
 * symbol id. Place copies with palmAt(), scaling by height / 100.
 */
export function definePalm(c: Canvas, r: Rng, look: PalmLook, lean = 18): string {
  return c.define(() => {
    const crown: Pt = [lean, -100];
    const mid: Pt = [lean * 0.1, -55];
    const side: Pt[] = [];
    const other: Pt[] = [];
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const p = quad([0, 0], mid, crown, t);
      const w = 4 - t * 2.2;
      side.push([p[0] - w, p[1]]);
      other.unshift([p[0] + w, p[1]]);
    }
    c.path(poly([...side, ...other]), look.trunk);
    const angles = [-3.25, -2.8, -2.35, -1.95, -1.2, -0.8, -0.35, 0.1];
    angles.forEach((a, i) => {
      const len = between(r, 42, 54);
      const level = Math.abs(Math.cos(a)); // level fronds droop the most
      c.path(
        poly(frond(crown, a + (r() - 0.5) * 0.15, len, len * (0.15 + 0.75 * level))),
        i % 2 ? look.back : look.frond,
      );
    });
    // Coconut cluster just under the crown.
    for (const [dx, dy] of P("-2.5,3 2,3.5 0,5.5"))
      c.circle(crown[0] + dx, crown[1] + dy, 2.6, look.trunk);
  });
}

export function palmAt(
  c: Canvas,
  id: string,
  x: number,
  y: number,
  height: number,
  flip = false,
): void {
  const s = height / 100;
  c.use(id, { transform: `translate(${x} ${y}) scale(${flip ? -s : s} ${s})` });
}
