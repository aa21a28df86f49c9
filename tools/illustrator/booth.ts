// The Marea visitor-information booth, shared by every booth picture: a teal counter with a
// sun-gold top, a striped awning on two posts, the round Marea sign (the sun setting into two
// swells, no lettering) on top, a rack of brochures and a host behind the counter. Also the
// luggage that arriving travellers bring along.

import { mix } from "./geom.ts";
import { type Mood, tone } from "./mood.ts";
import { awning } from "./stalls.ts";
import { stringLights } from "./street.ts";
import { type Canvas, f } from "./svg.ts";

export const teal = "#0b4a5e";
export const teal2 = "#0f6478";
export const gold = "#f2a541";
export const cream = "#fbf4e4";
export const brochureColours = ["#e0523a", "#2a9d8f", "#f2c21b", "#2f6fb5", "#e2267a", "#7fd0df"];

/**
 * The Marea mark in a disc of radius `rad` at (x, y): a cream face ringed in gold, the
 * half sun above two swells of the bay.
 */
export function mareaSign(c: Canvas, x: number, y: number, rad: number, m: Mood): void {
  c.circle(x, y, rad, tone(gold, m, 0.5));
  c.circle(x, y, rad * 0.86, tone(cream, m, 0.4));
  const k = (rad * 1.5) / 48;
  c.group(
    { transform: `translate(${f(x - 24 * k)} ${f(y - 26 * k)}) scale(${k.toFixed(3)})` },
    () => {
      c.path("M10,27A14,14 0 0 1 38,27Z", tone(gold, m, 0.5));
      const swell = (y0: number) =>
        `M4,${y0}c5,0 5,-3.5 10,-3.5S19,${y0} 24,${y0}s5,-3.5 10,-3.5S39,${y0} 44,${y0}`;
      const line = { "stroke-width": 4.2, "stroke-linecap": "round" };
      c.path(swell(31), "none", { stroke: tone(teal2, m, 0.5), ...line });
      c.path(swell(39), "none", { stroke: tone(teal, m, 0.5), ...line });
    },
  );
}

export type BoothOpts = {
  /** Which side the brochure rack stands on (0 = no rack). */
  rack?: -1 | 0 | 1;
  /** A host behind the counter, with this skin tone and shirt. */
  host?: { skin: string; hair: string; shirt: string } | null;
  /** String lights under the awning, glowing when the mood is lit. */
  lights?: boolean;
};

/** A brochure rack on legs: three slanted shelves of colourful leaflets, `h` tall. */
export function brochureRack(c: Canvas, x: number, base: number, h: number, m: Mood): void {
  const w = h * 0.36;
  const frame = tone(teal, m, 0.6);
  c.path(
    `M${f(x - w / 2)},${f(base)}V${f(base - h)}M${f(x + w / 2)},${f(base)}V${f(base - h)}`,
    "none",
    { stroke: frame, "stroke-width": f(h * 0.035), "stroke-linecap": "round" },
  );
  c.rect(x - w / 2, base - h, w, h * 0.72, tone(mix(teal2, "#ffffff", 0.15), m, 0.6));
  for (let row = 0; row < 3; row++) {
    const y = base - h + h * 0.06 + row * h * 0.22;
    for (let i = 0; i < 3; i++) {
      const bw = w * 0.26;
      const bx = x - w / 2 + w * 0.06 + i * w * 0.31;
      const colour = brochureColours[(row * 3 + i) % brochureColours.length] ?? gold;
      c.rect(bx, y, bw, h * 0.17, tone(colour, m, 0.5));
      c.rect(bx, y + h * 0.04, bw, h * 0.025, tone(cream, m, 0.5), { opacity: 0.8 });
    }
    c.rect(x - w / 2, y + h * 0.15, w, h * 0.035, frame);
  }
}

/**
 * The booth, centred on x with its foot on `base`; `w` is the width of the counter (the
 * whole stand is about 1.8 w tall to the top of the sign).
 */
