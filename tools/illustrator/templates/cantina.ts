// A cantina or mezcalería interior: the wall of bottles behind the bar (with barrels, a
// painted mural or a mirror), a tiled counter, then stools or equipal chairs at tables.

import { bottleRow, margarita, tumbler } from "../drinks.ts";
import { agave } from "../flora.ts";
import { mix } from "../geom.ts";
import { tone } from "../mood.ts";
import { walker } from "../people.ts";
import { papelPicado, stringLights } from "../street.ts";
import { type Canvas, pick, type Rng, S } from "../svg.ts";
import { cafeTable, equipal, pendant, stool } from "../things.ts";
import { type Hints, when } from "./hints.ts";
import { flags } from "./town.ts";

const glasses = ["#3f7a4e", "#8a4a1f", "#c9d8dc", "#2f5f8a", "#b8741f", "#5a2a4a"];
const labels = ["#f4efe6", "#f2b632", "#e0523a", "#1d1b2a", "#d9c7a8"];

function barrels(c: Canvas, x0: number, y: number, wood: string): void {
  for (const [dx, dy] of [
    [0, 0],
    [170, 0],
    [340, 0],
    [85, -150],
    [255, -150],
  ] as const) {
    const x = x0 + dx;
    c.ellipse(x + 75, y + dy - 70, 75, 75, wood);
    c.ellipse(x + 75, y + dy - 70, 60, 60, mix(wood, "#ffffff", 0.12));
    c.ellipse(x + 75, y + dy - 70, 75, 75, "none", { stroke: "#2a2a30", "stroke-width": 6 });
    c.circle(x + 75, y + dy - 70, 8, "#2a1a14");
  }
}

export function cantina(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "golden dusk night night");
  const wall = tone(pick(r, ["#8a2a2a", "#2a6a6a", "#c8863a", "#3a4a7a", "#6a3a5a"]), m, 0.5);
  c.rect(0, 0, 1600, 1200, wall);
  const wood = tone("#6a4228", m, 0.5);
  const extra = /mezcal|raicilla|agave|penca/.test(h.words)
    ? "barrels"
    : pick(r, ["barrels", "mural", "mirror", "none"] as const);
  const shelfX = extra === "none" ? 260 : 620;
  c.rect(shelfX, 140, 1340 - shelfX, 560, mix(wall, "#ffffff", 0.12));
  for (const y of [300, 480, 660]) {
    bottleRow(c, r, shelfX + 20, 1320, y, 150, glasses, labels);
    c.rect(shelfX - 10, y, 1350 - shelfX, 18, wood);
  }
  if (extra === "barrels") barrels(c, 110, 730, tone("#8a5a36", m, 0.5));
  if (extra === "mural") {
    c.rect(120, 160, 440, 520, tone("#f2d8a4", m, 0.5));
    c.circle(340, 330, 90, tone("#f2b632", m, 0.5));
    c.rect(120, 470, 440, 210, tone("#c98a4a", m, 0.5));
    agave(c, r, 340, 640, 200, tone("#6a9a8a", m, 0.5), tone("#3f6a5a", m, 0.5));
  }
  if (extra === "mirror") {
    c.rect(130, 170, 420, 500, tone("#c9a04a", m, 0.5), { rx: 30 });
    c.rect(160, 200, 360, 440, c.lin(S("0 #cfe0e6, 1 #7a9aa8")), { rx: 20, opacity: 0.7 });
  }
  const dressing = pick(r, ["papel", "lights", "both"] as const);
  if (dressing !== "lights")
    papelPicado(
      c,
      [-20, 30],
      [1620, 30],
      30,
      pick(r, [flags, ["#e0523a", "#f2c21b", "#2a9d8f"]]),
      70,
    );
  if (dressing !== "papel") stringLights(c, [-20, 110], [1620, 110], 30, "#1a1a20", "#ffd98a", 18);
  const barman = r() < 0.6;
  if (barman) walker(c, pick(r, [700, 1000]), 1120, 560, tone("#1a1420", m), 0);
  const tables = r() < 0.45;
  const counter = tables ? 760 : 740;
  c.rect(0, counter + 20, 1600, 440, tone("#3a2a24", m, 0.5));
  c.rect(0, counter, 1600, 40, wood);
  c.rect(0, counter + 40, 1600, tables ? 160 : 260, tone("#8a5a36", m, 0.5));
  const tile = tone(pick(r, ["#2f5fa8", "#2a8f8a", "#c4552f"]), m, 0.5);
  const ty = tables ? counter + 120 : 980;
  let d = "";
  for (let x = 0; x < 1600; x += 60) d += `M${x + 30},${ty + 10}l26,26l-26,26l-26,-26Z`;
  c.rect(0, ty, 1600, 72, "#f4efe6");
  c.path(d, tile);
  margarita(c, 420, counter, 110);
  tumbler(c, 1120, counter, 110, pick(r, ["#e8702a", "#b0243a", "#3f2a1a"]));
  if (tables) {
    c.rect(0, 1000, 1600, 200, tone("#6a4a3a", m, 0.5));
    for (const x of [380, 1220]) {
      equipal(c, x - 200, 1190, 300);
      equipal(c, x + 200, 1190, 300);
      cafeTable(c, x, 1200, 300, tone("#c98a4a", m, 0.5));
      margarita(c, x - 50, 980, 110);
      tumbler(c, x + 60, 980, 120, pick(r, ["#e8702a", "#b0243a", "#f2b632"]));
    }
  } else
    for (let i = 0; i < 5; i++)
      stool(c, 200 + i * 300, 1200, 300, tone("#c98a4a", m, 0.5), tone("#3a2a22", m, 0.5));
  if (dressing !== "lights")
    for (const x of [400, 800, 1200]) pendant(c, x, 0, 170, 90, tone("#2a2a30", m, 0.4), true);
  const what = {
    barrels: "oak barrels",
    mural: "a painted agave mural",
    mirror: "a gilded mirror",
    none: "tall shelves",
  }[extra];
  const seats = tables ? "equipal chairs round low tables" : "a row of bar stools";
  return `Inside a cantina ${m.phrase}: a wall of tequila and mezcal bottles with ${what} behind the tiled bar, ${seats}${barman ? ", the bartender at work" : ""}.`;
}
