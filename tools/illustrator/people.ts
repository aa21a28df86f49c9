// People as flat silhouettes built from round-capped strokes (limbs) and a
// few filled shapes (torso, head): readable at any size, no faces needed.

import { leaf, P, tube } from "./geom.ts";
import type { Canvas, Pt } from "./svg.ts";

/** Walking figure with feet at (x, y); `step` -1..1 swings legs and arms; `dress` adds a skirt. */
export function walker(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  colour: string,
  step = 0.6,
  dress = false,
): void {
  const hip: Pt = [x, y - h * 0.47];
  const neck: Pt = [x + h * 0.02, y - h * 0.82];
  const lw = h * 0.085;
  c.line([hip, [x + step * h * 0.1, y - h * 0.24], [x + step * h * 0.2, y - lw / 2]], colour, lw);
  c.line([hip, [x - step * h * 0.06, y - h * 0.24], [x - step * h * 0.17, y - lw / 2]], colour, lw);
  c.path(
    `M${hip[0] - h * 0.08},${hip[1] + h * 0.02}L${neck[0] - h * 0.1},${neck[1]}H${neck[0] + h * 0.1}L${hip[0] + h * 0.08},${hip[1] + h * 0.02}Z`,
    colour,
  );
  if (dress)
    c.path(
      `M${hip[0] - h * 0.08},${hip[1] - h * 0.05}L${x - h * 0.15},${y - h * 0.2}H${x + h * 0.16}L${hip[0] + h * 0.08},${hip[1] - h * 0.05}Z`,
      colour,
    );
  c.line(
    [
      [neck[0] - h * 0.07, neck[1] + h * 0.02],
      [x - step * h * 0.12, y - h * 0.6],
      [x - step * h * 0.16, y - h * 0.46],
    ],
    colour,
    h * 0.06,
  );
  c.line(
    [
      [neck[0] + h * 0.07, neck[1] + h * 0.02],
      [x + step * h * 0.12, y - h * 0.6],
      [x + step * h * 0.18, y - h * 0.48],
    ],
    colour,
    h * 0.06,
  );
  c.circle(neck[0], y - h * 0.92, h * 0.075, colour);
}

/** Warrior II yoga pose on a mat: wide stance, front knee bent, arms stretched level. */
export function yogaWarrior(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  colour: string,
  mat: string,
): void {
  c.rect(x - h * 0.62, y - h * 0.025, h * 1.24, h * 0.035, mat, { rx: h * 0.015 });
  const u = (px: number, py: number): Pt => [x + px * h, y - py * h];
  // Limbs are tapered tubes (thick thigh, slim ankle) so the figure reads as a body, not a stick.
  c.path(
    tube([u(0.02, 0.43), u(0.3, 0.4), u(0.34, 0.22), u(0.36, 0.03)], h * 0.12, h * 0.055, 14),
    colour,
  );
  c.path(tube([u(-0.02, 0.43), u(-0.22, 0.22), u(-0.46, 0.03)], h * 0.12, h * 0.055, 14), colour);
  c.path(`M${x + h * 0.36},${y - h * 0.05}h${h * 0.1}v${h * 0.03}h-${h * 0.12}Z`, colour);
  c.path(
    `M${x - h * 0.46},${y - h * 0.06}l-${h * 0.08},${h * 0.04}v${h * 0.02}h${h * 0.1}Z`,
    colour,
  );
  c.path(
    `M${x - h * 0.08},${y - h * 0.38}Q${x - h * 0.1},${y - h * 0.58} ${x - h * 0.11},${y - h * 0.76}H${x + h * 0.1}Q${x + h * 0.08},${y - h * 0.58} ${x + h * 0.08},${y - h * 0.38}Z`,
    colour,
  );
  c.path(tube([u(-0.08, 0.74), u(-0.3, 0.745), u(-0.52, 0.75)], h * 0.06, h * 0.035, 8), colour);
  c.path(tube([u(0.08, 0.74), u(0.3, 0.745), u(0.53, 0.75)], h * 0.06, h * 0.035, 8), colour);
  c.rect(x - h * 0.025, y - h * 0.82, h * 0.05, h * 0.08, colour);
  c.circle(x + h * 0.01, y - h * 0.87, h * 0.068, colour);
  c.circle(x - h * 0.055, y - h * 0.9, h * 0.035, colour);
}

