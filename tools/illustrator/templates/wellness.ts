// Wellness: yoga on a deck above the sea (or beside a pool), meditation on the beach at
// dusk, a sound bath in a jungle pavilion; temazcal and massage borrow the spa pictures.

import { canopy } from "../flora.ts";
import { P } from "../geom.ts";
import { bay, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { yogaWarrior } from "../people.ts";
import { lotus, resting, treePose } from "../poses.ts";
import { beach } from "../shore.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { railing } from "../things.ts";
import { type Hints, hills, template, when } from "./hints.ts";
import { cabana } from "./spas.ts";
import { temazcal } from "./temazcal.ts";

const mats = ["#2a9d8f", "#e07a5f", "#7b4fa0", "#f2b632", "#3b6fb6"];

export function deck(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning golden sunset");
  const hz = 600;
  bay(c, r, m, hz, {
    hills: hills(h, 0.8),
    profile: (t) => 0.3 + t * 0.8,
    sunX: between(r, 300, 700),
  });
  const sand = /beach|playa|sand|arena/.test(h.words);
  const pool = !sand && (/pool|pilates|alberca/.test(h.words) || r() < 0.25);
  if (sand) beach(c, m, P("-40,800 400,780 800,790 1200,770 1640,790"));
  else c.rect(0, 780, 1600, 420, tone(pick(r, ["#b08a62", "#c8a87a", "#9a7456"]), m));
  for (let y = 800; y < 1200 && !sand; y += 44) c.rect(0, y, 1600, 3, "#000000", { opacity: 0.1 });
  if (pool) {
    c.path("M-20,800H1620V900H-20Z", tone("#f4efe6", m));
    c.path("M-20,815H1620V890H-20Z", tone("#3fc3d9", m, 0.6));
    for (let i = 0; i < 6; i++)
      c.rect(between(r, 0, 1500), between(r, 825, 880), between(r, 60, 140), 4, "#ffffff", {
        opacity: 0.5,
      });
  } else if (!sand) railing(c, -20, 1620, 790, 90, tone("#f4efe6", m), 60);
  const n = pick(r, [1, 2, 3]);
  const xs = n === 1 ? [800] : n === 2 ? [560, 1080] : [360, 800, 1240];
  const pose = pick(r, ["warrior", "tree", "mixed"] as const);
  for (const [i, x] of xs.entries()) {
    const y = 1080 + (i % 2) * 40;
    const s = n === 1 ? 560 : n === 2 ? 460 : 360;
    const mat = tone(pick(r, mats), m);
    if (pose === "warrior" || (pose === "mixed" && i % 2 === 0))
      yogaWarrior(c, x, y, s, m.ink, mat);
    else treePose(c, x, y, s, m.ink, mat);
  }
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#7b5a40", m), frond: tone("#3f8a4f", m, 1.4), back: tone("#2f6f3f", m, 1.4) },
    16,
  );
  if (r() < 0.7) palmAt(c, palm, pick(r, [120, 1480]), 820, 560, r() < 0.5);
  const who =
    n === 1 ? "A woman holds a yoga pose" : `${n === 2 ? "Two" : "Three"} people practise yoga`;
  return `${who} ${sand ? "on the beach" : `on a wooden deck ${pool ? "beside a pool" : "above the sea"}`} ${m.phrase}, the bay and the Sierra beyond.`;
}

export function meditation(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "dusk sunset morning");
  const hz = 620;
  bay(c, r, m, hz, { hills: hills(h, 0.6), sunX: between(r, 500, 1100) });
  beach(c, m, P("-40,880 400,860 800,870 1200,850 1640,870"));
  const n = pick(r, [1, 2, 3]);
  for (let i = 0; i < n; i++) {
    const x = n === 1 ? 800 : 420 + (i * 760) / (n - 1);
    c.ellipse(x, 1100, 220, 30, tone(pick(r, mats), m));
    lotus(c, x, 1100, n === 1 ? 420 : 340, m.ink);
  }
  for (let i = 0; i < 5; i++) {
    const x = 200 + i * 300 + between(r, -40, 40);
    c.circle(x, 1130, 70, c.rad(S("0 #ffd98a 0.6, 1 #ffd98a 0")));
    c.rect(x - 20, 1120, 40, 50, "#f4efe6");
    c.path(`M${x},1096q10,14 0,22q-10,-8 0,-22Z`, "#ffb347");
  }
  return `${n === 1 ? "A person sits" : "People sit"} cross-legged in meditation on the sand ${m.phrase}, facing the calm bay, small candles glowing in front.`;
}

export function soundBath(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning golden dusk");
  c.rect(0, 0, 1600, 1200, c.lin(S(m.sky)));
  const g = ["#2f6a3a", "#3f7a48", "#4b8a52"].map((t) => tone(t, m, 1.5));
  canopy(c, r, P("-40,380 600,340 1100,400 1640,350"), 110, g);
  canopy(c, r, P("-40,640 500,600 1100,660 1640,620"), 130, g);
  const wood = tone("#7a5a3a", m, 1.2);
  c.path("M-40,300L800,-40L1640,300V340H-40Z", tone("#c99a5a", m, 1.4));
  c.path("M-40,300L800,-40L1640,300", "none", {
    stroke: tone("#8a6a3a", m, 1.4),
    "stroke-width": 16,
  });
  for (const x of [120, 1480]) c.rect(x - 18, 260, 36, 700, wood);
  c.rect(0, 860, 1600, 340, tone("#b08a62", m));
  const n = pick(r, [2, 3]);
  for (let i = 0; i < n; i++)
    resting(
      c,
      320 + (i * 960) / (n - 1),
      940 + (i % 2) * 60,
      i % 2 ? 400 : 360,
      m.ink,
      tone(pick(r, mats), m),
    );
  const brass = tone("#d8b04a", m);
  for (let i = 0; i < 5; i++) {
    const x = 480 + i * 160;
    const s = 70 - i * 6 + between(r, -5, 5);
    c.path(
      `M${x - s},1080Q${x - s},${1080 + s} ${x},${1080 + s}Q${x + s},${1080 + s} ${x + s},1080Z`,
      brass,
    );
    c.ellipse(x, 1080, s, s * 0.25, tone("#b08a3a", m));
  }
  c.rect(1260, 1040, 18, 100, wood, { transform: "rotate(-30 1270 1090)" });
  return `A sound bath in an open-air jungle pavilion ${m.phrase}: people resting on mats while brass singing bowls stand ready in front.`;
}

export const wellness = template(
  [deck, meditation, temazcal, soundBath, cabana],
  [
    [/yoga|pilates|stretch/, deck],
    [/temazcal|sweat/, temazcal],
    [/meditat|breath|mindful/, meditation],
    [/sound|bowl|gong|reiki/, soundBath],
    [/massage|spa|facial/, cabana],
  ],
);
