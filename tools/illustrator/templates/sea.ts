// Sea activities: kayaks among rocky islets, paddleboards on a mirror-calm morning, surf
// lessons on a breaking wave, sailing at sunset, sport fishing with a leaping marlin.
// Snorkelling and whale watching live in undersea.ts.

import { crewedPanga, pangaColours, sailboat } from "../boats.ts";
import { leaf, mix, P, smooth } from "../geom.ts";
import { bay, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { surfboard, walker, yogaWarrior } from "../people.ts";
import { catamaran } from "../rides.ts";
import { granite, losArcos, rockIsland } from "../rocks.ts";
import { beach, bigWave, headland, surfLines } from "../shore.ts";
import { birds } from "../sky.ts";
import { kayak, paddler, surfer, waiting } from "../sport.ts";
import { between, type Canvas, pick, type Rng } from "../svg.ts";
import { splash } from "../water.ts";
import { coast, type Hints, hills, template, when } from "./hints.ts";
import { snorkel, whales } from "./undersea.ts";

const hulls = ["#f2b632", "#e0523a", "#2a9d8f", "#f47a1f", "#3b6fb6"];

function kayaks(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning midday golden");
  const hz = 520;
  bay(c, r, m, hz, { hills: hills(h, 0.9), profile: (t) => 1.1 - t * 0.5 });
  const look = { ...granite, lit: tone(granite.lit, m), shade: tone(granite.shade, m) };
  const arcos = h.zone === "south-hotel-zone" || r() < 0.5;
  if (arcos) losArcos(c, r, between(r, 700, 1100), hz + 60, 220, look, 0.2);
  else headland(c, r, m, r() < 0.5 ? -1 : 1, 300, between(r, 500, 1100), hz + 90, 760);
  const n = pick(r, [2, 3, 4]);
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const y = 1080 - t * 300;
    const len = 460 * (1 - t * 0.6);
    const x = between(r, 300, 1300);
    c.ellipse(x, y + 6, len * 0.6, len * 0.04, "#ffffff", { opacity: 0.35 });
    kayak(c, x, y, len, tone(pick(r, hulls), m), m.ink, between(r, -0.4, 0.4));
  }
  birds(c, r, 3, 300, 150, 900, 300, mix(m.ink, "#ffffff", 0.2));
  return `${n === 2 ? "Two" : n === 3 ? "Three" : "Four"} sea kayaks paddling across the bay ${m.phrase}${arcos ? " towards the granite arches of Los Arcos" : " along a jungle headland"}.`;
}

function paddle(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning golden sunset");
  const hz = 560;
  bay(c, r, m, hz, { hills: hills(h, 0.8), sunX: between(r, 500, 1100) });
  c.rect(0, hz + 20, 1600, 640, "#ffffff", { opacity: 0.08 });
  const n = pick(r, [1, 2, 3]);
  const yoga = /yoga/.test(h.words);
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0 : i / (n - 1);
    const s = n === 1 ? 420 : 360 - t * 170;
    const x = n === 1 ? between(r, 600, 1000) : 380 + t * 800 + between(r, -60, 60);
    const y = n === 1 ? 1000 : 1060 - t * 300;
    const board = tone(pick(r, hulls), m);
    const id = c.define(() => {
      if (yoga) {
        c.path(leaf([x - s * 0.6, y], [x + s * 0.6, y + s * 0.02], s * 0.06), board);
        yogaWarrior(c, x, y - s * 0.03, s * 0.8, m.ink, board);
      } else paddler(c, x, y, s, m.ink, board, r() < 0.5 ? 1 : -1);
    });
    c.use(id);
    c.group({ opacity: 0.2, transform: `matrix(1 0 0 -0.6 0 ${y * 1.6 + 8})` }, () => c.use(id));
  }
  if (r() < 0.5)
    c.path(smooth(P("-40,1180 300,1130 600,1160 900,1110")), "none", {
      stroke: "#ffffff",
      "stroke-width": 4,
      opacity: 0.4,
    });
  const who =
    n === 1 ? "A stand-up paddleboarder" : `${n === 2 ? "Two" : "Three"} stand-up paddleboarders`;
  const doing = yoga ? "holding yoga poses on their boards on" : "gliding over";
  return `${who} ${doing} mirror-calm water ${m.phrase}, reflections trailing beneath.`;
}

