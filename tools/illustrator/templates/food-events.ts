// Food events: a fair of stalls under striped awnings with long shared tables in front, and
// a tasting of tequila and raicilla at cloth-covered tables, agave fields behind.

import { village } from "../built.ts";
import { beer, bottle, bottleRow, jarrito, tumbler, vitrolero } from "../drinks.ts";
import { bunting, specks } from "../festive.ts";
import { agave } from "../flora.ts";
import { plate, seafood, tacos } from "../food.ts";
import { mix } from "../geom.ts";
import { sierra } from "../land.ts";
import { tone } from "../mood.ts";
import { walker } from "../people.ts";
import { seated } from "../poses.ts";
import { sky, stars } from "../sky.ts";
import { awning, stallTable } from "../stalls.ts";
import { stamper } from "../stamp.ts";
import { stringLights } from "../street.ts";
import { between, type Canvas, type Pt, pick, type Rng, S } from "../svg.ts";
import { pot } from "../wares.ts";
import { type Hints, hills, mirrored, when } from "./hints.ts";
import { flags, walls } from "./town.ts";

const stripes = [
  ["#e0523a", "#f4efe6"],
  ["#2a9d8f", "#f4efe6"],
  ["#f2b632", "#e0523a"],
  ["#3b6fb6", "#f2c21b"],
  ["#e2267a", "#f4efe6"],
];

type Goods = "grill" | "pots" | "aguas" | "corn";

/** What a stall sells, laid on its counter between x0 and x1 at height y. */
function goods(c: Canvas, r: Rng, kind: Goods, x0: number, x1: number, y: number): void {
  const mid = (x0 + x1) / 2;
  if (kind === "grill") {
    c.rect(mid - 170, y - 40, 340, 40, "#2a2a30");
    c.rect(mid - 160, y - 52, 320, 12, "#4a4a50");
    for (let i = 0; i < 3; i++) {
      const fx = mid - 110 + i * 110;
      c.path(`M${fx - 44},${y - 50}Q${fx},${y - 90} ${fx + 44},${y - 50}Z`, "#d8692f");
      c.path(`M${fx - 30},${y - 56}l60,0`, "none", {
        stroke: "#7a2c14",
        "stroke-width": 4,
        opacity: 0.5,
      });
    }
    for (let i = 0; i < 3; i++)
      c.path(`M${mid - 80 + i * 80},${y - 100}q24,-50 0,-100t0,-100`, "none", {
        stroke: "#ffffff",
        "stroke-width": 22,
        "stroke-linecap": "round",
        opacity: 0.16,
      });
  } else if (kind === "pots") {
    for (let i = 0; i < 3; i++) {
      const px = mid - 150 + i * 150;
      pot(c, px, y, 90, "bowl", pick(r, ["#a8542e", "#b5643a", "#8a4a2a"]));
      c.ellipse(px, y - 90, 48, 10, pick(r, ["#6a2a14", "#c8502a", "#e0a040"]));
      c.path(`M${px},${y - 110}q-18,-30 0,-60`, "none", {
        stroke: "#ffffff",
        "stroke-width": 10,
        opacity: 0.25,
        "stroke-linecap": "round",
      });
    }
  } else if (kind === "aguas") {
    const drinks = ["#e8405a", "#f4efe6", "#7ab84a", "#f2b632"];
    for (let i = 0; i < 3; i++) vitrolero(c, mid - 140 + i * 140, y, 130, pick(r, drinks));
  } else {
    c.rect(mid - 170, y - 34, 340, 34, "#6a4a30");
    const cobs: Pt[] = [];
    for (let i = 0; i < 7; i++) cobs.push([mid - 150 + i * 50, y - 50]);
    for (const [x, yy] of cobs) {
      c.rect(x - 12, yy - 60, 24, 70, "#f2c83a", { rx: 11 });
      c.line(
        [
          [x, yy + 10],
          [x, yy + 40],
        ],
        "#c8a070",
        5,
      );
    }
    specks(
      c,
      cobs.map(([x, yy]): Pt => [x, yy - 30]),
      3,
      "#e0452a",
    );
  }
}

function fairScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "golden dusk night sunset");
  sky(c, S(m.sky), 600);
  if (m.key === "night") stars(c, r, 30, 280);
  village(
    c,
    r,
    -20,
    1640,
    560,
    160,
    260,
    walls.map((w) => tone(mix(w, m.haze, 0.3), m)),
    {
      window: m.lit ? "#ffcf7a" : undefined,
    },
  );
  c.rect(0, 560, 1600, 640, tone("#b8a488", m));
  if (m.lit)
    for (let i = 0; i < 2; i++)
      stringLights(c, [-20, 120 + i * 90], [1620, 160 + i * 70], 50, "#2a2420", "#ffd98a", 18);
  else bunting(c, [-20, 80], [1620, 100], 40, flags, 80);
  const sea = /marisc|seafood|pescad|fish|ceviche|dock|muelle/.test(h.words);
  const pool: Goods[] = ["pots", "aguas", "corn"];
  const kinds: Goods[] = [sea ? "grill" : pick(r, ["grill", "pots"] as const)];
  while (kinds.length < 3) kinds.push(pool.splice(Math.floor(r() * pool.length), 1)[0] ?? "corn");
  const bag = kinds.slice();
  const order = kinds.map(() => bag.splice(Math.floor(r() * bag.length), 1)[0] ?? "pots");
  const stalls = [
    [40, 540],
    [560, 1040],
    [1060, 1560],
  ] as const;
  for (const [i, [x0, x1]] of stalls.entries()) {
    const [a = "#e0523a", b = "#f4efe6"] = pick(r, stripes);
    awning(c, x0, x1, 330, 430, tone(a, m), tone(b, m), tone("#5a4a3a", m), 900);
    walker(c, (x0 + x1) / 2 + between(r, -100, 100), 860, 420, tone("#3a2a34", m), 0, r() < 0.5);
    stallTable(
      c,
      x0 + 20,
      x1 - 20,
      720,
      900,
      tone("#8a6a4a", m),
      tone(pick(r, ["#2a8f8a", "#c4552f", "#f4efe6"]), m),
    );
    goods(c, r, order[i] ?? "pots", x0, x1, 720);
  }
  // The shared table in front, diners on benches, plates and drinks.
  const wood = tone("#7a5236", m);
  c.path("M-20,1010H1620L1640,1070H-40Z", wood);
  c.rect(-40, 1070, 1680, 24, mix(wood, "#000000", 0.25));
  const ink = m.ink;
  const diners = Math.floor(between(r, 3, 6));
  for (let i = 0; i < diners; i++) {
    const x = 140 + ((i + 0.5) * 1320) / diners;
    seated(c, x, 1200, 300, ink, i % 2 ? -1 : 1);
  }
  for (let i = 0; i < 4; i++) {
    const x = 240 + i * 380 + between(r, -40, 40);
    if (sea && i === 1) seafood(c, r, x, 1030, 90);
    else tacos(c, r, x, 1030, 90, pick(r, ["#d9632a", "#7a3a22"]));
  }
  for (let i = 0; i < 3; i++) {
    const x = 420 + i * 380;
    if (r() < 0.5) beer(c, x, 1040, 110);
    else tumbler(c, x, 1040, 100, pick(r, ["#e8405a", "#f4efe6", "#7ab84a"]), "#f2b632");
  }
  const names: Record<Goods, string> = {
    grill: sea ? "fish grilling over coals" : "meat sizzling on a grill",
    pots: "clay cazuelas of stew",
    aguas: "jars of agua fresca",
    corn: "grilled corn on the cob",
  };
  return `A food fair ${m.phrase}: three stalls under striped awnings selling ${order.map((k) => names[k]).join(", ")}, and people eating ${sea ? "seafood and tacos" : "tacos"} at a long shared table in front${m.lit ? " under string lights" : ""}.`;
}

function tastingScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "golden golden sunset morning dusk");
  const hz = 520;
  sky(c, S(m.sky), hz + 40);
  sierra(c, r, hz, [hills(h, 0.9), hills(h, 0.6)], m.hill, m.haze, () => 1, hz + 30);
  c.rect(0, hz, 1600, 700, tone("#b89a6a", m));
  const stamp = stamper(c);
  for (let row = 0; row < 4; row++) {
    const y = hz + 24 + row * row * 14 + row * 14;
    const s = 22 + row * 10;
    for (let x = (row % 2) * s; x < 1640; x += s * 2.1)
      stamp(
        `a${row % 2}`,
        () => agave(c, r, 0, 0, 100, tone("#7aa8a8", m), tone("#4a7a7a", m)),
        x,
        y,
        s / 100,
      );
  }
  // White tents along the back, each with its own table of bottles and tasters.
  const ink = m.ink;
  const white = tone("#f4f1ea", m);
  for (let i = 0; i < 3; i++) {
    const x = 270 + i * 530;
    c.path(`M${x - 210},600L${x},500L${x + 210},600Z`, white);
    c.path(`M${x},500L${x + 210},600H${x + 60}Z`, mix(white, "#000000", 0.1));
    for (const dx of [-200, 200]) c.rect(x + dx - 5, 600, 10, 190, tone("#8a8e94", m));
    c.rect(x - 180, 720, 360, 70, white);
    bottleRow(
      c,
      r,
      x - 160,
      x + 160,
      720,
      70,
      ["#dfe8ea", "#c9d8dc", "#e8c46a", "#3f7a4e"],
      ["#f4efe6", "#e0523a", "#1d1b2a"],
    );
    walker(c, x - 130, 800, 200, ink, 0.3, r() < 0.5);
    walker(c, x + 140, 800, 190, ink, -0.3, r() < 0.5);
  }
  bunting(c, [-20, 60], [1620, 80], 40, flags, 80);
  // The front table: cloth, a row of bottles, clay cups, orange slices.
  const cloth = tone(pick(r, ["#f4efe6", "#e8dcc0", "#2a8f8a"]), m, 0.5);
  const raicilla = /raicilla|mezcal/.test(h.words) || (!/tequila/.test(h.words) && r() < 0.5);
  const glass = raicilla ? ["#dfe8ea", "#c9d8dc", "#8aa0a8"] : ["#e8c46a", "#c9d8dc", "#b8741f"];
  c.rect(0, 880, 1600, 320, tone("#a88a66", m));
  const pourer = r() < 0.6;
  if (pourer) {
    walker(c, 800, 1060, 440, ink, 0, r() < 0.5);
    c.line(
      [
        [810, 720],
        [880, 780],
        [920, 800],
      ],
      ink,
      24,
    );
  }
  c.rect(-20, 920, 1640, 44, cloth);
  c.rect(-20, 964, 1640, 236, mix(cloth, "#000000", 0.12));
  for (const [y, col] of [
    [1010, "#e0523a"],
    [1034, "#f2b632"],
    [1120, "#2a9d8f"],
  ] as const)
    c.rect(-20, y, 1640, 14, tone(col, m, 0.5));
  for (const [i, x] of [240, 370, 1200, 1340].entries())
    bottle(
      c,
      x,
      945,
      250 - (i % 2) * 30,
      pick(r, ["square", "round", "tall", "wine"] as const),
      pick(r, glass),
      pick(r, ["#f4efe6", "#e0523a", "#1d1b2a", "#f2b632"]),
    );
  if (pourer)
    c.group({ transform: "rotate(110 920 800)" }, () =>
      bottle(c, 920, 860, 160, "tall", pick(r, glass), "#f4efe6"),
    );
  const cups = pick(r, [4, 5, 6]);
  for (let i = 0; i < cups; i++)
    jarrito(c, 560 + i * (480 / (cups - 1)), 950, 80, tone("#b5643a", m), tone("#3f7a4e", m));
  for (const x of [110, 1490]) {
    plate(c, x, 945, 70, "#f4efe6");
    for (const dx of [-30, 0, 30]) c.path(`M${x + dx - 26},940a26,16 0 0 0 52,0Z`, "#f48a1f");
  }
  agave(c, r, pick(r, [60, 1540]), 930, 200, tone("#6a9a8a", m), tone("#3f6a5a", m));
  const spirit = raicilla ? "raicilla and mezcal" : "tequila";
  return `A ${spirit} tasting ${m.phrase}: bottles, little clay cups and orange slices on a long cloth-covered table${pourer ? " with someone pouring" : ""}, white tents of producers behind and rows of blue agave running to the hills.`;
}

export const foodFair = mirrored(fairScene);
export const tasting = mirrored(tastingScene);