export function booth(
  c: Canvas,
  x: number,
  base: number,
  w: number,
  m: Mood,
  o: BoothOpts = {},
): void {
  const top = base - w * 1.22;
  const counter = base - w * 0.5;
  const x0 = x - w * 0.56;
  const x1 = x + w * 0.56;
  c.ellipse(x, base + w * 0.02, w * 0.7, w * 0.05, "#000000", { opacity: 0.14 });
  // Back panel with a map of the bay pinned to it.
  c.rect(x0 + w * 0.06, top, x1 - x0 - w * 0.12, counter - top, tone("#d2e8e4", m, 0.8));
  const mx = x + w * 0.1;
  const my = top + w * 0.2;
  c.rect(mx, my, w * 0.3, w * 0.24, tone("#9fd0e0", m, 0.6));
  c.path(
    `M${f(mx)},${f(my)}h${f(w * 0.3)}v${f(w * 0.07)}q${f(-w * 0.1)},${f(w * 0.02)} ${f(-w * 0.14)},${f(w * 0.1)}t${f(-w * 0.16)},${f(w * 0.07)}Z`,
    tone("#a8c890", m, 0.6),
  );
  c.circle(mx + w * 0.12, my + w * 0.13, w * 0.018, tone("#e0523a", m, 0.5));
  if (o.host) {
    const hx = x - w * 0.16;
    const hy = counter - w * 0.02;
    const s = w * 0.36;
    c.path(
      `M${f(hx - s * 0.48)},${f(hy)}Q${f(hx - s * 0.48)},${f(hy - s * 0.5)} ${f(hx)},${f(hy - s * 0.52)}Q${f(hx + s * 0.48)},${f(hy - s * 0.5)} ${f(hx + s * 0.48)},${f(hy)}Z`,
      tone(o.host.shirt, m, 0.6),
    );
    c.rect(
      hx - s * 0.07,
      hy - s * 0.66,
      s * 0.14,
      s * 0.18,
      tone(mix(o.host.skin, "#000000", 0.12), m, 0.6),
    );
    c.circle(hx, hy - s * 0.78, s * 0.2, tone(o.host.skin, m, 0.6));
    c.path(
      `M${f(hx - s * 0.21)},${f(hy - s * 0.76)}Q${f(hx - s * 0.22)},${f(hy - s * 1.02)} ${f(hx)},${f(hy - s * 1.01)}Q${f(hx + s * 0.22)},${f(hy - s * 1.02)} ${f(hx + s * 0.21)},${f(hy - s * 0.76)}Q${f(hx + s * 0.08)},${f(hy - s * 0.9)} ${f(hx - s * 0.21)},${f(hy - s * 0.76)}Z`,
      tone(o.host.hair, m, 0.6),
    );
    c.path(
      `M${f(hx - s * 0.07)},${f(hy - s * 0.72)}q${f(s * 0.07)},${f(s * 0.06)} ${f(s * 0.14)},0`,
      "none",
      {
        stroke: "#3a2420",
        "stroke-width": f(s * 0.025),
        "stroke-linecap": "round",
      },
    );
    c.path(
      `M${f(hx - s * 0.16)},${f(hy - s * 0.5)}l${f(s * 0.16)},${f(s * 0.12)}l${f(s * 0.16)},${f(-s * 0.12)}`,
      "none",
      {
        stroke: tone(cream, m, 0.6),
        "stroke-width": f(s * 0.05),
        "stroke-linejoin": "round",
      },
    );
  }
  // Posts, awning and its valance, in teal and gold stripes.
  awning(
    c,
    x0,
    x1,
    top,
    top + w * 0.17,
    tone(teal2, m, 0.5),
    tone(gold, m, 0.5),
    tone(cream, m, 0.6),
    counter,
  );
  if (o.lights)
    stringLights(
      c,
      [x0 + 10, top + w * 0.22],
      [x1 - 10, top + w * 0.22],
      w * 0.03,
      "#3a3a40",
      m.lit ? "#ffd98a" : "#fff4d8",
      8,
    );
  // A shallow teal roof over the awning, and the round sign standing on it.
  c.path(
    `M${f(x0 - w * 0.05)},${f(top + 4)}Q${f(x)},${f(top - w * 0.2)} ${f(x1 + w * 0.05)},${f(top + 4)}Z`,
    tone(teal, m, 0.5),
  );
  c.path(
    `M${f(x0 - w * 0.05)},${f(top + 4)}Q${f(x)},${f(top - w * 0.2)} ${f(x1 + w * 0.05)},${f(top + 4)}Q${f(x)},${f(top - w * 0.12)} ${f(x0 - w * 0.05)},${f(top + 4)}Z`,
    tone(teal2, m, 0.5),
  );
  const sr = w * 0.2;
  c.rect(x - w * 0.02, top - w * 0.2, w * 0.04, w * 0.12, tone(teal, m, 0.5));
  mareaSign(c, x, top - w * 0.18 - sr, sr, m);
  // Counter: teal front with the sign again, a dark plinth and a gold top.
  const side = w * 0.1;
  c.path(
    `M${f(x + w / 2)},${f(counter)}l${f(side)},${f(-side * 0.4)}V${f(base - side * 0.4)}l${f(-side)},${f(side * 0.4)}Z`,
    tone(mix(teal, "#000000", 0.2), m, 0.5),
  );
  c.rect(x - w / 2, counter, w, base - counter, tone(teal2, m, 0.5));
  c.rect(x - w / 2, base - w * 0.07, w, w * 0.07, tone(teal, m, 0.5));
  c.rect(
    x - w / 2 + w * 0.04,
    counter + w * 0.08,
    w * 0.06,
    base - counter - w * 0.2,
    tone(teal, m, 0.5),
    { opacity: 0.5 },
  );
  c.rect(
    x + w / 2 - w * 0.1,
    counter + w * 0.08,
    w * 0.06,
    base - counter - w * 0.2,
    tone(teal, m, 0.5),
    { opacity: 0.5 },
  );
  c.path(
    `M${f(x - w * 0.53)},${f(counter)}h${f(w * 1.06)}l${f(side)},${f(-side * 0.4)}h${f(-w * 1.06)}Z`,
    tone(mix(gold, "#ffffff", 0.25), m, 0.5),
  );
  c.rect(x - w * 0.53, counter, w * 1.06, w * 0.06, tone(gold, m, 0.5));
  mareaSign(c, x, counter + w * 0.22, w * 0.12, m);
  if (o.rack) brochureRack(c, x + o.rack * w * 0.78, base, w * 0.62, m);
}

