// Figures at rest and at work: seated at a table, lying on a massage table, meditating,
// yoga poses, resting on a mat, and hands at work seen from above.

import { P, tube } from "./geom.ts";
import type { Canvas, Pt } from "./svg.ts";

/** Local point helper: (px, py) in figure heights from the feet at (x, y), dir mirrors x. */
const at0 =
  (x: number, y: number, h: number, dir = 1) =>
  (px: number, py: number): Pt => [x + px * h * dir, y - py * h];

/** Person seated side-on on a chair or stool, facing `dir`, one forearm raised to a table. */
export function seated(c: Canvas, x: number, y: number, h: number, ink: string, dir = 1): void {
  const u = at0(x, y, h, dir);
  c.line([u(0, 0.45), u(0.24, 0.45), u(0.26, 0.04)], ink, h * 0.09);
  c.path(tube([u(0, 0.44), u(-0.02, 0.64), u(0.02, 0.82)], h * 0.18, h * 0.15, 6), ink);
  c.circle(...u(0.04, 0.93), h * 0.075, ink);
  c.line([u(0.04, 0.76), u(0.12, 0.58), u(0.3, 0.62)], ink, h * 0.055);
}

/** Person lying face down on a massage table (for spa rooms), head to the right. */
export function lying(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  skin: string,
  sheet: string,
): void {
  c.path(
    tube(
      P(
        `${x - len * 0.5},${y} ${x - len * 0.1},${y - len * 0.02} ${x + len * 0.3},${y - len * 0.03}`,
      ),
      len * 0.09,
      len * 0.13,
      8,
    ),
    skin,
  );
  c.circle(x + len * 0.43, y - len * 0.04, len * 0.065, skin);
  c.path(
    `M${x - len * 0.56},${y - len * 0.02}Q${x - len * 0.2},${y - len * 0.12} ${x + len * 0.08},${y - len * 0.07}L${x + len * 0.1},${y + len * 0.02}H${x - len * 0.56}Z`,
    sheet,
  );
}

/** A hand seen from above reaching in at `angle` (radians, direction of the fingers). */
export function hand(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  angle: number,
  skin: string,
  sleeve?: string,
): void {
  const d: Pt = [Math.cos(angle), Math.sin(angle)];
  const n: Pt = [-d[1], d[0]];
  const p = (a: number, b: number): Pt => [
    x + d[0] * a * s + n[0] * b * s,
    y + d[1] * a * s + n[1] * b * s,
  ];
  if (sleeve) c.path(tube([p(-2.2, 0), p(-0.7, 0)], s * 0.9, s * 0.8, 4), sleeve);
  c.path(tube([p(-1, 0), p(-0.2, 0), p(0.3, 0)], s * 0.62, s * 0.72, 6), skin);
  for (const k of [-0.24, -0.08, 0.08, 0.24])
    c.line([p(0.25, k), p(0.62 - Math.abs(k) * 0.4, k * 1.1)], skin, s * 0.16);
  c.line([p(-0.2, 0.32), p(0.08, 0.48), p(0.26, 0.46)], skin, s * 0.18);
}

/** Seated cross-legged in meditation, seen from the front, hands resting on the knees. */
export function lotus(c: Canvas, x: number, y: number, h: number, ink: string): void {
  c.path(
    `M${x - h * 0.45},${y}Q${x - h * 0.4},${y - h * 0.2} ${x - h * 0.1},${y - h * 0.2}H${x + h * 0.1}Q${x + h * 0.4},${y - h * 0.2} ${x + h * 0.45},${y}Z`,
    ink,
  );
  c.path(
    tube(
      [
        [x, y - h * 0.18],
        [x, y - h * 0.62],
      ],
      h * 0.3,
      h * 0.24,
      4,
    ),
    ink,
  );
  c.line(
    [
      [x - h * 0.12, y - h * 0.56],
      [x - h * 0.3, y - h * 0.34],
      [x - h * 0.34, y - h * 0.14],
    ],
    ink,
    h * 0.06,
  );
  c.line(
    [
      [x + h * 0.12, y - h * 0.56],
      [x + h * 0.3, y - h * 0.34],
      [x + h * 0.34, y - h * 0.14],
    ],
    ink,
    h * 0.06,
  );
  c.rect(x - h * 0.035, y - h * 0.72, h * 0.07, h * 0.1, ink);
  c.circle(x, y - h * 0.8, h * 0.09, ink);
  c.circle(x, y - h * 0.9, h * 0.05, ink);
}

/** Tree pose: standing on one leg, the other foot on the knee, arms joined overhead. */
export function treePose(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  mat: string,
): void {
  c.rect(x - h * 0.3, y - h * 0.02, h * 0.6, h * 0.03, mat, { rx: h * 0.01 });
  c.path(
    tube(
      [
        [x, y - h * 0.47],
        [x, y - h * 0.02],
      ],
      h * 0.1,
      h * 0.06,
      4,
    ),
    ink,
  );
  c.path(
    tube(
      [
        [x, y - h * 0.44],
        [x + h * 0.22, y - h * 0.34],
        [x + h * 0.04, y - h * 0.26],
      ],
      h * 0.1,
      h * 0.06,
      6,
    ),
    ink,
  );
  c.path(
    tube(
      [
        [x, y - h * 0.46],
        [x, y - h * 0.72],
      ],
      h * 0.16,
      h * 0.2,
      4,
    ),
    ink,
  );
  c.circle(x, y - h * 0.8, h * 0.065, ink);
  c.line(
    [
      [x - h * 0.06, y - h * 0.7],
      [x - h * 0.12, y - h * 0.88],
      [x, y - h * 1.02],
    ],
    ink,
    h * 0.045,
  );
  c.line(
    [
      [x + h * 0.06, y - h * 0.7],
      [x + h * 0.12, y - h * 0.88],
      [x, y - h * 1.02],
    ],
    ink,
    h * 0.045,
  );
}

/** Lying on the back on a mat (savasana), head to the left. */
export function resting(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  ink: string,
  mat: string,
): void {
  c.rect(x - len * 0.58, y - len * 0.02, len * 1.16, len * 0.05, mat, { rx: len * 0.02 });
  c.circle(x - len * 0.44, y - len * 0.07, len * 0.06, ink);
  c.path(
    tube(
      [
        [x - len * 0.36, y - len * 0.06],
        [x, y - len * 0.07],
        [x + len * 0.5, y - len * 0.04],
      ],
      len * 0.11,
      len * 0.06,
      6,
    ),
    ink,
  );
}
