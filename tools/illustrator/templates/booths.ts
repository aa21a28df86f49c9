// Marea's information booths (booths.json): the same small teal-and-gold booth (booth.ts) set
// down where each one stands, so the place is recognisable at a glance: the airport arrivals
// hall, the bus terminal, the Malecón by the seahorse, the four arches of the amphitheatre, the
// Plaza de Armas, the Los Muertos pier, the marina lighthouse and the square in Bucerías.

import { seahorseStatue } from "../animals.ts";
import { mastBoat, panga, pangaColours, sailboat, yacht } from "../boats.ts";
import { booth, gold, holdall, suitcase, teal, teal2 } from "../booth.ts";
import { house, umbrella, village } from "../built.ts";
import { bunting } from "../festive.ts";
import { shrub } from "../flora.ts";
import { mix, P } from "../geom.ts";
import { sierra } from "../land.ts";
import { crownTower, lighthouse, sailPier } from "../landmarks.ts";
import { bay, type Mood, mood, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { walker } from "../people.ts";
import { bench, flagstones, kiosk, laurel } from "../plaza.ts";
import { beach } from "../shore.ts";
import { birds, cloud, sky } from "../sky.ts";
import { cobbles } from "../street.ts";
import { between, type Canvas, f, pick, type Rng, S } from "../svg.ts";
import { railing } from "../things.ts";
import { plane } from "../vehicles.ts";
import { arches } from "./fireworks.ts";
import type { Draw, Hints } from "./hints.ts";
import { crowd } from "./live-music.ts";
import { flags, lamp } from "./town.ts";

const skins = ["#f1c7a3", "#d9a27a", "#b97a52", "#8a5636", "#e6b48e"];
const hairs = ["#2a1c16", "#1c1410", "#4a2e1e", "#6a4228"];
const bagColours = ["#e0523a", "#2f6fb5", "#f2c21b", "#2a9d8f", "#7b4fa0", "#3a3a44"];

/** The host behind the counter, in the gold or white Marea shirt. */
function host(r: Rng) {
  return { skin: pick(r, skins), hair: pick(r, hairs), shirt: pick(r, [gold, "#f7f4ee"]) };
}

/** The Malecón's edge: pavement from `y` down, a sea wall and an iron railing along it. */
function promenade(c: Canvas, m: Mood, y: number): void {
  c.rect(0, y, 1600, 1200 - y, c.lin(S(`0 ${tone("#c9b79c", m)}, 1 ${tone("#ddd0b8", m)}`)));
  c.rect(0, y, 1600, 22, tone("#9a8a78", m));
  railing(c, -20, 1620, y + 4, 62, tone("#33424c", m), 34);
  // The paving waves of the Malecón, in two tones of stone.
  let d = "";
  for (let row = 0; row < 6; row++) {
    const yy = y + 70 + row * row * 9 + row * 26;
    const amp = 6 + row * 3;
    d += `M-20,${f(yy)}`;
    for (let x = -20; x < 1640; x += 120 + row * 20)
      d += `q${f(30 + row * 5)},${f(-amp)} ${f(60 + row * 10)},0t${f(60 + row * 10)},0`;
  }
  c.path(d, "none", { stroke: tone("#b4a388", m), "stroke-width": 6, opacity: 0.7 });
}

function travellers(c: Canvas, r: Rng, m: Mood, spots: [number, number, number][]): void {
  for (const [x, y, h] of spots) {
    const dir = x < 800 ? 1 : -1;
    walker(c, x, y, h, m.ink, between(r, 0.4, 0.8) * dir, r() < 0.4);
    suitcase(c, x - dir * h * 0.3, y, h * 0.32, tone(pick(r, bagColours), m));
  }
}

/** A long-distance coach side-on, front to the right: dark glass band, livery swoosh. */
function coach(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  body: string,
  livery: string,
  glass: string,
): void {
  const h = len * 0.34;
  const b = (u: number) => x + u * len;
  c.path(
    `M${f(b(0))},${f(y - h * 0.1)}V${f(y - h + 14)}q0,-14 14,-14H${f(b(0.95))}q${f(len * 0.04)},0 ${f(len * 0.05)},${f(h * 0.25)}V${f(y - h * 0.1)}Z`,
    body,
  );
  c.path(
    `M${f(b(0.03))},${f(y - h * 0.5)}V${f(y - h * 0.88)}H${f(b(0.955))}q${f(len * 0.03)},${f(h * 0.05)} ${f(len * 0.035)},${f(h * 0.38)}Z`,
    glass,
  );
  c.path(
    `M${f(b(0))},${f(y - h * 0.28)}C${f(b(0.3))},${f(y - h * 0.3)} ${f(b(0.55))},${f(y - h * 0.5)} ${f(b(0.8))},${f(y - h * 0.46)}L${f(b(1))},${f(y - h * 0.44)}V${f(y - h * 0.34)}C${f(b(0.6))},${f(y - h * 0.38)} ${f(b(0.35))},${f(y - h * 0.16)} ${f(b(0))},${f(y - h * 0.18)}Z`,
    livery,
  );
  let bays = "";
  for (const u of [0.3, 0.45, 0.6]) bays += `M${f(b(u))},${f(y - h * 0.12)}v${f(-h * 0.22)}`;
  c.path(bays, "none", { stroke: mix(body, "#000000", 0.15), "stroke-width": 3 });
  c.rect(b(0.9), y - h * 0.46, len * 0.05, h * 0.34, mix(glass, body, 0.3));
  for (const u of [0.14, 0.24, 0.8]) {
    c.circle(b(u), y - h * 0.08, h * 0.14, "#24242a");
    c.circle(b(u), y - h * 0.08, h * 0.06, "#a8a8b0");
  }
}

/** A water taxi: a panga with a striped sunshade on posts and a seated boatman. */
function waterTaxi(c: Canvas, x: number, y: number, len: number, m: Mood, i: number): void {
  const [hull, stripe] = pangaColours[i % pangaColours.length] ?? ["#e0523a", "#f7f3ea"];
  const roof = tone(i % 2 ? "#2a9d8f" : "#f4efe6", m);
  c.path(
    `M${f(x - len * 0.3)},${f(y - len * 0.14)}V${f(y - len * 0.42)}M${f(x + len * 0.25)},${f(y - len * 0.14)}V${f(y - len * 0.42)}`,
    "none",
    { stroke: tone("#d8d2c6", m), "stroke-width": 4 },
  );
  c.rect(x - len * 0.36, y - len * 0.46, len * 0.68, len * 0.06, roof, { rx: 4 });
  c.circle(x - len * 0.38, y - len * 0.22, len * 0.04, m.ink);
  panga(c, x, y, len, tone(hull, m), tone(stripe, m), 1);
}

function airport(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood(pick(r, ["midday", "morning", "golden"] as const));
  const glassTop = 150;
  const sill = 700;
  c.rect(0, 0, 1600, sill, c.lin(S(m.sky)));
  cloud(c, between(r, 250, 600), 300, 260, m.cloud, 0.9);
  cloud(c, between(r, 1000, 1300), 250, 200, m.cloud, 0.8);
  sierra(c, r, 560, [260, 180], m.hill, m.haze, (t) => 0.6 + t * 0.5, 600);
  c.rect(0, 556, 1600, 150, tone("#9cbf7a", m));
  c.rect(0, 600, 1600, 110, tone("#b7b4ae", m));
  c.rect(0, 640, 1600, 5, tone("#f2e6a0", m), { opacity: 0.8 });
  plane(c, 1120, 380, 640, 9, tone("#f5f6f8", m), tone("#b6c0ca", m), tone(teal2, m));
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#6b5040", m), frond: tone("#2f7a45", m), back: tone("#25603a", m) },
    12,
  );
  for (const [x, hh] of P("90,330 260,260 1430,300 1560,360")) palmAt(c, palm, x, 620, hh, x > 800);
  // The hall: ceiling with lights, the window frame, a polished floor.
  c.rect(0, 0, 1600, glassTop, tone("#ece8e0", m));
  c.rect(0, glassTop - 18, 1600, 18, tone("#c9c3b8", m));
  for (let x = 100; x < 1600; x += 200) c.ellipse(x, 70, 60, 10, "#fff8e0");
  let mullions = `M0,${f(400)}H1600`;
  for (let x = 0; x <= 1600; x += 228) mullions += `M${x},${glassTop}V${sill}`;
  c.path(mullions, "none", { stroke: tone("#55646c", m), "stroke-width": 14 });
  c.rect(0, sill, 1600, 30, tone("#8a949a", m));
  c.rect(0, sill + 30, 1600, 470, c.lin(S(`0 ${tone("#d6d1c8", m)}, 1 ${tone("#ebe6dc", m)}`)));
  c.group({ opacity: 0.35 }, () => {
    for (let x = 0; x < 1600; x += 228) c.rect(x + 20, sill + 40, 188, 120, "#ffffff");
  });
  flagstones(c, 1200, sill + 30, 800, tone("#b9b2a6", m), 9, 170);
  const w = 420;
  booth(c, 560, 1010, w, m, { rack: 1, host: host(r), lights: false });
  // A trolley of luggage and travellers walking out with their cases.
  const tx = 1150;
  c.path(`M${tx - 110},1080H${tx + 110}L${tx + 140},930`, "none", {
    stroke: tone("#6a747a", m),
    "stroke-width": 10,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
  for (const dx of [-90, 90]) c.circle(tx + dx, 1092, 14, "#2a2a30");
  holdall(c, tx - 20, 1074, 170, tone(pick(r, bagColours), m));
  suitcase(c, tx + 40, 1020, 110, tone(pick(r, bagColours), m));
  holdall(c, tx - 30, 970, 120, tone(pick(r, bagColours), m));
  travellers(c, r, m, [
    [1380, 1130, 330],
    [230, 1100, 300],
  ]);
  return `A Marea information booth in the arrivals hall of Puerto Vallarta airport ${m.phrase}: a teal counter under a striped awning with the round sun-and-waves sign, a host and a rack of brochures, travellers with suitcases and a luggage trolley, and through the tall windows a jet climbing out past palm trees and the Sierra.`;
}

function busStation(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood(pick(r, ["midday", "morning", "golden"] as const));
  c.rect(0, 0, 1600, 760, c.lin(S(m.sky)));
  sierra(c, r, 600, [300, 200], m.hill, m.haze, (t) => 0.5 + t * 0.6, 640);
  // The terminal hall behind the bays: a long low block with a glass band.
  c.rect(-20, 430, 1640, 220, tone("#efe8dc", m));
  c.rect(-20, 420, 1640, 24, tone("#c9c0b0", m));
  c.rect(-20, 480, 1640, 90, tone("#5f7f8e", m));
  let panes = "";
  for (let x = 40; x < 1600; x += 120) panes += `M${x},480V570`;
  c.path(panes, "none", { stroke: tone("#efe8dc", m), "stroke-width": 8 });
  c.rect(0, 630, 1600, 140, tone("#7d8186", m));
  const liveries = [
    ["#f4f4f0", "#c8242e"],
    ["#f4f4f0", "#2f6fb5"],
    ["#f2c21b", "#1f4a7a"],
    ["#f4f4f0", "#2a9d8f"],
  ] as const;
  const [b1, l1] = pick(r, liveries);
  const [b2, l2] = pick(r, liveries);
  coach(c, -260, 760, 760, tone(b1, m), tone(l1, m), tone("#24323c", m));
  coach(c, 660, 760, 760, tone(b2, m), tone(l2, m), tone("#24323c", m));
  // The platform canopy on its columns, and the platform itself.
  const roof = tone("#e8e4dc", m);
  c.path("M-20,0H1620V150L-20,210Z", tone("#c9c3b8", m));
  c.path("M-20,150L1620,90V120L-20,186Z", roof);
  let cols = "";
  for (const x of [160, 620, 1080, 1520]) cols += `M${x},${f(175 - x * 0.04)}V790`;
  c.path(cols, "none", { stroke: tone("#55646c", m), "stroke-width": 22 });
  c.rect(0, 770, 1600, 430, c.lin(S(`0 ${tone("#c6c0b4", m)}, 1 ${tone("#ddd7cc", m)}`)));
  c.rect(0, 770, 1600, 16, tone("#9a958c", m));
  c.rect(0, 796, 1600, 12, tone("#f2c21b", m));
  flagstones(c, 1200, 808, 800, tone("#a8a296", m), 7, 200);
  booth(c, 880, 1030, 400, m, { rack: -1, host: host(r) });
  bench(c, 1330, 1000, 230, tone(teal, m));
  holdall(c, 1330, 1000, 150, tone(pick(r, bagColours), m));
  travellers(c, r, m, [
    [250, 1120, 330],
    [1420, 1150, 320],
  ]);
  return `A Marea information booth on the platform of the long-distance bus station ${m.phrase}: a teal counter under a striped awning with the round sun-and-waves sign and a rack of brochures, two coaches at the bays under the platform roof and travellers with their suitcases.`;
}

function seahorse(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood(pick(r, ["golden", "sunset", "morning"] as const));
  const hz = 560;
  bay(c, r, m, hz, {
    hills: 200,
    profile: (t) => 0.3 + Math.abs(t - 0.45) * 1.6,
    sunX: 820,
    clouds: 2,
  });
  sailboat(c, 1250, hz + 50, 70, tone("#f7f4ee", m), tone("#ffffff", m));
  // The statue stands on rocks below the railing, between the walk and the sea.
  const rock = tone("#6a5a56", m);
  c.path("M150,820Q170,760 260,752Q330,700 430,740Q520,745 560,800L590,830H130Z", rock);
  seahorseStatue(
    c,
    360,
    770,
    430,
    c.lin(S("0 #b07a44, 0.55 #6e4528, 1 #4a2c1a"), 0, 0, 1, 0.3),
    tone("#e0a868", m),
  );
  promenade(c, m, 800);
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#6b5040", m), frond: tone("#2f7a45", m), back: tone("#25603a", m) },
    14,
  );
  palmAt(c, palm, 1500, 880, 430, true);
  palmAt(c, palm, 700, 860, 340);
  booth(c, 1080, 1040, 400, m, { rack: -1, host: host(r), lights: m.lit });
  walker(c, 260, 1150, 300, m.ink, 0.6);
  walker(c, 330, 1140, 285, m.ink, -0.5, true);
  birds(c, r, 4, 600, 180, 1000, 320, m.ink);
  return `A Marea information booth on the Malecón ${m.phrase}, by the bronze statue of a boy riding a seahorse on its rocks: a teal counter under a striped awning with the round sun-and-waves sign and a rack of brochures, palms along the railing and the bay behind.`;
}

/** A folk dancer holding out the wide ruffled skirt of a Jalisco dress, feet at (x, y). */
function dancer(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  skirt: string,
  band: string,
  dir: number,
): void {
  const lw = h * 0.07;
  c.line(
    [
      [x - h * 0.04, y - h * 0.4],
      [x - h * 0.08, y - lw / 2],
    ],
    ink,
    lw,
  );
  c.line(
    [
      [x + h * 0.04, y - h * 0.4],
      [x + h * 0.1, y - lw / 2],
    ],
    ink,
    lw,
  );
  const hem = (k: number) => {
    let d = `M${f(x - h * 0.56 * k)},${f(y - h * 0.16 - dir * h * 0.06)}`;
    for (let i = 0; i < 6; i++) {
      const a = x - h * 0.56 * k + ((i + 1) / 6) * h * 1.12 * k;
      d += `Q${f(a - h * 0.093 * k)},${f(y - h * 0.06 - dir * h * 0.06 * (1 - (i + 0.5) / 3))} ${f(a)},${f(y - h * 0.16 - dir * h * 0.06 * (1 - (i + 1) / 3))}`;
    }
    return `${d}L${f(x + h * 0.06)},${f(y - h * 0.5)}H${f(x - h * 0.06)}Z`;
  };
  c.path(hem(1), skirt);
  c.path(hem(0.72), band, { opacity: 0.9 });
  c.path(hem(0.45), skirt);
  c.path(
    `M${f(x - h * 0.08)},${f(y - h * 0.48)}L${f(x - h * 0.1)},${f(y - h * 0.8)}H${f(x + h * 0.1)}L${f(x + h * 0.08)},${f(y - h * 0.48)}Z`,
    ink,
  );
  c.line(
    [
      [x - h * 0.08, y - h * 0.76],
      [x - h * 0.3, y - h * 0.6],
      [x - h * 0.5, y - h * 0.24 - dir * h * 0.06],
    ],
    ink,
    h * 0.05,
  );
  c.line(
    [
      [x + h * 0.08, y - h * 0.76],
      [x + h * 0.3, y - h * 0.6],
      [x + h * 0.5, y - h * 0.24 + dir * h * 0.06],
    ],
    ink,
    h * 0.05,
  );
  c.circle(x, y - h * 0.9, h * 0.075, ink);
  c.circle(x + h * 0.06, y - h * 0.95, h * 0.05, band);
}

function amphitheatre(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood(pick(r, ["golden", "sunset", "dusk"] as const));
  const hz = 540;
  bay(c, r, m, hz, { hills: 170, profile: (t) => 0.2 + t * 1.1, sunX: 170, clouds: 2 });
  // The four arches stand at the water's edge; the stage before them, the steps below.
  c.rect(0, 790, 1600, 410, tone("#d9c9ae", m));
  arches(c, 640, 800, 820, tone("#b99a72", m));
  c.rect(200, 790, 880, 50, tone("#cbb390", m));
  c.rect(200, 840, 880, 16, tone("#9a8262", m));
  const [a, b] = pick(r, [
    ["#e2267a", "#f2c21b"],
    ["#2f6fb5", "#f47a1f"],
    ["#f2c21b", "#e0523a"],
  ] as const);
  dancer(c, 520, 820, 190, m.ink, tone(a, m, 0.5), tone(b, m, 0.5), 1);
  dancer(c, 760, 820, 190, m.ink, tone(b, m, 0.5), tone(a, m, 0.5), -1);
  const steps = ["#c6b394", "#d2c0a2", "#ddcdb0", "#e6d8be"];
  steps.forEach((col, i) => {
    const y = 880 + i * 80;
    c.path(
      `M-20,${y}Q640,${y - 50} 1300,${y}V${y + 80}Q640,${y + 30} -20,${y + 80}Z`,
      tone(col, m),
    );
    c.path(`M-20,${y}Q640,${y - 50} 1300,${y}`, "none", {
      stroke: tone("#a08868", m),
      "stroke-width": 8,
    });
  });
  for (const [x0, x1, y, s] of [
    [60, 300, 900, 44],
    [700, 960, 880, 44],
    [120, 420, 990, 54],
    [860, 1040, 985, 54],
  ] as const)
    crowd(c, r, x0, x1, y, s, m.ink);
  c.rect(1120, 800, 500, 400, tone("#d2c2a6", m));
  railing(c, 1090, 1620, 820, 60, tone("#33424c", m), 34);
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#6b5040", m), frond: tone("#2f7a45", m), back: tone("#25603a", m) },
    14,
  );
  palmAt(c, palm, 1540, 900, 460, true);
  booth(c, 1220, 1080, 330, m, { rack: -1, host: host(r), lights: true });
  return `A Marea information booth on the Malecón ${m.phrase}, beside the four stone arches of the Los Arcos amphitheatre with the sea showing through them: folk dancers in wide ruffled skirts on the stage, people watching from the curved stone steps, and a teal counter under a striped awning with the round sun-and-waves sign and a rack of brochures.`;
}

