// Music events: a brass band in the plaza bandstand with couples dancing, a jazz group on
// an open-air stage on the river island under lit trees, and mariachis in charro suits.

import { bassist, charro, type MariachiPart, saxophonist, tubist } from "../band.ts";
import { village } from "../built.ts";
import { bunting, flames } from "../festive.ts";
import { huanacaxtle } from "../flora.ts";
import { mix, P, smooth } from "../geom.ts";
import { sierra } from "../land.ts";
import { crownTower } from "../landmarks.ts";
import { tone } from "../mood.ts";
import { walker } from "../people.ts";
import { bench, flagstones, kiosk, laurel } from "../plaza.ts";
import { seated } from "../poses.ts";
import { boulders } from "../rocks.ts";
import { sky, stars } from "../sky.ts";
import { drums, singer, trumpeter } from "../stage.ts";
import { stringLights } from "../street.ts";
import { between, type Canvas, type Pt, pick, type Rng, S } from "../svg.ts";
import { cafeTable } from "../things.ts";
import { glitter } from "../water.ts";
import { type Hints, hills, mirrored, when } from "./hints.ts";
import { beam } from "./live-music.ts";
import { flags, walls } from "./town.ts";

const leaves = ["#2f6a3a", "#3f7a48", "#285c33"];

function kioskScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "golden dusk night sunset");
  const hz = 700;
  sky(c, S(m.sky), hz);
  if (m.key === "night") stars(c, r, 30, 400);
  const church = r() < 0.6;
  const tx = pick(r, [260, 1340]);
  village(
    c,
    r,
    -20,
    1640,
    hz,
    150,
    240,
    walls.map((w) => tone(mix(w, m.haze, 0.3), m)),
    {
      window: m.lit ? "#ffcf7a" : undefined,
    },
  );
  if (church)
    crownTower(
      c,
      tx,
      hz - 150,
      70,
      tone("#efe0c8", m),
      tone("#d3bba2", m),
      m.lit ? "#ffcf7a" : tone("#5a4a5a", m),
      tone("#f8ecd6", m),
    );
  c.rect(0, hz, 1600, 500, tone("#c8b49a", m));
  flagstones(c, 1200, hz, 800, tone("#a8947a", m), 9, 150);
  const g = leaves.map((t) => tone(t, m));
  for (const x of [90, 330, 1270, 1510]) laurel(c, r, x, hz + 40, 300, g, tone("#6a5a4a", m));
  const roof = tone(pick(r, ["#3a8a6a", "#c4552f", "#2f5fa8", "#e8e2d6"]), m);
  const iron = tone(pick(r, ["#2a2a30", "#2f6a4a", "#f4efe6"]), m);
  const kind = pick(r, ["dome", "tent"] as const);
  const inside = m.lit ? "#ffd98a" : tone("#d8c8a8", m);
  const floor = kiosk(c, 800, 900, 620, tone("#e8dcc8", m), iron, roof, kind, inside);
  if (m.lit)
    for (const end of [
      [-20, 380],
      [1620, 380],
    ] as const)
      stringLights(c, [800, floor - 300], [end[0], end[1]], 40, "#2a2420", "#ffd98a", 10);
  // The band on the bandstand floor, behind the balustrade.
  const ink = m.ink;
  const brass = "#e8c46a";
  tubist(c, 620, floor, 170, ink, brass);
  trumpeter(c, 720, floor, 165, ink, brass);
  saxophonist(c, 820, floor, 165, ink, brass);
  trumpeter(c, 920, floor, 165, ink, brass);
  drums(c, 1010, floor, 140, ink, "#c8402a", brass);
  c.rect(490, floor - 50, 620, 12, iron);
  let balusters = "";
  for (let x = 500; x <= 1100; x += 26) balusters += `M${x},${floor}V${floor - 50}`;
  c.path(balusters, "none", { stroke: iron, "stroke-width": 6 });
  // Around it: couples dancing, people on benches, perhaps a balloon seller.
  for (const x of [250, 1350]) {
    bench(c, x, 1000, 260, tone("#2f5a3a", m));
    seated(c, x - 50, 990, 200, ink, 1);
    if (r() < 0.6) seated(c, x + 60, 990, 190, ink, -1);
  }
  const couples = pick(r, [2, 3]);
  for (let i = 0; i < couples; i++) {
    const x = 420 + i * (760 / Math.max(1, couples - 1)) + between(r, -40, 40);
    const y = 1130 + (i % 2) * 40;
    walker(c, x - 42, y, 330, ink, 0.5);
    walker(c, x + 42, y, 310, ink, -0.5, true);
    c.line(
      [
        [x - 30, y - 250],
        [x, y - 280],
        [x + 30, y - 250],
      ],
      ink,
      16,
    );
  }
  const balloons = r() < 0.5;
  if (balloons) {
    const bx = pick(r, [140, 1460]);
    walker(c, bx, 1180, 360, ink, 0.1);
    let strings = "";
    const tips: Pt[] = [];
    for (let i = 0; i < 9; i++) {
      const p: Pt = [bx + between(r, -110, 110), 1180 - between(r, 520, 680)];
      strings += `M${bx + 20},${1180 - 190}L${p[0]},${p[1]}`;
      tips.push(p);
    }
    c.path(strings, "none", { stroke: "#f4efe6", "stroke-width": 2, opacity: 0.7 });
    for (const [x, y] of tips) c.ellipse(x, y - 30, 34, 40, pick(r, flags));
  }
  const roofName = kind === "dome" ? "domed" : "scalloped";
  return `A brass band playing in the plaza's wrought-iron bandstand with its ${roofName} roof ${m.phrase}, ${couples} couples dancing below, people on benches under the laurel trees${church ? ", the crowned church tower beyond" : ""}${balloons ? " and a balloon seller" : ""}.`;
}

function jazzScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "dusk night night golden");
  const hz = 620;
  sky(c, S(m.sky), hz + 20);
  if (m.key === "night") stars(c, r, 30, 360);
  sierra(
    c,
    r,
    hz,
    [hills(h, 1.1), hills(h, 0.7)],
    m.hill,
    m.haze,
    (t) => 1.3 - Math.abs(t - 0.5),
    hz + 20,
  );
  const g = leaves.map((t) => tone(t, m));
  c.rect(0, hz + 10, 1600, 980 - hz, tone("#2f5a36", m));
  huanacaxtle(c, r, 140, 880, 700, tone("#4a3a30", m), g);
  huanacaxtle(c, r, 1460, 880, 660, tone("#4a3a30", m), g);
  if (m.lit)
    for (let i = 0; i < 3; i++)
      stringLights(
        c,
        [-20, 180 + i * 70],
        [1620, 220 + i * 50],
        50 + i * 10,
        "#1a1420",
        "#ffd98a",
        16,
      );
  const bridge = r() < 0.5;
  if (bridge) {
    const y0 = 520;
    c.path(`M-20,${y0 - 60}Q300,${y0 + 40} 620,${y0 - 40}`, "none", {
      stroke: "#2a2420",
      "stroke-width": 4,
    });
    c.path(`M-20,${y0}Q300,${y0 + 90} 620,${y0 + 20}`, "none", {
      stroke: tone("#7a5a3a", m),
      "stroke-width": 14,
    });
    let hangers = "";
    for (let x = 20; x < 600; x += 40) {
      const t = (x + 20) / 640;
      const top = (1 - t) * (1 - t) * (y0 - 60) + 2 * (1 - t) * t * (y0 + 40) + t * t * (y0 - 40);
      const deck = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + 90) + t * t * (y0 + 20);
      hangers += `M${x},${top.toFixed(1)}V${deck.toFixed(1)}`;
    }
    c.path(hangers, "none", { stroke: "#2a2420", "stroke-width": 2 });
  }
  // The stage: a timber deck under a canvas roof, warm spotlights on the players.
  const deck = tone("#7a5236", m);
  c.rect(380, 760, 840, 70, deck);
  c.rect(380, 752, 840, 14, mix(deck, "#ffffff", 0.15));
  for (const x of [400, 1200]) c.rect(x - 10, 380, 20, 380, tone("#3a2a22", m));
  const canvas = tone(pick(r, ["#f4efe6", "#e8d0a0", "#c8402a"]), m);
  c.path("M360,400L800,330L1240,400L1240,430Q800,380 360,430Z", canvas);
  const spots = ["#ffd24a", "#ff9a6a", "#ffe6a0"];
  for (let i = 0; i < 3; i++)
    beam(c, [560 + i * 240, 420], [560 + i * 240, 760], 110, pick(r, spots));
  const ink = m.ink;
  const lineup = pick(r, ["trio", "quartet"] as const);
  saxophonist(c, 560, 760, 300, ink, "#e8c46a");
  bassist(c, 760, 760, 300, ink, "#9a5a2a");
  drums(c, 1000, 760, 260, ink, pick(r, ["#c8402a", "#2a6aa8", "#e8e2d0"]), "#e8c46a");
  if (lineup === "quartet") singer(c, 1140, 760, 300, ink);
  // Tables with candles between the stage and the river.
  const tips: Pt[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 260 + i * 360 + between(r, -30, 30);
    cafeTable(c, x, 960, 130, tone("#f4efe6", m));
    tips.push([x, 960 - 130 * 0.72 - 14]);
    seated(c, x - 110, 960, 200, ink, 1);
    if (r() < 0.7) seated(c, x + 110, 960, 190, ink, -1);
  }
  flames(c, tips, 9, m.lit);
  // The river in front, catching the lights.
  const river = tone("#2a5a6a", m);
  c.path(`${smooth(P("-40,975 400,990 800,980 1200,995 1640,980"))}L1640,1200H-40Z`, river);
  glitter(c, r, 800, 990, 1200, 700, "#ffd98a", 16);
  boulders(
    c,
    r,
    -20,
    1620,
    1180,
    60,
    ["#3a3a40", "#4a4a50", "#2e2e34"].map((t) => tone(t, m)),
    "#ffffff",
  );
  const band =
    lineup === "trio" ? "a saxophone, upright bass and drums trio" : "a jazz quartet with a singer";
  return `${band[0]?.toUpperCase()}${band.slice(1)} on an open-air stage on the river island ${m.phrase}, candlelit tables in front, great huanacaxtle trees ${m.lit ? "strung with lights" : "overhead"}${bridge ? ", a swinging footbridge across to the bank" : ""} and the river below.`;
}

