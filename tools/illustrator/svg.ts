// Core SVG writer: a tiny retained canvas that collects elements and gradient
// definitions, then serialises them compactly. Numbers are rounded (one decimal
// for coordinates, two for small values) so every file stays under the 40 KB budget.

export type Pt = [number, number];
export type Attrs = Record<string, string | number | undefined>;
/** Gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = [number, string] | [number, string, number];

export const W = 1600;
export const H = 1200;

/** Gradient stops from compact text, "offset colour [opacity], ...": one line per gradient. */
export function S(text: string): Stop[] {
  return text.split(",").map((part): Stop => {
    const [o, colour, a] = part.trim().split(/\s+/);
    if (colour === undefined) throw new Error(`S(): stop "${part}" needs an offset and a colour`);
    return a === undefined ? [Number(o), colour] : [Number(o), colour, Number(a)];
  });
}

/**
 * Element `i` of a list (negative counts from the end, like Array#at), or a clear
 * error instead of a silent `undefined` when the index is out of range.
 */
export function at<T>(list: readonly T[], i: number): T {
  const item = Number.isInteger(i) ? list.at(i) : undefined;
  if (item === undefined) throw new RangeError(`index ${i} out of range for length ${list.length}`);
  return item;
}

/** Consecutive pairs of a polyline's points (its segments): [p0, p1], [p1, p2], ... */
export function pairs<T>(list: readonly T[]): [T, T][] {
  return list.slice(1).map((b, i): [T, T] => [at(list, i), b]);
}

/** Round compactly: one decimal for coordinates, two for small values such as opacities. */
export function f(n: number): string {
  const k = Math.abs(n) < 2 ? 100 : 10;
  const r = Math.round(n * k) / k;
  return Object.is(r, -0) ? "0" : String(r);
}

/** Points to an SVG path fragment "x,y x,y". */
export function pts(list: Pt[]): string {
  return list.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
}

function attrs(a: Attrs): string {
  let s = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === "number" ? f(v) : v}"`;
  }
  return s;
}

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export class Canvas {
  title: string;
  body: string[] = [];
  defs: string[] = [];
  ids = 0;
  /**
   * The part of the 1600 × 1200 page the file shows, `[x, y, width, height]`: a wide band for
   * a panorama (Home's hero). Drawing still uses the page's coordinates.
   */
  crop: [number, number, number, number] = [0, 0, W, H];

  constructor(title: string) {
    this.title = title;
  }

  /** Emit any element; self-closing unless inner markup is given. */
  el(tag: string, a: Attrs, inner?: string): void {
    this.body.push(
      inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`,
    );
  }

  rect(x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): void {
    this.el("rect", { x, y, width: w, height: h, fill, ...a });
  }

  circle(cx: number, cy: number, r: number, fill: string, a: Attrs = {}): void {
    this.el("circle", { cx, cy, r, fill, ...a });
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): void {
    this.el("ellipse", { cx, cy, rx, ry, fill, ...a });
  }

  path(d: string, fill: string, a: Attrs = {}): void {
    this.el("path", { d, fill, ...a });
  }

  poly(list: Pt[], fill: string, a: Attrs = {}): void {
    this.el("polygon", { points: pts(list), fill, ...a });
  }

  /** A stroked open line (round caps read as soft, poster-like limbs and ropes). */
  line(list: Pt[], stroke: string, width: number, a: Attrs = {}): void {
    this.el("polyline", {
      points: pts(list),
      fill: "none",
      stroke,
      "stroke-width": width,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      ...a,
    });
  }

  /** Wrap whatever `draw` emits in a <g> (for opacity, transforms, clipping). */
  group(a: Attrs, draw: () => void): void {
    this.body.push(`<g${attrs(a)}>`);
    draw();
    this.body.push("</g>");
  }

  id(prefix: string): string {
    return `${prefix}${this.ids++}`;
  }

  /** Linear gradient; defaults to top-to-bottom over the shape's bounding box. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("g");
    this.defs.push(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient, used only for soft glows around suns, moons and fires. */
  rad(stops: Stop[]): string {
    const id = this.id("r");
    this.defs.push(`<radialGradient id="${id}">${stopTags(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Register a clip path from a path string; returns the clip-path attribute value. */
  clip(d: string, evenodd = false): string {
    const id = this.id("c");
    this.defs.push(
      `<clipPath id="${id}"><path d="${d}"${evenodd ? ' clip-rule="evenodd"' : ""}/></clipPath>`,
    );
    return `url(#${id})`;
  }

  /** Everything drawn by `draw` becomes a reusable symbol-like group in <defs>. */
  define(draw: () => void): string {
    const id = this.id("u");
    const saved = this.body;
    this.body = [];
    draw();
    this.defs.push(`<g id="${id}">${this.body.join("")}</g>`);
    this.body = saved;
    return id;
  }

  /** Tiling pattern on a fixed page grid (userSpaceOnUse), e.g. beads or weave. */
  pattern(w: number, h: number, draw: () => void, transform?: string): string {
    const id = this.id("p");
    const saved = this.body;
    this.body = [];
    draw();
    const t = transform ? ` patternTransform="${transform}"` : "";
    this.defs.push(
      `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse"${t}>${this.body.join("")}</pattern>`,
    );
    this.body = saved;
    return `url(#${id})`;
  }

  use(id: string, a: Attrs = {}): void {
    this.el("use", { href: `#${id}`, ...a });
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${this.crop.join(" ")}" width="${this.crop[2]}" height="${this.crop[3]}">` +
      `<title>${esc(this.title)}</title><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>\n`
    );
  }
}

function stopTags(stops: Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${f(a)}"`}/>`,
    )
    .join("");
}

/** Seeded PRNG (mulberry32): every run draws exactly the same pictures. */
export type Rng = () => number;
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Stable numeric seed from an image name, so each picture has its own randomness. */
export function seedOf(name: string): number {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function between(r: Rng, a: number, b: number): number {
  return a + (b - a) * r();
}

/** A random element of a non-empty list (uses exactly one draw of `r`). */
export function pick<T>(r: Rng, list: readonly T[]): T {
  return at(list, Math.floor(r() * list.length));
}

/** One illustration: output file name (without .svg), its <title>, and how to draw it. */
export type Scene = { name: string; title: string; draw: (c: Canvas, r: Rng) => void };
