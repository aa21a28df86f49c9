// Shape geometry: compact point lists, smooth curves, mountain ridges, organic
// blobs, leaves, tapered tubes and colour mixing. Everything returns plain data or
// path strings; drawing happens elsewhere.
import { at, f, type Pt, pairs, type Rng } from "./svg.ts";

/** Point list from compact SVG-style text, "x,y x,y ...": keeps shape data on one line. */
export function P(text: string): Pt[] {
  return text
    .trim()
    .split(/\s+/)
    .map((xy): Pt => {
      const [x, y] = xy.split(",").map(Number);
      if (x === undefined || y === undefined) throw new Error(`P(): "${xy}" is not an x,y pair`);
      return [x, y];
    });
}

/** Catmull-Rom spline through the points, as cubic Bézier path commands. */
export function smooth(p: Pt[], closed = false, tension = 1): string {
  const n = p.length;
  // Neighbours wrap round a closed curve and clamp to the ends of an open one.
  const pt = (i: number): Pt => at(p, closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i)));
  const [x0, y0] = at(p, 0);
  let d = `M${f(x0)},${f(y0)}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [pt(i - 1), pt(i), pt(i + 1), pt(i + 2)];
    const k = tension / 6;
    d +=
      `C${f(p1[0] + (p2[0] - p0[0]) * k)},${f(p1[1] + (p2[1] - p0[1]) * k)} ` +
      `${f(p2[0] - (p3[0] - p1[0]) * k)},${f(p2[1] - (p3[1] - p1[1]) * k)} ${f(p2[0])},${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Polygon path string. */
export function poly(p: Pt[]): string {
  return `M${p.map(([x, y]) => `${f(x)},${f(y)}`).join("L")}Z`;
}

/**
 * Mountain silhouette through coarse control points, roughened by midpoint
 * displacement (amplitude halves at each level, like real eroded ridgelines).
 */
export function ridge(r: Rng, ctrl: Pt[], rough: number, levels = 4): Pt[] {
  let line = ctrl.slice();
  let amp = rough;
  for (let l = 0; l < levels; l++) {
    const next: Pt[] = [at(line, 0)];
    for (const [a, b] of pairs(line)) {
      next.push([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + (r() - 0.5) * 2 * amp], b);
    }
    line = next;
    amp /= 2;
  }
  return line;
}

/** Close a top outline down to `bottom`, giving a fillable landmass. */
export function landPath(top: Pt[], bottom: number, curved = false): string {
  const [ax] = at(top, 0);
  const [bx] = at(top, -1);
  const body = curved ? smooth(top) : `M${top.map(([x, y]) => `${f(x)},${f(y)}`).join("L")}`;
  return `${body}L${f(bx)},${f(bottom)}L${f(ax)},${f(bottom)}Z`;
}

/** Organic closed blob (rocks, bushes, canopies): a jittered circle, smoothed. */
export function blob(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  jitter = 0.15,
  n = 9,
): string {
  const p: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2;
    const k = 1 + (r() - 0.5) * 2 * jitter;
    p.push([cx + Math.cos(t) * rx * k, cy + Math.sin(t) * ry * k]);
  }
  return smooth(p, true);
}

/** Leaf / blade: tapered shape from base to tip bending by `bend` (pixels, sideways). */
export function leaf(base: Pt, tip: Pt, width: number, bend = 0): string {
  const [bx, by] = base;
  const [tx, ty] = tip;
  const dx = tx - bx;
  const dy = ty - by;
  const len = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [-dy / len, dx / len];
  const mx = (bx + tx) / 2 + nx * bend;
  const my = (by + ty) / 2 + ny * bend;
  return (
    `M${f(bx)},${f(by)}Q${f(mx + nx * width)},${f(my + ny * width)} ${f(tx)},${f(ty)}` +
    `Q${f(mx - nx * width)},${f(my - ny * width)} ${f(bx)},${f(by)}Z`
  );
}

/** Point on a quadratic Bézier. */
export function quad(a: Pt, c: Pt, b: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
    u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
  ];
}

type Rgb = [number, number, number];

function hex(c: string): Rgb {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blend two #rrggbb colours; t=0 gives a, t=1 gives b. Used for aerial perspective. */
export function mix(a: string, b: string, t: number): string {
  const [r0, g0, b0] = hex(a);
  const [r1, g1, b1] = hex(b);
  const channel = (u: number, v: number) =>
    Math.round(u + (v - u) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r0, r1)}${channel(g0, g1)}${channel(b0, b1)}`;
}

/**
 * Tapered tube around a smooth spine (tails, trunks, limbs): the outline is the
 * spine offset left and right by a width easing from w0 to w1.
 */
export function tube(spine: Pt[], w0: number, w1: number, steps = 24): string {
  const samples: Pt[] = [];
  const n = spine.length - 1;
  for (let i = 0; i <= steps; i++) {
    // Sample the Catmull-Rom spline through the spine points.
    const u = (i / steps) * n;
    const k = Math.min(n - 1, Math.floor(u));
    const t = u - k;
    const p0 = at(spine, Math.max(0, k - 1));
    const [p1, p2] = [at(spine, k), at(spine, k + 1)];
    const p3 = at(spine, Math.min(n, k + 2));
    const cr = (a: number, b: number, c: number, d: number) =>
      0.5 *
      (2 * b +
        (-a + c) * t +
        (2 * a - 5 * b + 4 * c - d) * t * t +
        (-a + 3 * b - 3 * c + d) * t * t * t);
    samples.push([cr(p0[0], p1[0], p2[0], p3[0]), cr(p0[1], p1[1], p2[1], p3[1])]);
  }
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (const [i, p] of samples.entries()) {
    const a = at(samples, Math.max(0, i - 1));
    const b = at(samples, Math.min(steps, i + 1));
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const w = (w0 + (w1 - w0) * (i / steps)) / 2;
    left.push([p[0] - ((b[1] - a[1]) / l) * w, p[1] + ((b[0] - a[0]) / l) * w]);
    right.unshift([p[0] + ((b[1] - a[1]) / l) * w, p[1] - ((b[0] - a[0]) / l) * w]);
  }
  return poly([...left, ...right]);
}
