// Pieces of the resort pictures (resorts.ts): each resort's buildings in its own
// architecture, a pool with its coping and light on the water, a sun kit of an umbrella
// and two loungers, and the few room fittings nothing else draws (bed, arc lamp, fan).

import { hotel, house, umbrella } from "../built.ts";
import { bougainvillea } from "../flora.ts";
import { mix } from "../geom.ts";
import { type Mood, tone } from "../mood.ts";
import { lounger, palapa } from "../shore.ts";
import { between, type Canvas, f, pick, type Rng } from "../svg.ts";

/** The architecture: hacienda-style low wings, a tall modern tower, a plain mid-rise block. */
export type Build = "wings" | "tower" | "block";

export type Palette = {
  /** Façade, its shaded side, roofs or accent trim, window glass. */
  wall: string;
  shade: string;
  roof: string;
  glass: string;
  /** Umbrella canvas and cushions. */
  canopy: string[];
  /** Pool deck paving, woodwork, the room's walls and floor, the textile accent. */
  deck: string;
  wood: string;
  inside: string;
  floor: string;
  accent: string;
  /** Lounger frames. */
  lounger: string;
};

/**
 * The resort's buildings from left edge `x` on the ground line `base`, `s` = 1 about 650
 * pixels wide: wings stand about 300 high, the tower 600 and the block 500.
 */
export function resortBuilding(
  c: Canvas,
  r: Rng,
  build: Build,
  p: Palette,
  m: Mood,
  x: number,
  base: number,
  s: number,
): void {
  const wall = tone(p.wall, m);
  const side = tone(p.shade, m);
  const glass = tone(p.glass, m);
  const roof = tone(p.roof, m);
  if (build === "wings") {
    // The second wing runs back at an angle: smaller, higher and paler.
    const far = (col: string) => mix(col, m.haze, 0.3);
    house(c, x + 380 * s, base - 46 * s, 280 * s, 170 * s, far(wall), {
      roofColour: far(roof),
      window: far(glass),
      trim: far(side),
    });
    house(c, x + 150 * s, base, 120 * s, 330 * s, wall, { roofColour: roof, window: glass });
    house(c, x, base, 440 * s, 220 * s, wall, { roofColour: roof, window: glass, trim: side });
    bougainvillea(c, r, x + 6 * s, base - 150 * s, 80 * s, 130 * s);
    bougainvillea(c, r, x + 340 * s, base - 130 * s, 90 * s, 110 * s);
  } else if (build === "tower") {
    hotel(c, x + 340 * s, base, 190 * s, 250 * s, mix(wall, m.haze, 0.15), side, glass);
    hotel(c, x, base, 250 * s, 580 * s, wall, side, glass);
    // A teal crown on the tower and a low glass podium at its foot.
    c.path(
      `M${f(x - 4 * s)},${f(base - 590 * s)}L${f(x + 60 * s)},${f(base - 650 * s)}H${f(x + 254 * s)}V${f(base - 590 * s)}Z`,
      roof,
    );
    c.rect(x - 80 * s, base - 70 * s, 700 * s, 70 * s, wall);
    c.rect(x - 70 * s, base - 52 * s, 680 * s, 40 * s, glass);
    c.rect(x - 90 * s, base - 78 * s, 720 * s, 12 * s, roof);
  } else {
    const w = 560 * s;
    const fl = 60 * s;
    const top = base - 70 * s - fl * 6;
    const d = w * 0.22;
    c.path(
      `M${f(x + w)},${f(top)}L${f(x + w + d)},${f(top + d * 0.2)}V${f(base)}H${f(x + w)}Z`,
      side,
    );
    c.rect(x, top, w, base - top, wall);
    const bays = 7;
    const bw = w / bays;
    let doors = "";
    let slabs = "";
    let fins = "";
    for (let j = 0; j < 6; j++) {
      const y = top + j * fl;
      for (let k = 0; k < bays; k++)
        doors += `M${f(x + k * bw + bw * 0.16)},${f(y + fl * 0.16)}h${f(bw * 0.68)}v${f(fl * 0.68)}h${f(-bw * 0.68)}Z`;
      slabs += `M${f(x - 6 * s)},${f(y + fl * 0.8)}h${f(w + 12 * s)}v${f(fl * 0.16)}h${f(-w - 12 * s)}Z`;
    }
    for (let k = 1; k < bays; k++)
      fins += `M${f(x + k * bw - 3 * s)},${f(top)}h${f(6 * s)}V${f(base - 70 * s)}h${f(-6 * s)}Z`;
    c.path(doors, glass);
    c.path(fins, side);
    c.path(slabs, tone("#ffffff", m));
    // Balcony rails: a light band over each slab, then the glass lobby and a roof pergola.
    c.path(slabs.replace(/v[^h]*h/g, `v${f(-fl * 0.3)}h`), roof, { opacity: 0.5 });
    c.rect(x + 20 * s, base - 60 * s, w - 40 * s, 60 * s, glass);
    c.rect(x - 8 * s, top - 14 * s, w + 16 * s, 16 * s, side);
    c.rect(x + w * 0.6, top - 60 * s, w * 0.3, 8 * s, tone(p.wood, m));
    c.path(
      `M${f(x + w * 0.62)},${f(top - 14 * s)}V${f(top - 56 * s)}M${f(x + w * 0.88)},${f(top - 14 * s)}V${f(top - 56 * s)}`,
      "none",
      { stroke: tone(p.wood, m), "stroke-width": 6 * s },
    );
  }
}

