// The North Hotel Zone: a beach and hotel row receding to one vanishing point.

import { hotel, umbrella } from "../built.ts";
import { sierra } from "../land.ts";
import { definePalm, palmAt } from "../palms.ts";
import { cloud, sky } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { ripples, sea } from "../water.ts";

export const zoneNorthHotelZone: Scene = {
  name: "zone-north-hotel-zone",
  title:
    "The North Hotel Zone: a long straight beach lined by a row of tall hotel towers, palms and pool umbrellas on a sunny day.",
  draw(c, r) {
    const hz = 600;
    sky(c, S("0 #3f9ad6, 1 #d8eff2"), hz);
    cloud(c, 360, 170, 320, "#ffffff", 0.9);
    cloud(c, 1100, 120, 220, "#ffffff", 0.8);
    sierra(c, r, hz, [260, 190], "#5f8f86", "#c9e3e6", (t) => 0.6 + t * 0.5);
    sea(c, hz, S("0 #66bfd0, 0.5 #2a9bbb, 1 #1a7aa0"));
    ripples(c, r, hz, 1200, "#e8fbff", 40, 0, 900, 0.4);
    // The beach runs from the foreground to a vanishing point near the horizon.
    c.path("M1640,1200H380L520,860L600,640L640,600H760L1640,900Z", "#f2dcb5");
    c.path("M380,1200L520,860L600,640L640,600", "none", {
      stroke: "#ffffff",
      "stroke-width": 8,
      opacity: 0.8,
    });
    const towers: [number, number, number][] = [
      [700, 110, 80],
      [780, 200, 100],
      [900, 300, 140],
      [1080, 440, 190],
      [1320, 620, 250],
    ];
    for (const [x, h, w] of towers)
      hotel(c, x, 640 + (x - 700) * 0.36, w, h, "#f6f2ea", "#cfd8dc", "#4f8fb0");
    // Pool deck in front of the nearest hotel.
    c.path("M1000,1200L1150,960H1640V1200Z", "#e8e2d6");
    c.path("M1120,1150L1220,1000H1580L1560,1150Z", "#3fc1d0");
    c.path("M1180,1100L1240,1020H1400", "none", {
      stroke: "#b8f1f5",
      "stroke-width": 6,
      opacity: 0.8,
    });
    const palm = definePalm(c, r, { trunk: "#7b5a40", frond: "#3f8a4f", back: "#2f6f3f" }, 16);
    for (const [x, y, h] of [
      [620, 760, 200],
      [760, 840, 270],
      [930, 950, 360],
      [1450, 990, 420],
    ] as const)
      palmAt(c, palm, x, y, h, x % 3 === 0);
    for (const [x, y, s, col] of [
      [1080, 1140, 170, "#f2b632"],
      [1230, 1190, 190, "#ffffff"],
      [880, 1080, 140, "#e0523a"],
    ] as const)
      umbrella(c, x, y, s, col, "#f5efe4");
    for (const [x, y, s] of [
      [560, 1000, 120],
      [650, 900, 100],
      [430, 1120, 150],
    ] as const)
      umbrella(c, x, y, s, "#2a9d8f", "#f5efe4", "#ffffff");
  },
};
