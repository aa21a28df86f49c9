// Shops: shelves of clay and talavera pottery, hanging sarapes with hats and baskets,
// a silver jeweller's counter, or a wall of tequila and raicilla bottles.

import { bottleRow, tumbler } from "../drinks.ts";
import { agave } from "../flora.ts";
import { mix } from "../geom.ts";
import { type Mood, tone } from "../mood.ts";
import { walker } from "../people.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { pendant, potPlant } from "../things.ts";
import { basket, hat, necklace, plateFace, pot, potShapes, ring, sarape } from "../wares.ts";
import { bookshop } from "./bookshop.ts";
import { type Hints, mirrored, template, when } from "./hints.ts";
import { storefront } from "./storefront.ts";
import { flags } from "./town.ts";

/** Shop box: back wall, floor, and a doorway (left or right) onto the sunny street. */
function shop(c: Canvas, r: Rng, m: Mood, wall: string, floor: string): number {
  c.rect(0, 0, 1600, 1200, tone(wall, m, 0.4));
  c.rect(0, 900, 1600, 300, tone(floor, m, 0.4));
  const door = pick(r, [60, 1340]);
  c.rect(door - 20, 180, 240, 720, tone(mix(wall, "#000000", 0.25), m, 0.4));
  c.rect(door, 200, 200, 700, c.lin(S(m.sky)));
  c.rect(door, 700, 200, 200, tone("#d8c4a0", m));
  c.path(`M${door},900L${door + 200},900L${door + 330},1200H${door - 130}Z`, "#fff6d8", {
    opacity: m.lit ? 0.05 : 0.18,
  });
  return door < 800 ? 300 : 60;
}

function shelves(c: Canvas, x0: number, x1: number, ys: number[], wood: string): void {
  for (const y of ys) {
    c.rect(x0, y, x1 - x0, 18, wood);
    c.rect(x0 + 20, y + 18, 14, 24, mix(wood, "#000000", 0.25));
    c.rect(x1 - 34, y + 18, 14, 24, mix(wood, "#000000", 0.25));
  }
}

function potteryScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  const x0 = shop(c, r, m, "#f2e6d2", "#c4764a");
  const x1 = x0 + 1240;
  const talavera = r() < 0.6;
  const glaze = pick(r, ["#2f5fa8", "#2a8f8a", "#e0a030"]);
  for (let i = 0; i < 5; i++)
    plateFace(
      c,
      x0 + 130 + i * 245,
      150,
      70,
      "#f4efe6",
      talavera ? glaze : "#c4552f",
      pick(r, ["#f2b632", "#2f5fa8", "#e0523a"]),
    );
  shelves(c, x0, x1, [440, 680], "#7a5236");
  for (const y of [440, 680]) {
    let x = x0 + 70;
    while (x < x1 - 60) {
      const s = between(r, 110, 170);
      const clay = r() < 0.5 || !talavera;
      pot(
        c,
        x,
        y,
        s,
        pick(r, potShapes),
        clay ? pick(r, ["#b5643a", "#c98a4a", "#8a4a2a"]) : "#f4efe6",
        clay ? undefined : glaze,
      );
      x += s * 0.9;
    }
  }
  for (const [x, s] of [
    [x0 + 160, 300],
    [x0 + 520, 240],
    [x0 + 1080, 320],
  ] as const)
    pot(
      c,
      x,
      1080 + (s - 240) * 0.3,
      s,
      pick(r, ["olla", "jar", "vase"] as const),
      pick(r, ["#b5643a", "#a85a32"]),
      r() < 0.4 ? glaze : undefined,
    );
  potPlant(c, r, x0 + 800, 1140, 260, "cactus", "#b5643a", tone("#3f8a4f", m));
  return `A pottery shop ${m.phrase}: ${talavera ? "blue-and-white talavera and" : "glazed and"} terracotta pots on wooden shelves, painted plates on the wall and big clay ollas on the tiled floor.`;
}

function textilesScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  const x0 = shop(c, r, m, pick(r, ["#e9d8c0", "#d8e4e0", "#f2d0b8"]), "#9a7a5a");
  const cols = pick(r, [
    flags,
    ["#c4552f", "#f2b632", "#2a8f8a", "#1d1b2a", "#f4efe6"],
    ["#7b4fa0", "#e77fb0", "#f2c21b", "#22b3c9", "#f4efe6"],
  ]);
  c.rect(x0 - 20, 130, 1280, 16, "#3a2a22");
  for (let i = 0; i < 5; i++) sarape(c, r, x0 + i * 250, 146, 220, between(r, 440, 560), cols);
  c.rect(x0 + 60, 860, 1120, 40, tone("#7a5236", m, 0.4));
  c.rect(x0 + 100, 900, 40, 200, tone("#5a3a24", m, 0.4));
  c.rect(x0 + 1100, 900, 40, 200, tone("#5a3a24", m, 0.4));
  for (let i = 0; i < 4; i++) {
    let y = 860;
    for (let k = 0; k < 5; k++) {
      c.rect(x0 + 110 + i * 270, y - 36, 220, 34, pick(r, cols), { rx: 6 });
      y -= 36;
    }
  }
  const withHats = r() < 0.6;
  for (let i = 0; i < 3 && withHats; i++)
    hat(c, x0 + 250 + i * 380, 1130, 150, "#e9cf8e", pick(r, cols));
  for (let i = 0; i < 3 && !withHats; i++)
    basket(c, x0 + 250 + i * 380, 1160, 220, "#c99a5a", pick(r, cols));
  return `A textile shop ${m.phrase}: striped sarapes and rebozos hanging from a rail, stacks of folded cloth on the counter and ${withHats ? "straw hats" : "woven baskets"} in front.`;
}

function silverScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "golden dusk night");
  if (r() < 0.5) return boutique(c, r, m);
  const wood = pick(r, ["#4a2a1e", "#2a3a4a", "#3a2a3a"]);
  c.rect(0, 0, 1600, 1200, wood);
  for (let x = 0; x < 1600; x += 200) c.rect(x, 0, 8, 1200, mix(wood, "#000000", 0.3));
  c.rect(300, 160, 1000, 420, mix(wood, "#000000", 0.35));
  const stones = ["#2aa39a", "#e0523a", "#2f6fb5", "#f2b632", "#1d1b2a"];
  for (let i = 0; i < 6; i++) necklace(c, 400 + i * 160, 220, 120, "#dfe4e8", pick(r, stones));
  for (const x of [400, 800, 1200]) pendant(c, x, 0, 100, 70, "#c9a04a", true);
  c.rect(150, 680, 1300, 60, "#dfe4e8", { opacity: 0.5 });
  c.rect(150, 740, 1300, 320, "#1d2540");
  for (let i = 0; i < 7; i++) ring(c, 260 + i * 180, 820, 30, "#e8eef2", pick(r, stones));
  for (let i = 0; i < 4; i++) necklace(c, 330 + i * 320, 900, 200, "#e8eef2", pick(r, stones));
  c.rect(150, 680, 1300, 380, "#cfe8f0", { opacity: 0.14 });
  c.path("M220,700L420,700L260,1040H60Z", "#ffffff", { opacity: 0.12 });
  c.rect(150, 1060, 1300, 140, mix(wood, "#000000", 0.2));
  const bx = pick(r, [360, 1240]);
  c.path(
    `M${bx - 90},680Q${bx - 80},560 ${bx - 40},540V440Q${bx},400 ${bx + 40},440V540Q${bx + 80},560 ${bx + 90},680Z`,
    "#1a1a22",
  );
  necklace(c, bx, 520, 110, "#e8eef2", pick(r, stones));
  const visitor = r() < 0.5;
  if (visitor) walker(c, pick(r, [140, 1460]), 1200, 520, "#14121c", 0.1, r() < 0.5);
  potPlant(c, r, pick(r, [80, 1520]), 1200, 300, "monstera", "#2a2a30", "#3f7a48");
  return `A silversmith's shop ${m.phrase}: silver necklaces and rings with turquoise and coral stones in a lit glass counter, more pieces on the dark wood wall${visitor ? ", a shopper browsing" : ""}.`;
}

function bottlesScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning golden dusk");
  const x0 = shop(c, r, m, pick(r, ["#e8d8b8", "#c8d8c8", "#d8c0a8"]), "#8a6a4a");
  const glass = /raicilla|mezcal/.test(h.words)
    ? ["#c9d8dc", "#8aa0a8", "#3f7a4e"]
    : ["#c9d8dc", "#b8741f", "#e8c46a", "#3f7a4e"];
  const labels = ["#f4efe6", "#f2b632", "#e0523a", "#1d1b2a"];
  shelves(c, x0, x0 + 1240, [320, 540, 760], "#5a3a24");
  for (const y of [320, 540, 760]) bottleRow(c, r, x0 + 10, x0 + 1230, y, 170, glass, labels);
  c.rect(x0 + 200, 930, 840, 40, "#6a4228");
  c.rect(x0 + 230, 970, 780, 200, "#8a5a36");
  for (let i = 0; i < 5; i++)
    tumbler(c, x0 + 330 + i * 140, 930, 70, pick(r, ["#f4efe6", "#e8c46a", "#f2d8a4"]));
  agave(c, r, x0 + 1160, 1180, 200, tone("#6a9a8a", m), tone("#3f6a5a", m));
  return `A tequila and raicilla shop ${m.phrase}: rows of bottles on wooden shelves, tasting glasses lined up on the counter and a potted agave.`;
}

/** A bright silver boutique: glass cases on white plinths, a necklace on a velvet bust in each. */
function boutique(c: Canvas, r: Rng, m: Mood): string {
  c.rect(0, 0, 1600, 1200, tone(pick(r, ["#f4f1ea", "#e8eef0", "#f2e8e0"]), m, 0.3));
  c.rect(0, 860, 1600, 340, tone(pick(r, ["#b08a62", "#8a7a70", "#c8b8a0"]), m, 0.3));
  c.rect(560, 160, 480, 420, tone("#c9a04a", m, 0.3), { rx: 20 });
  c.rect(590, 190, 420, 360, c.lin(S("0 #dfe8ec, 1 #9ab0b8")), { rx: 12 });
  const stones = ["#2aa39a", "#e0523a", "#2f6fb5", "#f2b632"];
  for (const x of [300, 800, 1300]) {
    c.rect(x - 130, 800, 260, 300, "#ffffff");
    c.rect(x - 130, 800, 40, 300, "#e4e4e0");
    c.rect(x - 140, 560, 280, 240, "#dff0f4", { opacity: 0.45 });
    c.path(
      `M${x - 60},800Q${x - 55},720 ${x - 25},700V640Q${x},620 ${x + 25},640V700Q${x + 55},720 ${x + 60},800Z`,
      "#1a1a22",
    );
    necklace(c, x, 680, 70, "#e8eef2", pick(r, stones));
    c.rect(x - 140, 556, 280, 8, "#ffffff", { opacity: 0.8 });
    pendant(c, x, 0, 300, 60, "#2a2a30", true);
  }
  if (r() < 0.5) walker(c, pick(r, [560, 1040]), 1180, 480, "#2a2a34", 0.2, true);
  return `A bright silver boutique ${m.phrase}: necklaces with turquoise and coral stones on velvet busts in glass cases, a gilded mirror on the white wall.`;
}

const pottery = mirrored(potteryScene);
const textiles = mirrored(textilesScene);
const silver = mirrored(silverScene);
const bottles = mirrored(bottlesScene);

export const shopping = template(
  [pottery, textiles, silver, bottles, storefront],
  [
    [/libr|book|lector|pelicano/, bookshop],
    [/plata|silver|joy|jewel/, silver],
    [/talavera|barro|ceram|potter|clay/, pottery],
    [/textil|rebozo|sarape|tela|weav|sombrero|\bhats?\b/, textiles],
    [/tequil|mezcal|raicilla|vino|licor|wine|agave/, bottles],
  ],
);
