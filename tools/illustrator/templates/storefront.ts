// A craft shop seen from the street: painted front, open door, a display window, and the
// goods spilling onto the pavement (pots, sarapes, hats or bottles, as the name suggests).

import { umbrella } from "../built.ts";
import { bottleRow } from "../drinks.ts";
import { bougainvillea } from "../flora.ts";
import { tone } from "../mood.ts";
import { walker } from "../people.ts";
import { sky } from "../sky.ts";
import { cobbles, papelPicado } from "../street.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { basket, hat, necklace, plateFace, pot, potShapes, sarape } from "../wares.ts";
import { type Hints, mirrored, when } from "./hints.ts";
import { flags, walls } from "./town.ts";

type Goods = "pottery" | "textiles" | "silver" | "bottles";

function goodsFor(r: Rng, h: Hints): Goods {
  if (/plata|silver|joy|jewel/.test(h.words)) return "silver";
  if (/talavera|barro|ceram|potter|clay/.test(h.words)) return "pottery";
  if (/textil|rebozo|sarape|tela|weav|sombrero|\bhats?\b/.test(h.words)) return "textiles";
  if (/tequil|mezcal|raicilla|vino|licor|agave/.test(h.words)) return "bottles";
  return pick(r, ["pottery", "textiles", "silver", "bottles"] as const);
}

function front(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden golden");
  const goods = goodsFor(r, h);
  sky(c, S(m.sky), 400);
  const wall = tone(pick(r, walls), m);
  const trim = tone(pick(r, ["#2a9d8f", "#3b6fb6", "#c4552f", "#f2b632"]), m);
  c.rect(-20, 120, 1640, 900, wall);
  c.rect(-20, 100, 1640, 40, trim);
  const dx = pick(r, [180, 860]);
  c.rect(dx, 380, 560, 480, tone("#2f3a44", m));
  c.rect(dx + 20, 400, 520, 440, c.lin(S("0 #cfe8f0 0.5, 1 #8ab0c0 0.3")));
  c.rect(dx - 20, 360, 600, 24, trim);
  if (goods === "silver")
    for (let i = 0; i < 4; i++)
      necklace(
        c,
        dx + 100 + i * 120,
        480,
        100,
        "#e8eef2",
        pick(r, ["#2aa39a", "#e0523a", "#2f6fb5"]),
      );
  if (goods === "bottles")
    for (const y of [600, 800])
      bottleRow(
        c,
        r,
        dx + 30,
        dx + 530,
        y,
        150,
        ["#c9d8dc", "#b8741f", "#3f7a4e"],
        ["#f4efe6", "#f2b632", "#e0523a"],
      );
  if (goods === "pottery")
    for (let i = 0; i < 3; i++)
      plateFace(c, dx + 120 + i * 160, 520, 60, "#f4efe6", "#2f5fa8", "#f2b632");
  if (goods === "textiles")
    for (let i = 0; i < 3; i++) sarape(c, r, dx + 40 + i * 170, 400, 150, 380, flags);
  const door = dx < 800 ? 1000 : 300;
  c.path(`M${door},1000V520A150,150 0 0 1 ${door + 300},520V1000Z`, tone("#5a3a2a", m));
  c.path(`M${door + 20},1000V530A130,130 0 0 1 ${door + 280},530V1000Z`, tone("#8a6a4a", m, 1.4));
  for (let i = 0; i < 3; i++) c.rect(door + 40, 600 + i * 120, 220, 12, tone("#5a3a24", m, 1.4));
  if (r() < 0.6) bougainvillea(c, r, door + 200, 120, 300, 200);
  papelPicado(c, [-20, 200], [1620, 210], 30, flags, 80);
  c.rect(-20, 1000, 1640, 60, tone("#d9c7a8", m));
  c.rect(-20, 1050, 1640, 150, tone("#b8a486", m));
  cobbles(
    c,
    r,
    1210,
    1055,
    0,
    1600,
    0,
    1600,
    ["#c2ad8a", "#b39e7c", "#cdb896"].map((t) => tone(t, m)),
    8,
    2.2,
  );
  const out = dx < 800 ? [980, 1320, 1480] : [120, 220, 660];
  if (goods === "pottery" || goods === "bottles")
    for (const x of out)
      pot(
        c,
        x,
        1030,
        between(r, 120, 200),
        pick(r, potShapes),
        tone(pick(r, ["#b5643a", "#c98a4a", "#8a4a2a"]), m),
      );
  else if (goods === "textiles")
    for (const x of out) hat(c, x, 1020, 90, tone("#e9cf8e", m), pick(r, flags));
  else for (const x of out) basket(c, x, 1040, 130, tone("#c99a5a", m), pick(r, flags));
  if (!m.lit && r() < 0.5)
    umbrella(
      c,
      dx + 280,
      1040,
      240,
      tone(pick(r, ["#e0523a", "#2a9d8f"]), m),
      "#f5efe4",
      "#ffffff",
    );
  const shopper = r() < 0.6;
  if (shopper) walker(c, between(r, 500, 1100), 1180, 380, m.ink, 0.4, r() < 0.5);
  const what = {
    pottery: "painted plates and clay pots",
    textiles: "striped sarapes and straw hats",
    silver: "silver necklaces",
    bottles: "tequila bottles and clay jars",
  }[goods];
  return `A craft shop on a cobbled street ${m.phrase}: ${what} in the window and by the open door, papel picado overhead${shopper ? ", a shopper passing" : ""}.`;
}

export const storefront = mirrored(front);
