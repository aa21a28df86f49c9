// Mexican dishes on a table seen at a slant (ellipses squashed to 0.45): tacos, seafood,
// mole, aguachile, tostadas, guacamole in a molcajete, grilled fish, salsas and limes.

import { leaf, mix, smooth, tube } from "./geom.ts";
import { between, type Canvas, type Pt, type Rng } from "./svg.ts";

export const SQ = 0.45;

/** Plate or shallow bowl: a soft shadow, the rim and the well. */
export function plate(c: Canvas, x: number, y: number, s: number, rim: string, well = rim): void {
  c.ellipse(x + s * 0.06, y + s * 0.1, s * 1.02, s * SQ * 1.05, "#000000", { opacity: 0.14 });
  c.ellipse(x, y, s, s * SQ, rim);
  c.ellipse(x, y + s * 0.03, s * 0.74, s * SQ * 0.72, mix(well, "#000000", 0.06));
}

/** Confetti of chopped onion and cilantro (or sesame, cheese…) over an area. */
export function sprinkle(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  tones: string[],
  n = 14,
): void {
  const d = tones.map(() => "");
  for (let i = 0; i < n; i++) {
    const t = i % tones.length;
    const px = x + (r() - 0.5) * w;
    const py = y + (r() - 0.5) * h;
    d[t] += `M${px.toFixed(1)},${py.toFixed(1)}h${between(r, 3, 8).toFixed(1)}`;
  }
  for (const [i, tone] of tones.entries())
    c.path(d[i] ?? "", "none", { stroke: tone, "stroke-width": 6, "stroke-linecap": "round" });
}

/** Three soft tacos side by side, folded, with a filling and toppings. */
export function tacos(c: Canvas, r: Rng, x: number, y: number, s: number, filling: string): void {
  plate(c, x, y, s, "#f4efe6");
  for (let i = -1; i <= 1; i++) {
    const tx = x + i * s * 0.42;
    const ty = y + Math.abs(i) * s * 0.02;
    c.path(
      `M${tx - s * 0.22},${ty - s * 0.12}Q${tx},${ty + s * 0.32} ${tx + s * 0.22},${ty - s * 0.12}Z`,
      "#e9cf8e",
    );
    c.ellipse(tx, ty - s * 0.12, s * 0.2, s * 0.07, filling);
    sprinkle(c, r, tx, ty - s * 0.15, s * 0.3, s * 0.08, ["#f6f2e8", "#4e9a3a"], 6);
    c.path(
      `M${tx - s * 0.22},${ty - s * 0.12}Q${tx},${ty + s * 0.12} ${tx + s * 0.22},${ty - s * 0.12}Q${tx},${ty + s * 0.22} ${tx - s * 0.22},${ty - s * 0.12}Z`,
      "#f3dfa6",
    );
  }
  lime(c, x + s * 0.7, y + s * 0.12, s * 0.16);
}

/** Lime wedge: rind, pale pith and juicy flesh. */
export function lime(c: Canvas, x: number, y: number, s: number): void {
  c.path(`M${x - s},${y}A${s},${s * 0.7} 0 0 0 ${x + s},${y}Z`, "#4f9a2f");
  c.path(`M${x - s * 0.82},${y}A${s * 0.82},${s * 0.55} 0 0 0 ${x + s * 0.82},${y}Z`, "#c9e27a");
}

/** Cooked shrimp curled round, tail flared. */
export function shrimp(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  angle: number,
  colour = "#f07a4a",
): void {
  const p = (a: number, k: number): Pt => [
    x + Math.cos(angle + a) * s * k,
    y + Math.sin(angle + a) * s * k * 0.7,
  ];
  c.path(tube([p(0, 1), p(1, 1), p(2, 0.9), p(2.8, 0.6)], s * 0.55, s * 0.25, 10), colour);
  const tail = p(2.9, 0.45);
  c.path(
    leaf(
      tail,
      [tail[0] + Math.cos(angle + 3.2) * s * 0.5, tail[1] + Math.sin(angle + 3.2) * s * 0.4],
      s * 0.22,
    ),
    mix(colour, "#c0301a", 0.5),
  );
}

