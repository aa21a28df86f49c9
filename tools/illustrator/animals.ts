// Creatures and statues: humpback whales, the iguana and the bronze
// "boy on a seahorse" of the Malecón. Each is drawn in local units and placed
// with a transform, so scenes only choose position, size and colours.

import { P, smooth, tube } from "./geom.ts";
import type { Canvas, Pt } from "./svg.ts";

/** Humpback fluke raised as the whale dives, pale patterned underside towards us. Span 2 units. */
export function whaleTail(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  dark: string,
  belly: string,
): void {
  c.group({ transform: `translate(${x} ${y}) scale(${s})` }, () => {
    const half: Pt[] = P(
      "0,-0.62 0.24,-0.72 0.5,-0.77 0.74,-0.84 1,-1.02 0.86,-0.74 0.6,-0.56 0.34,-0.45 0.15,-0.33",
    );
    const mirror = half.map(([px, py]) => [-px, py] as Pt).reverse();
    const outline: Pt[] = [[-0.17, 0.06], ...mirror, ...half.slice(1), [0.17, 0.06]];
    c.path(`${smooth(outline)}Z`, dark);
    // Underside markings: white patches that let researchers tell whales apart.
    c.path(
      `${smooth(P("-0.06,-0.58 -0.3,-0.68 -0.6,-0.74 -0.88,-0.88 -0.7,-0.68 -0.4,-0.52 -0.14,-0.42"))}Z` +
        `${smooth(P("0.06,-0.58 0.3,-0.68 0.6,-0.74 0.88,-0.88 0.7,-0.68 0.4,-0.52 0.14,-0.42"))}Z`,
      belly,
    );
    c.path(`M-0.6,-0.72l0.1,0.05l-0.02,0.05ZM0.5,-0.7l0.12,0.02l-0.05,0.05Z`, dark);
    for (const [dx, dy, r] of [
      [-0.95, -0.85, 0.02],
      [-0.9, -0.7, 0.015],
      [0.93, -0.8, 0.02],
      [0.6, -0.45, 0.015],
      [-0.4, -0.4, 0.018],
      [0.3, -0.32, 0.012],
    ] as const) {
      c.circle(dx, dy, r, belly);
    }
  });
}

/** Breaching humpback: body rising at an angle, long white pectoral fin, throat pleats. Length 1 unit. */
export function breach(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  angle: number,
  back: string,
  belly: string,
): void {
  c.group({ transform: `translate(${x} ${y}) rotate(${-angle}) scale(${s})` }, () => {
    const top: Pt[] = P("1,0 0.93,-0.07 0.75,-0.16 0.5,-0.21 0.2,-0.2 0,-0.16");
    const under: Pt[] = P("1,0.02 0.85,0.09 0.6,0.17 0.3,0.2 0,0.15");
    c.path(`${smooth([...top].reverse())}L1,0.02${smooth(under).replace(/^M[^C]*/, "")}Z`, back);
    // Pale grooved throat: the ventral pleats run from chin to belly.
    c.path(
      `${smooth(P("0.98,0.02 0.85,0.08 0.6,0.16 0.3,0.19 0.05,0.15"))}L0.05,0.08Q0.5,0.06 0.97,0.0Z`,
      belly,
    );
    for (let i = 0; i < 5; i++)
      c.path(`M0.93,${0.03 + i * 0.012}Q0.55,${0.09 + i * 0.018} 0.1,${0.1 + i * 0.012}`, "none", {
        stroke: back,
        "stroke-width": 0.006,
        opacity: 0.3,
      });
    // Pectoral fin thrown out sideways, almost a third of the body long.
    c.path(tube(P("0.6,0.13 0.66,0.3 0.7,0.46 0.71,0.6"), 0.11, 0.035, 16), belly);
    c.path("M0.98,0.015Q0.86,0.05 0.74,0.05", "none", {
      stroke: back,
      "stroke-width": 0.01,
      "stroke-linecap": "round",
    });
    for (const [px, py] of P("0.93,-0.05 0.87,-0.08 0.8,-0.1 0.96,-0.025"))
      c.circle(px, py, 0.012, belly);
    c.circle(0.74, 0.04, 0.013, "#1d2530");
  });
}

