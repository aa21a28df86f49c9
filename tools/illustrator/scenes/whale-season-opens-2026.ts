// A breaching humpback announces the season; a distant blow hints at more whales.

import { breach } from "../animals.ts";
import { sierra } from "../land.ts";
import { birds, cloud, sky, sun } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { ripples, sea, splash } from "../water.ts";

export const whaleSeasonOpens2026: Scene = {
  name: "whale-season-opens-2026",
  title:
    "A humpback whale breaching out of Banderas Bay in a burst of spray on a bright morning, with the bay and mountains behind.",
  draw(c, r) {
    const hz = 640;
    sky(c, S("0 #7fb8df, 0.7 #f3dcc0, 1 #fbe6c6"), hz);
    sun(c, 1280, 230, 54, "#fff6dc", "#ffe7b5");
    cloud(c, 430, 260, 300, "#ffffff", 0.85);
    sierra(c, r, hz, [300, 240, 160], "#3f7563", "#cfe0e2", (t) => 0.6 + t * 0.6);
    sea(c, hz, S("0 #9fcfd6, 0.45 #3b8fb0, 1 #1a5a84"));
    ripples(c, r, hz, 1200, "#e8fbff", 50, 0, 1600, 0.45);
    // A second whale's blow far off, so the picture says "season", not one sighting.
    c.ellipse(1320, hz + 20, 18, 34, "#ffffff", { opacity: 0.7 });
    c.ellipse(1320, hz + 40, 50, 7, "#22506e", { opacity: 0.6 });
    breach(c, 700, 980, 640, 62, "#26323f", "#e4ebef");
    for (let i = 0; i < 30; i++) {
      // Spray thrown clear of both flanks as the body leaves the water.
      const t = r() * 0.7;
      const side = r() < 0.5 ? -1 : 1;
      c.circle(
        700 + t * 223 + side * (190 + r() * 110) * (1 - t * 0.4),
        980 - t * 420,
        3 + r() * 7 * (1 - t),
        "#f2fbff",
        { opacity: 0.5 + r() * 0.4 },
      );
    }
    splash(c, r, 720, 1000, 440, 200, "#f2fbff", "#c9e8f1");
    birds(c, r, 4, 1000, 380, 1250, 480, "#2b4a5c", 12);
  },
};
