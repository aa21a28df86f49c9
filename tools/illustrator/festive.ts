// Fiesta pieces: firework bursts, candle flames and their glow, marigold heads and garlands,
// Mexican flags, sugar skulls, pan de muerto, framed portraits and poinsettias.

import { leaf, mix, P, quad } from "./geom.ts";
import { type Stamp, stamper } from "./stamp.ts";
import { between, type Canvas, f, type Pt, pick, type Rng, S } from "./svg.ts";

/** Many circles as one path (marigold heads, sparks, confetti): one element, not hundreds. */
export function dots(list: [number, number, number][]): string {
  return list
    .map(
      ([x, y, r]) =>
        `M${f(x - r)},${f(y)}a${f(r)},${f(r)} 0 1 0 ${f(2 * r)},0a${f(r)},${f(r)} 0 1 0 ${f(-2 * r)},0Z`,
    )
    .join("");
}

/** Round specks of one size as a single stroked path: the cheapest way to draw many dots. */
export function specks(c: Canvas, spots: Pt[], rad: number, colour: string, opacity = 1): void {
  if (!spots.length) return;
  c.path(spots.map(([x, y]) => `M${f(x)},${f(y)}h0`).join(""), "none", {
    stroke: colour,
    "stroke-width": f(rad * 2),
    "stroke-linecap": "round",
    opacity: opacity === 1 ? undefined : opacity,
  });
}

const stamps = new WeakMap<Canvas, Stamp>();

/**
 * Papel picado on a sagging string, like `papelPicado` in street.ts, but each flag is drawn
 * once per colour and placed again with <use>, so long strings cost little.
 */
export function bunting(
  c: Canvas,
  a: Pt,
  b: Pt,
  sag: number,
  colours: string[],
  size: number,
  string = "#f4ead8",
): void {
  const stamp = stamps.get(c) ?? stamper(c);
  stamps.set(c, stamp);
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  c.path(`M${f(a[0])},${f(a[1])}Q${f(mid[0])},${f(mid[1])} ${f(b[0])},${f(b[1])}`, "none", {
    stroke: string,
    "stroke-width": 2,
  });
  const w = size;
  const h = size * 1.2;
  const n = Math.max(3, Math.floor(Math.hypot(b[0] - a[0], b[1] - a[1]) / (size * 1.15)));
  for (let i = 0; i < n; i++) {
    const [x, y] = quad(a, mid, b, (i + 0.5) / n);
    const colour = colours[i % colours.length] ?? "#f2c21b";
    stamp(
      `flag${colour}${f(size)}`,
      () => {
        const holes = P("0.3,0.35 0.7,0.35 0.5,0.62")
          .map(([hx, hy]) => {
            const [cx, cy] = [-w / 2 + hx * w, hy * h];
            const d = w * 0.09;
            return `M${f(cx)},${f(cy - d)}L${f(cx + d)},${f(cy)}L${f(cx)},${f(cy + d)}L${f(cx - d)},${f(cy)}Z`;
          })
          .join("");
        c.path(
          `M${f(-w / 2)},0H${f(w / 2)}V${f(h)}L${f(w / 4)},${f(h * 0.9)}L0,${f(h)}L${f(-w / 4)},${f(h * 0.9)}L${f(-w / 2)},${f(h)}Z${holes}`,
          colour,
          { "fill-rule": "evenodd" },
        );
      },
      x,
      y,
    );
  }
}

export type Burst = "peony" | "willow" | "ring";
export const bursts: Burst[] = ["peony", "willow", "ring"];

