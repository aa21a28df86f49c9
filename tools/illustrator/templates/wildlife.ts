// Nature with animals: egrets in a mangrove estuary, a sea-turtle release on the beach at
// dusk, and riders on horseback along the shore or over the hills.

import { crewedPanga } from "../boats.ts";
import { egret, hatchlings } from "../critters.ts";
import { mangroves } from "../flora.ts";
import { P, smooth } from "../geom.ts";
import { sierra } from "../land.ts";
import { bay, tone } from "../mood.ts";
import { walker } from "../people.ts";
import { beach } from "../shore.ts";
import { birds, sky } from "../sky.ts";
import { horseback } from "../sport.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { mirror } from "../water.ts";
import { type Hints, hills, when } from "./hints.ts";

export function estuary(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning golden");
  sky(c, S(m.sky), 560);
  sierra(c, r, 560, [hills(h, 0.8), hills(h, 0.5)], m.hill, m.haze, () => 1, 570);
  c.rect(0, 560, 1600, 640, c.lin(S(m.sea)));
  const bank = c.define(() => {
    mangroves(
      c,
      r,
      -40,
      1640,
      620,
      200,
      tone("#4a3a2a", m),
      ["#2f5a34", "#3a6a3e", "#284e2e"].map((t) => tone(t, m)),
    );
  });
  c.use(bank);
  mirror(c, bank, 624, 0.25);
  const n = pick(r, [2, 3]);
  for (let i = 0; i < n; i++)
    egret(
      c,
      between(r, 200, 1400),
      between(r, 820, 980),
      between(r, 180, 240),
      tone("#f7f5ee", m),
      tone("#2a2a30", m),
      r() < 0.5 ? 1 : -1,
    );
  const boat = r() < 0.6;
  if (boat)
    crewedPanga(
      c,
      between(r, 400, 1200),
      1120,
      400,
      tone("#2a9d8f", m),
      tone("#f7f3ea", m),
      r() < 0.5 ? 1 : -1,
      m.ink,
    );
  birds(c, r, 5, 200, 150, 1400, 350, tone("#f7f5ee", m), 22);
  return `White egrets wading in a still mangrove estuary ${m.phrase}, more birds overhead${boat ? ", a small boat of birdwatchers drifting past" : ""}.`;
}

export function turtles(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "sunset dusk dusk golden");
  const hz = 560;
  bay(c, r, m, hz, { hills: hills(h, 0.5) });
  for (let i = 0; i < 3; i++)
    c.path(
      smooth(P(`-40,${760 + i * 40} 400,${740 + i * 40} 900,${770 + i * 40} 1640,${750 + i * 40}`)),
      "none",
      { stroke: "#ffffff", "stroke-width": 5, opacity: 0.5 },
    );
  beach(c, m, P("-40,860 400,840 800,850 1200,830 1640,850"));
  hatchlings(c, r, 150, 1450, 880, 1090, 26, tone("#3a3028", m));
  c.line(
    [
      [-20, 1110],
      [1620, 1100],
    ],
    tone("#f4efe6", m),
    4,
  );
  for (const x of [80, 1520]) c.rect(x - 6, 1040, 12, 90, tone("#7a5a3a", m));
  const left = between(r, 60, 300);
  for (let i = 0; i < 4; i++)
    walker(
      c,
      i < 2 ? left + i * 110 : 1600 - left - (i - 2) * 110,
      1200,
      between(r, 230, 270),
      m.ink,
      between(r, -0.1, 0.1),
      r() < 0.5,
    );
  return `Baby sea turtles scrambling down the sand towards the waves ${m.phrase}, people watching from behind a rope line.`;
}

export function riders(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning golden golden sunset");
  const shore = r() < 0.5;
  bay(c, r, m, 520, { hills: hills(h, 0.8) });
  if (shore) beach(c, m, P("-40,760 400,740 800,760 1200,730 1640,750"));
  else
    c.path(`${smooth(P("-40,700 500,640 1000,700 1640,660"))}L1640,1200H-40Z`, tone("#8a9a5a", m));
  const coats = ["#7a4a2a", "#3a2a22", "#c8a070", "#f4efe6"];
  const n = pick(r, [2, 3]);
  const dir = r() < 0.5 ? 1 : -1;
  for (let i = 0; i < n; i++)
    horseback(
      c,
      400 + i * 380 + between(r, -40, 40),
      1000 + (i % 2) * 60,
      300,
      tone(pick(r, coats), m),
      m.ink,
      dir,
    );
  return `${n === 2 ? "Two riders" : "Three riders"} on horseback ${shore ? "along the beach" : "across the hills above the bay"} ${m.phrase}.`;
}
