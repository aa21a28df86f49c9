// Spas: a treatment room with a massage table by a big window, a temazcal dome (in
// temazcal.ts), or an open-air cabana with curtains on a deck above the sea.

import { sculpture } from "../art.ts";
import { canopy } from "../flora.ts";
import { mix, P } from "../geom.ts";
import { bay, type Mood, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { lying } from "../poses.ts";
import { lounger } from "../shore.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { pendant, potPlant, railing } from "../things.ts";
import { type Hints, hills, mirrored, template, when } from "./hints.ts";
import { temazcal } from "./temazcal.ts";

/** Massage table with a draped sheet, a client face down on it when `client`. */
function massageTable(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  wood: string,
  sheet: string,
  skin: string,
  client: boolean,
): void {
  for (const dx of [-0.42, 0.42]) c.rect(x + dx * w - 8, y - w * 0.32, 16, w * 0.32, wood);
  c.rect(x - w * 0.5, y - w * 0.36, w, w * 0.06, wood, { rx: 6 });
  c.path(
    `M${x - w * 0.52},${y - w * 0.36}H${x + w * 0.52}V${y - w * 0.22}Q${x},${y - w * 0.18} ${x - w * 0.52},${y - w * 0.22}Z`,
    sheet,
  );
  if (client) lying(c, x, y - w * 0.38, w * 0.9, skin, sheet);
}

/** Candles of different heights with small flames and a glow. */
function candles(c: Canvas, x: number, y: number, s: number, lit: boolean): void {
  for (const [dx, hgt] of [
    [-0.5, 1],
    [0, 0.7],
    [0.45, 0.5],
  ] as const) {
    const cx = x + dx * s;
    if (lit) c.circle(cx, y - hgt * s - s * 0.15, s * 0.5, c.rad(S("0 #ffd98a 0.5, 1 #ffd98a 0")));
    c.rect(cx - s * 0.16, y - hgt * s, s * 0.32, hgt * s, "#f4efe6");
    c.path(
      `M${cx},${y - hgt * s - s * 0.28}q${s * 0.08},${s * 0.14} 0,${s * 0.2}q${-s * 0.08},${-s * 0.06} 0,${-s * 0.2}Z`,
      "#ffb347",
    );
  }
}

/** Rolled towels stacked in a little pyramid. */
function towels(c: Canvas, x: number, y: number, s: number, colour: string): void {
  for (const [dx, dy] of [
    [-1, 0],
    [1, 0],
    [0, -1.7],
  ] as const) {
    c.circle(x + dx * s, y - s + dy * s, s, colour);
    c.circle(x + dx * s, y - s + dy * s, s * 0.4, mix(colour, "#000000", 0.1));
  }
}

function roomScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden sunset");
  const wall = tone(pick(r, ["#efe6d8", "#e4dccc", "#d8cbb8", "#e9e2d6"]), m, 0.5);
  c.rect(0, 0, 1600, 1200, wall);
  const wx = pick(r, [180, 620]);
  const slats = wx < 400 ? [1060, 1600] : [0, 540];
  for (let x = slats[0] ?? 0; x < (slats[1] ?? 0); x += 36)
    c.rect(x, 0, 26, 860, tone("#b08a62", m, 0.5));
  const jungle = r() < 0.4;
  const arched = r() < 0.5;
  const pane = arched
    ? `M${wx},760V520A400,400 0 0 1 ${wx + 800},520V760Z`
    : `M${wx},120H${wx + 800}V760H${wx}Z`;
  c.group({ "clip-path": c.clip(pane) }, () => {
    if (jungle) {
      c.rect(0, 0, 1600, 800, c.lin(S(m.sky)));
      for (const [y, tones] of [
        [300, ["#5f9a5e", "#6ea86a"]],
        [520, ["#3f7a48", "#356b3f"]],
        [700, ["#2f6a3a", "#285c33"]],
      ] as const)
        canopy(
          c,
          r,
          P(`-40,${y} 800,${y - 40} 1640,${y}`),
          110,
          tones.map((t) => tone(t, m)),
        );
    } else bay(c, r, m, 460, { hills: hills(h, 0.6) });
  });
  const frame = tone(pick(r, ["#8a6a4a", "#f4efe6", "#2a2a30"]), m, 0.5);
  c.path(pane, "none", { stroke: frame, "stroke-width": 40 });
  c.path(`M${wx + 400},${arched ? 120 : 120}V760M${wx},${arched ? 520 : 440}H${wx + 800}`, "none", {
    stroke: frame,
    "stroke-width": 14,
  });
  c.rect(0, 860, 1600, 340, tone(pick(r, ["#b08a62", "#8a7a6a", "#c8b08a"]), m, 0.5));
  for (let y = 880; y < 1200; y += 60) c.rect(0, y, 1600, 3, "#000000", { opacity: 0.08 });
  const client = r() < 0.6;
  const tx = wx < 400 ? 960 : 560;
  const couple = r() < 0.4;
  for (const [dx, w] of couple
    ? ([
        [-230, 420],
        [230, 420],
      ] as const)
    : ([[0, 700]] as const))
    massageTable(
      c,
      tx + dx,
      1060,
      w,
      tone("#7a5236", m, 0.5),
      "#f7f3ec",
      tone("#c98a6a", m, 0.5),
      client,
    );
  const side = wx < 400 ? 1450 : 150;
  c.rect(side - 110, 880, 220, 20, tone("#6a4a30", m, 0.5));
  c.rect(side - 100, 900, 200, 220, tone("#7a5236", m, 0.5));
  candles(c, side - 40, 880, 50, true);
  sculpture(c, r, side + 60, 880, 120, "stack", "#5a5a5e");
  towels(c, side, 1120 + 60, 34, pick(r, ["#f4efe6", "#c8dcd0", "#e8d0c0"]));
  potPlant(
    c,
    r,
    wx < 400 ? 100 : 1500,
    860,
    420,
    pick(r, ["monstera", "fern"] as const),
    tone("#c8b8a0", m, 0.5),
    tone("#3f7a48", m, 0.5),
  );
  c.ellipse(tx, 1150, 110, 34, tone("#5a5a5e", m, 0.5));
  c.ellipse(tx, 1142, 92, 24, "#bfe4ee");
  for (const dx of [-40, 0, 40])
    c.circle(tx + dx, 1140 + (dx % 80) / 8, 14, pick(r, ["#e8469a", "#f2b632", "#f4efe6"]));
  pendant(c, tx, 0, 260, 120, tone("#c99a5a", m, 0.5), m.lit);
  const view = jungle ? "the jungle" : "the bay";
  const tables = couple ? "two massage tables for a couple" : "a massage table";
  const who = client
    ? couple
      ? " with guests under white sheets"
      : " with a guest under a white sheet"
    : " with fresh linen";
  return `A spa treatment room ${m.phrase}: ${tables}${who}, candles and balanced stones, ${arched ? "a tall arched window" : "a big window"} onto ${view}.`;
}

