// Restaurant fronts: an arcaded façade seen straight on (arches, balconies or a roof
// terrace, awnings or umbrellas), or a street corner in perspective with tables outside.

import { umbrella, village } from "../built.ts";
import { bougainvillea } from "../flora.ts";
import { mix, P } from "../geom.ts";
import { type Mood, tone } from "../mood.ts";
import { walker } from "../people.ts";
import { sky } from "../sky.ts";
import { cobbles, facade, papelPicado, type Quad, stringLights, subQuad } from "../street.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { cafeTable, chair, railing } from "../things.ts";
import { type Hints, when } from "./hints.ts";
import { flags, lamp, walls } from "./town.ts";

const trims = ["#2a9d8f", "#3b6fb6", "#c4552f", "#f2b632"];
const cloths = ["#e0523a", "#2a9d8f", "#f4efe6", "#f2b632"];

/** A café table with two chairs (and an umbrella by day) standing on y. */
function tableSet(c: Canvas, r: Rng, m: Mood, x: number, y: number, s: number): void {
  if (!m.lit && r() < 0.7)
    umbrella(c, x, y - s * 0.05, s * 1.5, tone(pick(r, cloths), m), "#f5efe4", "#ffffff");
  chair(c, x - s * 0.58, y + s * 0.1, s * 0.8, tone("#5a3a24", m), 1);
  chair(c, x + s * 0.58, y + s * 0.1, s * 0.8, tone("#5a3a24", m), -1);
  cafeTable(c, x, y + s * 0.16, s, tone("#f4efe6", m), tone(pick(r, cloths), m));
}

export function arcade(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden dusk night");
  sky(c, S(m.sky), 700);
  village(
    c,
    r,
    -20,
    1640,
    420,
    80,
    140,
    walls.map((w) => tone(mix(w, m.haze, 0.4), m)),
  );
  const wall = tone(pick(r, walls), m);
  const trim = tone(pick(r, trims), m);
  const top = pick(r, [240, 320]);
  for (const x of [-20, 1440])
    c.rect(x, top + 60, 180, 900 - top, tone(mix(pick(r, walls), "#ffffff", 0.2), m));
  c.rect(160, top, 1280, 960 - top, wall);
  const upper = pick(r, ["windows", "balcony", "terrace"] as const);
  if (upper === "terrace") {
    railing(c, 160, 1440, top, 60, trim, 40);
    for (const x of [400, 800, 1200]) umbrella(c, x, top, 200, tone(pick(r, cloths), m), "#f5efe4");
  } else c.rect(140, top - 20, 1320, 40, trim);
  for (let i = 0; i < 4 && upper !== "terrace"; i++) {
    const x = 260 + i * 300;
    c.rect(x, top + 80, 120, 160, m.lit && r() < 0.6 ? "#ffd58a" : tone("#2f4d5a", m));
    if (upper === "balcony") railing(c, x - 30, x + 150, top + 250, 50, tone("#2a2a30", m), 20);
    else for (const dx of [-50, 130]) c.rect(x + dx, top + 80, 40, 160, trim);
  }
  const n = pick(r, [2, 3, 4]);
  const w = 1100 / n;
  const inside = m.lit ? "#ffcf7a" : tone("#6a4232", m);
  for (let i = 0; i < n; i++) {
    const x = 250 + i * w + w * 0.15;
    const aw = w * 0.6;
    const d = `M${x},950V${960 - aw * 1.2}A${aw / 2},${aw / 2} 0 0 1 ${x + aw},${960 - aw * 1.2}V950Z`;
    c.path(d, inside);
    c.path(d, "none", { stroke: trim, "stroke-width": 18 });
  }
  const right = r() < 0.5;
  if (r() < 0.7) bougainvillea(c, r, right ? 1210 : 130, top - 10, 260, 220);
  c.rect(0, 950, 1600, 60, tone("#d9c7a8", m));
  c.rect(0, 1000, 1600, 200, tone("#b8a486", m));
  cobbles(
    c,
    r,
    1210,
    1005,
    0,
    1600,
    0,
    1600,
    ["#c2ad8a", "#b39e7c", "#cdb896"].map((t) => tone(t, m)),
    8,
    2.2,
  );
  if (m.lit) stringLights(c, [-20, top + 20], [1620, top + 40], 50, "#2a2420", "#ffd98a", 16);
  else papelPicado(c, [-20, 160], [1620, 180], 40, flags, 90);
  const sets = n === 2 ? [460, 1140] : [360, 800, 1240];
  for (const x of sets) tableSet(c, r, m, x, 1030, 190);
  lamp(c, right ? 80 : 1480, 1000, 520, m.lit);
  const up = {
    windows: "shuttered windows above",
    balcony: "iron balconies above",
    terrace: "a roof terrace with umbrellas",
  }[upper];
  return `A restaurant with ${n} arched doorways and ${up} on a cobbled street ${m.phrase}, tables set out on the pavement${m.lit ? " under string lights" : " under papel picado"}.`;
}

export function corner(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning golden golden dusk night");
  sky(c, S(m.sky), 900);
  const cx = between(r, 700, 900);
  const left = P(`-20,320 ${cx},140 ${cx},1000 -20,920`) as Quad;
  const right = P(`${cx},140 1620,340 1620,930 ${cx},1000`) as Quad;
  const lit = m.lit ? "#ffd58a" : tone("#6a4232", m);
  const pair = walls.slice();
  for (const q of [left, right]) {
    const wall = pair.splice(Math.floor(r() * pair.length), 1)[0] ?? "#f6efe4";
    facade(c, r, q, tone(wall, m), tone(pick(r, trims), m), tone("#2f4d5a", m), lit, 4, 2);
  }
  c.poly(subQuad(left, 0.84, 0.58, 1, 0.92), m.lit ? "#ffcf7a" : tone("#3a2a22", m));
  c.poly(subQuad(right, 0, 0.58, 0.16, 0.92), m.lit ? "#ffcf7a" : tone("#3a2a22", m));
  if (r() < 0.7) bougainvillea(c, r, cx - 140, 280, 280, 200);
  c.path(`M-20,1000L${cx},900L1620,980V1200H-20Z`, tone("#c8b89a", m));
  papelPicado(c, [-20, 300], [cx, 150], 40, flags, 70);
  papelPicado(c, [cx, 150], [1620, 320], 40, flags, 70);
  const sets = pick(r, [
    [300, 1300],
    [260, 760, 1300],
  ]);
  for (const x of sets) tableSet(c, r, m, x, 1040, 200);
  const diners = r() < 0.6;
  if (diners) walker(c, cx + between(r, -200, 200), 1100, 300, m.ink, 0.4, r() < 0.5);
  return `A corner restaurant where two painted streets meet ${m.phrase}, its open corner doors ${m.lit ? "glowing" : "wide"}, papel picado overhead and tables on the pavement${diners ? ", a passer-by" : ""}.`;
}