/** A firework burst at (x, y): rays of sparks, bright tips and a glow; willows droop. */
export function firework(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  rad: number,
  colour: string,
  kind: Burst,
): void {
  c.circle(x, y, rad * 1.25, c.rad(S(`0 ${colour} 0.4, 0.6 ${colour} 0.1, 1 ${colour} 0`)));
  const n = kind === "ring" ? 36 : 26;
  let rays = "";
  const tips: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + between(r, -0.05, 0.05);
    const [dx, dy] = [Math.cos(a), Math.sin(a)];
    const k = kind === "ring" ? 1 : between(r, 0.8, 1);
    const [ex, ey] = [x + dx * rad * k, y + dy * rad * k];
    if (kind === "willow") {
      const drop = rad * between(r, 0.35, 0.55);
      rays += `M${f(x + dx * rad * 0.15)},${f(y + dy * rad * 0.15)}Q${f(ex)},${f(ey)} ${f(ex + dx * rad * 0.12)},${f(ey + drop)}`;
      tips.push([ex + dx * rad * 0.12, ey + drop]);
    } else {
      const from = kind === "ring" ? 0.78 : 0.2;
      rays += `M${f(x + dx * rad * from)},${f(y + dy * rad * from)}L${f(ex)},${f(ey)}`;
      tips.push([ex, ey]);
    }
  }
  c.path(rays, "none", {
    stroke: colour,
    "stroke-width": kind === "willow" ? 2.5 : 3.5,
    "stroke-linecap": "round",
    opacity: 0.9,
  });
  specks(c, tips, kind === "peony" ? 5 : kind === "ring" ? 4 : 3, mix(colour, "#ffffff", 0.55));
  c.circle(x, y, rad * 0.07, "#fffbe8", { opacity: 0.8 });
}

/** The fading trail of a rocket climbing to its burst. */
export function rocketTrail(c: Canvas, x0: number, y0: number, x1: number, y1: number): void {
  c.path(
    `M${f(x0)},${f(y0)}Q${f(x0 + (x1 - x0) * 0.2)},${f((y0 + y1) / 2)} ${f(x1)},${f(y1)}`,
    "none",
    {
      stroke: "#ffe8b0",
      "stroke-width": 3,
      "stroke-dasharray": "6 10",
      opacity: 0.55,
    },
  );
}

/**
 * Candle flames at the given tips, each with a warm glow when `glow` (true makes one
 * gradient for them all; a fill string reuses a gradient made earlier).
 */
export function flames(c: Canvas, tips: Pt[], s: number, glow: boolean | string = true): void {
  if (glow) {
    const g = glow === true ? c.rad(S("0 #ffd98a 0.55, 0.4 #ffc46a 0.2, 1 #ffc46a 0")) : glow;
    for (const [x, y] of tips) c.circle(x, y, s * 3.2, g);
  }
  let d = "";
  for (const [x, y] of tips)
    d += `M${f(x)},${f(y - s * 1.3)}Q${f(x + s * 0.62)},${f(y)} ${f(x)},${f(y + s * 0.35)}Q${f(x - s * 0.62)},${f(y)} ${f(x)},${f(y - s * 1.3)}Z`;
  c.path(d, "#ffc53d");
  specks(c, tips, s * 0.22, "#fff4c8");
}

/** Wax candles [x, base, width, height], all in one path, flames on top when `lit`. */
export function candles(
  c: Canvas,
  list: [number, number, number, number][],
  wax: string,
  lit: boolean,
): void {
  let d = "";
  for (const [x, y, w, h] of list) d += `M${f(x - w / 2)},${f(y)}v${f(-h)}h${f(w)}v${f(h)}Z`;
  c.path(d, wax);
  let wicks = "";
  for (const [x, y, , h] of list) wicks += `M${f(x)},${f(y - h)}v-6`;
  c.path(wicks, "none", { stroke: "#2a2018", "stroke-width": 2 });
  if (lit)
    flames(
      c,
      list.map(([x, y, w, h]): Pt => [x, y - h - 6 - w * 0.35]),
      Math.max(5, list[0]?.[2] ?? 10) * 0.5,
    );
}

const golds = ["#f49a1a", "#f7b32b", "#e8761a"];

/** Cempasúchil (marigold) heads at the given points: ruffled orange and gold pompoms. */
export function marigolds(c: Canvas, r: Rng, spots: Pt[], size: number): void {
  const byTone = golds.map((): Pt[] => []);
  for (const p of spots) byTone[Math.floor(r() * golds.length)]?.push(p);
  byTone.forEach((list, i) => {
    specks(c, list, size * (0.9 + i * 0.12), golds[i] ?? "#f49a1a");
  });
  specks(
    c,
    spots.map(([x, y]): Pt => [x - size * 0.15, y - size * 0.2]),
    size * 0.42,
    "#ffc94a",
    0.85,
  );
}

