// Drinks and bottles: margaritas, cold beers, agua fresca jars, coconuts, clay cups,
// and the bottle shapes that line a back bar or a shop shelf.

import { mix } from "./geom.ts";
import { type Canvas, pick, type Rng } from "./svg.ts";

/** Margarita in a wide coupe with a salted rim and a lime wheel; `s` = glass height. */
export function margarita(c: Canvas, x: number, y: number, s: number, drink = "#d9e88a"): void {
  c.ellipse(x, y, s * 0.2, s * 0.06, "#e8f0f2", { opacity: 0.8 });
  c.rect(x - s * 0.025, y - s * 0.55, s * 0.05, s * 0.55, "#e8f0f2", { opacity: 0.8 });
  c.path(
    `M${x - s * 0.42},${y - s}Q${x - s * 0.3},${y - s * 0.5} ${x},${y - s * 0.52}Q${x + s * 0.3},${y - s * 0.5} ${x + s * 0.42},${y - s}Z`,
    drink,
    { opacity: 0.9 },
  );
  c.ellipse(x, y - s, s * 0.42, s * 0.07, mix(drink, "#ffffff", 0.3));
  c.ellipse(x, y - s, s * 0.42, s * 0.07, "none", {
    stroke: "#ffffff",
    "stroke-width": s * 0.035,
    "stroke-dasharray": `${s * 0.02} ${s * 0.02}`,
  });
  c.circle(x + s * 0.36, y - s * 1.04, s * 0.11, "#6db33f");
  c.circle(x + s * 0.36, y - s * 1.04, s * 0.08, "#c9e27a");
}

/** Bottle of beer, amber or clear, with a lime wedge pushed into its neck. */
export function beer(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  glass = "#b8741f",
  label = "#f2f0e6",
): void {
  c.path(
    `M${x - s * 0.13},${y}V${y - s * 0.6}Q${x - s * 0.13},${y - s * 0.72} ${x - s * 0.05},${y - s * 0.78}V${y - s}H${x + s * 0.05}V${y - s * 0.78}Q${x + s * 0.13},${y - s * 0.72} ${x + s * 0.13},${y - s * 0.6}V${y}Z`,
    glass,
  );
  c.rect(x - s * 0.13, y - s * 0.5, s * 0.26, s * 0.24, label);
  c.rect(x - s * 0.09, y - s * 0.58, s * 0.04, s * 0.5, "#ffffff", { opacity: 0.3 });
  c.circle(x, y - s * 1.01, s * 0.06, "#6db33f");
}

/** Tall tumbler: agua fresca, michelada or a cocktail, with ice and an optional straw. */
export function tumbler(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  drink: string,
  straw?: string,
): void {
  c.path(
    `M${x - s * 0.22},${y - s}L${x - s * 0.18},${y}H${x + s * 0.18}L${x + s * 0.22},${y - s}Z`,
    "#e8f0f2",
    { opacity: 0.45 },
  );
  c.path(
    `M${x - s * 0.2},${y - s * 0.85}L${x - s * 0.17},${y - s * 0.04}H${x + s * 0.17}L${x + s * 0.2},${y - s * 0.85}Z`,
    drink,
  );
  for (const [dx, dy] of [
    [-0.08, 0.78],
    [0.06, 0.7],
    [-0.02, 0.6],
  ] as const)
    c.rect(x + dx * s - s * 0.06, y - dy * s, s * 0.12, s * 0.1, "#ffffff", {
      opacity: 0.35,
      rx: s * 0.02,
    });
  if (straw)
    c.line(
      [
        [x + s * 0.05, y - s * 0.5],
        [x + s * 0.16, y - s * 1.25],
      ],
      straw,
      s * 0.05,
    );
}

/** Vitrolero: the big glass barrel jar of agua fresca, with a ladle. */
export function vitrolero(c: Canvas, x: number, y: number, s: number, drink: string): void {
  c.rect(x - s * 0.42, y - s, s * 0.84, s, "#e8f0f2", { opacity: 0.4, rx: s * 0.12 });
  c.rect(x - s * 0.38, y - s * 0.78, s * 0.76, s * 0.74, drink, { rx: s * 0.1 });
  c.rect(x - s * 0.44, y - s * 1.06, s * 0.88, s * 0.1, "#dfe6e8", { rx: s * 0.04 });
  c.line(
    [
      [x + s * 0.1, y - s * 1.3],
      [x + s * 0.2, y - s * 0.5],
    ],
    "#c9ccd2",
    s * 0.04,
  );
  c.rect(x - s * 0.3, y - s * 0.7, s * 0.1, s * 0.55, "#ffffff", { opacity: 0.25 });
}

