// The Malecón at sunset: the seahorse statue is backlit in the foreground while the promenade
// recedes to the right, so the eye runs from statue to palms to the bay.

import { seahorseStatue } from "../animals.ts";
import { blob } from "../geom.ts";
import { sierra } from "../land.ts";
import { definePalm, palmAt } from "../palms.ts";
import { walker } from "../people.ts";
import { birds, sky, streak, sun } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { glitter, ripples, sea } from "../water.ts";

export const maleconSculptureWalk: Scene = {
  name: "malecon-sculpture-walk",
  title:
    "The Malecón seafront promenade at sunset, with the bronze statue of a boy riding a seahorse on the rocks, palms along the walk and the bay and mountains beyond.",
  draw(c, r) {
    const hz = 610;
    sky(c, S("0 #3d4f86, 0.45 #c7698a, 0.8 #f7a262, 1 #ffd48e"), hz);
    streak(c, 1000, 200, 700, 16, "#f4a3a0", 0.4);
    streak(c, 600, 330, 500, 12, "#ffbf8a", 0.45);
    sun(c, 330, hz - 70, 58, "#fff0bf", "#ffc47c");
    sierra(c, r, hz, [200, 130], "#5a3a5e", "#e6988a", (t) => 1.1 - t * 0.7, hz + 2);
    sea(c, hz, S("0 #f6b27a, 0.3 #8e5a86, 1 #253b66"));
    glitter(c, r, 330, hz, 1200, 500, "#ffe0a8", 24);
    ripples(c, r, hz, 1200, "#ffd2a0", 30, 0, 1600, 0.25);
    // The promenade recedes to the right: pavement, sea wall and railing.
    c.path("M860,1200L1620,660V1200Z", "#c98f6e");
    c.path("M860,1200L1620,660V690L920,1200Z", "#e8b98a");
    c.path("M820,1200L1620,640L1620,660L860,1200Z", "#7e4f58");
    for (let i = 0; i <= 10; i++) {
      const t = (i / 10) ** 0.8;
      const x = 840 + 780 * t;
      const y = 1200 - 550 * t;
      c.line(
        [
          [x, y],
          [x, y - 60 * (1 - t * 0.8)],
        ],
        "#4a3040",
        6 * (1 - t * 0.7),
      );
    }
    c.path("M840,1140L1620,590L1620,596L840,1150Z", "#4a3040");
    const palm = definePalm(c, r, { trunk: "#3b2a3a", frond: "#2f3b3f", back: "#243034" }, 16);
    for (const [x, y, h] of [
      [1560, 720, 170],
      [1470, 780, 250],
      [1330, 880, 380],
      [1140, 1020, 560],
    ] as const)
      palmAt(c, palm, x, y, h);
    walker(c, 1250, 1130, 190, "#2f2335", 0.7);
    walker(c, 1310, 1120, 175, "#2f2335", -0.5, true);
    walker(c, 1450, 920, 90, "#2f2335", 0.4);
    // Rocks at the water's edge with the statue, surf foaming around them.
    c.path(blob(r, 600, 1150, 330, 120, 0.12), "#3b2c3c");
    c.path(blob(r, 470, 1110, 160, 80, 0.2), "#4b384a");
    c.path(blob(r, 700, 1090, 170, 60, 0.2), "#55404f");
    c.ellipse(330, 1140, 120, 12, "#ffe6c8", { opacity: 0.6 });
    seahorseStatue(
      c,
      590,
      1075,
      540,
      c.lin(S("0 #b07a44, 0.55 #6e4528, 1 #4a2c1a"), 0, 0, 1, 0.3),
      "#d9a066",
    );
    birds(c, r, 4, 800, 260, 1100, 380, "#4a3048");
  },
};