/** Marigold heads strung thickly along a polyline (an arch or a garland). */
export function garland(c: Canvas, r: Rng, line: Pt[], size: number, width = 1): void {
  const spots: Pt[] = [];
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1] ?? [0, 0];
    const [bx, by] = line[i] ?? [0, 0];
    const n = Math.ceil(Math.hypot(bx - ax, by - ay) / (size * 0.9));
    for (let j = 0; j < n; j++) {
      const t = j / n;
      for (let k = 0; k < width; k++)
        spots.push([
          ax + (bx - ax) * t + between(r, -size, size) * 0.5 * width,
          ay + (by - ay) * t + between(r, -size, size) * 0.5 * width,
        ]);
    }
  }
  c.path(line.map(([x, y], i) => `${i ? "L" : "M"}${f(x)},${f(y)}`).join(""), "none", {
    stroke: "#3f7a2a",
    "stroke-width": size * 0.8 * width,
    "stroke-linejoin": "round",
  });
  marigolds(c, r, spots, size);
}

/**
 * Mexican flag flying from a pole at (x, top): green, white and red bands with a small
 * golden emblem, the cloth rippling by `wave` pixels.
 */
export function flag(
  c: Canvas,
  x: number,
  top: number,
  w: number,
  h: number,
  pole: number,
  wave = 10,
  dir = 1,
): void {
  c.line(
    [
      [x, top - 8],
      [x, top + pole],
    ],
    "#5a4a3a",
    Math.max(3, w * 0.035),
  );
  c.circle(x, top - 10, Math.max(4, w * 0.04), "#d8b04a");
  const at = (u: number, v: number): Pt => [
    x + u * w * dir,
    top + v * h + Math.sin(u * Math.PI * 1.6) * wave * u,
  ];
  const band = (u0: number, u1: number): Pt[] => {
    const topEdge: Pt[] = [];
    const bottom: Pt[] = [];
    for (let i = 0; i <= 4; i++) {
      const u = u0 + ((u1 - u0) * i) / 4;
      topEdge.push(at(u, 0));
      bottom.unshift(at(u, 1));
    }
    return [...topEdge, ...bottom];
  };
  c.poly(band(0, 0.34), "#1f7a45");
  c.poly(band(0.33, 0.67), "#f4f1ea");
  c.poly(band(0.66, 1), "#c8242e");
  const [ex, ey] = at(0.5, 0.5);
  c.ellipse(ex, ey, w * 0.07, h * 0.12, "#9a6a2a");
  c.ellipse(ex, ey + h * 0.08, w * 0.08, h * 0.04, "#3f7a2a");
}

/** Sugar skull (calaverita) facing us: white skull, coloured eyes, a flower on the brow. */
export function skull(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  base: string,
  eyes: string,
  accent: string,
): void {
  c.path(
    `M${f(x - s * 0.5)},${f(y - s * 0.55)}A${f(s * 0.5)},${f(s * 0.5)} 0 1 1 ${f(x + s * 0.5)},${f(y - s * 0.55)}Q${f(x + s * 0.48)},${f(y - s * 0.2)} ${f(x + s * 0.3)},${f(y - s * 0.16)}V${f(y)}H${f(x - s * 0.3)}V${f(y - s * 0.16)}Q${f(x - s * 0.48)},${f(y - s * 0.2)} ${f(x - s * 0.5)},${f(y - s * 0.55)}Z`,
    base,
  );
  c.path(
    dots([
      [x - s * 0.2, y - s * 0.5, s * 0.15],
      [x + s * 0.2, y - s * 0.5, s * 0.15],
    ]),
    eyes,
  );
  c.path(`M${f(x)},${f(y - s * 0.38)}l${f(s * 0.07)},${f(s * 0.12)}h${f(-s * 0.14)}Z`, "#3a2a30");
  c.path(`M${f(x - s * 0.22)},${f(y - s * 0.12)}H${f(x + s * 0.22)}`, "none", {
    stroke: "#3a2a30",
    "stroke-width": s * 0.05,
    "stroke-dasharray": `${f(s * 0.05)} ${f(s * 0.04)}`,
  });
  c.path(
    dots([
      [x, y - s * 0.86, s * 0.08],
      [x - s * 0.1, y - s * 0.8, s * 0.06],
      [x + s * 0.1, y - s * 0.8, s * 0.06],
    ]),
    accent,
  );
}