function surf(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden golden");
  const hz = 480;
  bay(c, r, m, hz, { hills: hills(h, 0.5), profile: (t) => 1 - t * 0.8 });
  surfLines(c, r, hz + 40, 700, 5, "#ffffff");
  const face = tone("#3fb2c0", m, 1.3);
  const left = r() < 0.5;
  c.group(left ? { transform: "matrix(-1 0 0 1 1600 0)" } : {}, () => bigWave(c, r, face));
  surfer(c, left ? 1600 - 780 : 780, 700, 190, m.ink, pick(r, hulls), left ? -1 : 1);
  for (let i = 0; i < 3; i++)
    waiting(
      c,
      left ? between(r, 1000, 1500) : between(r, 100, 600),
      between(r, 560, 600),
      44,
      m.ink,
      pick(r, hulls),
    );
  beach(c, m, P("-40,1060 400,1030 800,1020 1200,1040 1640,1060"));
  const lesson = r() < 0.6;
  if (lesson) {
    for (let i = 0; i < 3; i++)
      c.path(`M${300 + i * 380},1130l160,-8l10,30l-170,6Z`, tone(pick(r, hulls), m));
    walker(c, 1300, 1180, 260, m.ink, 0.3);
  } else surfboard(c, 1320, 1180, 300, pick(r, hulls), "#ffffff", -8);
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#7b5a40", m), frond: tone("#3f8a4f", m, 1.4), back: tone("#2f6f3f", m, 1.4) },
    14,
  );
  palmAt(c, palm, left ? 1500 : 100, 1100, 520, !left);
  return `A surfer riding a curling wave ${m.phrase}, others waiting beyond the break${lesson ? ", and soft-top boards laid out on the sand for a lesson" : ""}.`;
}

function sail(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "golden sunset sunset dusk");
  const hz = 600;
  bay(c, r, m, hz, { hills: hills(h, 0.7), profile: (t) => 0.3 + t, sunX: between(r, 400, 900) });
  for (let i = 0; i < 3; i++)
    sailboat(
      c,
      between(r, 100, 1500),
      hz + 10,
      between(r, 40, 70),
      m.ink,
      mix(m.ink, "#ffffff", 0.3),
    );
  const dir = r() < 0.5 ? 1 : -1;
  const x = between(r, 650, 950);
  if (r() < 0.5)
    catamaran(
      c,
      x,
      980,
      600,
      tone("#f7f7f2", m),
      tone("#ffffff", m),
      Array.from({ length: 8 }, () => pick(r, hulls)),
      dir,
    );
  else sailboat(c, x, 1000, 520, tone("#f7f7f2", m), tone("#fbf6ea", m), tone("#f2e6d2", m));
  for (let i = 0; i < 4; i++)
    c.path(
      `M${x - dir * 300},${1000 + i * 8}Q${x - dir * (600 + i * 80)},${990 + i * 40} ${x - dir * (1000 + i * 120)},${970 + i * 90}`,
      "none",
      { stroke: "#ffffff", "stroke-width": 5 - i, opacity: 0.45 },
    );
  birds(c, r, 3, 900, 180, 1400, 320, mix(m.ink, "#ffffff", 0.15));
  return `A sailing trip across Banderas Bay ${m.phrase}, white sails full of wind and other yachts on the horizon.`;
}

export function fishing(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning midday golden");
  const hz = 560;
  bay(c, r, m, hz, { hills: hills(h, 0.6) });
  const [hull, stripe] = pick(r, pangaColours);
  const dir = r() < 0.5 ? 1 : -1;
  crewedPanga(c, 800 - dir * 220, 980, 560, tone(hull, m), tone(stripe, m), dir, m.ink);
  for (const k of [0, 1])
    c.path(
      `M${800 - dir * (140 - k * 120)},${880}Q${800 + dir * (40 + k * 120)},${560} ${800 + dir * (400 + k * 140)},${720 + k * 60}`,
      "none",
      { stroke: "#2a2a30", "stroke-width": 3 },
    );
  const fx = 800 + dir * 470;
  splash(c, r, fx, 900, 150, 90, "#eaf8fb", "#bfe4ee");
  c.group({ transform: `translate(${fx} 760) rotate(${dir * -30}) scale(${dir} 1)` }, () => {
    c.path("M-150,0Q-40,-60 110,-10L240,-20L120,10Q-40,50 -150,0Z", tone("#2a4a7a", m));
    c.path("M-150,0Q-40,25 110,-2L120,10Q-40,50 -150,0Z", tone("#dfe8ee", m));
    c.path("M-60,-40L0,-110L40,-30Z", tone("#2a4a7a", m));
    c.path("M-150,0L-230,-70L-200,0L-230,70Z", tone("#2a4a7a", m));
  });
  if (coast(h) === "surf")
    rockIsland(c, r, 1300, hz + 6, 160, 60, { lit: tone("#9c8a7a", m), shade: tone("#6b5c56", m) });
  return `A sport-fishing panga out on the bay ${m.phrase}, rods bent as a marlin leaps from the water.`;
}

export const sea = template(
  [kayaks, paddle, snorkel, whales, surf, sail, fishing],
  [
    [/kayak/, kayaks],
    [/paddle|\bsup\b/, paddle],
    [/snorkel|dive|diving|buceo|marietas|reef/, snorkel],
    [/whale|ballena/, whales],
    [/surf|wave|ola\b/, surf],
    [/fish|pesca|marlin/, fishing],
    [/sail|catamaran|velero|yacht|sunset cruise/, sail],
  ],
);
