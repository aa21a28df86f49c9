// Crafts for shops and markets: clay and talavera pots, painted plates, striped sarapes,
// straw hats, woven baskets, silver necklaces and star piñatas.

import { mix, P } from "./geom.ts";
import { between, type Canvas, f, pick, type Rng } from "./svg.ts";

export type PotShape = "jar" | "vase" | "bowl" | "olla" | "jug";
export const potShapes: PotShape[] = ["jar", "vase", "bowl", "olla", "jug"];

/** A pot standing at (x, y), `s` tall; talavera when a `glaze` colour is given (dots and a band). */
export function pot(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  shape: PotShape,
  body: string,
  glaze?: string,
): void {
  const w = { jar: 0.42, vase: 0.34, bowl: 0.62, olla: 0.5, jug: 0.4 }[shape] * s;
  const neck = { jar: 0.6, vase: 0.35, bowl: 0.95, olla: 0.55, jug: 0.3 }[shape] * w;
  const belly = { jar: 0.55, vase: 0.4, bowl: 0.7, olla: 0.45, jug: 0.5 }[shape];
  c.ellipse(x, y, w * 0.9, w * 0.14, "#000000", { opacity: 0.15 });
  c.path(
    `M${x - neck},${y - s}C${x - neck * 0.8},${y - s * (belly + 0.15)} ${x - w * 1.1},${y - s * belly} ${x - w * 0.55},${y}H${x + w * 0.55}C${x + w * 1.1},${y - s * belly} ${x + neck * 0.8},${y - s * (belly + 0.15)} ${x + neck},${y - s}Z`,
    body,
  );
  c.ellipse(x, y - s, neck, neck * 0.22, mix(body, "#000000", 0.3));
  if (shape === "jug")
    c.path(`M${x + neck},${y - s * 0.9}q${w * 0.9},${s * 0.1} ${w * 0.5},${s * 0.55}`, "none", {
      stroke: body,
      "stroke-width": s * 0.06,
    });
  if (glaze) {
    c.rect(x - w * 0.85, y - s * belly - s * 0.05, w * 1.7, s * 0.1, glaze, { opacity: 0.9 });
    let d = "";
    for (let i = -2; i <= 2; i++) d += `M${f(x + i * w * 0.3)},${f(y - s * belly * 0.55)}h0.1`;
    c.path(d, "none", { stroke: glaze, "stroke-width": s * 0.06, "stroke-linecap": "round" });
  } else c.rect(x - w * 0.7, y - s * belly * 0.6, w * 1.4, s * 0.03, mix(body, "#000000", 0.2));
}

/** Painted plate seen face-on: rim band, petals and a centre. */
export function plateFace(
  c: Canvas,
  x: number,
  y: number,
  rad: number,
  ground: string,
  a: string,
  b: string,
): void {
  c.circle(x, y, rad, ground);
  c.circle(x, y, rad * 0.86, "none", { stroke: a, "stroke-width": rad * 0.1 });
  for (let i = 0; i < 8; i++) {
    const t = (i / 8) * Math.PI * 2;
    c.circle(x + Math.cos(t) * rad * 0.5, y + Math.sin(t) * rad * 0.5, rad * 0.12, i % 2 ? a : b);
  }
  c.circle(x, y, rad * 0.22, b);
}

/** Sarape hanging from a rail at (x, y): bright stripes, a fringe at the bottom. */
export function sarape(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  colours: string[],
): void {
  c.rect(x, y, w, h, pick(r, colours));
  let yy = y + between(r, 10, 40);
  while (yy < y + h - 20) {
    const t = between(r, 8, 34);
    c.rect(x, yy, w, t, pick(r, colours));
    yy += t + between(r, 6, 30);
  }
  c.path(
    `M${x + w * 0.3},${y + h * 0.4}l${w * 0.2},${h * 0.08}l${-w * 0.2},${h * 0.08}l${-w * 0.2},${-h * 0.08}Z`,
    pick(r, colours),
  );
  let d = "";
  for (let fx = x + 6; fx < x + w; fx += 12) d += `M${f(fx)},${f(y + h)}v${f(h * 0.06)}`;
  c.path(d, "none", { stroke: pick(r, colours), "stroke-width": 4 });
}