/** Pan de muerto: a round sweet loaf with crossed dough "bones" and a knob on top, sugared. */
export function panDeMuerto(c: Canvas, r: Rng, x: number, y: number, s: number): void {
  c.path(
    `M${f(x - s)},${f(y)}Q${f(x - s)},${f(y - s * 0.75)} ${f(x)},${f(y - s * 0.78)}Q${f(x + s)},${f(y - s * 0.75)} ${f(x + s)},${f(y)}Z`,
    "#c8823a",
  );
  c.path(
    `M${f(x - s * 0.8)},${f(y - s * 0.3)}Q${f(x)},${f(y - s * 0.95)} ${f(x + s * 0.8)},${f(y - s * 0.3)}M${f(x - s * 0.5)},${f(y - s * 0.1)}Q${f(x)},${f(y - s * 1.05)} ${f(x + s * 0.5)},${f(y - s * 0.1)}`,
    "none",
    { stroke: "#a8642a", "stroke-width": s * 0.14, "stroke-linecap": "round" },
  );
  c.circle(x, y - s * 0.78, s * 0.16, "#b8702e");
  const grains: Pt[] = [];
  for (let i = 0; i < 14; i++)
    grains.push([x + between(r, -0.7, 0.7) * s, y - between(r, 0.2, 0.65) * s]);
  specks(c, grains, s * 0.035, "#f8eed8");
}

/** Framed portrait: a frame, a pale ground and a head-and-shoulders silhouette (no face). */
export function portrait(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  ground: string,
  ink: string,
): void {
  c.rect(x - w / 2, y - h, w, h, frame);
  c.rect(x - w * 0.4, y - h * 0.92, w * 0.8, h * 0.84, ground);
  c.path(
    `M${f(x - w * 0.3)},${f(y - h * 0.08)}Q${f(x - w * 0.28)},${f(y - h * 0.4)} ${f(x)},${f(y - h * 0.42)}Q${f(x + w * 0.28)},${f(y - h * 0.4)} ${f(x + w * 0.3)},${f(y - h * 0.08)}Z`,
    ink,
  );
  c.circle(x, y - h * 0.58, w * 0.15, ink);
}

/** Poinsettia (nochebuena) in a pot: red bracts in a star round a golden heart. */
export function poinsettia(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  s: number,
  red = "#c8202e",
  pot = "#b5643a",
): void {
  const top: Pt = [x, y - s * 0.7];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + 0.2;
    c.path(
      leaf(top, [top[0] + Math.cos(a) * s * 0.55, top[1] + Math.sin(a) * s * 0.38], s * 0.12),
      i % 2 ? "#2f6a3a" : "#3f7a48",
    );
  }
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + between(r, -0.15, 0.15);
    c.path(
      leaf(top, [top[0] + Math.cos(a) * s * 0.45, top[1] + Math.sin(a) * s * 0.3], s * 0.1),
      i % 2 ? red : mix(red, "#000000", 0.15),
    );
  }
  specks(
    c,
    Array.from(
      { length: 5 },
      (_, i): Pt => [top[0] + (i - 2) * s * 0.03, top[1] + ((i % 2) - 0.5) * s * 0.03],
    ),
    s * 0.025,
    "#f2c21b",
  );
  c.path(
    `M${f(x - s * 0.28)},${f(y - s * 0.36)}H${f(x + s * 0.28)}L${f(x + s * 0.2)},${f(y)}H${f(x - s * 0.2)}Z`,
    pot,
  );
  c.rect(x - s * 0.3, y - s * 0.4, s * 0.6, s * 0.08, pick(r, ["#2f5fa8", "#e8c23a", "#c8202e"]));
}
