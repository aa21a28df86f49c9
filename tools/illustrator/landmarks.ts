// Landmarks: the crowned tower of the Guadalupe church, the sail-spired Los Muertos
// pier and the marina lighthouse, simplified but recognisable.

import { P } from "./geom.ts";
import type { Canvas, Pt } from "./svg.ts";

/**
 * Tower of the Church of Our Lady of Guadalupe: tiered belfry with arched
 * openings, crowned by the open-work crown of ribs that is the town's emblem.
 */
export function crownTower(
  c: Canvas,
  x: number,
  base: number,
  w: number,
  wall: string,
  shade: string,
  openings: string,
  crown: string,
): void {
  const tiers: [number, number][] = P("1,1.7 0.78,0.9 0.6,0.62");
  let y = base;
  for (const [k, h] of tiers) {
    const tw = w * k;
    const th = w * h;
    c.rect(x - tw / 2, y - th, tw, th, wall);
    c.rect(x + tw * 0.28, y - th, tw * 0.22, th, shade);
    c.rect(x - tw / 2 - w * 0.04, y - th - w * 0.05, tw + w * 0.08, w * 0.06, shade);
    const aw = tw * 0.2;
    for (const dx of k === 1 ? [0] : [-0.22, 0.22]) {
      const ax = x + dx * tw - aw / 2;
      const ay = y - th * 0.8;
      c.path(
        `M${ax},${y - th * 0.12}V${ay + aw / 2}A${aw / 2},${aw / 2} 0 0 1 ${ax + aw},${ay + aw / 2}V${y - th * 0.12}Z`,
        openings,
      );
    }
    if (k === 1) c.circle(x, y - th * 0.86, w * 0.09, openings);
    y -= th + w * 0.05;
  }
  // The crown: a ring, then ribs bowing outwards and meeting under an orb and cross.
  const cw = w * 0.42;
  const top = y - w * 0.95;
  c.rect(x - cw, y - w * 0.1, cw * 2, w * 0.12, crown, { rx: w * 0.03 });
  for (const t of [-1, -0.6, -0.2, 0.2, 0.6, 1]) {
    const bx = x + t * cw;
    c.path(
      `M${bx},${y - w * 0.08}C${x + t * cw * 1.5},${y - w * 0.55} ${x + t * cw * 0.5},${top + w * 0.1} ${x},${top}`,
      "none",
      { stroke: crown, "stroke-width": w * 0.045, "stroke-linecap": "round" },
    );
    c.circle(bx, y - w * 0.14, w * 0.035, crown);
  }
  c.circle(x, top - w * 0.03, w * 0.06, crown);
  c.line(
    [
      [x, top - w * 0.08],
      [x, top - w * 0.28],
    ],
    crown,
    w * 0.03,
  );
  c.line(
    [
      [x - w * 0.07, top - w * 0.21],
      [x + w * 0.07, top - w * 0.21],
    ],
    crown,
    w * 0.03,
  );
}

/** Pier on pilings; with `height` > 0 it ends in the sail-shaped spire of Los Muertos pier. */
export function sailPier(
  c: Canvas,
  from: Pt,
  to: Pt,
  height: number,
  deck: string,
  spire: string,
): void {
  const [ax, ay] = from;
  const [bx, by] = to;
  const n = 14;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const px = ax + (bx - ax) * t;
    const py = ay + (by - ay) * t;
    c.rect(px - 2 - 2 * (1 - t), py, 4 + 4 * (1 - t), 26 * (1 - t * 0.6), deck);
  }
  c.path(`M${ax},${ay - 14}L${bx},${by - 6}V${by + 2}L${ax},${ay + 6}Z`, deck);
  if (height <= 0) return; // a plain pier
  // Spire: a leaning curved mast, with cables fanning down to the deck like a sail.
  const top: Pt = [bx - height * 0.12, by - height];
  c.path(`M${bx},${by}Q${bx + height * 0.18},${by - height * 0.55} ${top[0]},${top[1]}`, "none", {
    stroke: spire,
    "stroke-width": Math.max(4, height * 0.02),
    "stroke-linecap": "round",
  });
  for (let i = 1; i <= 9; i++) {
    const t = i / 10;
    const mx = bx + (top[0] - bx) * t + height * 0.18 * 2 * t * (1 - t);
    const my = by + (top[1] - by) * t;
    const dx = bx - (bx - ax) * t * 0.32;
    const dy = by - (by - ay) * t * 0.32 - 6;
    c.line(
      [
        [mx, my],
        [dx, dy],
      ],
      spire,
      1.6,
      { opacity: 0.85 },
    );
  }
}

/** Lighthouse: a slender tapering tower with a gallery and glowing lantern. */
export function lighthouse(
  c: Canvas,
  x: number,
  base: number,
  h: number,
  wall: string,
  shade: string,
  cap: string,
  light: string,
): void {
  const w0 = h * 0.09;
  const w1 = h * 0.06;
  c.path(`M${x - w0},${base}L${x - w1},${base - h}H${x + w1}L${x + w0},${base}Z`, wall);
  c.path(
    `M${x + w0 * 0.2},${base}L${x + w1 * 0.2},${base - h}H${x + w1}L${x + w0},${base}Z`,
    shade,
  );
  for (const k of [0.3, 0.55, 0.78])
    c.rect(x - w1 * 0.25, base - h * k - 16, w1 * 0.5, 22, cap, { rx: 4 });
  c.rect(x - w1 * 1.5, base - h - 10, w1 * 3, 12, cap);
  c.rect(x - w1 * 0.8, base - h - 10 - h * 0.09, w1 * 1.6, h * 0.09, light);
  c.path(
    `M${x - w1 * 1.1},${base - h - 10 - h * 0.09}Q${x},${base - h - 10 - h * 0.19} ${x + w1 * 1.1},${base - h - 10 - h * 0.09}Z`,
    cap,
  );
}