function cityHall(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood(pick(r, ["morning", "golden", "midday"] as const));
  sky(c, S(m.sky), 700);
  cloud(c, 1150, 170, 260, m.cloud, 0.85);
  sierra(c, r, 600, [360, 260], m.hill, m.haze, (t) => 0.6 + t * 0.4, 640);
  crownTower(
    c,
    520,
    640,
    120,
    tone("#f3e9da", m),
    tone("#d7c4ae", m),
    tone("#6e4d42", m),
    tone("#f7eedc", m),
  );
  village(
    c,
    r,
    -20,
    1640,
    680,
    110,
    190,
    ["#f7f3ea", "#f1e6d4", "#f5d9b8", "#e9a6a0"].map((x) => tone(x, m)),
  );
  c.rect(440, 540, 160, 140, tone("#efe2cf", m));
  c.path("M490,680V620A30,30 0 0 1 550,620V680Z", tone("#6e4d42", m));
  // The paved square, laurels and the bandstand.
  c.rect(0, 680, 1600, 520, c.lin(S(`0 ${tone("#cdbfa8", m)}, 1 ${tone("#e4d8c2", m)}`)));
  flagstones(c, 1200, 680, 700, tone("#a8987c", m), 10, 160);
  const leaves = ["#3f7a48", "#4b8a52", "#356b3f"].map((x) => tone(x, m));
  for (const x of [70, 290, 1000, 1530]) laurel(c, r, x, 760, 240, leaves, tone("#6b5040", m));
  kiosk(
    c,
    620,
    840,
    380,
    tone("#d9c6a8", m),
    tone("#2f3a40", m),
    tone("#2f6a55", m),
    "dome",
    tone("#efe6d6", m),
  );
  bench(c, 250, 960, 200, tone("#2f3a40", m));
  lamp(c, 1450, 1100, 420, m.lit);
  booth(c, 1150, 1060, 390, m, { rack: -1, host: host(r) });
  walker(c, 400, 1130, 280, m.ink, 0.5);
  walker(c, 470, 1120, 270, m.ink, -0.6, true);
  bunting(c, [-20, 20], [1620, 30], 30, flags, 60);
  return `A Marea information booth on the Plaza de Armas ${m.phrase}: a teal counter under a striped awning with the round sun-and-waves sign and a rack of brochures, the wrought-iron bandstand and clipped laurels on the paved square, and the crowned tower of the Church of Our Lady of Guadalupe rising behind the white houses.`;
}

