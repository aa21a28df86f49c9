// Figures at play outdoors: surfers riding and waiting, paddleboarders, kayakers,
// hikers with packs and riders on horseback, as flat silhouettes.

import { leaf, tube } from "./geom.ts";
import type { Canvas, Pt } from "./svg.ts";

/** Local point helper: (px, py) in figure heights from the feet at (x, y), dir mirrors x. */
const at0 =
  (x: number, y: number, h: number, dir = 1) =>
  (px: number, py: number): Pt => [x + px * h * dir, y - py * h];

/** Surfer riding a wave: crouched, arms out, board under the feet. */
export function surfer(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  board: string,
  dir = 1,
): void {
  const u = at0(x, y, h, dir);
  c.path(leaf(u(-0.42, 0.02), u(0.48, 0.08), h * 0.06), board);
  c.path(tube([u(-0.18, 0.05), u(-0.1, 0.24), u(0.02, 0.42)], h * 0.07, h * 0.1, 8), ink);
  c.path(tube([u(0.22, 0.06), u(0.16, 0.26), u(0.04, 0.42)], h * 0.07, h * 0.1, 8), ink);
  c.path(tube([u(0.02, 0.4), u(0.1, 0.58), u(0.16, 0.7)], h * 0.14, h * 0.12, 8), ink);
  c.line([u(0.12, 0.66), u(-0.1, 0.68), u(-0.3, 0.6)], ink, h * 0.05);
  c.line([u(0.16, 0.66), u(0.36, 0.66), u(0.5, 0.72)], ink, h * 0.05);
  c.circle(...u(0.2, 0.8), h * 0.065, ink);
}

/** Surfer sitting astride a board, waiting for a set: only the upper body shows. */
export function waiting(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  board: string,
): void {
  c.path(leaf([x - h * 0.5, y], [x + h * 0.5, y - h * 0.03], h * 0.05), board);
  c.path(
    tube(
      [
        [x, y - h * 0.05],
        [x + h * 0.02, y - h * 0.3],
      ],
      h * 0.14,
      h * 0.12,
      4,
    ),
    ink,
  );
  c.circle(x + h * 0.03, y - h * 0.4, h * 0.07, ink);
}

/** Stand-up paddleboarder, paddle planted in the water on the far side. */
export function paddler(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  board: string,
  dir = 1,
): void {
  const u = at0(x, y, h, dir);
  c.path(leaf(u(-0.55, 0), u(0.6, 0.02), h * 0.05), board);
  c.path(tube([u(-0.06, 0.02), u(-0.04, 0.25), u(0, 0.47)], h * 0.07, h * 0.1, 6), ink);
  c.path(tube([u(0.1, 0.02), u(0.08, 0.25), u(0.04, 0.47)], h * 0.07, h * 0.1, 6), ink);
  c.path(tube([u(0.02, 0.46), u(0.06, 0.66), u(0.08, 0.8)], h * 0.15, h * 0.12, 6), ink);
  c.circle(...u(0.09, 0.9), h * 0.065, ink);
  c.line([u(0.36, 0.94), u(0.5, -0.04)], ink, h * 0.025);
  c.path(leaf(u(0.49, 0.02), u(0.52, -0.14), h * 0.04), ink);
  c.line([u(0.08, 0.76), u(0.25, 0.7), u(0.4, 0.86)], ink, h * 0.045);
  c.line([u(0.04, 0.74), u(0.25, 0.52), u(0.46, 0.3)], ink, h * 0.045);
}

