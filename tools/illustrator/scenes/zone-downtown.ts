// Downtown from the bay: the crowned church tower above the Malecón and white houses.

import { panga, sailboat } from "../boats.ts";
import { village } from "../built.ts";
import { canopy } from "../flora.ts";
import { P, smooth } from "../geom.ts";
import { sierra } from "../land.ts";
import { crownTower } from "../landmarks.ts";
import { definePalm, palmAt } from "../palms.ts";
import { walker } from "../people.ts";
import { birds, cloud, sky } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { ripples, sea } from "../water.ts";

export const zoneDowntown: Scene = {
  name: "zone-downtown",
  title:
    "Downtown Puerto Vallarta from the bay: the Malecón promenade with palms, white buildings with tile roofs, and the crowned church tower rising in front of green mountains.",
  draw(c, r) {
    sky(c, S("0 #4f9fd4, 1 #f2e6cf"), 760);
    cloud(c, 300, 170, 300, "#ffffff", 0.9);
    cloud(c, 1300, 130, 240, "#ffffff", 0.85);
    sierra(c, r, 640, [380, 300, 220], "#2f6a47", "#bcd9d2", (t) => 0.7 + t * 0.4, 800);
    canopy(c, r, P("-40,600 400,560 900,590 1640,560"), 40, ["#2f6a47", "#3c7a52", "#2a5e40"], 0.8);
    crownTower(c, 820, 640, 120, "#f3e9da", "#d7c4ae", "#6e4d42", "#f7eedc");
    village(c, r, -20, 1640, 800, 90, 190, ["#f7f3ea", "#fbf8f1", "#f1e6d4", "#f5d9b8"]);
    c.rect(720, 640, 200, 160, "#efe2cf");
    c.path("M790,800V730A30,30 0 0 1 850,730V800Z", "#6e4d42");
    // The Malecón: sea wall, railing and promenade.
    c.rect(0, 800, 1600, 60, "#d9c6a8");
    c.rect(0, 860, 1600, 26, "#a98d70");
    for (let x = 10; x < 1600; x += 40) c.rect(x, 776, 6, 26, "#7b6a5e");
    c.rect(0, 772, 1600, 6, "#7b6a5e");
    const palm = definePalm(c, r, { trunk: "#7b5a40", frond: "#3f8a4f", back: "#2f6f3f" }, 14);
    for (const [x, h, f] of [
      [120, 330, false],
      [470, 290, true],
      [1150, 310, false],
      [1470, 340, true],
    ] as const)
      palmAt(c, palm, x, 830, h, f);
    for (const [x, h, s] of [
      [330, 70, 0.6],
      [380, 66, -0.5],
      [990, 72, 0.5],
      [1300, 64, -0.6],
    ] as const)
      walker(c, x, 838, h, "#3d3a4a", s);
    sea(c, 886, S("0 #3aa0b9, 1 #1c6f96"));
    ripples(c, r, 886, 1200, "#e6fbff", 40, 0, 1600, 0.4);
    c.path(
      `M-20,1200${smooth(P("-20,1120 500,1080 1100,1110 1620,1070"))
        .slice(1)
        .replace(/^[^C]*/, "L-20,1120")}L1620,1200Z`,
      "#ead7b5",
    );
    panga(c, 420, 1010, 150, "#f4f1ea", "#d2553a", 1);
    sailboat(c, 1180, 960, 120, "#f7f4ee", "#ffffff", "#e9eef0");
    birds(c, r, 5, 300, 300, 700, 420, "#2c4a5c", 14);
  },
};
