// Nature: hikers on a jungle trail, a waterfall pool, a zip-line over the canopy; egrets,
// turtle releases and horseback rides are in wildlife.ts.

import { parrot } from "../critters.ts";
import { canopy } from "../flora.ts";
import { mix, P, smooth } from "../geom.ts";
import { fronds, trunks, waterfall, zipliner } from "../jungle.ts";
import { bay, tone } from "../mood.ts";
import { hiker } from "../sport.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { type Hints, hills, mirrored, template, when } from "./hints.ts";
import { estuary, riders, turtles } from "./wildlife.ts";

const greens = ["#2f6a3a", "#3f7a48", "#4b8a52", "#285c33", "#5f9a5e"];
const packs = ["#e0523a", "#f2b632", "#2a9d8f", "#3b6fb6"];

function trailScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  const g = greens.map((t) => tone(t, m, 1.5));
  c.rect(0, 0, 1600, 1200, c.lin(S(m.sky)));
  for (const [y, k] of [
    [260, 0],
    [480, 1],
    [700, 2],
  ] as const)
    canopy(
      c,
      r,
      P(`-40,${y} 500,${y - 40} 1100,${y + 20} 1640,${y - 30}`),
      120 - k * 10,
      g.slice(k, k + 3),
    );
  trunks(
    c,
    r,
    [between(r, 100, 300), between(r, 1200, 1450)],
    1000,
    tone("#5b4a3a", m, 1.5),
    tone("#3f6a3a", m, 1.5),
  );
  for (const x of [300, 700, 1100])
    c.path(`M${x},0L${x + 90},0L${x + 400},1000L${x + 240},1000Z`, "#fff8d8", { opacity: 0.12 });
  const bend = between(r, -250, 250);
  c.path(
    `M${760 + bend},700C${700 + bend},800 ${500 - bend},950 ${300},1200H${1300}C${1000 - bend},950 ${850 + bend},800 ${800 + bend},700Z`,
    tone("#b8906a", m),
  );
  c.path(`${smooth(P("-40,780 300,740 600,800"))}L600,1200H-40Z`, g[1] ?? "#3f7a48", {
    opacity: 0.9,
  });
  c.path(`${smooth(P("1000,800 1300,740 1640,770"))}L1640,1200H1000Z`, g[0] ?? "#2f6a3a", {
    opacity: 0.9,
  });
  const n = pick(r, [1, 2, 3]);
  for (let i = n - 1; i >= 0; i--)
    hiker(
      c,
      780 + bend * 0.5 + (i - 1) * 120,
      1080 - i * 110,
      360 - i * 80,
      m.ink,
      pick(r, packs),
      r() < 0.5 ? 1 : -1,
    );
  fronds(c, r, -40, 1240, 6, 520, -1.4, -0.1, g);
  fronds(c, r, 1640, 1240, 6, 520, -3.04, -1.74, g);
  const bird = r() < 0.5;
  if (bird)
    parrot(
      c,
      between(r, 300, 1300),
      between(r, 300, 500),
      90,
      "#3aa04a",
      "#e0523a",
      r() < 0.5 ? 1 : -1,
    );
  return `${n === 1 ? "A hiker" : n === 2 ? "Two hikers" : "A small group of hikers"} with ${n === 1 ? "a backpack" : "backpacks"} on a dirt trail through the jungle ${m.phrase}, sunbeams falling through the canopy${bird ? " and a parrot watching" : ""}.`;
}

function fallsScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  const g = greens.map((t) => tone(t, m, 1.5));
  c.rect(0, 0, 1600, 1200, c.lin(S(m.sky)));
  canopy(c, r, P("-40,200 800,160 1640,220"), 120, g.slice(2));
  const x = between(r, 600, 1000);
  const top = between(r, 180, 380);
  const rock = tone(pick(r, ["#7a6a5e", "#8a7a6a", "#6a5a58"]), m);
  c.path(
    `M${x - 560},1000L${x - 440},${top}Q${x},${top - 100} ${x + 440},${top}L${x + 560},1000Z`,
    rock,
  );
  c.path(
    `M${x - 440},${top}Q${x},${top - 100} ${x + 440},${top}L${x + 400},${top + 180}Q${x},${top + 110} ${x - 400},${top + 180}Z`,
    mix(rock, "#000000", 0.2),
  );
  canopy(c, r, P(`${x - 560},${top + 40} ${x},${top - 40} ${x + 560},${top + 40}`), 70, g);
  const twin = r() < 0.4;
  const water = tone("#cfeef5", m);
  if (twin)
    for (const dx of [-160, 170]) waterfall(c, r, x + dx, top, 860, between(r, 60, 100), water);
  else waterfall(c, r, x, top, 860, between(r, 110, 200), water);
  c.path(
    `${smooth(P("-40,820 400,850 800,880 1200,850 1640,820"))}L1640,1200H-40Z`,
    tone("#2f8fa0", m),
  );
  c.path(
    `${smooth(P("-40,1000 400,1060 800,1030 1200,1070 1640,1000"))}L1640,1200H-40Z`,
    tone("#6a5a50", m),
  );
  const swimmers = r() < 0.6;
  if (swimmers)
    for (let i = 0; i < 3; i++) c.circle(between(r, 300, 1300), between(r, 920, 980), 18, m.ink);
  fronds(c, r, -40, 700, 5, 460, -0.9, 0.5, g);
  fronds(c, r, 1640, 760, 5, 460, 2.6, 4.1, g);
  const falls = twin ? "Twin waterfalls pour" : "A waterfall pours";
  return `${falls} down a rock face into a jungle pool ${m.phrase}${swimmers ? ", swimmers bobbing in the water" : ""}.`;
}

function zipline(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  bay(c, r, m, 460, { hills: hills(h, 0.7) });
  const g = greens.map((t) => tone(t, m, 1.2));
  c.path(
    `${smooth(P("-40,720 400,640 900,700 1300,620 1640,680"))}L1640,1200H-40Z`,
    g[3] ?? "#285c33",
  );
  canopy(c, r, P("-40,760 400,720 800,780 1200,700 1640,760"), 110, g);
  canopy(c, r, P("-40,980 500,940 1100,1000 1640,950"), 150, g);
  const a = between(r, 0, 200);
  c.line(
    [
      [-20, a],
      [1620, a + 520],
    ],
    "#2a2a30",
    5,
  );
  const t = between(r, 0.35, 0.6);
  zipliner(c, 1600 * t, a + 520 * t, 300, m.ink, pick(r, packs));
  c.rect(-20, a - 40, 80, 1240, tone("#5a4632", m));
  c.rect(-20, a + 20, 260, 30, tone("#7a5a3a", m));
  return `A zip-liner flying along a cable high above the jungle canopy ${m.phrase}, the mountains and the bay beyond.`;
}

const falls = mirrored(fallsScene);
export const trail = mirrored(trailScene);

export const nature = template(
  [trail, falls, estuary, zipline, turtles, riders],
  [
    [/waterfall|cascada|falls/, falls],
    [/bird|mangrove|estuar|crocodile|lagoon/, estuary],
    [/zip|canopy/, zipline],
    [/turtle|tortuga/, turtles],
    [/horse|caballo|ranch/, riders],
    [/hike|trail|trek|senderismo/, trail],
  ],
);