/** A pool of outline `d`: pale coping, turquoise water, wavering lines of light inside. */
export function pool(
  c: Canvas,
  r: Rng,
  m: Mood,
  d: string,
  box: [number, number, number, number],
  coping: string,
): void {
  c.path(d, tone(coping, m), {
    stroke: tone(coping, m),
    "stroke-width": 26,
    "stroke-linejoin": "round",
  });
  c.path(
    d,
    c.lin([
      [0, tone("#6fdde6", m, 0.6)],
      [1, tone("#1c9cc4", m, 0.6)],
    ]),
  );
  const [x0, y0, x1, y1] = box;
  let light = "";
  for (let i = 0; i < 16; i++) {
    const y = between(r, y0 + 10, y1 - 6);
    const x = between(r, x0, x1 - 120);
    const w = (20 + ((y - y0) / (y1 - y0 || 1)) * 30) * between(r, 0.7, 1.2);
    light += `M${f(x)},${f(y)}q${f(w / 2)},-6 ${f(w)},0t${f(w)},0t${f(w)},0`;
  }
  c.group({ "clip-path": c.clip(d) }, () => {
    c.path(light, "none", { stroke: "#ffffff", "stroke-width": 3, opacity: 0.5 });
  });
}

/** A swimmer's head in the water, with a ring of ripples. */
export function swimmer(c: Canvas, x: number, y: number, s: number, ink: string): void {
  c.ellipse(x, y + s * 0.5, s * 2.2, s * 0.5, "#ffffff", { opacity: 0.5 });
  c.circle(x, y, s, ink);
  c.line(
    [
      [x + s * 0.8, y + s * 0.3],
      [x + s * 1.8, y - s * 0.4],
    ],
    ink,
    s * 0.5,
  );
}

/** An umbrella (canvas or thatched) with a lounger on either side, feet of all at `y`. */
export function sunKit(
  c: Canvas,
  r: Rng,
  m: Mood,
  x: number,
  y: number,
  s: number,
  p: Palette,
  thatch: boolean,
): void {
  const shade = tone(pick(r, p.canopy), m);
  if (thatch) palapa(c, x, y, s, tone("#c99a5a", m), tone("#7a5636", m));
  else
    umbrella(
      c,
      x,
      y,
      s,
      shade,
      tone("#f5efe4", m),
      shade === tone("#ffffff", m) ? undefined : r() < 0.5 ? tone("#ffffff", m) : undefined,
    );
  const frame = tone(p.lounger, m);
  for (const dx of [-0.5, 0.52]) {
    c.ellipse(x + dx * s, y + s * 0.02, s * 0.4, s * 0.04, "#000000", { opacity: 0.1 });
    lounger(c, x + dx * s, y, s * 0.8, frame, tone(pick(r, p.canopy), m));
  }
}

/**
 * A made bed seen side-on, headboard at `x` against the back wall, legs on the floor at
 * `y`, `w` long: white sheets, pillows, and a runner across the foot in the accent colour.
 */
