// Beaches: a jungle cove, a long sandy beach running to the horizon, or a rocky point
// with surf. Umbrellas or empty sand, palms, boats and the hour all vary.

import { panga, pangaColours, sailboat, yacht } from "../boats.ts";
import { hotel, umbrella } from "../built.ts";
import { P } from "../geom.ts";
import { sailPier } from "../landmarks.ts";
import { bay, type Mood, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { walker } from "../people.ts";
import { rockIsland } from "../rocks.ts";
import { beach, headland, lounger, palapa, shallows, surfLines, towel } from "../shore.ts";
import { between, type Canvas, pick, type Rng } from "../svg.ts";
import { type Hints, hills, template, when } from "./hints.ts";
import { lookout } from "./lookout.ts";
import { point } from "./rocky-point.ts";

const brights = ["#e0523a", "#2a9d8f", "#f2b632", "#3b6fb6", "#e77fb0", "#f47a1f"];

function palms(c: Canvas, r: Rng, m: Mood, spots: [number, number, number][]): void {
  const look = {
    trunk: tone("#7b5a40", m),
    frond: tone("#3f8a4f", m, 1.4),
    back: tone("#2f6f3f", m, 1.4),
  };
  const id = definePalm(c, r, look, between(r, 10, 24));
  for (const [x, y, hgt] of spots) palmAt(c, id, x, y, hgt, x > 800);
}

/** Sunbathing kit along a line: umbrellas (coloured or thatched), loungers, towels. */
function beachLife(c: Canvas, r: Rng, m: Mood, spots: [number, number, number][]): string {
  const style = pick(r, ["colour", "palapa", "towels"] as const);
  for (const [x, y, s] of spots) {
    if (style === "colour")
      umbrella(c, x, y, s, tone(pick(r, brights), m), "#f5efe4", r() < 0.5 ? "#ffffff" : undefined);
    if (style === "palapa") palapa(c, x, y, s, tone("#c99a5a", m), tone("#7a5636", m));
    if (style !== "towels")
      lounger(
        c,
        x + s * 0.45,
        y + s * 0.12,
        s * 0.6,
        tone("#f5efe4", m),
        tone(pick(r, brights), m),
      );
    else towel(c, x, y, s * 0.8, tone(pick(r, brights), m), "#ffffff");
  }
  return {
    colour: "bright umbrellas",
    palapa: "thatched palapa umbrellas",
    towels: "beach towels",
  }[style];
}

function cove(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday midday golden sunset");
  const hz = 540;
  bay(c, r, m, hz, {
    hills: hills(h, 0.9),
    profile: (t) => 0.6 + Math.sin(t * Math.PI) * 0.5,
    sunX: between(r, 600, 1000),
  });
  const afloat = pick(r, ["sailboat", "yacht", "rocks", "none"] as const);
  if (afloat === "sailboat")
    sailboat(c, between(r, 600, 1000), hz + 18, 60, tone("#ffffff", m), tone("#f7f3ea", m));
  if (afloat === "yacht")
    yacht(
      c,
      between(r, 650, 950),
      hz + 60,
      140,
      tone("#ffffff", m),
      tone("#2f4d5a", m),
      r() < 0.5 ? 1 : -1,
    );
  const wide = r() < 0.5;
  const left = wide ? between(r, 250, 420) : between(r, 420, 620);
  const right = wide ? between(r, 1180, 1350) : between(r, 980, 1180);
  const sides = pick(r, ["both", "left", "right"] as const);
  if (sides !== "right") headland(c, r, m, -1, between(r, 160, 340), left, hz + 70, 860);
  if (sides !== "left") headland(c, r, m, 1, between(r, 180, 360), right, hz + 60, 880);
  if (afloat === "rocks")
    for (const [x, w] of [
      [between(r, 600, 1000), 90],
      [between(r, 500, 1100), 50],
    ] as const)
      rockIsland(c, r, x, hz + 110, w, w * 0.6, {
        lit: tone("#9c8a7a", m),
        shade: tone("#6b5c56", m),
      });
  shallows(c, 800, 900, 560, 120, m);
  const y = between(r, 900, 960);
  beach(c, m, P(`-40,${y + 60} 400,${y} 800,${y - 25} 1200,${y} 1640,${y + 70}`));
  let busy = "an empty crescent of sand";
  if (r() < 0.6)
    busy = beachLife(c, r, m, [
      [360, 1090, 180],
      [800, 1130, 200],
      [1240, 1100, 180],
    ]);
  else {
    const [hull, stripe] = pick(r, pangaColours);
    panga(
      c,
      between(r, 600, 1000),
      y + 90,
      300,
      tone(hull, m),
      tone(stripe, m),
      r() < 0.5 ? 1 : -1,
    );
    busy = "a fishing panga pulled up on the sand";
  }
  const palmSpots: [number, number, number][] = [];
  if (sides !== "right" || r() < 0.5)
    palmSpots.push([between(r, 80, 260), 1200, between(r, 420, 540)]);
  if (sides !== "left" || r() < 0.5)
    palmSpots.push([between(r, 1340, 1520), 1200, between(r, 420, 540)]);
  palms(c, r, m, palmSpots);
  const shape = sides === "both" ? "between jungle headlands" : "beside a jungle headland";
  const extra = {
    sailboat: ", a sailboat offshore",
    yacht: ", a yacht at anchor",
    rocks: ", rocks rising from the water",
    none: "",
  }[afloat];
  return `A ${wide ? "wide" : "small"} sandy cove ${shape} ${m.phrase}, with ${busy} and clear turquoise water${extra}.`;
}

function longBeach(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden sunset sunset");
  const flip = r() < 0.5;
  const hz = 500;
  const pier = /muertos/.test(h.words);
  c.group(flip ? { transform: "matrix(-1 0 0 1 1600 0)" } : {}, () => {
    bay(c, r, m, hz, { hills: hills(h, 0.8), profile: (t) => 0.2 + t, sunX: between(r, 250, 700) });
    surfLines(c, r, hz + 60, 900, 7, "#ffffff");
    if (r() < 0.6)
      for (let i = 0; i < 5; i++)
        hotel(
          c,
          1180 + i * 90,
          hz + 8 + i * 4,
          60,
          between(r, 60, 150),
          tone("#f3e6d6", m),
          tone("#cdb8a6", m),
          tone("#6a93a8", m),
        );
    beach(c, m, P(`-40,1240 500,900 1000,620 1300,${hz + 30} 1640,${hz + 14}`));
    if (pier) sailPier(c, [820, 790], [380, 640], 330, tone("#4a4048", m), tone("#3a3040", m));
    if (r() < 0.5)
      palms(c, r, m, [
        [1500, 700, 300],
        [1420, 640, 200],
        [1560, 1000, 480],
      ]);
  });
  let busy = "wide empty sand";
  if (r() < 0.7) {
    const spots: [number, number, number][] = [];
    for (let i = 0; i < 6; i++) {
      const t = i / 6;
      const x = 820 + t * 520 + (1 - t) * 60;
      spots.push([flip ? 1600 - x : x, 1150 - t * 500, 230 * (1 - t * 0.75)]);
    }
    busy = beachLife(c, r, m, spots.reverse());
  }
  for (let i = 0; i < 3; i++)
    walker(
      c,
      flip ? 1600 - 620 - i * 130 : 620 + i * 130,
      1000 - i * 150,
      150 - i * 35,
      m.ink,
      (i % 2) - 0.5,
      i === 1,
    );
  const spire = pier ? ", the sail-shaped spire of Los Muertos pier reaching into the bay" : "";
  return `A long sandy beach curving away to the hazy hills ${m.phrase}, with rolling surf, people strolling and ${busy}${spire}.`;
}

export const beaches = template(
  [longBeach, cove, point, lookout],
  [
    [/\b(point|punta|surf|anclote|sayulita)\b/, point],
    [/\b(conchas|cove|gemelas|caleta|mismaloya|majahuitas)\b/, cove],
  ],
);