/** Aguachile: shrimp in a pool of green chile-lime juice with cucumber and red onion. */
export function aguachile(c: Canvas, r: Rng, x: number, y: number, s: number): void {
  plate(c, x, y, s, "#2e2d31", "#4a4a4e");
  c.path(smooth(blobPts(r, x, y + s * 0.02, s * 0.62, s * SQ * 0.6), true), "#7cc04a");
  for (let i = 0; i < 5; i++)
    shrimp(
      c,
      x + Math.cos(i * 1.3) * s * 0.36,
      y + Math.sin(i * 1.3) * s * 0.14,
      s * 0.16,
      i * 1.3,
    );
  for (let i = 0; i < 4; i++) {
    const cx = x + (r() - 0.5) * s * 0.9;
    const cy = y + (r() - 0.5) * s * 0.3;
    c.ellipse(cx, cy, s * 0.1, s * 0.05, "#2f7a34");
    c.ellipse(cx, cy, s * 0.08, s * 0.035, "#d9efb0");
  }
  sprinkle(c, r, x, y, s * 0.9, s * 0.3, ["#a33a7a"], 8);
}

function blobPts(r: Rng, x: number, y: number, rx: number, ry: number): Pt[] {
  return Array.from({ length: 8 }, (_, i): Pt => {
    const a = (i / 8) * Math.PI * 2;
    const k = between(r, 0.85, 1.1);
    return [x + Math.cos(a) * rx * k, y + Math.sin(a) * ry * k];
  });
}

/** Mole: dark sauce over chicken, sesame seeds, a mound of red rice. */
export function mole(c: Canvas, r: Rng, x: number, y: number, s: number): void {
  plate(c, x, y, s, "#f2ede2", "#e9a23b");
  c.path(smooth(blobPts(r, x - s * 0.12, y, s * 0.5, s * SQ * 0.55), true), "#4a2218");
  c.ellipse(x - s * 0.12, y - s * 0.04, s * 0.26, s * 0.1, "#5c2c1e");
  sprinkle(c, r, x - s * 0.12, y - s * 0.04, s * 0.4, s * 0.14, ["#f3e6c4"], 12);
  c.ellipse(x + s * 0.45, y + s * 0.02, s * 0.24, s * 0.12, "#e0793a");
  sprinkle(c, r, x + s * 0.45, y, s * 0.3, s * 0.12, ["#f2a46a", "#6aa84a"], 8);
}

/** Seafood platter: a grilled fish with shrimp, lime and avocado. */
export function seafood(c: Canvas, r: Rng, x: number, y: number, s: number): void {
  c.ellipse(x + s * 0.05, y + s * 0.1, s * 1.25, s * 0.5, "#000000", { opacity: 0.14 });
  c.ellipse(x, y, s * 1.2, s * 0.48, "#dfe7ea");
  const fish = `M${x - s * 0.7},${y}Q${x - s * 0.2},${y - s * 0.32} ${x + s * 0.5},${y - s * 0.04}L${x + s * 0.8},${y - s * 0.2}L${x + s * 0.74},${y + s * 0.06}L${x + s * 0.8},${y + s * 0.24}L${x + s * 0.5},${y + s * 0.08}Q${x - s * 0.2},${y + s * 0.3} ${x - s * 0.7},${y}Z`;
  c.path(fish, "#d8692f");
  for (let i = 0; i < 5; i++)
    c.path(`M${x - s * 0.4 + i * s * 0.17},${y - s * 0.16}l${s * 0.08},${s * 0.3}`, "none", {
      stroke: "#7a2c14",
      "stroke-width": s * 0.03,
      opacity: 0.6,
    });
  c.circle(x - s * 0.55, y - s * 0.03, s * 0.03, "#2a1a14");
  for (let i = 0; i < 4; i++) shrimp(c, x - s * 0.6 + i * s * 0.38, y + s * 0.3, s * 0.13, 0.4 + i);
  lime(c, x + s * 0.9, y - s * 0.1, s * 0.14);
  c.path(leaf([x - s * 1, y - s * 0.05], [x - s * 0.85, y - s * 0.3], s * 0.08), "#9ccf5a");
  sprinkle(c, r, x, y + s * 0.05, s * 1.2, s * 0.4, ["#4e9a3a"], 6);
}