/** Green iguana in side view, facing right, roughly 4 units long including tail. */
export function iguana(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  colour: string,
  flip = false,
): void {
  c.group({ transform: `translate(${x} ${y}) scale(${flip ? -s : s} ${s})` }, () => {
    c.path(tube(P("0.1,0 -0.6,0.08 -1.3,0.22 -1.9,0.3 -2.3,0.2"), 0.36, 0.03, 20), colour);
    c.path(
      smooth(
        P(
          "0.1,-0.2 0.6,-0.3 1,-0.32 1.25,-0.44 1.58,-0.44 1.8,-0.34 1.8,-0.22 1.58,-0.14 1.42,0.04 1.2,0.08 0.9,0.14 0.4,0.16 0.05,0.16",
        ),
        true,
      ),
      colour,
    );
    // Legs splayed on the rock, toes spread.
    c.line(P("1.05,0.02 1.15,0.22 1.3,0.3"), colour, 0.1);
    c.line(P("0.8,0.05 0.7,0.25 0.85,0.32"), colour, 0.09);
    c.line(P("0.25,0.05 0.05,0.22 -0.1,0.3"), colour, 0.12);
    for (let i = 0; i < 11; i++) {
      const px = 1.3 - i * 0.14;
      const py = px > 1 ? -0.42 + (1.3 - px) * 0.3 : -0.31 + (1 - px) * 0.08;
      c.path(
        `M${px - 0.05},${py + 0.04}L${px},${py - 0.14 + i * 0.008}L${px + 0.05},${py + 0.04}Z`,
        colour,
      );
    }
    c.path("M1.45,-0.12Q1.52,0.16 1.3,0.22Q1.2,0.05 1.25,-0.05Z", colour);
  });
}

/**
 * "El Caballito": a boy riding a seahorse, the bronze emblem of the Malecón.
 * Drawn about 1.1 units tall with its base at (x, y), facing right.
 */
export function seahorseStatue(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  bronze: string,
  shine: string,
): void {
  c.group({ transform: `translate(${x} ${y}) scale(${s})` }, () => {
    // Dorsal fin first so the body overlaps its root.
    c.path("M-0.02,-0.62Q-0.15,-0.6 -0.15,-0.47Q-0.1,-0.4 -0.02,-0.42Z", bronze, { opacity: 0.85 });
    c.path(
      smooth(
        P(
          "-0.02,-0.9 0.06,-0.98 0.16,-0.95 0.3,-0.9 0.4,-0.88 0.4,-0.84 0.28,-0.83 0.17,-0.8 0.16,-0.72 0.23,-0.6 0.27,-0.45 0.2,-0.3 0.08,-0.2 -0.04,-0.26 -0.03,-0.45 -0.05,-0.62 -0.01,-0.76",
        ),
        true,
      ),
      bronze,
    );
    c.path(
      tube(P("0.03,-0.24 -0.05,-0.13 -0.01,-0.03 0.08,-0.03 0.1,-0.1 0.05,-0.12"), 0.13, 0.03, 26),
      bronze,
    );
    c.path("M0.04,-0.96L0.06,-1.05L0.1,-0.97L0.13,-1.03L0.15,-0.95Z", bronze);
    // Belly rings catch the light.
    for (let i = 0; i < 5; i++)
      c.path(`M${0.14 + i * 0.01},${-0.66 + i * 0.07}q0.06,0.01 0.09,0.04`, "none", {
        stroke: shine,
        "stroke-width": 0.016,
        "stroke-linecap": "round",
      });
    c.circle(0.16, -0.9, 0.015, shine);
    // The rider sits on the neck: one hand on the crest, the other flung up to the sky.
    c.path(tube(P("-0.02,-0.74 -0.05,-0.9 -0.05,-1.02"), 0.13, 0.09, 8), bronze);
    c.circle(-0.04, -1.1, 0.062, bronze);
    c.path(tube(P("-0.06,-0.99 -0.15,-1.08 -0.19,-1.22"), 0.05, 0.035, 8), bronze);
    c.path(tube(P("-0.02,-0.98 0.06,-0.93 0.1,-0.96"), 0.05, 0.035, 8), bronze);
    c.path(tube(P("-0.04,-0.76 0.1,-0.74 0.13,-0.6"), 0.08, 0.05, 8), bronze);
    c.line(P("-0.08,-1.0 -0.08,-0.82"), shine, 0.02, { opacity: 0.8 });
    c.circle(-0.07, -1.12, 0.022, shine, { opacity: 0.7 });
  });
}
