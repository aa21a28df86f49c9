// South of town the jungle meets the sea in spurs and small coves, with Los Arcos offshore.

import { crewedPanga, sailboat } from "../boats.ts";
import { house } from "../built.ts";
import { canopy } from "../flora.ts";
import { smooth } from "../geom.ts";
import { sierra } from "../land.ts";
import { boulders, granite, losArcos } from "../rocks.ts";
import { birds, cloud, sky } from "../sky.ts";
import { type Canvas, type Pt, type Rng, S, type Scene } from "../svg.ts";
import { ripples, sea } from "../water.ts";

/**
 * A jungle spur: a ridge descending from the left into the sea, its foot
 * ending in rocks, its slope textured with round tree crowns.
 */
function spur(
  c: Canvas,
  r: Rng,
  y0: number,
  tip: Pt,
  water: number,
  fill: string,
  trees: string[],
): void {
  const top: Pt[] = [
    [-60, y0],
    [tip[0] * 0.45, y0 + (tip[1] - y0) * 0.25],
    [tip[0] * 0.8, y0 + (tip[1] - y0) * 0.65],
    tip,
  ];
  c.path(`${smooth(top)}Q${tip[0] + 50},${water - 10} ${tip[0] + 70},${water}H-60Z`, fill);
  const line: Pt[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    line.push([-60 + (tip[0] + 60) * t, y0 + (tip[1] - y0) * (t * t * (3 - 2 * t)) + 10]);
  }
  canopy(c, r, line, (water - y0) * 0.12 + 14, trees, 1.2);
}

export const zoneSouthHotelZone: Scene = {
  name: "zone-south-hotel-zone",
  title:
    "The South Hotel Zone: green jungle hills dropping into small sandy coves with white villas, and rock islands with a natural arch offshore.",
  draw(c, r) {
    const hz = 500;
    sky(c, S("0 #58abd9, 1 #def2f3"), hz);
    cloud(c, 420, 150, 300, "#ffffff", 0.9);
    cloud(c, 1200, 210, 200, "#ffffff", 0.75);
    sierra(c, r, hz, [260], "#6d9f86", "#cbe6e6", (t) => 1.2 - t);
    sea(c, hz, S("0 #5fb7cc, 0.5 #1d9bb5, 1 #157f9e"));
    ripples(c, r, hz, 1200, "#e8fffb", 40, 0, 1600, 0.35);
    losArcos(c, r, 1230, 640, 250, granite, 0.25);
    const spurs: [number, Pt, number, string, string[]][] = [
      [250, [1060, 520], 540, "#76a77a", ["#6d9f72", "#82b385"]],
      [360, [860, 600], 640, "#4b8c5b", ["#46855a", "#5a9a66", "#3f7a52"]],
      [520, [560, 760], 820, "#2f6e46", ["#2c6843", "#3a7d50", "#265c3b"]],
    ];
    spurs.forEach(([y0, tip, water, fill, trees], i) => {
      spur(c, r, y0, tip, water, fill, trees);
      // A crescent cove beach at the foot of each spur, with a villa above it.
      const bx = tip[0] + 120;
      c.path(
        `M${bx - 190},${water + 2}Q${bx},${water - 22} ${bx + 170},${water + 18}Q${bx},${water + 6} ${bx - 190},${water + 2}Z`,
        "#f1dcb0",
      );
      house(c, tip[0] - 150 - i * 40, tip[1] - 10 + i * 10, 60 + i * 30, 40 + i * 18, "#f7f4ee");
      boulders(
        c,
        r,
        tip[0] + 30,
        tip[0] + 90,
        water + 4,
        18 + i * 8,
        ["#7b6a63", "#5e504c"],
        "#ffffff",
      );
    });
    // Boats crossing the bay towards the islands, trailing white wakes.
    c.path("M1020,1000L1420,1060L1420,1075Z", "#ffffff", { opacity: 0.5 });
    crewedPanga(c, 960, 1000, 160, "#f7f3ea", "#2f86b8", -1, "#23404f");
    sailboat(c, 700, 920, 130, "#f7f4ee", "#ffffff", "#e9eef0");
    birds(c, r, 4, 900, 260, 1200, 360, "#2e4a58", 14);
  },
};
