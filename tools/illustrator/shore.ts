// Shore pieces for the directory pictures: jungle headlands running into the sea, a sandy
// foreground with its foam line, thatched palapa umbrellas, loungers, towels and a big
// curling wave for the surf pictures.

import { canopy } from "./flora.ts";
import { mix, P, smooth, tube } from "./geom.ts";
import { hill } from "./land.ts";
import { type Mood, tone } from "./mood.ts";
import { boulders } from "./rocks.ts";
import { between, type Canvas, f, type Pt, pairs, type Rng } from "./svg.ts";

/**
 * A headland seen from the beach: a jungle ridge falling from the picture's edge to a
 * rocky tip at (tipX, tipY); `side` -1 comes in from the left, 1 from the right.
 */
export function headland(
  c: Canvas,
  r: Rng,
  m: Mood,
  side: -1 | 1,
  topY: number,
  tipX: number,
  tipY: number,
  nearY: number,
): void {
  const edge = side < 0 ? -40 : 1640;
  const x = (t: number) => edge + (tipX - edge) * t;
  const ridge: Pt[] = [
    [edge, topY],
    [x(0.35), topY + (tipY - topY) * between(r, 0.1, 0.25)],
    [x(0.7), topY + (tipY - topY) * between(r, 0.45, 0.6)],
    [tipX, tipY - 20],
  ];
  const green = tone("#3d6e48", m, 1.4);
  const tip: Pt = [tipX + side * 30, tipY + 20];
  const mid: Pt = [x(0.6), tipY + (nearY - tipY) * 0.5];
  const water: Pt[] = [tip, mid, [edge, nearY]];
  c.path(
    `${smooth(ridge)}L${f(tipX + side * 30)},${f(tipY + 20)}${smooth(water).replace(/^M[^C]*/, "")}Z`,
    green,
  );
  canopy(
    c,
    r,
    ridge.slice(0, 3),
    46,
    [green, tone("#4a7d52", m, 1.4), tone("#335f3e", m, 1.4)],
    0.8,
  );
  const rock = [tone("#7d6a60", m, 1.2), tone("#917a6a", m, 1.2), tone("#665650", m, 1.2)];
  for (const [a, b] of pairs(water)) {
    for (let t = 0; t <= 1; t += 0.12) {
      const px = a[0] + (b[0] - a[0]) * t;
      const py = a[1] + (b[1] - a[1]) * t;
      boulders(c, r, px - 10, px + 10, py + 6, 18 + t * 26 + (py - tipY) * 0.12, rock, "#ffffff");
    }
  }
}

/** Sandy foreground from a curving shoreline down to the bottom edge, with wet sand and foam. */
export function beach(c: Canvas, m: Mood, line: Pt[], sand = "#eed6a8"): void {
  const wet = line.map(([x, y]): Pt => [x, y - 14]);
  hill(c, wet, tone(mix(sand, "#8a7a60", 0.3), m), 1240);
  hill(c, line, tone(sand, m), 1240);
  c.path(smooth(wet), "none", { stroke: "#ffffff", "stroke-width": 7, opacity: 0.75 });
}

/** Shallow turquoise over sand near the shore, fading out to sea. */
export function shallows(c: Canvas, x: number, y: number, w: number, h: number, m: Mood): void {
  c.ellipse(x, y, w, h, tone("#7fe0d6", m, 1.5), { opacity: m.lit ? 0.25 : 0.45 });
}

/** Thatched palapa umbrella: a shaggy straw cone on a wooden pole. */
export function palapa(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  straw: string,
  pole: string,
): void {
  c.rect(x - s * 0.03, y - s, s * 0.06, s, pole);
  const top = y - s * 1.25;
  let fringe = `M${f(x - s * 0.7)},${f(y - s * 0.78)}`;
  for (let i = 0; i <= 10; i++)
    fringe += `L${f(x - s * 0.7 + i * s * 0.14)},${f(y - s * (i % 2 ? 0.72 : 0.8))}`;
  c.path(`${fringe}L${f(x)},${f(top)}Z`, straw);
  c.path(
    `M${f(x)},${f(top)}L${f(x + s * 0.7)},${f(y - s * 0.78)}L${f(x + s * 0.2)},${f(y - s * 0.76)}Z`,
    mix(straw, "#000000", 0.15),
  );
}

