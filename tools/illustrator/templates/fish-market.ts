// A fish market by the water: counters of crushed ice laid with snapper, dorado and shrimp
// under striped awnings, a hanging scale, pangas pulled up on the beach behind.

import { panga, pangaColours } from "../boats.ts";
import { fish } from "../critters.ts";
import { shrimp } from "../food.ts";
import { P } from "../geom.ts";
import { bay, tone } from "../mood.ts";
import { walker } from "../people.ts";
import { beach } from "../shore.ts";
import { awning } from "../stalls.ts";
import { between, type Canvas, pick, type Rng } from "../svg.ts";
import { type Hints, hills, mirrored, when } from "./hints.ts";

function counter(c: Canvas, r: Rng, x0: number, x1: number, y: number): void {
  c.rect(x0, y, x1 - x0, 220, "#c8ccd0");
  c.rect(x0, y + 20, x1 - x0, 200, "#9aa4aa");
  let ice = "";
  for (let x = x0 + 10; x < x1 - 10; x += 26) ice += `M${x},${y + 4}a14,10 0 0 1 28,0Z`;
  c.rect(x0, y - 30, x1 - x0, 34, "#e8f4f8");
  c.path(ice, "#ffffff");
  const fishes = Math.floor((x1 - x0) / 150);
  for (let i = 0; i < fishes; i++) {
    const [body, stripe] = pick(r, [
      ["#d8504a", "#f4a08a"],
      ["#c8d0d8", "#8a9aa8"],
      ["#4a9a5a", "#f2c21b"],
    ]);
    fish(c, x0 + 90 + i * 150, y - 40 - (i % 2) * 20, 52, body, stripe, i % 2 ? 1 : -1);
  }
  for (let i = 0; i < 6; i++)
    shrimp(c, x1 - 120 + between(r, -50, 50), y - 10 - between(r, 0, 30), 30, i);
}

function market(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning midday");
  bay(c, r, m, 460, { hills: hills(h, 0.7) });
  beach(c, m, P("-40,600 400,580 800,590 1200,570 1640,590"));
  for (let i = 0; i < 3; i++) {
    const [hull, stripe] = pick(r, pangaColours);
    panga(
      c,
      200 + i * 560 + between(r, -60, 60),
      650,
      280,
      tone(hull, m),
      tone(stripe, m),
      i % 2 ? -1 : 1,
    );
  }
  c.rect(0, 700, 1600, 500, tone("#b8b0a0", m));
  const [a, b] = pick(r, [
    ["#2a7fb8", "#f4efe6"],
    ["#2a9d8f", "#f4efe6"],
    ["#e0523a", "#f4efe6"],
  ]);
  awning(
    c,
    20,
    1580,
    260,
    360,
    tone(a ?? "#2a7fb8", m),
    tone(b ?? "#f4efe6", m),
    tone("#5a4a3a", m),
    1100,
  );
  const vendors = pick(r, [1, 2]);
  for (let i = 0; i < vendors; i++)
    walker(c, 400 + i * 800, 900, 520, tone("#2a3a48", m), 0, r() < 0.5);
  c.line(
    [
      [1200, 380],
      [1200, 470],
    ],
    "#5a5a60",
    4,
  );
  c.circle(1200, 500, 40, "#d8dce0");
  c.rect(1150, 540, 100, 16, "#c8ccd0");
  counter(c, r, 60, 1540, 820);
  const shopper = r() < 0.6;
  if (shopper) walker(c, between(r, 300, 1300), 1230, 420, m.ink, 0.3, r() < 0.5);
  return `A fish market by the bay ${m.phrase}: snapper, dorado and shrimp laid out on crushed ice under a striped awning, a hanging scale, and pangas pulled up on the beach behind${shopper ? "; a shopper stops to look" : ""}.`;
}

export const fishMarket = mirrored(market);
