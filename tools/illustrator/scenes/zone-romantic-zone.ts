// The Romantic Zone: Los Muertos pier and its sail spire, beach umbrellas, hillside old town.

import { house, umbrella } from "../built.ts";
import { canopy } from "../flora.ts";
import { P } from "../geom.ts";
import { hill, sierra } from "../land.ts";
import { sailPier } from "../landmarks.ts";
import { definePalm, palmAt } from "../palms.ts";
import { birds, sky, streak, sun } from "../sky.ts";
import { at, S, type Scene } from "../svg.ts";
import { glitter, sea } from "../water.ts";

export const zoneRomanticZone: Scene = {
  name: "zone-romantic-zone",
  title:
    "The Romantic Zone at sunset: Los Muertos pier with its tall sail-shaped spire reaching into the bay, a beach of umbrellas, and old-town rooftops on the hill behind.",
  draw(c, r) {
    const hz = 640;
    sky(c, S("0 #3a3f7a, 0.5 #d0718a, 0.85 #f6a766, 1 #ffd390"), hz);
    streak(c, 500, 240, 520, 16, "#f6a2a0", 0.45);
    sun(c, 300, hz - 60, 60, "#fff0c0", "#ffc27a");
    sierra(c, r, hz, [160], "#6a4a6e", "#e79a8a", (t) => (t < 0.4 ? 0.8 - t : 0.2), hz + 2);
    sea(c, hz, S("0 #f2a878, 0.35 #8a5a88, 1 #2f3f72"));
    glitter(c, r, 300, hz, 1100, 380, "#ffe0a8", 20);
    // Hillside old town on the right: stacked houses climbing into the jungle.
    hill(c, P("880,900 1100,560 1400,430 1640,400"), "#3f6a4c");
    canopy(c, r, P("1000,640 1200,470 1640,400"), 44, ["#3f6a4c", "#4d7a55", "#36603f"]);
    const walls = ["#f6efe4", "#f2d3b0", "#f7f3ec", "#e9b89a"];
    for (let row = 0; row < 4; row++) {
      for (let i = 0; i < 4 - Math.floor(row / 2); i++) {
        const x = 1040 + row * 90 + i * 150;
        house(c, x, 900 - row * 95, 130, 100, at(walls, (i + row) % walls.length), {
          roofColour: "#c2532e",
          window: "#5a3a4a",
        });
      }
    }
    sailPier(c, [1080, 880], [430, 760], 440, "#3a2c44", "#2e2338");
    // Beach with umbrellas and a few sunset strollers.
    hill(c, P("-40,1010 600,960 1100,900 1640,880"), "#e9c7a0");
    c.path("M-40,1010C300,985 800,930 1100,900S1500,880 1640,880", "none", {
      stroke: "#fff4e2",
      "stroke-width": 6,
      opacity: 0.8,
    });
    hill(c, P("-40,1080 600,1030 1100,980 1640,960"), "#f1d6b0");
    const cols = ["#e0523a", "#2a9d8f", "#f2b632", "#3b6fb6", "#e0523a"];
    for (let i = 0; i < 5; i++)
      umbrella(c, 330 + i * 230, 1120 - i * 30, 200 - i * 12, at(cols, i), "#f5efe4", "#ffffff");
    const palm = definePalm(c, r, { trunk: "#4a3040", frond: "#2f4a40", back: "#243a34" }, -16);
    palmAt(c, palm, 1480, 1200, 520, true);
    birds(c, r, 4, 600, 300, 900, 420, "#4a3048", 14);
  },
};