function pier(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood(pick(r, ["morning", "midday", "golden"] as const));
  const hz = 520;
  bay(c, r, m, hz, { hills: 320, profile: (t) => 1.1 - t * 0.8, sunX: 1200, clouds: 2 });
  sailPier(c, [80, 790], [1240, 620], 430, tone("#efe6d6", m), tone("#f7f3ea", m));
  for (let i = 0; i < 3; i++)
    waterTaxi(c, 1300 - i * 250, 760 - i * 30, 230 - i * 20, m, i + Math.floor(r() * 5));
  beach(c, m, P("-40,830 500,810 1000,800 1640,770"));
  const [hull, stripe] = pick(r, pangaColours);
  panga(c, 1060, 860, 240, tone(hull, m), tone(stripe, m), -1);
  umbrella(c, 150, 1010, 230, tone(gold, m), tone("#f5efe4", m), tone(teal2, m));
  booth(c, 560, 1060, 400, m, { rack: 1, host: host(r) });
  travellers(c, r, m, [[1300, 1160, 300]]);
  walker(c, 1450, 1120, 270, m.ink, -0.5, true);
  return `A Marea information booth on the sand at Playa Los Muertos ${m.phrase}, at the foot of the pier with its sail-shaped spire: a teal counter under a striped awning with the round sun-and-waves sign and a rack of brochures, water taxis with sunshades waiting by the pier, a panga pulled up on the beach and the green headlands of the bay behind.`;
}