export function bed(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  head: string,
  frame: string,
  accent: string,
  m: Mood,
): void {
  const sheet = tone("#fbf8f2", m, 0.5);
  const fold = tone("#e6e0d6", m, 0.5);
  c.ellipse(x + w * 0.5, y, w * 0.56, 18, "#000000", { opacity: 0.12 });
  c.rect(x - 26, y - 440, 52, 440, head, { rx: 16 });
  for (const dx of [0.06, 0.94]) c.rect(x + dx * w - 9, y - 30, 18, 30, frame);
  c.rect(x, y - 90, w, 64, frame, { rx: 8 });
  c.rect(x, y - 190, w, 110, sheet, { rx: 22 });
  c.rect(x + w * 0.24, y - 196, w * 0.78, 150, fold, { rx: 26 });
  c.rect(x + w * 0.24, y - 196, w * 0.78, 134, sheet, { rx: 26 });
  c.rect(x + w * 0.74, y - 198, w * 0.16, 154, accent, { rx: 10 });
  c.rect(x + 22, y - 268, w * 0.2, 96, fold, { rx: 40, transform: `rotate(-10 ${x} ${y - 230})` });
  c.rect(x + 52, y - 250, w * 0.18, 84, sheet, { rx: 38, transform: `rotate(-6 ${x} ${y - 210})` });
  c.rect(x + 110, y - 232, w * 0.11, 64, accent, { rx: 20 });
}

/** Floor lamp arching over from a round base at (x, y), its shade hanging at the left. */
export function arcLamp(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  metal: string,
  lit: boolean,
): void {
  c.ellipse(x, y, s * 0.14, s * 0.03, metal);
  c.path(`M${x},${y}V${y - s * 0.7}Q${x},${y - s} ${x - s * 0.4},${y - s * 0.95}`, "none", {
    stroke: metal,
    "stroke-width": s * 0.02,
    "stroke-linecap": "round",
  });
  const hx = x - s * 0.45;
  const hy = y - s * 0.88;
  if (lit)
    c.circle(
      hx,
      hy + s * 0.08,
      s * 0.3,
      c.rad([
        [0, "#ffd98a", 0.5],
        [1, "#ffd98a", 0],
      ]),
    );
  c.path(
    `M${hx - s * 0.12},${hy + s * 0.06}Q${hx},${hy - s * 0.12} ${hx + s * 0.12},${hy + s * 0.06}Z`,
    metal,
  );
}

/** Ceiling fan seen from the side, hanging from the top edge. */
export function ceilingFan(c: Canvas, x: number, drop: number, s: number, colour: string): void {
  c.rect(x - 5, 0, 10, drop, colour);
  c.ellipse(x, drop + 8, s * 0.14, s * 0.07, colour);
  c.path(
    `M${x},${drop + 4}L${x - s},${drop + 12}L${x - s},${drop + 18}L${x},${drop + 14}L${x + s},${drop + 18}L${x + s},${drop + 12}Z`,
    colour,
  );
}

/** Lifeguard tower: a hut on stilts with a ladder, and a warning flag on a pole. */
export function lifeguard(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  wood: string,
  hut: string,
  flagColour: string,
): void {
  c.path(
    `M${x - s * 0.3},${y}L${x - s * 0.22},${y - s * 0.7}M${x + s * 0.3},${y}L${x + s * 0.22},${y - s * 0.7}M${x - s * 0.26},${y - s * 0.35}H${x + s * 0.26}`,
    "none",
    { stroke: wood, "stroke-width": s * 0.05 },
  );
  c.rect(x - s * 0.3, y - s * 0.74, s * 0.6, s * 0.06, wood);
  c.rect(x - s * 0.24, y - s * 1.1, s * 0.48, s * 0.36, hut);
  c.rect(x - s * 0.16, y - s * 1.02, s * 0.32, s * 0.14, mix(hut, "#000000", 0.4));
  c.path(
    `M${x - s * 0.34},${y - s * 1.08}L${x},${y - s * 1.28}L${x + s * 0.34},${y - s * 1.08}Z`,
    wood,
  );
  c.line(
    [
      [x + s * 0.42, y],
      [x + s * 0.42, y - s * 1.6],
    ],
    wood,
    s * 0.025,
  );
  c.path(
    `M${x + s * 0.42},${y - s * 1.6}L${x + s * 0.78},${y - s * 1.52}L${x + s * 0.42},${y - s * 1.4}Z`,
    flagColour,
  );
}
