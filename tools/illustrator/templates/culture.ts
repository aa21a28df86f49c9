// Culture: a mask-painting or papel picado workshop table, and a guided walk up a cobbled
// old-town street towards the crowned tower of the Guadalupe church.

import { P } from "../geom.ts";
import { crownTower } from "../landmarks.ts";
import { tone } from "../mood.ts";
import { walker } from "../people.ts";
import { hand } from "../poses.ts";
import { sky } from "../sky.ts";
import { cobbles, facade, papelPicado, type Quad } from "../street.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { type Hints, when } from "./hints.ts";
import { flags, walls } from "./town.ts";

const skins = ["#c98a6a", "#8a5a3a", "#e0b090", "#a86a4a"];
const bright = ["#f2c21b", "#e2267a", "#22b3c9", "#f47a1f", "#7bd23a", "#2f7fe6"];

export function masks(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  const papel = /papel|picado|paper/.test(h.words);
  c.rect(0, 0, 1600, 1200, tone(pick(r, ["#8a5a36", "#4a5a6a", "#6a3a3a"]), m, 0.5));
  if (papel) {
    for (let i = 0; i < 4; i++)
      papelPicado(c, [-20, 120 + i * 180], [1620, 130 + i * 180], 30, flags, 130);
    c.rect(300, 820, 1000, 380, "#f4efe6");
    c.rect(360, 860, 420, 300, pick(r, flags));
    c.path("M900,1000L1200,880L1215,900L920,1020Z", "#c9ccd2");
    hand(c, 880, 1060, 100, -0.6, pick(r, skins), "#2a9d8f");
    return `A papel picado workshop ${m.phrase}: strings of freshly cut tissue-paper flags hanging overhead, a chisel and sheets of coloured paper on the table.`;
  }
  for (const [x, y] of P("380,420 800,380 1220,420 560,800 1040,800")) {
    const face = pick(r, bright);
    c.ellipse(x, y, 150, 190, face);
    c.ellipse(x - 55, y - 30, 36, 24, "#1a1a20");
    c.ellipse(x + 55, y - 30, 36, 24, "#1a1a20");
    c.path(`M${x - 60},${y + 70}Q${x},${y + 120} ${x + 60},${y + 70}`, "none", {
      stroke: "#1a1a20",
      "stroke-width": 12,
    });
    for (let i = 0; i < 6; i++)
      c.circle(x + Math.cos(i) * 120, y + Math.sin(i) * 150, 14, pick(r, bright));
    c.path(
      `M${x - 100},${y - 160}L${x - 60},${y - 240}L${x - 20},${y - 170}ZM${x + 100},${y - 160}L${x + 60},${y - 240}L${x + 20},${y - 170}Z`,
      face,
    );
  }
  for (let i = 0; i < 5; i++) c.circle(200 + i * 100, 1110, 40, pick(r, bright));
  c.line(
    [
      [1200, 1160],
      [1420, 1020],
    ],
    "#c8a070",
    12,
  );
  return `A mask-painting class ${m.phrase}: carved wooden masks painted in bright colours with dotted patterns, pots of paint and a brush on the table.`;
}

export function oldTown(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning golden golden dusk");
  sky(c, S(m.sky), 840);
  crownTower(
    c,
    800,
    700,
    150,
    tone("#e8dccb", m),
    tone("#c8b8a4", m),
    m.lit ? "#ffd98a" : "#5a4a5a",
    tone("#e8dccb", m),
  );
  const left = P("-20,160 600,560 600,820 -20,1240") as Quad;
  const right = P("1000,560 1620,160 1620,1240 1000,820") as Quad;
  facade(
    c,
    r,
    left,
    tone(pick(r, walls), m),
    tone("#c4552f", m),
    tone("#2f4d5a", m),
    m.lit ? "#ffd58a" : tone("#3d6a7a", m),
    4,
    2,
  );
  facade(
    c,
    r,
    right,
    tone(pick(r, walls), m),
    tone("#2a9d8f", m),
    tone("#2f4d5a", m),
    m.lit ? "#ffd58a" : tone("#3d6a7a", m),
    4,
    2,
  );
  c.path("M-20,1240L600,820H1000L1620,1240Z", tone("#d9c4a0", m));
  cobbles(
    c,
    r,
    1220,
    825,
    180,
    1420,
    620,
    980,
    ["#cdb48c", "#c2a880", "#d6bf98"].map((t) => tone(t, m)),
    7,
    2,
  );
  const n = Math.floor(between(r, 4, 7));
  for (let i = 0; i < n; i++)
    walker(
      c,
      between(r, 560, 1040),
      between(r, 900, 1000),
      between(r, 170, 220),
      m.ink,
      between(r, -0.4, 0.4),
      r() < 0.5,
    );
  walker(c, 700, 1120, 330, m.ink, 0.5);
  c.line(
    [
      [770, 900],
      [780, 700],
    ],
    m.ink,
    6,
  );
  c.path("M780,700l70,20l-70,20Z", pick(r, ["#e0523a", "#f2b632", "#2a9d8f"]));
  return `A guided walk through the old town ${m.phrase}: a small group following a guide with a flag up a cobbled street towards the crowned tower of the Guadalupe church.`;
}
