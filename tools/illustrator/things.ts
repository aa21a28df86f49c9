// Furniture and fittings: café tables and chairs, equipal barrel chairs, bar stools,
// lanterns and pendant lamps, potted plants, railings and thatched roofs.

import { leaf, mix } from "./geom.ts";
import { between, type Canvas, f, type Pt, type Rng } from "./svg.ts";

/** Café table seen side-on: round top, pedestal, optional cloth. */
export function cafeTable(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  top: string,
  cloth?: string,
): void {
  c.rect(x - s * 0.04, y - s * 0.7, s * 0.08, s * 0.7, mix(top, "#000000", 0.3));
  c.rect(x - s * 0.22, y - s * 0.04, s * 0.44, s * 0.04, mix(top, "#000000", 0.3));
  c.ellipse(x, y - s * 0.72, s * 0.5, s * 0.07, top);
  if (cloth)
    c.path(
      `M${x - s * 0.52},${y - s * 0.72}H${x + s * 0.52}L${x + s * 0.48},${y - s * 0.42}H${x - s * 0.48}Z`,
      cloth,
    );
}

/** Simple chair side-on, back to the left when dir = 1. */
export function chair(c: Canvas, x: number, y: number, s: number, wood: string, dir = 1): void {
  const b = (v: number) => x + v * s * dir;
  c.path(
    `M${b(-0.2)},${y}V${y - s}M${b(-0.2)},${y - s * 0.45}H${b(0.2)}V${y}M${b(-0.2)},${y - s * 0.85}H${b(-0.2)}`,
    "none",
    { stroke: wood, "stroke-width": s * 0.06, "stroke-linecap": "round" },
  );
  c.rect(Math.min(b(-0.24), b(0.24)), y - s * 0.5, s * 0.48, s * 0.08, wood, { rx: s * 0.03 });
  c.path(`M${b(-0.2)},${y - s * 0.95}V${y - s * 0.6}`, "none", {
    stroke: wood,
    "stroke-width": s * 0.1,
  });
}

/** Equipal: the barrel-shaped chair of woven cedar and tanned pigskin. */
export function equipal(c: Canvas, x: number, y: number, s: number, leather = "#c98a4a"): void {
  c.path(
    `M${x - s * 0.3},${y}L${x - s * 0.22},${y - s * 0.4}H${x + s * 0.22}L${x + s * 0.3},${y}Z`,
    mix(leather, "#000000", 0.2),
  );
  c.path(
    `M${x - s * 0.22},${y - s * 0.4}L${x + s * 0.22},${y}M${x + s * 0.22},${y - s * 0.4}L${x - s * 0.22},${y}`,
    "none",
    { stroke: mix(leather, "#000000", 0.45), "stroke-width": s * 0.03 },
  );
  c.ellipse(x, y - s * 0.42, s * 0.3, s * 0.08, leather);
  c.path(
    `M${x - s * 0.3},${y - s * 0.44}Q${x - s * 0.34},${y - s * 0.9} ${x},${y - s * 0.92}Q${x + s * 0.34},${y - s * 0.9} ${x + s * 0.3},${y - s * 0.44}Q${x},${y - s * 0.62} ${x - s * 0.3},${y - s * 0.44}Z`,
    leather,
  );
}

/** Bar stool: round seat on a post with a foot ring. */
export function stool(c: Canvas, x: number, y: number, s: number, seat: string, leg: string): void {
  c.path(
    `M${x - s * 0.18},${y}L${x},${y - s * 0.9}L${x + s * 0.18},${y}M${x - s * 0.12},${y - s * 0.3}H${x + s * 0.12}`,
    "none",
    { stroke: leg, "stroke-width": s * 0.04 },
  );
  c.ellipse(x, y - s * 0.92, s * 0.2, s * 0.06, seat);
  c.rect(x - s * 0.2, y - s * 0.92, s * 0.4, s * 0.06, seat);
}

/** Hanging lamp on a cord: a cone shade with a glow beneath when lit. */
export function pendant(
  c: Canvas,
  x: number,
  top: number,
  y: number,
  s: number,
  shade: string,
  lit: boolean,
): void {
  c.line(
    [
      [x, top],
      [x, y - s * 0.5],
    ],
    "#2a2420",
    2,
  );
  if (lit)
    c.circle(
      x,
      y,
      s * 2.6,
      c.rad([
        [0, "#ffd98a", 0.45],
        [1, "#ffd98a", 0],
      ]),
    );
  c.path(
    `M${x - s * 0.2},${y - s * 0.5}H${x + s * 0.2}L${x + s * 0.6},${y}H${x - s * 0.6}Z`,
    shade,
  );
  c.ellipse(x, y, s * 0.3, s * 0.08, lit ? "#fff1c4" : mix(shade, "#000000", 0.3));
}