/** Tostadas: crisp round tortillas heaped with ceviche and avocado. */
export function tostadas(c: Canvas, r: Rng, x: number, y: number, s: number): void {
  plate(c, x, y, s, "#2a7f9e", "#3b95b5");
  for (const [dx, dy] of [
    [-0.35, -0.05],
    [0.35, -0.05],
    [0, 0.12],
  ] as const) {
    const tx = x + dx * s;
    const ty = y + dy * s;
    c.ellipse(tx, ty, s * 0.36, s * 0.16, "#e7b04f");
    c.ellipse(tx, ty - s * 0.03, s * 0.27, s * 0.11, "#f3e6cc");
    sprinkle(c, r, tx, ty - s * 0.04, s * 0.4, s * 0.14, ["#e0452a", "#4e9a3a", "#f6f2e8"], 12);
    c.path(leaf([tx - s * 0.15, ty - s * 0.06], [tx + s * 0.1, ty - s * 0.1], s * 0.05), "#8fc25a");
  }
}

/** Guacamole in a volcanic-stone molcajete on three stubby legs, with totopos. */
export function guacamole(c: Canvas, r: Rng, x: number, y: number, s: number): void {
  for (const dx of [-0.5, 0, 0.5])
    c.rect(x + dx * s - s * 0.1, y + s * 0.2, s * 0.2, s * 0.26, "#3a3634", { rx: s * 0.06 });
  c.path(
    `M${x - s * 0.8},${y}Q${x - s * 0.7},${y + s * 0.45} ${x},${y + s * 0.42}Q${x + s * 0.7},${y + s * 0.45} ${x + s * 0.8},${y}Z`,
    "#4a4542",
  );
  c.ellipse(x, y, s * 0.8, s * 0.3, "#5a5450");
  c.path(smooth(blobPts(r, x, y - s * 0.05, s * 0.6, s * 0.2), true), "#8cbf4a");
  sprinkle(c, r, x, y - s * 0.06, s * 0.7, s * 0.2, ["#e0452a", "#f6f2e8"], 8);
  for (let i = 0; i < 5; i++) {
    const tx = x - s * 0.6 + i * s * 0.3;
    c.path(`M${tx},${y - s * 0.1}l${s * 0.14},${-s * 0.38}l${s * 0.12},${s * 0.32}Z`, "#efb94c");
  }
}

/** Small salsa bowl: red or green, with seeds showing. */
export function salsa(c: Canvas, r: Rng, x: number, y: number, s: number, colour: string): void {
  c.ellipse(x, y + s * 0.12, s, s * 0.55, "#8a4a2a");
  c.ellipse(x, y, s, s * SQ, "#b0643a");
  c.ellipse(x, y, s * 0.8, s * SQ * 0.75, colour);
  sprinkle(c, r, x, y, s * 1.1, s * 0.3, [mix(colour, "#ffffff", 0.4)], 5);
}

/** Stack of warm tortillas wrapped in an embroidered cloth. */
export function tortillas(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  cloth: string,
  thread: string,
): void {
  c.path(`M${x - s},${y}L${x},${y - s * 0.45}L${x + s},${y}L${x},${y + s * 0.45}Z`, cloth);
  for (let i = 0; i < 3; i++)
    c.ellipse(x, y - i * s * 0.06, s * 0.62, s * 0.26, mix("#e6cf98", "#f3e3bc", i / 2));
  c.path(`M${x - s * 0.86},${y}L${x},${y - s * 0.39}L${x + s * 0.86},${y}`, "none", {
    stroke: thread,
    "stroke-width": s * 0.04,
    "stroke-dasharray": `${s * 0.06} ${s * 0.05}`,
  });
}