function marina(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood(pick(r, ["golden", "morning", "sunset"] as const));
  const hz = 600;
  bay(c, r, m, hz, { hills: 200, profile: (t) => 0.5 + t * 0.5, sunX: 1250, clouds: 2 });
  lighthouse(
    c,
    470,
    700,
    520,
    tone("#f4efe6", m),
    tone("#d9cdbb", m),
    tone("#b8452a", m),
    m.lit ? "#ffe08a" : tone("#f7e7b0", m),
  );
  village(
    c,
    r,
    600,
    1640,
    690,
    80,
    150,
    ["#f4efe6", "#f1e2c8", "#f2c14e", "#e9a6a0"].map((x) => tone(x, m)),
  );
  house(c, 300, 700, 90, 80, tone("#f1e2c8", m));
  house(c, 540, 700, 70, 60, tone("#f4efe6", m));
  c.rect(0, 690, 1600, 20, tone("#b59a78", m));
  c.rect(0, 710, 1600, 180, c.lin(S(m.sea)));
  for (let i = 0; i < 7; i++)
    mastBoat(c, 60 + i * 240, 800, 160, tone("#f7f7f2", m), tone("#5a6470", m));
  yacht(c, 420, 880, 360, tone("#ffffff", m), tone("#2f4d5a", m), 1);
  yacht(c, 1180, 880, 320, tone("#ffffff", m), tone("#2f4d5a", m), -1);
  c.rect(0, 880, 1600, 320, c.lin(S(`0 ${tone("#a8744a", m)}, 1 ${tone("#c08a5a", m)}`)));
  let boards = "";
  for (let y = 900; y < 1200; y += 30 + (y - 880) * 0.12) boards += `M0,${f(y)}H1600`;
  c.path(boards, "none", { stroke: tone("#8a5a36", m), "stroke-width": 3, opacity: 0.6 });
  for (const x of [120, 1480]) c.rect(x - 14, 860, 28, 60, tone("#5a4030", m), { rx: 8 });
  booth(c, 860, 1060, 400, m, { rack: 1, host: host(r), lights: m.lit });
  walker(c, 300, 1150, 300, m.ink, 0.6);
  walker(c, 1380, 1140, 290, m.ink, -0.5, true);
  return `A Marea information booth on the boardwalk of Marina Vallarta ${m.phrase}, below the white lighthouse tower: a teal counter under a striped awning with the round sun-and-waves sign and a rack of brochures, sailing yachts and motor yachts moored along the docks and waterfront buildings behind.`;
}

