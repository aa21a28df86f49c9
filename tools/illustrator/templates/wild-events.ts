// Nature events: a humpback breaching close to shore with people watching from the rocks,
// turtle hatchlings racing down the sand to the sea at dusk, birders in the foothills, and
// volunteers cleaning a beach.

import { breach, whaleTail } from "../animals.ts";
import { birder, scope, volunteer } from "../athletes.ts";
import { panga, pangaColours } from "../boats.ts";
import { parrot, turtle } from "../critters.ts";
import { specks } from "../festive.ts";
import { huanacaxtle, shrub } from "../flora.ts";
import { mix, P, smooth } from "../geom.ts";
import { sierra } from "../land.ts";
import { bay, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { walker } from "../people.ts";
import { boulders } from "../rocks.ts";
import { beach, surfLines } from "../shore.ts";
import { birds, sky, streak } from "../sky.ts";
import { between, type Canvas, f, type Pt, pick, type Rng, S } from "../svg.ts";
import { splash } from "../water.ts";
import { type Hints, hills, mirrored, when } from "./hints.ts";

/** A whale's blow: a bushy column of mist over the surface. */
function blow(c: Canvas, x: number, y: number, s: number): void {
  for (const [dx, dy, k] of [
    [0, -0.5, 0.32],
    [-0.18, -0.75, 0.26],
    [0.16, -0.8, 0.24],
    [0, -1, 0.22],
  ] as const)
    c.circle(x + dx * s, y + dy * s, k * s, "#ffffff", { opacity: 0.55 });
  c.ellipse(x, y, s * 0.5, s * 0.08, "#1d2530", { opacity: 0.8 });
}

function whaleScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden sunset");
  const hz = 560;
  bay(c, r, m, hz, {
    hills: hills(h, 0.9),
    profile: (t) => 0.5 + t * 0.7,
    sunX: between(r, 250, 700),
  });
  const x = between(r, 620, 900);
  const jump = r() < 0.75;
  if (jump) {
    breach(c, x - 160, 860, 620, between(r, 55, 72), tone("#2a3644", m), tone("#e6ecef", m));
    splash(c, r, x - 80, 870, 420, 240, "#eaf8fb", "#bfe4ee");
  } else {
    whaleTail(c, x, 840, 320, tone("#23313f", m), tone("#e9eef1", m));
    splash(c, r, x, 850, 220, 150, "#eaf8fb", "#bfe4ee");
  }
  const calf = r() < 0.5;
  if (calf) blow(c, x + 380, hz + 90, 90);
  const [hull, stripe] = pick(r, pangaColours);
  panga(c, between(r, 1150, 1400), hz + 50, 150, tone(hull, m), tone(stripe, m), -1);
  birds(c, r, 4, 300, 150, 1100, 320, mix(m.ink, "#ffffff", 0.2));
  // Watchers on the rocks in the foreground.
  const rock = ["#5a4a48", "#6a5a54", "#4a3c3a"].map((t) => tone(t, m));
  c.path(
    `${smooth(P("1000,1240 1060,1080 1200,1010 1400,990 1640,1000"))}L1640,1240Z`,
    rock[0] ?? "#5a4a48",
  );
  boulders(c, r, 1000, 1640, 1180, 120, rock, "#ffffff");
  const ink = m.ink;
  const people = pick(r, [2, 3, 4]);
  const spots: [number, number, number][] = [
    [1200, 1020, 300],
    [1330, 1005, 320],
    [1460, 1000, 300],
    [1560, 1010, 310],
  ];
  for (const [i, [px, py, hh]] of spots.slice(0, people).entries()) {
    if (i === 0) birder(c, px, py, hh, ink, "#e0523a", -1, true);
    else if (i === 1) birder(c, px, py, hh, ink, "#2a9d8f", -1);
    else walker(c, px, py, hh, ink, 0.1, r() < 0.5);
  }
  const what = jump
    ? "A humpback whale breaches in a burst of spray"
    : "A humpback whale raises its tail";
  return `${what} close to shore ${m.phrase}${calf ? ", another whale blowing beyond" : ""}, ${people} people watching and pointing from the rocks, a small boat keeping its distance.`;
}

function hatchlingScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "dusk dusk sunset");
  const hz = 470;
  bay(c, r, m, hz, { hills: hills(h, 0.5), sunX: between(r, 500, 1100) });
  surfLines(c, r, hz + 40, 600, 4, "#ffffff");
  c.path(
    `${smooth(P("-40,620 400,600 800,615 1200,596 1640,610"))}L1640,1240H-40Z`,
    tone("#c8b08a", m),
  );
  c.path(`${smooth(P("-40,612 400,592 800,607 1200,588 1640,602"))}`, "none", {
    stroke: "#ffffff",
    "stroke-width": 10,
    opacity: 0.75,
  });
  c.path(`${smooth(P("-40,700 500,680 1000,700 1640,690"))}L1640,1240H-40Z`, tone("#dcc49a", m));
  // Tracks in the sand, then the hatchlings themselves, small far off and big close up.
  const shell = tone("#4a4034", m, 0.5);
  const skin = tone("#6a5e4e", m, 0.5);
  let tracks = "";
  const near: [number, number, number, number][] = [];
  for (let i = 0; i < 30; i++) {
    const y = between(r, 640, 1150);
    const t = (y - 640) / 510;
    const s = 10 + t * t * 60;
    const x = between(r, 80, 1520);
    const a = between(r, -25, 25);
    near.push([x, y, s, a]);
    const back = s * 3 + t * 120;
    const rad = (a * Math.PI) / 180;
    tracks += `M${f(x - Math.sin(rad) * s)},${f(y + Math.cos(rad) * s)}l${f(-Math.sin(rad) * back)},${f(Math.cos(rad) * back)}`;
  }
  c.path(tracks, "none", {
    stroke: tone("#a89070", m),
    "stroke-width": 6,
    "stroke-dasharray": "4 8",
    "stroke-linecap": "round",
  });
  near.sort((p, q) => p[1] - q[1]);
  for (const [x, y, s, a] of near)
    c.group({ transform: `rotate(${f(a - 90)} ${f(x)} ${f(y)})` }, () =>
      turtle(c, x, y, s, shell, skin, 1),
    );
  const corral = r() < 0.6;
  if (corral) {
    const cx = pick(r, [190, 1410]);
    c.rect(cx - 170, 640, 340, 90, "#ffffff", { opacity: 0.12 });
    let stakes = "";
    for (let x = cx - 170; x <= cx + 170; x += 34) stakes += `M${x},730V630`;
    c.path(`${stakes}M${cx - 170},650H${cx + 170}`, "none", {
      stroke: tone("#7a5a3a", m),
      "stroke-width": 5,
    });
  }
  const ink = m.ink;
  for (const x of [between(r, 80, 300), between(r, 1300, 1520)]) {
    walker(c, x, 700, 180, ink, 0.1, r() < 0.5);
    c.circle(x + 26, 620, 14, "#ff5a4a", { opacity: 0.8 });
  }
  return `Sea-turtle hatchlings scrambling down the sand towards the surf ${m.phrase}, their flipper tracks trailing behind them, ${corral ? "the fenced hatchery and " : ""}two volunteers with red lights keeping watch.`;
}

/** A hawk soaring: broad fingered wings and a fanned tail. */
function hawk(c: Canvas, x: number, y: number, s: number, ink: string): void {
  c.path(
    `M${f(x - s)},${f(y - s * 0.1)}Q${f(x - s * 0.5)},${f(y - s * 0.3)} ${f(x)},${f(y)}Q${f(x + s * 0.5)},${f(y - s * 0.3)} ${f(x + s)},${f(y - s * 0.1)}L${f(x + s * 0.9)},${f(y + s * 0.05)}Q${f(x + s * 0.4)},${f(y + s * 0.05)} ${f(x + s * 0.1)},${f(y + s * 0.15)}L${f(x + s * 0.14)},${f(y + s * 0.4)}H${f(x - s * 0.14)}L${f(x - s * 0.1)},${f(y + s * 0.15)}Q${f(x - s * 0.4)},${f(y + s * 0.05)} ${f(x - s * 0.9)},${f(y + s * 0.05)}Z`,
    ink,
  );
}

function birdersScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning golden");
  sky(c, S(m.sky), 800);
  for (let i = 0; i < 3; i++)
    streak(c, between(r, 300, 1300), 200 + i * 90, between(r, 400, 700), 16, m.cloud, 0.4);
  sierra(c, r, 620, [hills(h, 1.6), hills(h, 1.2), hills(h, 0.8)], m.hill, m.haze, () => 1, 640);
  c.rect(0, 560, 1600, 60, "#ffffff", { opacity: 0.25 });
  const g = ["#5a7a4a", "#6a8a52", "#4a6a3e"].map((t) => tone(t, m));
  c.path(
    `${smooth(P("-40,760 400,700 800,740 1200,690 1640,720"))}L1640,1240H-40Z`,
    tone("#4a6a40", m),
  );
  c.path(`${smooth(P("-40,900 500,840 1000,880 1640,860"))}L1640,1240H-40Z`, g[1] ?? "#6a8a52");
  const tx = pick(r, [230, 1370]);
  huanacaxtle(
    c,
    r,
    tx,
    880,
    600,
    tone("#5a4632", m),
    ["#2f6a3a", "#3f7a48", "#285c33"].map((t) => tone(t, m)),
  );
  parrot(c, tx + (tx > 800 ? -160 : 160), 500, 70, "#3aa04a", "#e0523a", tx > 800 ? 1 : -1);
  // The trail and the birders on it.
  c.path(
    `M${tx > 800 ? 200 : 1400},1240C${tx > 800 ? 400 : 1200},1000 ${800},960 ${tx > 800 ? 1100 : 500},860`,
    "none",
    {
      stroke: tone("#c8a878", m),
      "stroke-width": 90,
      "stroke-linecap": "round",
    },
  );
  for (let i = 0; i < 6; i++) shrub(c, r, between(r, 0, 1600), between(r, 1080, 1200), 60, g);
  const hx = between(r, 600, 1000);
  hawk(c, hx, 200, 80, mix(m.ink, "#5a4a3a", 0.3));
  birds(c, r, 5, 200, 120, 1400, 340, mix(m.ink, "#ffffff", 0.2));
  const ink = m.ink;
  const packs = ["#e0523a", "#f2b632", "#2a9d8f", "#3b6fb6"];
  const dir = tx > 800 ? -1 : 1;
  const base = 800 - dir * 240;
  const n = pick(r, [2, 3, 4]);
  const withScope = r() < 0.6;
  for (let i = 0; i < n; i++) {
    const x = base + dir * (i - 1) * 170;
    const y = 1080 + (i % 2) * 50;
    if (i === 0 && withScope) {
      scope(c, x, y, 240, ink, dir);
      walker(c, x - dir * 90, y, 360, ink, 0.1);
    } else birder(c, x, y, 360, ink, pick(r, packs), dir, i === n - 1);
  }
  return `${n === 2 ? "Two" : n === 3 ? "Three" : "Four"} birdwatchers with binoculars on a trail in the foothills ${m.phrase}${withScope ? ", a spotting scope on its tripod" : ""}, one pointing up at a soaring hawk, a parrot in a great huanacaxtle tree and misty ridges of the sierra behind.`;
}

function cleanupScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning midday golden");
  const hz = 500;
  bay(c, r, m, hz, { hills: hills(h, 0.8), profile: (t) => 1.1 - t * 0.6 });
  surfLines(c, r, hz + 50, 680, 5, "#ffffff");
  beach(c, m, P("-40,720 400,700 800,712 1200,690 1640,705"));
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#7b5a40", m), frond: tone("#3f8a4f", m, 1.4), back: tone("#2f6f3f", m, 1.4) },
    16,
  );
  const side = pick(r, [-1, 1]);
  for (const [dx, y, hh] of [
    [0, 760, 420],
    [120, 800, 540],
  ] as const)
    palmAt(c, palm, side < 0 ? 80 + dx : 1520 - dx, y, hh, side > 0);
  const team = pick(r, [
    ["#2a9d8f", "teal"],
    ["#f2b632", "yellow"],
    ["#3b6fb6", "blue"],
    ["#f47a1f", "orange"],
  ] as const);
  const shirt = tone(team[0], m, 0.5);
  // The registration tent in the team colour, with filled bags heaped beside it.
  const tx = side < 0 ? 1240 : 360;
  c.path(`M${tx - 160},640L${tx},570L${tx + 160},640Z`, shirt);
  c.rect(tx - 160, 640, 320, 20, mix(shirt, "#000000", 0.2));
  for (const dx of [-150, 150]) c.rect(tx + dx - 5, 660, 10, 120, tone("#8a8e94", m));
  c.rect(tx - 130, 740, 260, 40, tone("#f4efe6", m));
  const bagColours = ["#2a2a30", "#f4f4f0", "#3b6fb6"];
  const bag = pick(r, bagColours);
  for (let i = 0; i < 6; i++) {
    const bx = tx + 200 * -side + (i % 3) * 60 + between(r, -10, 10);
    const by = 800 - Math.floor(i / 3) * 40;
    c.path(
      `M${bx - 34},${by}Q${bx - 40},${by - 60} ${bx},${by - 70}Q${bx + 40},${by - 60} ${bx + 34},${by}Z`,
      bag,
    );
  }
  const ink = m.ink;
  const n = Math.floor(between(r, 4, 7));
  const spots: [number, number][] = [];
  for (let i = 0; i < n; i++)
    spots.push([120 + ((i + between(r, 0.2, 0.8)) / n) * 1360, between(r, 820, 1160)]);
  spots.sort((a, b) => a[1] - b[1]);
  let bending = 0;
  for (const [i, [x, y]] of spots.entries()) {
    const hh = 190 + (y - 820) * 0.8;
    const pose = i % 2 ? "carry" : "bend";
    if (pose === "bend") bending++;
    volunteer(c, x, y, hh, ink, shirt, bag, pose, x < 800 ? 1 : -1);
  }
  const litter: Pt[] = [];
  for (let i = 0; i < 14; i++) litter.push([between(r, 100, 1500), between(r, 800, 1180)]);
  specks(c, litter, 6, pick(r, ["#e0523a", "#3b6fb6", "#f4f4f0"]), 0.9);
  return `Volunteers in ${team[1]} T-shirts cleaning up the beach ${m.phrase}: ${bending} bending with litter pickers, the others carrying full bags to a heap beside the ${team[1]} registration tent, palms and the bay behind.`;
}

export const whaleBreach = mirrored(whaleScene);
export const hatchlingRun = hatchlingScene;
export const birders = birdersScene;
export const cleanup = mirrored(cleanupScene);