export function cabana(c: Canvas, r: Rng, h: Hints): string {
  const m: Mood = when(r, h, "morning midday golden sunset");
  bay(c, r, m, 560, { hills: hills(h, 0.8), profile: (t) => 1 - t * 0.6 });
  const deck = tone(pick(r, ["#b08a62", "#c8b08a", "#9a7456"]), m);
  c.rect(0, 820, 1600, 380, deck);
  for (let y = 840; y < 1200; y += 40) c.rect(0, y, 1600, 3, "#000000", { opacity: 0.1 });
  railing(c, -20, 1620, 820, 90, tone("#f4efe6", m), 50);
  const x0 = between(r, 300, 500);
  const x1 = x0 + 800;
  const post = tone("#f4efe6", m);
  for (const x of [x0, x1]) c.rect(x - 12, 160, 24, 900, post);
  c.rect(x0 - 40, 140, x1 - x0 + 80, 40, post);
  const cloth = tone(pick(r, ["#ffffff", "#f4efe6", "#e8f0f0"]), m);
  for (const x of [x0, x1])
    c.path(
      `M${x - 10},180Q${x + (x === x0 ? 60 : -60)},600 ${x + (x === x0 ? 20 : -20)},1040H${x + (x === x0 ? 90 : -90)}Q${x + (x === x0 ? 130 : -130)},500 ${x + (x === x0 ? 120 : -120)},180Z`,
      cloth,
      { opacity: 0.85 },
    );
  c.path(`M${x0},180Q${(x0 + x1) / 2},260 ${x1},180`, "none", {
    stroke: cloth,
    "stroke-width": 30,
    opacity: 0.9,
  });
  const two = r() < 0.5;
  const tables = two ? [x0 + 230, x1 - 230] : [(x0 + x1) / 2];
  for (const tx of tables)
    massageTable(
      c,
      tx,
      1060,
      two ? 340 : 520,
      tone("#7a5236", m),
      "#f7f3ec",
      tone("#c98a6a", m),
      r() < 0.5,
    );
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#7b5a40", m), frond: tone("#3f8a4f", m, 1.4), back: tone("#2f6f3f", m, 1.4) },
    16,
  );
  palmAt(c, palm, x0 > 400 ? 150 : 1480, 1000, 620, x0 <= 400);
  lounger(c, x0 > 400 ? 200 : 1400, 1180, 300, tone("#f4efe6", m), tone("#2a9d8f", m));
  return `An open-air spa cabana on a deck above the sea ${m.phrase}: white curtains, ${two ? "two massage tables side by side" : "a massage table"} and a palm framing the view.`;
}

const room = mirrored(roomScene);

export const spas = template(
  [room, temazcal, cabana],
  [
    [/temazcal|sweat|vapor/, temazcal],
    [/cabana|beach|breeze|playa|sea/, cabana],
  ],
);