function bucerias(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood(pick(r, ["midday", "golden", "sunset"] as const));
  const hz = 560;
  bay(c, r, m, hz, { hills: 150, profile: (t) => 1.1 - t * 0.7, sunX: 820, clouds: 2 });
  beach(c, m, P("-40,700 600,690 1200,700 1640,690"));
  // Shops round the square, the beach and bay open between them.
  const walls = ["#f2c14e", "#e9a6a0", "#3d9e9a", "#e07a5f", "#f6efe4"];
  village(
    c,
    r,
    -20,
    360,
    780,
    200,
    300,
    walls.map((x) => tone(x, m)),
  );
  village(
    c,
    r,
    1240,
    1640,
    780,
    200,
    300,
    walls.map((x) => tone(x, m)),
  );
  c.rect(0, 770, 1600, 430, tone("#c9b89c", m));
  const stone = ["#b9a487", "#c7b393", "#a99478"].map((x) => tone(x, m));
  cobbles(c, r, 1200, 780, -60, 1660, 240, 1360, stone, 6, 2);
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#6b5040", m), frond: tone("#2f7a45", m), back: tone("#25603a", m) },
    16,
  );
  for (const [x, y, hh] of [
    [420, 770, 250],
    [880, 760, 230],
    [120, 900, 440],
    [1500, 920, 470],
  ] as const)
    palmAt(c, palm, x, y, hh, x > 800);
  for (const x of [300, 1300])
    shrub(
      c,
      r,
      x,
      800,
      70,
      ["#3f7a48", "#4b8a52"].map((x) => tone(x, m)),
    );
  bunting(c, [-20, 60], [1620, 100], 60, flags, 70);
  for (const [x, col] of [
    [560, "#e0523a"],
    [720, "#2a9d8f"],
  ] as const)
    umbrella(c, x, 730, 80, tone(col, m), tone("#f5efe4", m), tone("#f4efe6", m));
  bench(c, 230, 940, 200, tone("#2f3a40", m));
  booth(c, 1040, 1050, 390, m, { rack: -1, host: host(r), lights: m.lit });
  walker(c, 420, 1120, 290, m.ink, 0.6, true);
  walker(c, 560, 1150, 300, m.ink, -0.5);
  return `A Marea information booth on the small beachside square of Bucerías ${m.phrase}: a teal counter under a striped awning with the round sun-and-waves sign and a rack of brochures, on cobbles under strings of papel picado, with palms, painted shop fronts and the beach and bay beyond.`;
}

