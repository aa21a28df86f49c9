// The airport: a jet climbing out over palms, the control tower and the Sierra behind.

import { shrub } from "../flora.ts";
import { P } from "../geom.ts";
import { sierra } from "../land.ts";
import { definePalm, palmAt } from "../palms.ts";
import { cloud, sky } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { plane } from "../vehicles.ts";

export const zoneAirport: Scene = {
  name: "zone-airport",
  title:
    "A jet taking off over palm trees near Puerto Vallarta airport, with the control tower and the Sierra mountains behind.",
  draw(c, r) {
    sky(c, S("0 #4c93d0, 0.7 #bfe0ee, 1 #f4e3c4"), 900);
    cloud(c, 1200, 180, 340, "#ffffff", 0.9);
    cloud(c, 360, 300, 220, "#ffffff", 0.7);
    sierra(c, r, 820, [380, 290, 200], "#3d7058", "#c0dad8", (t) => 0.6 + t * 0.5, 900);
    // Control tower: shaft, glazed cab and antenna.
    c.path("M1210,880L1226,520H1274L1290,880Z", "#eae6de");
    c.path("M1250,880V520H1274L1290,880Z", "#cfcac0");
    c.path("M1180,520L1196,450H1304L1320,520Z", "#2f5f78");
    c.rect(1170, 516, 160, 16, "#eae6de");
    c.rect(1190, 432, 120, 18, "#eae6de");
    c.line(P("1250,432 1250,380"), "#8a8a8a", 5);
    c.rect(820, 820, 560, 70, "#e9e3d8");
    c.rect(820, 820, 560, 16, "#c9c2b6");
    for (let x = 850; x < 1360; x += 50) c.rect(x, 848, 30, 28, "#4f8fb0");
    c.rect(0, 880, 1600, 320, "#8fb86a");
    c.path("M-40,1010L1640,940V990L-40,1070Z", "#6f7378");
    c.path("M0,1038L1600,966", "none", {
      stroke: "#f4f1ea",
      "stroke-width": 5,
      "stroke-dasharray": "50 40",
    });
    plane(c, 700, 480, 640, 14, "#f5f6f8", "#b6c0ca", "#2a9d8f");
    const palm = definePalm(c, r, { trunk: "#6b5040", frond: "#2f7a45", back: "#25603a" }, 12);
    for (const [x, h] of P("60,420 230,330 420,380 1080,300 1400,400 1560,340"))
      palmAt(c, palm, x, 1200, h, x % 2 === 0);
    for (let x = 0; x < 1600; x += 90) shrub(c, r, x + r() * 40, 1205, 60, ["#3f7a48", "#4f8a52"]);
  },
};
