// A palapa restaurant on the beach, seen from under its thatched roof: tables on the sand,
// lanterns, string lights or torches, pangas and the bay beyond.

import { panga, pangaColours } from "../boats.ts";
import { beer, margarita, tumbler } from "../drinks.ts";
import { P } from "../geom.ts";
import { bay, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { seated } from "../poses.ts";
import { beach } from "../shore.ts";
import { stringLights } from "../street.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { cafeTable, chair, lantern, thatchUnder } from "../things.ts";
import { type Hints, hills, when } from "./hints.ts";

export function palapaRoom(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "golden sunset sunset dusk midday night");
  const hz = between(r, 560, 640);
  const right = r() < 0.5;
  bay(c, r, m, hz, {
    hills: hills(h, 0.6),
    profile: (t) => (right ? 1 - t * 0.7 : 0.3 + t * 0.7),
    sunX: between(r, 600, 1000),
  });
  beach(
    c,
    m,
    P(`-40,${hz + 240} 400,${hz + 220} 800,${hz + 210} 1200,${hz + 220} 1640,${hz + 240}`),
  );
  const boats = Math.floor(between(r, 0, 3));
  for (let i = 0; i < boats; i++) {
    const [hull, stripe] = pick(r, pangaColours);
    panga(
      c,
      300 + i * 700 + between(r, 0, 300),
      hz + 290 + i * 20,
      240,
      tone(hull, m),
      tone(stripe, m),
      r() < 0.5 ? 1 : -1,
    );
  }
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#7b5a40", m), frond: tone("#3f8a4f", m, 1.4), back: tone("#2f6f3f", m, 1.4) },
    12,
  );
  palmAt(
    c,
    palm,
    right ? between(r, 1200, 1400) : between(r, 200, 400),
    hz + 240,
    between(r, 360, 460),
    right,
  );
  const post = tone("#6a4a30", m, 1.5);
  const posts = pick(r, [
    [150, 1450],
    [120, 800, 1480],
    [300, 1300],
  ]);
  for (const x of posts) c.rect(x - 16, 140, 32, 1100, post);
  thatchUnder(
    c,
    between(r, 150, 230),
    tone(pick(r, ["#c99a5a", "#b88a4a", "#d4aa6a"]), m, 1.6),
    post,
  );
  const cloth = tone(pick(r, ["#f4efe6", "#e0523a", "#2a9d8f", "#f2b632"]), m);
  const layout = pick<[number, number, number][]>(r, [
    [
      [450, 1010, 260],
      [1100, 1000, 250],
      [780, 1200, 340],
    ],
    [
      [330, 1080, 300],
      [1230, 1090, 310],
    ],
    [
      [600, 980, 230],
      [1000, 990, 230],
      [300, 1180, 340],
      [1320, 1190, 340],
    ],
  ]);
  let diners = 0;
  for (const [x, y, s] of layout) {
    for (const dir of [1, -1]) {
      chair(c, x - dir * s * 0.55, y + s * 0.05, s * 0.7, tone("#8a5a36", m, 1.4), dir);
      if (r() < 0.35) {
        seated(c, x - dir * s * 0.6, y - s * 0.2, s * 0.9, m.ink, dir);
        diners++;
      }
    }
    cafeTable(c, x, y + s * 0.1, s, tone("#f4efe6", m), cloth);
    beer(c, x - s * 0.15, y - s * 0.62, s * 0.3);
    if (r() < 0.6) margarita(c, x + s * 0.18, y - s * 0.62, s * 0.26);
    else
      tumbler(c, x + s * 0.18, y - s * 0.62, s * 0.3, pick(r, ["#b0243a", "#f1e6cc", "#e8a03a"]));
  }
  const lights = pick(r, ["lanterns", "string lights", "torches"] as const);
  if (lights === "lanterns")
    for (const x of [400, 800, 1200])
      lantern(c, x, 290, 34, pick(r, ["#e0523a", "#f2b632", "#2a9d8f"]), m.lit);
  if (lights === "string lights")
    stringLights(c, [0, 240], [1600, 240], 40, "#2a2420", m.lit ? "#ffd98a" : "#f4efe6", 14);
  if (lights === "torches") for (const x of [560, 1040]) torch(c, x, hz + 300, 220, m.lit);
  const who = diners > 0 ? "diners at tables" : "tables with cloths";
  return `Under a thatched palapa restaurant on the beach ${m.phrase}: ${who} on the sand, ${lights}, and the bay beyond${boats ? " with pangas pulled up" : ""}.`;
}

/** Tiki torch on a bamboo pole, flaming when lit. */
function torch(c: Canvas, x: number, y: number, s: number, lit: boolean): void {
  c.rect(x - 5, y - s, 10, s, "#b8925a");
  c.rect(x - 12, y - s - 20, 24, 30, "#5a3a24");
  if (lit) {
    c.circle(x, y - s - 40, 60, c.rad(S("0 #ffb347 0.6, 1 #ffb347 0")));
    c.path(
      `M${x - 12},${y - s - 18}Q${x - 14},${y - s - 50} ${x},${y - s - 80}Q${x + 14},${y - s - 50} ${x + 12},${y - s - 18}Z`,
      "#ffb347",
    );
  }
}