/** Any other booth: on the Malecón with the bay behind. */
function seafront(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood(pick(r, ["golden", "midday", "morning"] as const));
  bay(c, r, m, 600, { hills: 220, clouds: 2 });
  promenade(c, m, 820);
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#6b5040", m), frond: tone("#2f7a45", m), back: tone("#25603a", m) },
    14,
  );
  palmAt(c, palm, 220, 900, 420);
  palmAt(c, palm, 1420, 900, 440, true);
  booth(c, 800, 1050, 400, m, { rack: 1, host: host(r) });
  return `A Marea information booth on the seafront ${m.phrase}: a teal counter under a striped awning with the round sun-and-waves sign and a rack of brochures, palms along the railing and the bay behind.`;
}

const bySlug: Record<string, Draw> = {
  "airport-arrivals": airport,
  "bus-station": busStation,
  "malecon-seahorse": seahorse,
  "los-arcos-amphitheatre": amphitheatre,
  "city-hall": cityHall,
  "los-muertos-pier": pier,
  "marina-lighthouse": marina,
  "bucerias-plaza": bucerias,
};

/** The composition for a booth's slug (keywords for new slugs), the seafront otherwise. */
export function boothPicture(slug: string): Draw {
  const known = bySlug[slug];
  if (known) return known;
  const words: [RegExp, Draw][] = [
    [/airport|aeropuerto/, airport],
    [/bus|camion/, busStation],
    [/pier|muelle/, pier],
    [/marina|lighthouse|faro/, marina],
    [/plaza|square|hall/, cityHall],
  ];
  return words.find(([re]) => re.test(slug))?.[1] ?? seafront;
}
