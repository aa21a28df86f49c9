// Fireworks over the bay seen from the Malecón at night: bursts mirrored in the water, the
// stone arches of the promenade, palms, a crowd along the sea rail and papel picado above.

import { bunting, bursts, firework, rocketTrail } from "../festive.ts";
import { mix } from "../geom.ts";
import { sierra } from "../land.ts";
import { crownTower } from "../landmarks.ts";
import { mood, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { sky, stars } from "../sky.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { railing } from "../things.ts";
import { glitter, sea } from "../water.ts";
import { type Hints, hills, mirrored } from "./hints.ts";
import { crowd } from "./live-music.ts";
import { flags } from "./town.ts";

const sparks = ["#ff5a7a", "#ffd24a", "#4ad2ff", "#b07aff", "#7bff9a", "#ff9a3a", "#ffffff"];

/** The four stone arches of the Malecón's open-air stage, lit from below. */
export function arches(c: Canvas, x: number, base: number, w: number, stone: string): void {
  const h = w * 0.55;
  const n = 4;
  const span = w / n;
  let holes = "";
  for (let i = 0; i < n; i++) {
    const ax = x - w / 2 + i * span + span * 0.16;
    const aw = span * 0.68;
    holes += `M${ax},${base}V${base - h * 0.55}A${aw / 2},${aw / 2} 0 0 1 ${ax + aw},${base - h * 0.55}V${base}Z`;
  }
  c.path(`M${x - w / 2},${base}V${base - h}H${x + w / 2}V${base}Z${holes}`, stone, {
    "fill-rule": "evenodd",
  });
  c.rect(x - w / 2 - 10, base - h - 16, w + 20, 18, mix(stone, "#000000", 0.2));
}

function scene(c: Canvas, r: Rng, h: Hints): string {
  const m = mood(/dusk|twilight|atardecer/.test(h.words) ? "dusk" : "night");
  const hz = 640;
  sky(c, S(m.sky), hz + 4);
  stars(c, r, 30, hz * 0.7);
  sierra(
    c,
    r,
    hz,
    [hills(h, 0.8), hills(h, 0.55)],
    m.hill,
    m.haze,
    (t) => 0.3 + Math.abs(t - 0.5) * 1.6,
    hz + 4,
  );
  sea(c, hz, S(m.sea));
  const n = Math.floor(between(r, 3, 6));
  const pool = sparks.slice();
  const palette = sparks.map(() => pool.splice(Math.floor(r() * pool.length), 1)[0] ?? "#ffd24a");
  const shown: [number, number, number, string][] = [];
  for (let i = 0; i < n; i++) {
    const x = 260 + ((i + between(r, 0.2, 0.8)) / n) * 1080;
    const y = between(r, 150, 400);
    const rad = between(r, 110, 210);
    const colour = palette[i % palette.length] ?? "#ffd24a";
    rocketTrail(c, x + between(r, -80, 80), hz - 10, x, y + rad * 0.3);
    firework(c, r, x, y, rad, colour, pick(r, bursts));
    shown.push([x, y, rad, colour]);
  }
  // Each burst lights a shimmering column on the water.
  c.group({ opacity: 0.7 }, () => {
    for (const [x, , rad, colour] of shown) glitter(c, r, x, hz, 900, rad * 0.8, colour, 12);
  });
  const church = r() < 0.5;
  if (church) {
    const cx = pick(r, [180, 1420]);
    crownTower(c, cx, hz - 4, 40, tone("#e8dcc8", m), tone("#b8a890", m), "#ffcf7a", "#fff5de");
  }
  const boats = Math.floor(between(r, 0, 3));
  for (let i = 0; i < boats; i++) {
    const bx = between(r, 300, 1300);
    const by = between(r, hz + 40, hz + 140);
    c.path(`M${bx - 40},${by - 8}H${bx + 44}L${bx + 30},${by}H${bx - 34}Z`, "#0c1024");
    c.circle(bx + 10, by - 16, 5, "#ffd98a");
  }
  // The promenade: sea wall, railing, the arches, palms and the crowd.
  const deck = tone("#8a7a70", m);
  c.rect(0, 860, 1600, 340, deck);
  c.rect(0, 846, 1600, 18, mix(deck, "#000000", 0.3));
  const withArches = r() < 0.65;
  const ax = pick(r, [420, 1180]);
  if (withArches) arches(c, ax, 880, 520, tone("#b8a48c", m));
  railing(c, -20, 1620, 900, 70, "#141428", 34);
  const palm = definePalm(c, r, { trunk: "#141428", frond: "#16203a", back: "#101830" }, 14);
  for (const x of withArches ? [ax > 800 ? 160 : 1440] : [180, 1420])
    palmAt(c, palm, x, 960, between(r, 400, 470), x > 800);
  crowd(c, r, -40, 1660, 1060, 80, "#0a0c1c");
  crowd(c, r, -80, 1700, 1150, 110, "#05060f");
  bunting(
    c,
    [-20, 30],
    [1620, 40],
    40,
    flags.map((col) => mix(col, "#1a1a3a", 0.35)),
    70,
  );
  const where = withArches ? ", the stone arches of the promenade standing in the crowd" : "";
  return `Fireworks bursting in ${n === 3 ? "three" : n === 4 ? "four" : "five"} colours over the bay ${m.phrase}, mirrored in the water, seen from the Malecón${where}, with palms, a crowd along the sea rail and papel picado overhead${church ? ", the crowned church tower on the skyline" : ""}.`;
}

export const fireworks = mirrored(scene);