/** Green coconut with its top cut off and a straw. */
export function coconut(c: Canvas, x: number, y: number, s: number, straw = "#e0523a"): void {
  c.circle(x, y - s * 0.45, s * 0.48, "#6fa23a");
  c.ellipse(x, y - s * 0.82, s * 0.26, s * 0.1, "#f3efdc");
  c.path(
    `M${x - s * 0.3},${y - s * 0.3}Q${x - s * 0.1},${y - s * 0.1} ${x + s * 0.2},${y - s * 0.2}`,
    "none",
    { stroke: "#8cbf4a", "stroke-width": s * 0.06, "stroke-linecap": "round" },
  );
  c.line(
    [
      [x + s * 0.05, y - s * 0.85],
      [x + s * 0.2, y - s * 1.35],
    ],
    straw,
    s * 0.06,
  );
}

/** Clay jarrito cup, glazed at the rim. */
export function jarrito(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  clay = "#b5643a",
  glaze = "#3f7a4e",
): void {
  c.path(
    `M${x - s * 0.3},${y - s}Q${x - s * 0.42},${y - s * 0.3} ${x - s * 0.22},${y}H${x + s * 0.22}Q${x + s * 0.42},${y - s * 0.3} ${x + s * 0.3},${y - s}Z`,
    clay,
  );
  c.path(`M${x + s * 0.32},${y - s * 0.8}q${s * 0.28},${s * 0.1} ${s * 0.04},${s * 0.45}`, "none", {
    stroke: clay,
    "stroke-width": s * 0.09,
  });
  c.rect(x - s * 0.31, y - s, s * 0.62, s * 0.14, glaze);
  c.path(`M${x - s * 0.2},${y - s * 0.55}h${s * 0.4}`, "none", {
    stroke: "#f3e3bc",
    "stroke-width": s * 0.05,
    "stroke-dasharray": `${s * 0.05} ${s * 0.05}`,
  });
}

export type BottleShape = "wine" | "square" | "round" | "tall" | "flask" | "jug";
export const shapes: BottleShape[] = ["wine", "square", "round", "tall", "flask", "jug"];

/** A bottle standing at (x, y): height s, glass colour, a paper label band. */
export function bottle(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  shape: BottleShape,
  glass: string,
  label: string,
): void {
  const w = { wine: 0.3, square: 0.36, round: 0.42, tall: 0.24, flask: 0.34, jug: 0.5 }[shape] * s;
  const shoulder =
    { wine: 0.62, square: 0.74, round: 0.5, tall: 0.7, flask: 0.68, jug: 0.45 }[shape] * s;
  const neck = w * (shape === "jug" ? 0.3 : 0.28);
  const body =
    shape === "round" || shape === "jug"
      ? `M${x - neck / 2},${y - s}V${y - shoulder}Q${x - w / 2 - w * 0.2},${y - shoulder * 0.9} ${x - w / 2},${y - s * 0.05}Q${x},${y + s * 0.03} ${x + w / 2},${y - s * 0.05}Q${x + w / 2 + w * 0.2},${y - shoulder * 0.9} ${x + neck / 2},${y - shoulder}V${y - s}Z`
      : `M${x - neck / 2},${y - s}V${y - shoulder - w * 0.3}Q${x - w / 2},${y - shoulder} ${x - w / 2},${y - shoulder + w * 0.3}V${y}H${x + w / 2}V${y - shoulder + w * 0.3}Q${x + w / 2},${y - shoulder} ${x + neck / 2},${y - shoulder - w * 0.3}V${y - s}Z`;
  c.path(body, glass);
  c.rect(x - neck / 2 - 1, y - s - s * 0.05, neck + 2, s * 0.08, mix(glass, "#000000", 0.35));
  c.rect(x - w * 0.38, y - shoulder * 0.62, w * 0.76, shoulder * 0.34, label);
  c.rect(x - w * 0.32, y - shoulder + w * 0.3, w * 0.08, shoulder * 0.8, "#ffffff", {
    opacity: 0.22,
  });
}

/** A shelf's worth of bottles from x0 to x1 standing on y, varied in shape and height. */
export function bottleRow(
  c: Canvas,
  r: Rng,
  x0: number,
  x1: number,
  y: number,
  s: number,
  glasses: string[],
  labels: string[],
): void {
  let x = x0 + s * 0.2;
  while (x < x1 - s * 0.2) {
    const shape = pick(r, shapes);
    const hgt = s * (0.75 + r() * 0.3);
    bottle(c, x, y, hgt, shape, pick(r, glasses), pick(r, labels));
    x += s * (shape === "jug" ? 0.62 : 0.44) + r() * s * 0.08;
  }
}