/** Sit-on kayak with its paddler, double paddle raised on one side. */
export function kayak(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  hull: string,
  ink: string,
  tilt = 0.3,
): void {
  const h = len * 0.5;
  c.path(
    `M${x - len / 2},${y - len * 0.02}Q${x},${y - len * 0.1} ${x + len / 2},${y - len * 0.03}Q${x},${y + len * 0.06} ${x - len / 2},${y - len * 0.02}Z`,
    hull,
  );
  c.path(
    tube(
      [
        [x, y - len * 0.05],
        [x - h * 0.04, y - h * 0.36],
      ],
      h * 0.16,
      h * 0.13,
      4,
    ),
    ink,
  );
  c.circle(x - h * 0.04, y - h * 0.47, h * 0.075, ink);
  const a: Pt = [x - len * 0.34, y - len * 0.02 + len * tilt * 0.3];
  const b: Pt = [x + len * 0.34, y - len * 0.02 - len * tilt * 0.3];
  c.line([a, b], ink, len * 0.015);
  c.path(
    leaf(
      [a[0] + len * 0.06, a[1] - len * 0.02],
      [a[0] - len * 0.04, a[1] + len * 0.02],
      len * 0.025,
    ),
    hull,
  );
  c.path(
    leaf(
      [b[0] - len * 0.06, b[1] + len * 0.02],
      [b[0] + len * 0.04, b[1] - len * 0.02],
      len * 0.025,
    ),
    hull,
  );
  c.line(
    [
      [x, y - h * 0.3],
      [x - len * 0.12, y - h * 0.16 + len * tilt * 0.08],
    ],
    ink,
    h * 0.05,
  );
  c.line(
    [
      [x, y - h * 0.3],
      [x + len * 0.12, y - h * 0.22 - len * tilt * 0.08],
    ],
    ink,
    h * 0.05,
  );
}

/** Hiker with backpack and walking stick, walking `dir`. */
export function hiker(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  pack: string,
  dir = 1,
  step = 0.6,
): void {
  const u = at0(x, y, h, dir);
  c.line([u(0, 0.47), u(step * 0.1, 0.24), u(step * 0.2, 0.04)], ink, h * 0.085);
  c.line([u(0, 0.47), u(-step * 0.06, 0.24), u(-step * 0.17, 0.04)], ink, h * 0.085);
  c.path(tube([u(0, 0.46), u(0.03, 0.65), u(0.05, 0.8)], h * 0.17, h * 0.15, 6), ink);
  c.rect(Math.min(...[u(-0.18, 0)[0], u(-0.04, 0)[0]]), y - h * 0.8, h * 0.14, h * 0.3, pack, {
    rx: h * 0.04,
  });
  c.circle(...u(0.07, 0.9), h * 0.072, ink);
  c.line([u(0.05, 0.75), u(0.18, 0.6), u(0.28, 0.55)], ink, h * 0.055);
  c.line([u(0.3, 0.7), u(0.36, 0)], ink, h * 0.02);
}

/** Horse walking towards `dir` with a rider in a wide hat; (x, y) is the ground under its belly. */
export function horseback(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  coat: string,
  ink: string,
  dir = 1,
): void {
  const u = at0(x, y, s, dir);
  for (const [hx, fx, lift] of [
    [-0.3, -0.36, 0],
    [-0.2, -0.12, 0.06],
    [0.28, 0.36, 0.06],
    [0.36, 0.3, 0],
  ] as const)
    c.line([u(hx, 0.62), u((hx + fx) / 2, 0.3 + lift), u(fx, 0.02)], coat, s * 0.06);
  c.path(tube([u(-0.4, 0.72), u(0, 0.7), u(0.4, 0.74)], s * 0.34, s * 0.3, 8), coat);
  c.path(tube([u(0.38, 0.76), u(0.5, 0.98), u(0.58, 1.08)], s * 0.2, s * 0.12, 6), coat);
  c.path(tube([u(0.56, 1.1), u(0.72, 0.96)], s * 0.13, s * 0.08, 4), coat);
  c.path(leaf(u(0.52, 1.14), u(0.5, 1.24), s * 0.03), coat);
  c.path(tube([u(-0.52, 0.82), u(-0.6, 0.6), u(-0.58, 0.4)], s * 0.08, s * 0.05, 6), ink);
  c.path(tube([u(-0.02, 0.84), u(0, 1.1), u(0.02, 1.3)], s * 0.14, s * 0.12, 6), ink);
  c.line([u(-0.02, 0.86), u(0.06, 0.62), u(0.04, 0.5)], ink, s * 0.06);
  c.line([u(0.02, 1.24), u(0.2, 1.1), u(0.4, 1.04)], ink, s * 0.045);
  c.circle(...u(0.03, 1.4), s * 0.065, ink);
  c.ellipse(...u(0.03, 1.45), s * 0.2, s * 0.035, ink);
  c.path(`M${u(-0.04, 1.45).join(",")}Q${u(0.03, 1.58).join(" ")} ${u(0.1, 1.45).join(",")}Z`, ink);
}
