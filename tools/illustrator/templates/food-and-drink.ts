// Food and drink: a cooking-class countertop with hands at work, a street taco stand with
// its glowing trompo at night, a raicilla or tequila tasting among the agave fields, or
// coffee and cacao laid out on a table. Market walks borrow the market template.

import { guacamole, sprinkle } from "../food.ts";
import { mix, P } from "../geom.ts";
import { tone } from "../mood.ts";
import { hand } from "../poses.ts";
import { between, type Canvas, pick, type Rng } from "../svg.ts";
import { agaveTasting } from "./agave.ts";
import { coffeeCacao } from "./coffee.ts";
import { type Hints, mirrored, template, when } from "./hints.ts";
import { fruit } from "./markets.ts";
import { tacoStand } from "./taco-stand.ts";

const skins = ["#c98a6a", "#8a5a3a", "#e0b090", "#a86a4a"];
const sleeves = ["#f4efe6", "#2a9d8f", "#e0523a", "#3b6fb6", "#f2b632"];

function cookingClassScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  c.rect(0, 0, 1600, 480, tone("#f4efe6", m, 0.5));
  const blue = pick(r, ["#2f5fa8", "#2a8f8a", "#c4552f"]);
  let tiles = "";
  for (let x = 0; x < 1600; x += 80)
    for (let y = 0; y < 480; y += 80) tiles += `M${x + 40},${y + 10}l30,30l-30,30l-30,-30Z`;
  c.path(tiles, tone(blue, m, 0.5), { opacity: 0.8 });
  for (let i = 0; i < 5; i++) {
    const x = 200 + i * 300;
    c.line(
      [
        [x, 60],
        [x, 140],
      ],
      "#3a2a22",
      4,
    );
    const clay = tone(pick(r, ["#b87333", "#b5643a", "#c98a4a"]), m, 0.5);
    c.path(`M${x - 90},150Q${x - 80},260 ${x},262Q${x + 80},260 ${x + 90},150Z`, clay);
    c.rect(x - 100, 140, 200, 20, mix(clay, "#000000", 0.2), { rx: 10 });
    c.path(`M${x - 50},200h100`, "none", {
      stroke: "#f4efe6",
      "stroke-width": 6,
      "stroke-dasharray": "10 10",
    });
  }
  c.rect(0, 480, 1600, 720, tone(pick(r, ["#a8744a", "#c8b08a", "#e8e0d0"]), m, 0.5));
  c.rect(0, 470, 1600, 20, tone("#6a4a30", m, 0.5));
  c.rect(420, 640, 520, 320, "#d8b080", { rx: 24 });
  let chop = "";
  for (let i = 0; i < 30; i++)
    chop += `M${between(r, 470, 720).toFixed(0)},${between(r, 680, 900).toFixed(0)}h18v14h-18Z`;
  c.path(chop, "#d8402a");
  sprinkle(c, r, 820, 780, 180, 220, ["#f6f2e8", "#4e9a3a"], 40);
  c.path("M560,930L900,700L915,715L590,950Z", "#c9ccd2");
  c.rect(880, 690, 70, 26, "#3a2a22", { rx: 8, transform: "rotate(-34 915 703)" });
  guacamole(c, r, 1180, 700, 170);
  c.circle(1230, 1000, 170, "#2a2a30");
  c.circle(1230, 1000, 150, "#3a3a40");
  for (const [dx, dy] of P("-50,-30 60,10 -10,60"))
    c.ellipse(1230 + dx, 1000 + dy, 70, 66, "#efd9a0");
  for (const [x, y, col] of [
    [230, 600, "#c8241e"],
    [230, 860, "#5aa03a"],
    [400, 560, "#f4efe6"],
  ] as const) {
    c.circle(x, y, 100, tone("#f4efe6", m, 0.5));
    sprinkle(c, r, x, y, 120, 120, [col, mix(col, "#000000", 0.2)], 30);
  }
  const n = pick(r, [2, 3, 4]);
  const spots = [
    [560, 1010, -1.3],
    [1000, 1030, -1.9],
    [180, 1060, -1.1],
    [1500, 1020, -2.2],
  ] as const;
  for (const [x, y, a] of spots.slice(0, n)) hand(c, x, y, 95, a, pick(r, skins), pick(r, sleeves));
  return `A Mexican cooking class ${m.phrase}: hands chopping tomatoes and cilantro on a board beside a molcajete of guacamole and tortillas warming on a comal, against a tiled kitchen wall.`;
}

const cookingClass = mirrored(cookingClassScene);

export const foodAndDrink = template(
  [cookingClass, tacoStand, agaveTasting, coffeeCacao, fruit],
  [
    [/cook|kitchen|cocina|class|salsa|tortilla/, cookingClass],
    [/taco|street food|night food/, tacoStand],
    [/raicilla|tequila|mezcal|agave|distill/, agaveTasting],
    [/coffee|cafe|chocolate|cacao/, coffeeCacao],
    [/market|mercado/, fruit],
  ],
);