/** Beach lounger side-on, with an optional towel. */
export function lounger(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  frame: string,
  towel?: string,
): void {
  c.path(
    `M${x - s * 0.5},${y - s * 0.12}H${x + s * 0.2}L${x + s * 0.5},${y - s * 0.38}L${x + s * 0.54},${y - s * 0.3}L${x + s * 0.26},${y - s * 0.04}H${x - s * 0.5}Z`,
    frame,
  );
  c.path(`M${x - s * 0.44},${y - s * 0.06}V${y}M${x + s * 0.16},${y - s * 0.06}V${y}`, "none", {
    stroke: frame,
    "stroke-width": s * 0.03,
  });
  if (towel)
    c.path(
      `M${x - s * 0.3},${y - s * 0.14}H${x + s * 0.2}L${x + s * 0.44},${y - s * 0.36}L${x + s * 0.47},${y - s * 0.33}L${x + s * 0.23},${y - s * 0.1}H${x - s * 0.3}Z`,
      towel,
    );
}

/** Beach towel lying flat in perspective, striped. */
export function towel(c: Canvas, x: number, y: number, w: number, a: string, b: string): void {
  c.path(`M${x - w / 2},${y}L${x - w * 0.4},${y - w * 0.18}H${x + w * 0.4}L${x + w / 2},${y}Z`, a);
  c.path(
    `M${x - w * 0.2},${y}L${x - w * 0.16},${y - w * 0.18}H${x - w * 0.06}L${x - w * 0.08},${y}ZM${x + w * 0.1},${y}L${x + w * 0.08},${y - w * 0.18}H${x + w * 0.18}L${x + w * 0.22},${y}Z`,
    b,
  );
}

/** Lines of surf rolling towards a straight shore, as thin foam strokes. */
export function surfLines(
  c: Canvas,
  r: Rng,
  y0: number,
  y1: number,
  n: number,
  colour: string,
): void {
  for (let i = 0; i < n; i++) {
    const y = y0 + ((y1 - y0) * (i + r() * 0.5)) / n;
    const x = between(r, -100, 900);
    c.path(
      smooth(P(`${x},${y} ${x + 300},${y - 4} ${x + 700},${y + 2} ${x + 1000},${y - 3}`)),
      "none",
      {
        stroke: colour,
        "stroke-width": 2 + (i / n) * 5,
        "stroke-linecap": "round",
        opacity: 0.55,
      },
    );
  }
}

/** A big green-blue wave curling over to the right, whitewater boiling at its foot. */
export function bigWave(c: Canvas, r: Rng, face: string): void {
  const crest = P("-40,860 400,770 800,650 1050,530 1200,470 1320,490 1390,580");
  c.path(
    `${smooth(crest)}Q1330,620 1260,600L1600,880V960H-40Z`,
    c.lin([
      [0, mix(face, "#5fe0c0", 0.5)],
      [0.5, face],
      [1, mix(face, "#0a3a5a", 0.5)],
    ]),
  );
  c.path(
    "M1180,520Q1310,520 1350,600Q1290,690 1170,650Q1120,590 1180,520Z",
    mix(face, "#0a3a5a", 0.5),
  );
  c.path(tube(P("860,625 1050,525 1200,468 1320,488 1392,582"), 4, 34, 20), "#ffffff");
  for (let i = 0; i < 5; i++)
    c.path(
      smooth(
        P(
          `${100 + i * 150},${900 - i * 30} ${500 + i * 120},${800 - i * 40} ${900 + i * 60},${720 - i * 40}`,
        ),
      ),
      "none",
      { stroke: "#ffffff", "stroke-width": 3, opacity: 0.3 },
    );
  for (let i = 0; i < 16; i++)
    c.circle(between(r, 1200, 1640), between(r, 840, 940), between(r, 30, 70), "#ffffff", {
      opacity: between(r, 0.8, 1),
    });
  for (let i = 0; i < 14; i++)
    c.circle(between(r, 1300, 1450), between(r, 540, 700), between(r, 4, 10), "#ffffff", {
      opacity: 0.8,
    });
  c.rect(-40, 930, 1700, 40, "#ffffff", { opacity: 0.7 });
}
