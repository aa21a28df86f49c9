// Figures for events: runners in stride, road cyclists, birdwatchers with binoculars and a
// spotting scope, and beach clean-up volunteers bending or carrying full bags.

import { leaf, mix, tube } from "./geom.ts";
import type { Canvas, Pt } from "./svg.ts";

/** Local point helper: (px, py) in figure heights from the feet at (x, y), dir mirrors x. */
const at0 =
  (x: number, y: number, h: number, dir = 1) =>
  (px: number, py: number): Pt => [x + px * h * dir, y - py * h];

/** Runner mid-stride, leaning into the run; `reach` lengthens the stride, `bib` pins a number cloth. */
export function runner(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  shirt: string,
  dir = 1,
  reach = 1,
  bib = "#f7f5ee",
): void {
  const u = at0(x, y, h, dir);
  const k = reach;
  c.path(
    tube(
      [u(0, 0.5), u(-0.12 * k, 0.3), u(-0.32 * k, 0.2), u(-0.36 * k, 0.14)],
      h * 0.09,
      h * 0.05,
      10,
    ),
    mix(ink, "#000000", 0.25),
  );
  c.path(tube([u(0.02, 0.5), u(0.2 * k, 0.34), u(0.14 * k, 0.06)], h * 0.1, h * 0.055, 10), ink);
  c.path(leaf(u(0.12 * k, 0.05), u(0.24 * k, 0.03), h * 0.025), ink);
  c.path(tube([u(0, 0.48), u(0.05, 0.66), u(0.09, 0.8)], h * 0.15, h * 0.17, 6), shirt);
  c.path(tube([u(-0.01, 0.47), u(0.03, 0.56)], h * 0.15, h * 0.15, 3), mix(ink, "#000000", 0.1));
  if (bib) c.poly([u(0.03, 0.7), u(0.12, 0.7), u(0.11, 0.6), u(0.02, 0.6)], bib);
  c.line([u(0.07, 0.76), u(-0.06, 0.64), u(-0.12, 0.72)], ink, h * 0.05);
  c.line([u(0.09, 0.77), u(0.2, 0.66), u(0.28, 0.75)], ink, h * 0.05);
  c.circle(...u(0.13, 0.89), h * 0.07, ink);
}

/** Road cyclist on a racing bike; `s` is the wheelbase, (x, y) the ground under the cranks. */
export function cyclist(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  ink: string,
  frame: string,
  jersey: string,
  dir = 1,
): void {
  const u = at0(x, y, s, dir);
  const rad = s * 0.34;
  for (const wx of [-0.52, 0.52]) {
    const [cx, cy] = u(wx, 0.34);
    c.circle(cx, cy, rad, "none", { stroke: ink, "stroke-width": s * 0.045 });
    c.circle(cx, cy, s * 0.04, "#c9ccd2");
  }
  const bb = u(-0.05, 0.3);
  const seat = u(-0.22, 0.84);
  const head = u(0.36, 0.8);
  c.line([u(-0.52, 0.34), bb, seat, u(-0.52, 0.34)], frame, s * 0.035);
  c.line([seat, head, u(0.52, 0.34)], frame, s * 0.035);
  c.line([bb, u(0.34, 0.72)], frame, s * 0.04);
  c.line([u(0.36, 0.82), u(0.46, 0.84), u(0.5, 0.76), u(0.44, 0.72)], ink, s * 0.025);
  c.line([u(-0.3, 0.88), u(-0.14, 0.88)], ink, s * 0.04);
  const hip = u(-0.2, 0.94);
  const shoulder = u(0.18, 1.18);
  c.line([hip, u(0.06, 0.7), u(0.02, 0.2)], ink, s * 0.07);
  c.line([hip, u(-0.04, 0.58), u(-0.12, 0.4)], mix(ink, "#000000", 0.3), s * 0.065);
  c.path(tube([hip, u(0, 1.1), shoulder], s * 0.16, s * 0.14, 8), jersey);
  c.line([shoulder, u(0.32, 1.0), u(0.44, 0.84)], ink, s * 0.05);
  const [hx, hy] = u(0.3, 1.28);
  c.circle(hx, hy, s * 0.075, ink);
  c.path(
    `M${hx - s * 0.1},${hy + s * 0.01}Q${hx - s * 0.06},${hy - s * 0.12} ${hx + s * 0.08},${hy - s * 0.04}Q${hx + s * 0.04},${hy + s * 0.02} ${hx - s * 0.1},${hy + s * 0.01}Z`,
    jersey,
  );
}

