// Bars and nightlife: a rooftop over the bay with string lights; the cantina and the
// live-music stage are in cantina.ts and live-music.ts.

import { village } from "../built.ts";
import { margarita, tumbler } from "../drinks.ts";
import { mix } from "../geom.ts";
import { crownTower } from "../landmarks.ts";
import { bay, type Mood, tone } from "../mood.ts";
import { walker } from "../people.ts";
import { stringLights } from "../street.ts";
import { between, type Canvas, pick, type Rng } from "../svg.ts";
import { lantern, potPlant, railing, stool } from "../things.ts";
import { cantina } from "./cantina.ts";
import { type Hints, hills, template, when } from "./hints.ts";
import { stage } from "./live-music.ts";
import { walls } from "./town.ts";

/** Town lights: house rows below the horizon with windows lit at random. */
function townBelow(c: Canvas, r: Rng, m: Mood, y: number): void {
  village(
    c,
    r,
    -20,
    1640,
    y,
    50,
    110,
    walls.map((w) => tone(mix(w, m.haze, 0.5), m, 1.5)),
    { window: m.lit ? "#ffd98a" : "#2f4d5a" },
  );
  c.rect(0, y, 1600, 140, tone("#3a3a48", m, 1.5));
}

export function rooftop(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "sunset dusk dusk night");
  const hz = 520;
  bay(c, r, m, hz, {
    hills: hills(h, 0.9),
    profile: (t) => 0.5 + t * 0.6,
    sunX: between(r, 300, 700),
  });
  townBelow(c, r, m, 760);
  const church = /downtown|romantic/.test(h.zone);
  if (church)
    crownTower(
      c,
      between(r, 950, 1250),
      760,
      110,
      tone("#e8dccb", m),
      tone("#c8b8a4", m),
      m.lit ? "#ffd98a" : "#5a4a5a",
      tone("#e8dccb", m),
    );
  const deck = 880;
  c.rect(0, deck, 1600, 320, tone(pick(r, ["#a8744a", "#c8b8a4", "#8a8a90"]), m, 1.3));
  const glassRail = r() < 0.5;
  if (glassRail) c.rect(-20, deck - 100, 1640, 100, "#cfe8f0", { opacity: 0.25 });
  railing(c, -20, 1620, deck, 100, tone("#2a2a30", m), glassRail ? 400 : 60);
  const roof = pick(r, ["festoons", "pergola", "lanterns"] as const);
  const bulbs = m.lit ? "#ffd98a" : "#f4efe6";
  if (roof === "pergola") {
    const beams = tone("#4a3224", m, 1.3);
    for (let x = -40; x < 1640; x += 160)
      c.path(`M${x},0L${800 + (x - 800) * 1.6},110`, "none", { stroke: beams, "stroke-width": 22 });
    c.rect(0, 100, 1600, 26, beams);
    for (const x of [60, 1540]) c.rect(x - 14, 100, 28, deck + 120, beams);
    for (let i = 0; i < 5; i++)
      stringLights(c, [i * 400 - 200, 120], [i * 400 + 200, 120], 30, "#1a1a20", bulbs, 8);
  } else if (roof === "festoons")
    for (const [a, b] of [
      [
        [-20, 60],
        [1620, 200],
      ],
      [
        [-20, 260],
        [1620, 120],
      ],
    ] as const)
      stringLights(c, [a[0], a[1]], [b[0], b[1]], 50, "#1a1a20", bulbs, 16);
  else
    for (let i = 0; i < 6; i++)
      lantern(
        c,
        150 + i * 260,
        130 + (i % 2) * 50,
        40,
        pick(r, ["#e0523a", "#f2b632", "#e2267a"]),
        m.lit,
      );
  const barLeft = r() < 0.5;
  const bx = barLeft ? -20 : 1120;
  c.rect(bx, deck, 500, 230, tone("#5a3a24", m, 1.3));
  c.rect(bx - 10, deck - 20, 520, 30, tone("#3a2a22", m, 1.3));
  for (let i = 0; i < 4; i++)
    stool(c, bx + 70 + i * 110, 1200, 190, tone("#2a2a30", m), tone("#1a1a20", m));
  const tx = barLeft ? 900 : 500;
  const lounge = r() < 0.5;
  if (lounge) {
    const cushion = tone(pick(r, ["#f4efe6", "#2a9d8f", "#e07a5f"]), m);
    c.rect(tx - 420, 1020, 840, 120, tone("#d9c7a8", m), { rx: 20 });
    c.rect(tx - 420, 940, 840, 100, cushion, { rx: 30 });
    c.ellipse(tx, 1150, 160, 34, tone("#3a2a22", m));
    margarita(c, tx - 50, 1140, 90);
    tumbler(c, tx + 50, 1140, 90, pick(r, ["#e8702a", "#b0243a", "#f2b632"]), "#1a1a20");
  } else {
    for (const [x, y] of [
      [tx - 180, 1030],
      [tx + 180, 1070],
    ] as const) {
      c.rect(x - 8, y - 200, 16, 200, "#1a1a20");
      c.ellipse(x, y - 200, 110, 20, tone("#3a2a22", m));
      margarita(c, x - 40, y - 205, 90);
      tumbler(c, x + 40, y - 205, 90, pick(r, ["#e8702a", "#b0243a", "#f2b632"]), "#1a1a20");
    }
    walker(c, tx - 300, 1120, 330, m.ink, 0.1);
    walker(c, tx + 320, 1160, 340, m.ink, -0.1, true);
  }
  potPlant(
    c,
    r,
    barLeft ? 1500 : 100,
    1180,
    300,
    pick(r, ["fern", "monstera"] as const),
    tone("#b5643a", m),
    tone("#2f6a3a", m),
  );
  const lights = {
    festoons: "festoons of string lights",
    pergola: "string lights under a wooden pergola",
    lanterns: "paper lanterns",
  }[roof];
  const seats = lounge ? "low lounge sofas" : "cocktails on high tables";
  return `A rooftop bar over the bay ${m.phrase}, with ${lights}, ${seats}${church ? ", the crowned church tower" : ""} and the town's rooftops below.`;
}

export const bars = template(
  [rooftop, cantina, stage],
  [
    [/rooftop|terraza|azotea|sky|view|deck|sunset/, rooftop],
    [/live|music|musica|tarima|jazz|mariachi|stage|tornamesa|\bdj\b|vinyl|disco/, stage],
    [/cantina|mezcal|tequila|raicilla|penca|agave/, cantina],
  ],
);