const suits = [
  ["#1e1a22", "#d8dde2", "black"],
  ["#efe8dc", "#c9a04a", "white"],
  ["#6a1f2e", "#d8dde2", "burgundy"],
  ["#1f2a4a", "#d8dde2", "navy"],
  ["#5a6470", "#e8e8ee", "grey"],
] as const;

function mariachiScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "dusk night night golden");
  const arcade = r() < 0.5;
  sky(c, S(m.sky), 760);
  if (m.key === "night") stars(c, r, 30, 260);
  const wall = tone(pick(r, walls), m);
  c.rect(0, 240, 1600, 560, wall);
  c.rect(0, 226, 1600, 26, tone(mix(pick(r, walls), "#000000", 0.2), m));
  const glow = m.lit ? "#ffcf7a" : tone("#5a3a2a", m);
  if (arcade) {
    for (let i = 0; i < 5; i++) {
      const x = 40 + i * 320;
      c.path(`M${x},800V470A120,120 0 0 1 ${x + 240},470V800Z`, glow);
    }
  } else {
    for (let i = 0; i < 6; i++) c.rect(80 + i * 260, 330, 120, 170, glow);
    bunting(c, [-20, 560], [1620, 580], 30, flags, 70);
  }
  c.rect(0, 800, 1600, 400, tone("#b8643e", m));
  flagstones(c, 1200, 800, 800, tone("#8a4a2a", m), 7, 140);
  if (m.lit) stringLights(c, [-20, 150], [1620, 190], 50, "#2a2420", "#ffd98a", 16);
  const [suit, trim, colour] = pick(r, suits);
  const n = pick(r, [5, 6, 7]);
  const parts: MariachiPart[] = [
    "violin",
    "trumpet",
    "guitarron",
    "violin",
    "vihuela",
    "trumpet",
    "violin",
  ];
  const order = parts.slice(0, n);
  const skins = ["#c98a6a", "#a86a4a", "#8a5a3a", "#e0b090"];
  const tie = pick(r, ["#c8242e", "#1f7a45", "#f2c21b"]);
  const spacing = 1200 / n;
  // Two staggered rows: the back row (odd places) first, a little higher and smaller.
  for (const row of [1, 0])
    for (let i = row; i < n; i += 2) {
      const x = 200 + (i + 0.5) * spacing;
      const y = row ? 1020 : 1120;
      const hh = row ? 470 : 510;
      charro(
        c,
        x,
        y,
        hh,
        tone(suit, m, 0.4),
        trim,
        tone(pick(r, skins), m, 0.4),
        order[i] ?? "violin",
        tie,
      );
    }
  const named = ["violins", "trumpets", "a guitarrón"];
  if (n >= 5) named.push("a vihuela");
  return `A mariachi band of ${n} in ${colour} charro suits with silver buttons and wide sombreros, playing ${named.slice(0, -1).join(", ")} and ${named.at(-1)} ${arcade ? "under the arches of the plaza" : "in a courtyard strung with papel picado"} ${m.phrase}.`;
}

export const bandstand = kioskScene;
export const islandJazz = mirrored(jazzScene);
export const mariachi = mariachiScene;
