// Nuevo Vallarta: flat beach, the mangrove-lined estuary, low-rise resorts across the water.

import { hotel } from "../built.ts";
import { mangroves } from "../flora.ts";
import { P, smooth } from "../geom.ts";
import { sierra } from "../land.ts";
import { definePalm, palmAt } from "../palms.ts";
import { walker } from "../people.ts";
import { birds, cloud, sky } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { ripples, sea } from "../water.ts";

export const zoneNuevoVallarta: Scene = {
  name: "zone-nuevo-vallarta",
  title:
    "Nuevo Vallarta: a wide flat beach beside the river estuary lined with mangroves, a few low-rise buildings and palms under a clear sky.",
  draw(c, r) {
    const hz = 500;
    sky(c, S("0 #4f9fd6, 1 #e2f1f0"), hz);
    cloud(c, 420, 150, 300, "#ffffff", 0.9);
    cloud(c, 1250, 110, 200, "#ffffff", 0.7);
    sierra(c, r, hz, [150, 100], "#6f9a8a", "#cfe4e4", (t) => 0.2 + t * 0.9);
    sea(c, hz, S("0 #6cc0cf, 1 #238fb0"), 900);
    ripples(c, r, hz, 800, "#e8fbff", 30, 0, 1600, 0.4);
    // Far bank: resort buildings, kept low, among palms.
    c.path(`${smooth(P("540,650 900,610 1300,600 1640,595"))}L1640,720H540Z`, "#d9d2a6");
    for (const [x, w, h] of [
      [760, 150, 70],
      [950, 170, 96],
      [1180, 160, 84],
      [1400, 190, 110],
    ] as const)
      hotel(c, x, 660, w, h, "#f6f0e4", "#d8d0c2", "#5d8fa8");
    const palm = definePalm(c, r, { trunk: "#7b5a40", frond: "#3f8a4f", back: "#2f6f3f" }, 14);
    for (const [x, h] of P("700,150 900,130 1120,160 1360,140 1580,170"))
      palmAt(c, palm, x, 680, h, x % 200 === 0);
    // The estuary: river water between two mangrove banks, opening into the sea on the left.
    c.path(`M480,700H1640V860C1300,850 1000,880 700,820Z`, "#3e9bb0");
    ripples(c, r, 710, 860, "#d6f3f5", 16, 700, 1600, 0.4);
    mangroves(c, r, 620, 1640, 712, 90, "#4a3a2e", ["#2f6a3a", "#3a7a44", "#285c33"]);
    mangroves(c, r, 820, 1640, 862, 120, "#4a3a2e", ["#2c6436", "#37743f", "#24562f"]);
    // The wide flat beach in front, with a foam line where it meets the bay.
    c.path(`${smooth(P("-40,860 300,860 600,850 860,870 1640,880"))}L1640,1240H-40Z`, "#f0dcb4");
    c.path(smooth(P("-40,860 300,860 600,850 860,870")), "none", {
      stroke: "#ffffff",
      "stroke-width": 8,
      opacity: 0.8,
    });
    c.path(`${smooth(P("-40,960 600,940 1640,980"))}L1640,1240H-40Z`, "#f4e4c2");
    palmAt(c, palm, 1380, 1120, 420);
    palmAt(c, palm, 1520, 1090, 330, true);
    walker(c, 520, 1020, 110, "#3d3a4a", 0.5);
    walker(c, 600, 1030, 100, "#3d3a4a", -0.4, true);
    birds(c, r, 5, 500, 240, 900, 360, "#2c4a5c", 14);
  },
};
