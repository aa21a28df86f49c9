// Markets: fruit and vegetable stalls (in a market hall or out in the street), a piñata
// stall, a flower stand, or a Sunday farmers' market of white tents under the trees.

import { type Mood, tone } from "../mood.ts";
import { walker } from "../people.ts";
import { awning, bananas, heap, type Produce, produce, stallTable } from "../stalls.ts";
import { type Stamp, stamper } from "../stamp.ts";
import { between, type Canvas, pick, type Rng } from "../svg.ts";
import { basket, pinata, pot } from "../wares.ts";
import { farmers, flowerStand } from "./farmers.ts";
import { fishMarket } from "./fish-market.ts";
import { type Hints, mirrored, template, when } from "./hints.ts";
import { backdrop } from "./market-backdrop.ts";

const stripes = [
  ["#e0523a", "#f4efe6"],
  ["#2a9d8f", "#f4efe6"],
  ["#f2b632", "#e0523a"],
  ["#3b6fb6", "#f2c21b"],
  ["#e2267a", "#f4efe6"],
];

/** One stall: awning, table with crates of produce, bananas, the vendor behind. */
function stall(
  c: Canvas,
  r: Rng,
  m: Mood,
  x0: number,
  x1: number,
  goods: Produce[],
  stamp: Stamp,
): void {
  const [a = "#e0523a", b = "#f4efe6"] = pick(r, stripes);
  awning(c, x0, x1, 360, 470, tone(a, m), tone(b, m), tone("#5a4a3a", m), 1010);
  if (r() < 0.7)
    walker(c, (x0 + x1) / 2 + between(r, -120, 120), 1000, 480, tone("#3a2a34", m), 0, r() < 0.5);
  if (r() < 0.6) for (let i = 0; i < 2; i++) bananas(c, x0 + 120 + i * (x1 - x0 - 240), 520, 110);
  stallTable(
    c,
    x0 + 20,
    x1 - 20,
    760,
    1010,
    tone("#8a6a4a", m),
    tone(pick(r, ["#2a8f8a", "#c4552f", "#f4efe6"]), m),
  );
  const n = Math.max(3, Math.floor((x1 - x0) / 200));
  for (let i = 0; i < n; i++) {
    const kind = goods[i % goods.length] ?? "mango";
    stamp(
      kind,
      () => heap(c, r, 0, 0, 100, kind, tone("#b8925a", m)),
      x0 + 40 + ((i + 0.5) * (x1 - x0 - 80)) / n,
      760,
      ((x1 - x0 - 80) / n) * 0.009,
    );
  }
}

export function fruit(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  const hall = r() < 0.5;
  backdrop(c, r, m, hall);
  const pool = produce.slice();
  const goods: Produce[] = [];
  for (let i = 0; i < 6; i++)
    goods.push(pool.splice(Math.floor(r() * pool.length), 1)[0] ?? "lime");
  const stamp = stamper(c);
  stall(c, r, m, 20, 780, goods.slice(0, 3), stamp);
  stall(c, r, m, 820, 1580, goods.slice(3), stamp);
  const shoppers = Math.floor(between(r, 0, 3));
  for (let i = 0; i < shoppers; i++)
    walker(
      c,
      between(r, 200, 1400),
      1200,
      between(r, 440, 520),
      m.ink,
      between(r, -0.6, 0.6),
      r() < 0.5,
    );
  const names: Record<Produce, string> = {
    mango: "mangoes",
    lime: "limes",
    tomato: "tomatoes",
    chile: "chiles",
    avocado: "avocados",
    papaya: "papayas",
    watermelon: "watermelon",
    orange: "oranges",
  };
  const list = goods.slice(0, 4).map((g) => names[g]);
  return `${hall ? "Inside a covered market hall" : "A street market under papel picado"} ${m.phrase}: fruit stalls under striped awnings piled with ${list.slice(0, 3).join(", ")} and ${list[3] ?? "limes"}${shoppers ? ", shoppers passing" : ""}.`;
}

function pinatas0(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  backdrop(c, r, m, r() < 0.4);
  const bright = ["#e2267a", "#f2c21b", "#2a9d8f", "#f47a1f", "#7b4fa0", "#3b6fb6", "#7bd23a"];
  const [a = "#e2267a", b = "#f4efe6"] = pick(r, stripes);
  awning(c, 40, 1560, 260, 360, tone(a, m), tone(b, m), tone("#5a4a3a", m), 1010);
  c.rect(40, 380, 1520, 12, tone("#5a4a3a", m));
  for (let i = 0; i < 6; i++)
    pinata(c, r, 170 + i * 250, 520 + (i % 2) * 90, between(r, 60, 85), bright);
  stallTable(c, 80, 1520, 820, 1010, tone("#8a6a4a", m), tone("#f4efe6", m));
  const toys = pick(r, ["baskets", "pots"] as const);
  for (let i = 0; i < 6; i++) {
    const x = 200 + i * 240;
    if (toys === "baskets") basket(c, x, 820, 150, "#c99a5a", pick(r, bright));
    else
      pot(
        c,
        x,
        820,
        between(r, 110, 150),
        pick(r, ["jar", "olla", "jug"] as const),
        pick(r, ["#b5643a", "#c98a4a"]),
        r() < 0.5 ? pick(r, bright) : undefined,
      );
  }
  walker(c, between(r, 300, 1300), 1200, 470, m.ink, 0.4, true);
  return `A market stall ${m.phrase} hung with bright star piñatas under a striped awning, ${toys === "baskets" ? "woven baskets" : "clay pots"} on the table below and a shopper passing.`;
}

const pinatas = mirrored(pinatas0);

export const markets = template(
  [fruit, pinatas, flowerStand, farmers],
  [
    [/flor|flower/, flowerStand],
    [/\bmar\b|fish|pescad|marisc/, fishMarket],
    [/isla|artesan|craft/, pinatas],
    [/pinata|fiesta|toy|juguet/, pinatas],
    [/farmer|sunday|domingo|organic|tianguis/, farmers],
  ],
);
