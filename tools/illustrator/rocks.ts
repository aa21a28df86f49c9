// Rocky coast: granite islands (optionally pierced by an arch, like Los Arcos),
// shoreline boulders and breaking surf.

import { smooth } from "./geom.ts";
import { at, between, type Canvas, type Pt, pick, type Rng } from "./svg.ts";
import { mirror } from "./water.ts";

export type RockLook = { lit: string; shade: string; top?: string; guano?: string };

/**
 * Steep granite island rising from the sea at `base`. With `arch` set (0..1
 * across the width) a tunnel is cut through at the waterline with evenodd,
 * so whatever lies behind shows through.
 */
export function rockIsland(
  c: Canvas,
  r: Rng,
  x: number,
  base: number,
  w: number,
  h: number,
  look: RockLook,
  arch?: number,
): void {
  const n = 9;
  const outline: Pt[] = [[x - w / 2, base + 4]];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const bump = Math.sin(Math.PI * t) ** 0.55;
    outline.push([
      x - w / 2 + t * w + (r() - 0.5) * w * 0.05,
      base - h * bump * between(r, 0.85, 1.05),
    ]);
  }
  outline.push([x + w / 2, base + 4]);
  let d = `${smooth(outline)}Z`;
  if (arch !== undefined) {
    const ax = x - w / 2 + arch * w;
    const aw = w * 0.2;
    const ah = h * 0.42;
    d += `M${ax - aw / 2},${base + 4}V${base - ah + aw / 2}A${aw / 2},${aw / 2} 0 0 1 ${ax + aw / 2},${base - ah + aw / 2}V${base + 4}Z`;
  }
  c.path(d, look.shade, { "fill-rule": "evenodd" });
  // Lit face: the left half of the outline, pulled towards the centre line.
  const lit = outline
    .slice(0, Math.ceil(n / 2) + 1)
    .map(([px, py], i): Pt => [px, py + (i > 0 ? 3 : 0)]);
  lit.push([x - w * 0.05, base - h * 0.2], [x - w * 0.12, base + 4]);
  c.path(`${smooth(lit)}Z`, look.lit, { "clip-path": c.clip(d, true) });
  for (let i = 0; i < 4; i++) {
    const cx = x - w * 0.3 + r() * w * 0.6;
    c.line(
      [
        [cx, base - h * between(r, 0.5, 0.8)],
        [cx + (r() - 0.5) * 20, base - h * between(r, 0.15, 0.35)],
      ],
      look.shade,
      3,
      { opacity: 0.5 },
    );
  }
  if (look.top)
    for (let i = 0; i < 7; i++)
      c.circle(
        x + (r() - 0.5) * w * 0.45,
        base - h * between(r, 0.9, 1),
        w * between(r, 0.04, 0.08),
        look.top,
      );
  if (look.guano) {
    const [gx, gy] = at(outline, 3);
    c.path(
      `${smooth(outline.slice(3, 7).map(([px, py]): Pt => [px, py + 2]))}Q${x},${base - h * 0.8} ${gx},${gy + 2}Z`,
      look.guano,
      { opacity: 0.85 },
    );
  }
}

/** Low boulders at the water's edge with a rim of foam. */
export function boulders(
  c: Canvas,
  r: Rng,
  x0: number,
  x1: number,
  y: number,
  size: number,
  tones: string[],
  foam?: string,
): void {
  for (let x = x0; x < x1; x += size * between(r, 0.6, 1.1)) {
    const s = size * between(r, 0.5, 1);
    c.path(
      `M${x - s},${y}Q${x - s * 0.9},${y - s * 0.8} ${x},${y - s * 0.85}Q${x + s * 0.9},${y - s * 0.8} ${x + s},${y}Z`,
      pick(r, tones),
    );
    if (foam) c.ellipse(x, y, s * 1.1, s * 0.12, foam, { opacity: 0.8 });
  }
}

/**
 * A wave peeling from left to right: a translucent face under a curling lip,
 * foam tumbling where it has already broken, whitewater at its base.
 */
export function breaker(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  face: string,
  foam: string,
): void {
  const crest: Pt[] = [
    [x, y - h * 0.35],
    [x + w * 0.15, y - h * 0.95],
    [x + w * 0.3, y - h],
    [x + w * 0.6, y - h * 0.7],
    [x + w, y - h * 0.2],
  ];
  c.path(`${smooth(crest)}L${x + w},${y}L${x},${y}Z`, face);
  c.path(
    `M${x + w * 0.16},${y - h * 0.95}Q${x + w * 0.32},${y - h * 1.05} ${x + w * 0.36},${y - h * 0.72}Q${x + w * 0.3},${y - h * 0.85} ${x + w * 0.2},${y - h * 0.82}Z`,
    foam,
    { opacity: 0.9 },
  );
  // The broken section: one billowing mass of whitewater with a bumpy outline,
  // plus a few loose puffs and droplets around it.
  const mass: Pt[] = [[x - w * 0.04, y]];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    const a = t * Math.PI;
    mass.push([
      x + w * (0.02 + 0.15 * (1 - Math.cos(a))) + (r() - 0.5) * w * 0.02,
      y - h * (0.3 + 0.62 * Math.sin(a * 0.9)) - h * 0.12 * r(),
    ]);
  }
  mass.push([x + w * 0.34, y - h * 0.35], [x + w * 0.36, y]);
  c.path(`${smooth(mass, true)}`, foam);
  for (let i = 0; i < 10; i++)
    c.circle(
      x + w * between(r, 0, 0.34),
      y - h * between(r, 0.3, 1.05),
      h * between(r, 0.03, 0.08),
      foam,
      { opacity: 0.9 },
    );
  c.path(`M${x - w * 0.05},${y}Q${x + w * 0.4},${y - h * 0.18} ${x + w * 1.05},${y}Z`, foam, {
    opacity: 0.85,
  });
  for (let i = 0; i < 3; i++) {
    const yy = y - h * (0.3 + i * 0.15);
    c.path(
      `M${x + w * (0.42 + i * 0.06)},${yy}Q${x + w * 0.7},${yy + h * 0.05} ${x + w * 0.9},${y - h * 0.12}`,
      "none",
      { stroke: foam, "stroke-width": 3, opacity: 0.35 },
    );
  }
}

/** Warm granite of Los Arcos, green scrub on top, white with seabird guano. */
export const granite: RockLook = {
  lit: "#b89c86",
  shade: "#6e5a58",
  top: "#5d8c4a",
  guano: "#f1ece2",
};

/** Los Arcos group: the big arched rock flanked by smaller stacks, mirrored faintly in the water. */
export function losArcos(
  c: Canvas,
  r: Rng,
  x: number,
  base: number,
  s: number,
  look: RockLook,
  reflect: number,
): void {
  const id = c.define(() => {
    rockIsland(c, r, x - s * 0.75, base, s * 0.4, s * 0.5, look);
    rockIsland(c, r, x + s * 0.8, base, s * 0.5, s * 0.6, look);
    rockIsland(c, r, x, base, s, s * 0.8, look, 0.45);
    rockIsland(c, r, x + s * 1.25, base - 3, s * 0.16, s * 0.16, look);
  });
  c.use(id);
  mirror(c, id, base + 4, reflect, base + 4);
}