/** Paper or tin lantern hanging from a point, glowing when lit. */
export function lantern(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  colour: string,
  lit: boolean,
): void {
  if (lit)
    c.circle(
      x,
      y,
      s * 2.2,
      c.rad([
        [0, colour, 0.5],
        [1, colour, 0],
      ]),
    );
  c.ellipse(x, y, s * 0.5, s * 0.6, colour);
  c.rect(x - s * 0.22, y - s * 0.7, s * 0.44, s * 0.14, "#3a2a22");
  c.rect(x - s * 0.22, y + s * 0.56, s * 0.44, s * 0.14, "#3a2a22");
  if (lit) c.ellipse(x, y, s * 0.28, s * 0.4, "#fff1c4", { opacity: 0.7 });
}

/** Terracotta pot with a plant: "fern" arching fronds, "monstera" big leaves, "cactus". */
export function potPlant(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  s: number,
  kind: "fern" | "monstera" | "cactus",
  pot = "#b5643a",
  green = "#3f8a4f",
): void {
  const dark = mix(green, "#000000", 0.25);
  if (kind === "cactus") {
    c.rect(x - s * 0.12, y - s * 1.3, s * 0.24, s, green, { rx: s * 0.12 });
    c.path(`M${x - s * 0.1},${y - s * 0.7}H${x - s * 0.35}V${y - s}`, "none", {
      stroke: green,
      "stroke-width": s * 0.14,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
    c.path(`M${x + s * 0.1},${y - s * 0.85}H${x + s * 0.32}V${y - s * 1.1}`, "none", {
      stroke: dark,
      "stroke-width": s * 0.12,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  } else {
    const n = kind === "fern" ? 9 : 6;
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + (i / (n - 1) - 0.5) * (kind === "fern" ? 2.6 : 2);
      const len = s * between(r, 0.7, 1.05);
      const tip: Pt = [x + Math.cos(a) * len, y - s * 0.4 + Math.sin(a) * len * 0.9];
      const w = kind === "fern" ? s * 0.08 : s * 0.22;
      c.path(leaf([x, y - s * 0.4], tip, w, (i % 2 ? 1 : -1) * s * 0.12), i % 2 ? green : dark);
    }
  }
  c.path(
    `M${x - s * 0.3},${y - s * 0.42}H${x + s * 0.3}L${x + s * 0.22},${y}H${x - s * 0.22}Z`,
    pot,
  );
  c.rect(x - s * 0.33, y - s * 0.48, s * 0.66, s * 0.1, mix(pot, "#000000", 0.15));
}

/** Railing of balusters or posts and a top rail, from x0 to x1 at height h above y. */
export function railing(
  c: Canvas,
  x0: number,
  x1: number,
  y: number,
  h: number,
  colour: string,
  gap = 40,
): void {
  let d = "";
  for (let x = x0; x <= x1; x += gap) d += `M${f(x)},${f(y)}V${f(y - h)}`;
  c.path(d, "none", { stroke: colour, "stroke-width": Math.max(3, gap * 0.14) });
  c.rect(x0 - 10, y - h - 10, x1 - x0 + 20, 14, colour);
}

/** Underside of a palapa roof seen from beneath it: rafters fanning out, a shaggy fringe. */
export function thatchUnder(c: Canvas, eave: number, straw: string, pole: string): void {
  c.rect(0, 0, 1600, eave, mix(straw, "#000000", 0.3));
  let rafters = "";
  for (let i = -6; i <= 6; i++) rafters += `M800,${-eave * 3}L${800 + i * 180},${eave}`;
  c.path(rafters, "none", { stroke: pole, "stroke-width": 14 });
  for (let k = 1; k <= 3; k++) c.rect(0, eave - k * 55, 1600, 10, pole, { opacity: 0.8 });
  let d = `M0,${eave - 4}`;
  for (let x = 0; x < 1600; x += 24)
    d += `L${x + 12},${eave + 22 + (x % 72) / 6}L${x + 24},${eave}`;
  c.path(`${d}V${eave - 10}H0Z`, straw);
}