/** Standing birdwatcher in a bush hat, binoculars raised (or pointing when `point`). */
export function birder(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  pack: string,
  dir = 1,
  point = false,
): void {
  const u = at0(x, y, h, dir);
  c.line([u(0, 0.47), u(0.03, 0.24), u(0.06, 0.03)], ink, h * 0.085);
  c.line([u(0, 0.47), u(-0.04, 0.24), u(-0.07, 0.03)], ink, h * 0.085);
  c.poly([u(-0.2, 0.78), u(-0.06, 0.8), u(-0.06, 0.5), u(-0.18, 0.48)], pack);
  c.path(tube([u(0, 0.46), u(0.01, 0.64), u(0.02, 0.8)], h * 0.18, h * 0.16, 6), ink);
  c.circle(...u(0.04, 0.89), h * 0.07, ink);
  c.path(leaf(u(-0.1, 0.93), u(0.18, 0.93), h * 0.03), ink);
  c.ellipse(...u(0.04, 0.96), h * 0.065, h * 0.04, ink);
  if (point) {
    c.line([u(0.04, 0.76), u(0.2, 0.86), u(0.34, 1.02)], ink, h * 0.05);
    c.line([u(0.02, 0.74), u(0.08, 0.58), u(0.06, 0.5)], ink, h * 0.05);
  } else {
    c.line([u(0.04, 0.76), u(0.18, 0.7), u(0.14, 0.86)], ink, h * 0.05);
    c.line([u(0.02, 0.74), u(0.1, 0.66), u(0.12, 0.86)], ink, h * 0.05);
    c.poly([u(0.1, 0.93), u(0.19, 0.93), u(0.19, 0.85), u(0.1, 0.85)], ink);
  }
}

/** Spotting scope on a tripod, aimed up towards `dir`. */
export function scope(c: Canvas, x: number, y: number, h: number, ink: string, dir = 1): void {
  const u = at0(x, y, h, dir);
  const top = u(0, 0.62);
  c.line([u(-0.2, 0), top, u(0.18, 0)], ink, h * 0.025);
  c.line([u(0, 0), top], ink, h * 0.025);
  c.path(tube([u(-0.16, 0.6), u(0.22, 0.74)], h * 0.07, h * 0.1, 2), ink);
}

/** Clean-up volunteer in a cap: bent over with a litter picker, or walking with a full bag. */
export function volunteer(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  shirt: string,
  bag: string,
  pose: "bend" | "carry",
  dir = 1,
): void {
  const u = at0(x, y, h, dir);
  if (pose === "bend") {
    c.line([u(-0.12, 0.5), u(-0.1, 0.26), u(-0.12, 0.02)], ink, h * 0.09);
    c.line([u(-0.12, 0.5), u(-0.02, 0.26), u(0.04, 0.02)], ink, h * 0.09);
    c.path(tube([u(-0.12, 0.5), u(0.08, 0.6), u(0.3, 0.62)], h * 0.17, h * 0.16, 6), shirt);
    c.circle(...u(0.4, 0.6), h * 0.07, ink);
    c.path(leaf(u(0.38, 0.66), u(0.52, 0.62), h * 0.03), shirt);
    c.line([u(0.26, 0.58), u(0.34, 0.4), u(0.4, 0.34)], ink, h * 0.05);
    c.line([u(0.4, 0.34), u(0.56, 0.02)], "#8a8e94", h * 0.025);
    c.line([u(0.22, 0.56), u(0.12, 0.4), u(0.08, 0.34)], ink, h * 0.05);
    c.path(
      `M${u(0.0, 0.36).join(",")}Q${u(-0.04, 0.06).join(" ")} ${u(0.12, 0.04).join(",")}Q${u(0.22, 0.2).join(" ")} ${u(0.14, 0.36).join(",")}Z`,
      bag,
    );
  } else {
    c.line([u(0, 0.47), u(0.08, 0.24), u(0.14, 0.03)], ink, h * 0.085);
    c.line([u(0, 0.47), u(-0.05, 0.24), u(-0.13, 0.03)], ink, h * 0.085);
    c.path(tube([u(0, 0.46), u(0.02, 0.64), u(0.03, 0.8)], h * 0.18, h * 0.16, 6), shirt);
    c.path(
      `M${u(-0.06, 0.84).join(",")}Q${u(-0.36, 0.86).join(" ")} ${u(-0.3, 0.56).join(",")}Q${u(-0.14, 0.46).join(" ")} ${u(-0.04, 0.62).join(",")}Z`,
      bag,
    );
    c.line([u(0.04, 0.76), u(-0.04, 0.9), u(-0.08, 0.84)], ink, h * 0.05);
    c.line([u(0.02, 0.74), u(0.08, 0.6), u(0.1, 0.48)], ink, h * 0.05);
    c.circle(...u(0.05, 0.9), h * 0.07, ink);
    c.path(leaf(u(0.02, 0.95), u(0.17, 0.93), h * 0.03), shirt);
  }
}
