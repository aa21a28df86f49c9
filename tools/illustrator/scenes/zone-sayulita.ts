// Sayulita: a papel picado street that ends at the surf.

import { P } from "../geom.ts";
import { definePalm, palmAt } from "../palms.ts";
import { surfboard, walker } from "../people.ts";
import { breaker } from "../rocks.ts";
import { cloud, sky } from "../sky.ts";
import { cobbles, facade, papelPicado, type Quad } from "../street.ts";
import { S, type Scene } from "../svg.ts";
import { sea } from "../water.ts";

export const zoneSayulita: Scene = {
  name: "zone-sayulita",
  title:
    "Sayulita: a surf-village street hung with colourful papel picado banners leading down to the beach and waves, with surfboards propped against painted walls.",
  draw(c, r) {
    sky(c, S("0 #4aa3dc, 1 #dff2f2"), 700);
    cloud(c, 800, 160, 260, "#ffffff", 0.85);
    sea(c, 560, S("0 #5fc0cf, 1 #2a9bb5"), 740);
    breaker(c, r, 560, 700, 480, 70, "#3fb2c0", "#ffffff");
    c.rect(0, 700, 1600, 60, "#f0d9ae");
    const left = P("-20,160 640,520 640,760 -20,1240") as Quad;
    const right = P("960,520 1620,160 1620,1240 960,760") as Quad;
    facade(c, r, left, "#f2c14e", "#2a9d8f", "#2f4d5a", "#e07a5f", 5, 2);
    facade(c, r, right, "#e9a6a0", "#2a9d8f", "#2f4d5a", "#3d9e9a", 5, 2);
    const palm = definePalm(c, r, { trunk: "#7b5a40", frond: "#3f8a4f", back: "#2f6f3f" }, 14);
    palmAt(c, palm, 700, 720, 220);
    palmAt(c, palm, 910, 730, 190, true);
    c.path("M-20,1240L640,760H960L1620,1240Z", "#d9c4a0");
    cobbles(c, r, 1220, 765, 180, 1420, 660, 940, ["#cdb48c", "#c2a880", "#d6bf98"], 6, 1.9);
    const flags = ["#e2267a", "#f2c21b", "#2a9d8f", "#f47a1f", "#7b4fa0", "#3b6fb6"];
    for (const [y, a, b, s] of [
      [300, -20, 1620, 120],
      [440, 290, 1310, 76],
      [530, 480, 1120, 50],
    ] as const) {
      papelPicado(c, [a, y], [b, y], s * 0.4, flags, s);
    }
    // Surfboards leaning on the walls, and surfers heading down to the waves.
    for (const [x, col, tilt] of [
      [150, "#f2b632", -12],
      [240, "#2a9d8f", -8],
      [1380, "#e0523a", 10],
      [1470, "#f7f3ea", 14],
    ] as const) {
      surfboard(c, x, 1150, 420, col, "#ffffff", tilt);
    }
    walker(c, 760, 900, 140, "#2f3a48", 0.6);
    surfboard(c, 800, 860, 120, "#f2b632", "#ffffff", 70);
    walker(c, 880, 820, 100, "#2f3a48", -0.5, true);
  },
};
