// Sunrise on the beach: pastel light, calm water and a yoga pose as the focal silhouette.

import { P } from "../geom.ts";
import { hill, sierra } from "../land.ts";
import { definePalm, palmAt } from "../palms.ts";
import { yogaWarrior } from "../people.ts";
import { birds, cloud, sky, sun } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { glitter, ripples, sea } from "../water.ts";

export const sunriseMorningsOnTheBay: Scene = {
  name: "sunrise-mornings-on-the-bay",
  title:
    "Sunrise on a quiet beach of Banderas Bay: calm pastel sea, mountains behind, and a person holding a yoga pose on a mat in the sand.",
  draw(c, r) {
    const hz = 690;
    sky(c, S("0 #8fc1d8, 0.5 #f8d2b6, 1 #f7b3a3"), hz);
    cloud(c, 420, 240, 300, "#fde6d6", 0.8);
    cloud(c, 1260, 180, 220, "#fde6d6", 0.6);
    sun(c, 1040, 520, 70, "#fff1c9", "#ffd9a8");
    sierra(c, r, hz, [280, 220, 150], "#5f6f8c", "#f3c4b4", (t) => 0.3 + t * 0.9);
    sea(c, hz, S("0 #f4c6b3, 0.4 #a9c7d6, 1 #6a9fbe"));
    glitter(c, r, 1040, hz, 1000, 420, "#fff3dc", 18);
    ripples(c, r, hz, 1000, "#ffffff", 30, 0, 1600, 0.3);
    // Wet sand mirrors the sky, dry sand is warm; a foam line separates them.
    hill(c, P("-20,1000 500,925 1000,840 1620,770"), "#e9c9b4");
    hill(c, P("-20,1030 500,955 1000,870 1620,800"), "#f3ddc0");
    c.path("M-20,1000C300,950 700,890 1000,840S1400,785 1620,770", "none", {
      stroke: "#ffffff",
      "stroke-width": 5,
      opacity: 0.8,
    });
    hill(c, P("-20,1110 600,1060 1100,1000 1620,960"), "#f6e3c8");
    const palm = definePalm(c, r, { trunk: "#6b5060", frond: "#58667a", back: "#4a566a" }, -20);
    palmAt(c, palm, 1500, 960, 520, true);
    palmAt(c, palm, 1380, 900, 360);
    c.ellipse(800, 1082, 250, 14, "#d9b99f", { opacity: 0.6 });
    yogaWarrior(c, 800, 1080, 330, "#3d2f4a", "#3fa3a0");
    birds(c, r, 4, 500, 330, 800, 430, "#8a6a7e", 12);
  },
};
