// Marina Vallarta: berths and yachts mirrored in still water below the lighthouse.

import { mastBoat, yacht } from "../boats.ts";
import { hotel } from "../built.ts";
import { canopy } from "../flora.ts";
import { mix, P } from "../geom.ts";
import { sierra } from "../land.ts";
import { lighthouse } from "../landmarks.ts";
import { birds, cloud, sky } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { mirror, ripples, sea } from "../water.ts";

export const zoneMarinaVallarta: Scene = {
  name: "zone-marina-vallarta",
  title:
    "Marina Vallarta: yachts and sailboat masts along the docks, the marina lighthouse tower, and pastel condominiums with mountains behind.",
  draw(c, r) {
    const hz = 760;
    sky(c, S("0 #5aa6d8, 1 #f3e4cc"), hz);
    cloud(c, 300, 160, 260, "#ffffff", 0.85);
    sierra(c, r, 640, [300, 220], "#4b8068", "#c6dedb", (t) => 0.7 + t * 0.4, 760);
    const condos: [number, number, number, string][] = [
      [-20, 250, 200, "#f3e3cf"],
      [230, 300, 170, "#f2d0b8"],
      [560, 220, 190, "#eef0ea"],
      [1000, 280, 180, "#f3e3cf"],
      [1220, 330, 200, "#e8d6c6"],
      [1450, 260, 170, "#f2d0b8"],
    ];
    for (const [x, h, w, col] of condos)
      hotel(c, x, hz, w, h, col, mix(col, "#8a7a70", 0.25), "#5d8fa8");
    canopy(
      c,
      r,
      [
        [-40, 740],
        [1640, 740],
      ],
      30,
      ["#4f8a5a", "#3f7a4e"],
      0.9,
    );
    lighthouse(c, 860, hz, 460, "#f4ead8", "#d7c6ae", "#b5523b", "#ffe3a0");
    sea(c, hz, S("0 #7cc0cf, 1 #2c7f9e"));
    // Docks and boats are defined once so their reflection is one <use>.
    const marina = c.define(() => {
      c.rect(0, 900, 1600, 18, "#d9c7a8");
      for (let x = 60; x < 1600; x += 150) c.rect(x, 880, 12, 40, "#a08a6a");
      for (const [x, len] of P("200,260 480,240 760,280 1060,250 1340,260"))
        mastBoat(c, x, 895, len, "#f8f8f4", "#5a6470");
      yacht(c, 420, 1010, 360, "#ffffff", "#2f4d5a", 1);
      yacht(c, 1150, 1030, 400, "#f7f7f2", "#2f4d5a", -1);
      c.rect(0, 1035, 1600, 16, "#d9c7a8");
    });
    c.use(marina);
    mirror(c, marina, 1055, 0.25, 1051);
    ripples(c, r, hz, 1200, "#ffffff", 30, 0, 1600, 0.35);
    birds(c, r, 3, 1050, 250, 1300, 340, "#2c4a5c", 14);
  },
};
