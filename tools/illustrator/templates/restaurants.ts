// Restaurants: a laid table (on a terrace over the bay or in a painted courtyard), a
// street-corner façade with papel picado, or a palapa on the sand. Dishes follow the name.

import { beer, margarita, tumbler } from "../drinks.ts";
import { bougainvillea } from "../flora.ts";
import {
  aguachile,
  guacamole,
  lime,
  mole,
  salsa,
  seafood,
  tacos,
  tortillas,
  tostadas,
} from "../food.ts";
import { bay, tone } from "../mood.ts";
import { stringLights } from "../street.ts";
import { type Canvas, pick, type Rng } from "../svg.ts";
import { railing } from "../things.ts";
import { arcade, corner } from "./facade.ts";
import { type Hints, hills, mirrored, template, when } from "./hints.ts";
import { palapaRoom } from "./palapa.ts";
import { tacoStand } from "./taco-stand.ts";
import { wallScene } from "./town.ts";

type Dish = [name: string, draw: (c: Canvas, r: Rng, x: number, y: number, s: number) => void];
const dishes: Record<string, Dish> = {
  tacos: ["tacos al pastor", (c, r, x, y, s) => tacos(c, r, x, y, s, "#d9632a")],
  asada: ["carne asada tacos", (c, r, x, y, s) => tacos(c, r, x, y, s, "#7a3a22")],
  seafood: ["a grilled fish platter with shrimp", seafood],
  aguachile: ["shrimp aguachile", aguachile],
  mole: ["chicken in dark mole", mole],
  tostadas: ["ceviche tostadas", tostadas],
  guacamole: ["guacamole in a molcajete", guacamole],
};

/** Three dishes for the menu the name suggests (seafood, tacos, mole), else a mix. */
function menu(r: Rng, h: Hints): string[] {
  if (/marisc|seafood|pescad|fish|ola|mar|ceviche|aguachile|pulpo|camaron/.test(h.words))
    return [pick(r, ["seafood", "aguachile"]), "tostadas", pick(r, ["aguachile", "guacamole"])];
  if (/taco|taquer|pastor|asada/.test(h.words))
    return [pick(r, ["tacos", "asada"]), "guacamole", pick(r, ["tacos", "tostadas"])];
  if (/mole|oaxac|molcajete|abuela|fonda/.test(h.words))
    return ["mole", "guacamole", pick(r, ["tacos", "tostadas"])];
  const all = Object.keys(dishes);
  return [pick(r, all), pick(r, all), pick(r, all)];
}

function table(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "midday golden sunset dusk night");
  const terrace = r() < 0.55;
  if (terrace) {
    bay(c, r, m, 520, { hills: hills(h, 0.8), profile: (t) => 0.4 + t * 0.8 });
    railing(c, -20, 1620, 700, 130, tone("#f4efe6", m), 46);
    if (r() < 0.6) bougainvillea(c, r, 1250, 430, 400, 200);
  } else wallScene(c, r, m, 700);
  c.rect(0, 690, 1600, 510, tone("#b8643e", m));
  if (m.lit) stringLights(c, [-20, 110], [1620, 150], 50, "#2a2420", "#ffd98a", 16);
  const cloth = pick(r, ["plain", "serape", "wood"] as const);
  c.path(
    "M160,690L1440,690L1760,1240L-160,1240Z",
    tone(
      { plain: pick(r, ["#f4efe6", "#e9a6a0", "#9fd3cf"]), serape: "#e0523a", wood: "#a8744a" }[
        cloth
      ],
      m,
    ),
  );
  const bands = ["#f2b632", "#2a9d8f", "#7b4fa0", "#f4efe6", "#e2267a"];
  for (let i = 0; i < 9 && cloth !== "plain"; i++) {
    const y = 720 + i * 58 + i * i * 2;
    const k = (y - 690) / 550;
    const d = `M${160 - k * 320},${y}H${1440 + k * 320}`;
    c.path(d, "none", {
      stroke: cloth === "wood" ? tone("#8a5a36", m) : tone(pick(r, bands), m),
      "stroke-width": cloth === "wood" ? 4 : 12 + k * 10,
    });
  }
  const [hero = "tacos", left = "tostadas", right = "guacamole"] = menu(r, h);
  const draw = (key: string, x: number, y: number, s: number) => dishes[key]?.[1](c, r, x, y, s);
  draw(left, 470, 790, 150);
  draw(right, 1130, 790, 150);
  salsa(c, r, 800, 760, 60, "#c8402a");
  salsa(c, r, 930, 740, 46, "#5aa03a");
  tortillas(c, 240, 990, 150, tone("#2a8f8a", m), "#f2c21b");
  draw(hero, 800, 1010, 240);
  lime(c, 1150, 1120, 50);
  const drink = pick(r, ["margarita", "beer", "agua"] as const);
  if (drink === "margarita") for (const x of [1300, 1440]) margarita(c, x, 1010, 230);
  if (drink === "beer") for (const x of [1330, 1430]) beer(c, x, 980, 260);
  if (drink === "agua")
    for (const [x, col] of [
      [1320, "#b0243a"],
      [1440, "#f1e6cc"],
    ] as const)
      tumbler(c, x, 1010, 230, col, "#f2b632");
  const drinkName = { margarita: "margaritas", beer: "cold beers", agua: "glasses of agua fresca" }[
    drink
  ];
  const named = [hero, left, right].map((k) => dishes[k]?.[0] ?? k);
  const where = terrace ? "on a terrace above the bay" : "in a painted courtyard";
  return `A restaurant table ${where} ${m.phrase}, set with ${named[0]}, ${named[1]} and ${named[2]}, salsas, warm tortillas and ${drinkName}.`;
}

export const restaurants = template(
  [mirrored(table), arcade, palapaRoom, corner],
  [
    [/palapa|playa|beach|arena/, palapaRoom],
    [/taquer|trompo/, tacoStand],
  ],
);
