// Old-town pieces shared by the templates: painted wall colours, papel picado flags,
// street lamps, and a courtyard wall with tiles, an arch and plants.

import { bougainvillea } from "../flora.ts";
import { mix } from "../geom.ts";
import { type Mood, tone } from "../mood.ts";
import { papelPicado } from "../street.ts";
import { type Canvas, pick, type Rng } from "../svg.ts";
import { lantern, potPlant } from "../things.ts";

export const walls = ["#f2c14e", "#e9a6a0", "#3d9e9a", "#e07a5f", "#f6efe4", "#8fc1d4", "#c8d88a"];
export const flags = ["#e2267a", "#f2c21b", "#2a9d8f", "#f47a1f", "#7b4fa0", "#3b6fb6"];

/** Wrought-iron street lamp, its globe glowing when lit. */
export function lamp(c: Canvas, x: number, y: number, h: number, lit: boolean): void {
  c.rect(x - 7, y - h, 14, h, "#2a2a30");
  c.rect(x - 16, y - 20, 32, 20, "#2a2a30");
  c.path(`M${x},${y - h + 20}q40,-30 70,0`, "none", { stroke: "#2a2a30", "stroke-width": 8 });
  lantern(c, x + 70, y - h + 50, 36, lit ? "#ffd98a" : "#e8e2d0", lit);
}

/** Courtyard back wall down to `floor`: painted plaster, a talavera band, an arch, plants. */
export function wallScene(c: Canvas, r: Rng, m: Mood, floor: number): void {
  const wall = tone(pick(r, walls), m);
  c.rect(0, 0, 1600, floor, wall);
  c.rect(0, floor - 110, 1600, 110, tone("#f4efe6", m));
  const blue = tone("#2f5fa8", m);
  let d = "";
  for (let x = 0; x < 1600; x += 55) d += `M${x + 27},${floor - 100}l22,22l-22,22l-22,-22Z`;
  c.path(d, blue);
  c.rect(0, floor - 110, 1600, 8, blue);
  const ax = pick(r, [240, 1080]);
  c.path(
    `M${ax},${floor - 110}V320A140,140 0 0 1 ${ax + 280},320V${floor - 110}Z`,
    tone(mix("#3f7a48", "#2a4030", 0.3), m),
  );
  for (let i = 0; i < 5; i++)
    c.circle(ax + 40 + i * 50, 360 + (i % 2) * 60, 60, tone(i % 2 ? "#4b8a52" : "#356b3f", m));
  c.path(`M${ax},${floor - 110}V320A140,140 0 0 1 ${ax + 280},320V${floor - 110}`, "none", {
    stroke: mix(wall, "#000000", 0.15),
    "stroke-width": 24,
  });
  bougainvillea(c, r, ax + 200, 150, 300, 220);
  potPlant(
    c,
    r,
    ax > 800 ? 260 : 1300,
    floor - 110,
    260,
    pick(r, ["fern", "monstera", "cactus"] as const),
    tone("#b5643a", m),
    tone("#3f8a4f", m),
  );
  papelPicado(c, [-20, 40], [1620, 60], 40, flags, 80);
}