/** Wheeled suitcase standing upright, handle up, feet on `y`. */
export function suitcase(c: Canvas, x: number, y: number, s: number, colour: string): void {
  const w = s * 0.62;
  const h = s * 0.9;
  c.path(
    `M${f(x - w * 0.25)},${f(y - h)}V${f(y - s * 1.3)}H${f(x + w * 0.25)}V${f(y - h)}`,
    "none",
    {
      stroke: "#3a3a40",
      "stroke-width": f(s * 0.045),
    },
  );
  c.rect(x - w / 2, y - h - s * 0.05, w, h, colour, { rx: s * 0.07 });
  let ribs = "";
  for (const k of [-0.22, 0, 0.22])
    ribs += `M${f(x + k * w)},${f(y - h + s * 0.04)}V${f(y - s * 0.11)}`;
  c.path(ribs, "none", { stroke: mix(colour, "#000000", 0.2), "stroke-width": f(s * 0.035) });
  for (const k of [-0.36, 0.36]) c.circle(x + k * w, y - s * 0.03, s * 0.04, "#2a2a30");
}

/** A soft holdall lying on its side, `s` long, resting on y. */
export function holdall(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.path(
    `M${f(x - s / 2)},${f(y)}Q${f(x - s * 0.56)},${f(y - s * 0.44)} ${f(x - s * 0.36)},${f(y - s * 0.46)}H${f(x + s * 0.36)}Q${f(x + s * 0.56)},${f(y - s * 0.44)} ${f(x + s / 2)},${f(y)}Z`,
    colour,
  );
  c.path(
    `M${f(x - s * 0.22)},${f(y - s * 0.46)}Q${f(x)},${f(y - s * 0.8)} ${f(x + s * 0.22)},${f(y - s * 0.46)}`,
    "none",
    {
      stroke: mix(colour, "#000000", 0.3),
      "stroke-width": f(s * 0.05),
    },
  );
  c.rect(x - s * 0.4, y - s * 0.3, s * 0.8, s * 0.05, mix(colour, "#000000", 0.2));
}
