// Wixárika (Huichol) beadwork motifs: the blue deer, the peyote flower, maize and
// zigzag bands, all filled with bead patterns that share one page-wide grid.

import { leaf, P, smooth } from "./geom.ts";
import type { Canvas, Pt } from "./svg.ts";

/**
 * Bead fill: a pattern of round beads on one page-wide grid, so every shape
 * filled with it looks threaded from the same strands, as in real beadwork.
 */
export function beads(
  c: Canvas,
  cache: Map<string, string>,
  colour: string,
  undo = "",
  size = 16,
): string {
  const key = colour + undo;
  let url = cache.get(key);
  if (!url) {
    url = c.pattern(
      size,
      size,
      () => {
        c.circle(size / 2, size / 2, size * 0.42, colour);
        c.circle(size * 0.4, size * 0.38, size * 0.12, "#ffffff", { opacity: 0.35 });
      },
      undo || undefined,
    );
    cache.set(key, url);
  }
  return url;
}

/** Inverse of translate(x y) scale(sx s): keeps the bead grid on the page inside a scaled group. */
export function undoPlace(x: number, y: number, sx: number, s: number): string {
  return `scale(${1 / sx} ${1 / s}) translate(${-x} ${-y})`;
}

/** Kauyumari, the blue deer, facing right; 1 unit is about its body length. */
export function deer(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  flip: boolean,
  body: string,
  antler: string,
  accent: string,
  eye: string,
): void {
  c.group({ transform: `translate(${x} ${y}) scale(${flip ? -s : s} ${s})` }, () => {
    const antlers =
      "M0.47,-0.5L0.38,-0.72L0.3,-0.86M0.4,-0.75L0.46,-0.88M0.36,-0.64L0.24,-0.7M0.53,-0.5L0.6,-0.72L0.56,-0.88M0.6,-0.74L0.7,-0.84M0.58,-0.64L0.7,-0.66";
    c.path(antlers, "none", {
      stroke: antler,
      "stroke-width": 0.06,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
    const legs =
      "M-0.32,0M-0.34,0.45M-0.3,0.02L-0.36,0.24L-0.32,0.45M-0.16,0.03L-0.14,0.45M0.22,0.02L0.22,0.45M0.33,0.02L0.38,0.24L0.35,0.45";
    c.path(legs, "none", {
      stroke: body,
      "stroke-width": 0.065,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
    c.path(
      smooth(
        P(
          "-0.46,-0.08 -0.3,-0.19 0,-0.18 0.26,-0.18 0.36,-0.26 0.42,-0.42 0.5,-0.52 0.6,-0.47 0.66,-0.4 0.56,-0.36 0.5,-0.28 0.44,-0.1 0.36,0.06 0.2,0.1 -0.3,0.1 -0.46,0.04",
        ),
        true,
      ),
      body,
    );
    c.path("M-0.44,-0.05L-0.58,-0.14L-0.5,0Z", body);
    c.path(leaf([0.47, -0.47], [0.36, -0.56], 0.035), body);
    // Inner ornament: a band of diamonds, the way Huichol artists fill animal bodies.
    c.path(
      smooth(P("-0.36,-0.04 -0.1,-0.09 0.2,-0.08 0.34,-0.15 0.3,-0.02 0.1,0.02 -0.3,0.02"), true),
      accent,
    );
    for (const dx of [-0.24, -0.04, 0.16])
      c.path(`M${dx},-0.06l0.06,0.035l-0.06,0.035l-0.06,-0.035Z`, eye);
    c.circle(0.54, -0.45, 0.025, eye);
  });
}

/**
 * Peyote (hikuri) flower: rings of petals round a bright centre. `fills`: the outer
 * petals (two colours, alternating), the inner petals, the centre and its heart.
 */
export function peyote(
  c: Canvas,
  x: number,
  y: number,
  rad: number,
  fills: readonly [outer: string, outerAlt: string, inner: string, centre: string, heart: string],
): void {
  const [outer, outerAlt, inner, centre, heart] = fills;
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    c.path(
      leaf([x, y], [x + Math.cos(a) * rad, y + Math.sin(a) * rad], rad * 0.22),
      i % 2 ? outerAlt : outer,
    );
  }
  for (let i = 0; i < 8; i++) {
    const a = ((i + 0.5) / 8) * Math.PI * 2;
    c.path(
      leaf([x, y], [x + Math.cos(a) * rad * 0.62, y + Math.sin(a) * rad * 0.62], rad * 0.16),
      inner,
    );
  }
  c.circle(x, y, rad * 0.3, centre);
  c.circle(x, y, rad * 0.14, heart);
}

/** Ear of maize with husk leaves, pointing along `angle` (radians). */
export function maize(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  angle: number,
  cob: string,
  husk: string,
  tassel: string,
): void {
  const tip: Pt = [x + Math.cos(angle) * len, y + Math.sin(angle) * len];
  const husk1: Pt = [x + Math.cos(angle + 0.5) * len * 0.7, y + Math.sin(angle + 0.5) * len * 0.7];
  const husk2: Pt = [x + Math.cos(angle - 0.5) * len * 0.7, y + Math.sin(angle - 0.5) * len * 0.7];
  c.path(leaf([x, y], tip, len * 0.3), cob);
  c.path(leaf([x, y], husk1, len * 0.16, len * 0.1), husk);
  c.path(leaf([x, y], husk2, len * 0.16, -len * 0.1), husk);
  c.path(
    leaf(
      tip,
      [tip[0] + Math.cos(angle) * len * 0.25, tip[1] + Math.sin(angle) * len * 0.25],
      len * 0.05,
    ),
    tassel,
  );
}

export function zigzagBand(c: Canvas, y: number, h: number, a: string, b: string): void {
  c.rect(0, y, 1600, h, a);
  let d = `M0,${y + h}`;
  for (let x = 0; x <= 1600; x += h * 1.2) d += `L${x + h * 0.6},${y}L${x + h * 1.2},${y + h}`;
  c.path(`${d}Z`, b);
}