/** Kitesurfer leaning back on a board, lines running up to a curved kite. */
export function kitesurfer(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  colour: string,
  board: string,
  kite: string,
  kiteAt: Pt,
): void {
  c.path(leaf([x - h * 0.35, y], [x + h * 0.35, y - h * 0.04], h * 0.05), board);
  const hip: Pt = [x - h * 0.08, y - h * 0.42];
  c.line([[x - h * 0.2, y - h * 0.04], [x - h * 0.05, y - h * 0.22], hip], colour, h * 0.08);
  c.line([[x + h * 0.15, y - h * 0.05], [x + h * 0.05, y - h * 0.25], hip], colour, h * 0.08);
  c.line([hip, [x - h * 0.22, y - h * 0.75]], colour, h * 0.15);
  c.circle(x - h * 0.28, y - h * 0.88, h * 0.075, colour);
  const bar: Pt = [x + h * 0.05, y - h * 0.78];
  c.line([[x - h * 0.2, y - h * 0.7], bar], colour, h * 0.05);
  c.line(
    [
      [bar[0], bar[1] - h * 0.06],
      [kiteAt[0] - h * 0.9, kiteAt[1] + h * 0.2],
    ],
    colour,
    1.5,
    { opacity: 0.7 },
  );
  c.line(
    [
      [bar[0], bar[1] + h * 0.06],
      [kiteAt[0] + h * 0.9, kiteAt[1] + h * 0.2],
    ],
    colour,
    1.5,
    { opacity: 0.7 },
  );
  // Inflatable kite: a thick arc, with a stripe along its leading edge.
  const [kx, ky] = kiteAt;
  const s = h * 1.1;
  c.path(
    `M${kx - s},${ky + s * 0.2}Q${kx},${ky - s * 0.75} ${kx + s},${ky + s * 0.2}Q${kx},${ky - s * 0.35} ${kx - s},${ky + s * 0.2}Z`,
    kite,
  );
  c.path(
    `M${kx - s},${ky + s * 0.2}Q${kx},${ky - s * 0.75} ${kx + s},${ky + s * 0.2}Q${kx},${ky - s * 0.62} ${kx - s},${ky + s * 0.2}Z`,
    "#ffffff",
    { opacity: 0.5 },
  );
}

/** Surfboard standing on its tail, with a centre stringer stripe. */
export function surfboard(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  colour: string,
  stripe: string,
  tilt = 0,
): void {
  c.group({ transform: `rotate(${tilt} ${x} ${y})` }, () => {
    c.path(leaf([x, y], [x, y - h], h * 0.16), colour);
    c.line(
      [
        [x, y - h * 0.06],
        [x, y - h * 0.94],
      ],
      stripe,
      Math.max(2, h * 0.025),
    );
  });
}

/**
 * Snorkeller floating face down, seen from the side: the body shows through
 * clear water, while the head with its mask, the snorkel and a kicking fin
 * break the surface at `y`.
 */
export function snorkeller(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  hair: string,
  suit: string,
  gear: string,
  water: string,
): void {
  const u = (px: number, py: number): Pt => [x + px * s, y + py * s];
  // Under water: soft rounded limbs (round caps) fading into the turquoise.
  c.group({ opacity: 0.5 }, () => {
    c.line([u(0.1, 0.08), u(-0.15, 0.15), u(-0.42, 0.13)], suit, s * 0.05);
    c.ellipse(x + s * 0.36, y + s * 0.1, s * 0.28, s * 0.075, suit);
    c.line([u(0.6, 0.1), u(0.88, 0.12), u(1.1, 0.06)], suit, s * 0.075);
    c.line([u(0.6, 0.12), u(0.88, 0.18), u(1.1, 0.2)], suit, s * 0.075);
    c.path(leaf(u(1.1, 0.2), u(1.4, 0.24), s * 0.05), gear);
  });
  c.path(`M${x - s * 0.1},${y}A${s * 0.1},${s * 0.1} 0 0 1 ${x + s * 0.1},${y}Z`, hair);
  c.path(
    `M${x - s * 0.14},${y + s * 0.01}Q${x - s * 0.13},${y - s * 0.06} ${x - s * 0.06},${y - s * 0.06}V${y + s * 0.01}Z`,
    gear,
  );
  c.line([u(-0.06, -0.05), u(0.09, -0.05)], gear, s * 0.02);
  c.path(
    `M${x + s * 0.02},${y - s * 0.05}V${y - s * 0.33}q0,-${s * 0.05} -${s * 0.05},-${s * 0.05}`,
    "none",
    { stroke: gear, "stroke-width": s * 0.035, "stroke-linecap": "round" },
  );
  c.path(leaf(u(1.1, 0.02), u(1.38, -0.2), s * 0.06), gear);
  for (const [dx, rw] of P("-0.2,0.12 0.16,0.1 1.15,0.16 1.4,0.08"))
    c.ellipse(x + s * dx, y + s * 0.01, s * rw, s * 0.018, water);
}
