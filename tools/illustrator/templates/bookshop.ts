// A small bookshop: walls of colourful spines, a ladder, a reading armchair under a lamp,
// piles on a table and a window onto the sunny street.

import { mix } from "../geom.ts";
import { tone } from "../mood.ts";
import { walker } from "../people.ts";
import { between, type Canvas, f, pick, type Rng, S } from "../svg.ts";
import { pendant, potPlant } from "../things.ts";
import { type Hints, mirrored, when } from "./hints.ts";

const spines = [
  "#c4552f",
  "#2a6a8a",
  "#f2b632",
  "#3f7a4e",
  "#7b4fa0",
  "#e8dcc8",
  "#1d2a3a",
  "#d8466a",
];

/** A shelf run of books standing on y, spines of random heights and colours, one path each tone. */
function books(c: Canvas, r: Rng, x0: number, x1: number, y: number, hgt: number): void {
  const d = spines.map(() => "");
  let x = x0;
  while (x < x1 - 20) {
    const w = between(r, 16, 34);
    const k = Math.floor(r() * spines.length);
    const bh = hgt * between(r, 0.7, 1);
    d[k] += `M${f(x)},${f(y)}v${f(-bh)}h${f(w)}v${f(bh)}Z`;
    x += w + 2;
    if (r() < 0.05) x += 40;
  }
  spines.forEach((s, i) => {
    c.path(d[i] ?? "", s);
  });
}

function shop(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden dusk");
  const wall = tone(pick(r, ["#e8dcc8", "#d8e4e0", "#f2e0c8"]), m, 0.4);
  c.rect(0, 0, 1600, 1200, wall);
  const wood = tone(pick(r, ["#6a4228", "#8a5a36", "#4a3a2a"]), m, 0.4);
  c.rect(80, 80, 900, 860, mix(wood, "#000000", 0.3));
  for (const y of [280, 480, 680, 880]) {
    books(c, r, 100, 960, y, 170);
    c.rect(80, y, 900, 20, wood);
  }
  c.rect(1080, 160, 440, 520, c.lin(S(m.sky)));
  c.rect(1080, 560, 440, 120, tone("#d8c4a0", m));
  c.rect(1060, 140, 480, 560, "none", { stroke: wood, "stroke-width": 30 });
  c.rect(0, 940, 1600, 260, tone("#a8744a", m, 0.4));
  c.ellipse(1200, 1080, 340, 60, tone(pick(r, ["#c4552f", "#2a6a8a", "#7b4fa0"]), m, 0.4));
  const chair = tone(pick(r, ["#2a6a8a", "#c4552f", "#3f7a4e"]), m, 0.4);
  c.rect(1060, 860, 260, 120, chair, { rx: 30 });
  c.rect(1040, 760, 60, 220, chair, { rx: 26 });
  c.rect(1280, 820, 60, 160, chair, { rx: 26 });
  pendant(c, 1200, 0, 620, 80, tone("#f2b632", m, 0.4), true);
  c.line(
    [
      [700, 940],
      [820, 120],
    ],
    wood,
    14,
  );
  c.line(
    [
      [780, 940],
      [900, 120],
    ],
    wood,
    14,
  );
  for (let i = 1; i < 8; i++)
    c.line(
      [
        [700 + i * 15, 940 - i * 102],
        [780 + i * 15, 940 - i * 102],
      ],
      wood,
      10,
    );
  for (let i = 0; i < 5; i++)
    c.rect(300 + between(r, -10, 10), 1080 - i * 36, 220, 34, pick(r, spines), { rx: 4 });
  c.rect(260, 1116, 300, 30, wood);
  potPlant(
    c,
    r,
    1480,
    1120,
    300,
    pick(r, ["monstera", "fern"] as const),
    tone("#b5643a", m, 0.4),
    tone("#3f7a48", m, 0.4),
  );
  const reader = r() < 0.6;
  if (reader) walker(c, between(r, 480, 640), 1160, 500, tone("#2a2a34", m, 0.4), 0.1, r() < 0.5);
  return `A small bookshop ${m.phrase}: floor-to-ceiling shelves of colourful books with a ladder, a reading armchair under a warm lamp and a window onto the street${reader ? ", a reader browsing" : ""}.`;
}

export const bookshop = mirrored(shop);