/** Straw sombrero seen from the front: wide brim and a tall crown with a band. */
export function hat(c: Canvas, x: number, y: number, s: number, straw: string, band: string): void {
  c.ellipse(x, y, s, s * 0.22, straw);
  c.path(
    `M${x - s * 0.34},${y}Q${x - s * 0.3},${y - s * 0.7} ${x},${y - s * 0.72}Q${x + s * 0.3},${y - s * 0.7} ${x + s * 0.34},${y}Z`,
    mix(straw, "#000000", 0.08),
  );
  c.rect(x - s * 0.34, y - s * 0.16, s * 0.68, s * 0.1, band);
}

/** Woven basket: a tapering tub with weave lines and a rim. */
export function basket(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  straw: string,
  stripe?: string,
): void {
  c.path(
    `M${x - s * 0.5},${y - s * 0.6}L${x - s * 0.38},${y}H${x + s * 0.38}L${x + s * 0.5},${y - s * 0.6}Z`,
    straw,
  );
  let d = "";
  for (let i = 1; i < 5; i++)
    d += `M${f(x - s * (0.5 - i * 0.025))},${f(y - s * 0.6 + i * s * 0.12)}H${f(x + s * (0.5 - i * 0.025))}`;
  c.path(d, "none", { stroke: mix(straw, "#000000", 0.2), "stroke-width": s * 0.02 });
  if (stripe) c.rect(x - s * 0.46, y - s * 0.42, s * 0.92, s * 0.08, stripe);
  c.ellipse(x, y - s * 0.6, s * 0.5, s * 0.08, mix(straw, "#000000", 0.15));
}

/** A silver necklace draped from two pins, with a pendant stone. */
export function necklace(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  metal: string,
  stone: string,
): void {
  c.path(`M${x - w / 2},${y}Q${x},${y + w * 0.9} ${x + w / 2},${y}`, "none", {
    stroke: metal,
    "stroke-width": Math.max(2, w * 0.03),
    "stroke-dasharray": `${w * 0.03} ${w * 0.015}`,
  });
  c.path(
    `M${x},${y + w * 0.42}l${w * 0.07},${w * 0.1}l${-w * 0.07},${w * 0.12}l${-w * 0.07},${-w * 0.12}Z`,
    metal,
  );
  c.circle(x, y + w * 0.54, w * 0.04, stone);
  for (const dx of [-w / 2, w / 2]) c.circle(x + dx, y, 4, "#2a2a30");
}

/** Ring lying on a display, seen at a slant, a coloured stone on top. */
export function ring(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  metal: string,
  stone: string,
): void {
  c.ellipse(x, y, s, s * 0.45, "none", { stroke: metal, "stroke-width": s * 0.25 });
  c.circle(x, y - s * 0.5, s * 0.3, stone);
}

/** Seven-point star piñata: a paper ball with cones tipped by streamers. */
export function pinata(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  s: number,
  colours: string[],
): void {
  c.line(
    [
      [x, y - s * 1.6],
      [x, y - s * 0.5],
    ],
    "#3a2a22",
    3,
  );
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 - Math.PI / 2;
    const [tx, ty] = [x + Math.cos(a) * s * 1.3, y + Math.sin(a) * s * 1.3];
    const [sx, sy] = [Math.cos(a + 1.57) * s * 0.22, Math.sin(a + 1.57) * s * 0.22];
    c.path(
      `M${f(x + sx)},${f(y + sy)}L${f(tx)},${f(ty)}L${f(x - sx)},${f(y - sy)}Z`,
      pick(r, colours),
    );
    c.line(
      [
        [tx, ty],
        [tx, ty + s * 0.35],
      ],
      pick(r, colours),
      s * 0.06,
    );
  }
  c.circle(x, y, s * 0.55, pick(r, colours));
  for (const [dx, dy] of P("-0.2,-0.15 0.2,0.1 0,0.3"))
    c.circle(x + dx * s, y + dy * s, s * 0.08, "#ffffff", { opacity: 0.5 });
}
