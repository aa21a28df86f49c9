// A humpback fluke-up dive, the classic whale-watching sighting, with a panga for scale.

import { whaleTail } from "../animals.ts";
import { crewedPanga } from "../boats.ts";
import { sierra } from "../land.ts";
import { birds, cloud, sky } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { mirror, ripples, sea, splash } from "../water.ts";

export const whaleWatchingBanderasBay: Scene = {
  name: "whale-watching-banderas-bay",
  title:
    "A humpback whale raises its tail fluke above Banderas Bay as it dives, water streaming off, with a small whale-watching boat and the Sierra mountains behind.",
  draw(c, r) {
    const hz = 620;
    sky(c, S("0 #5ea9d6, 1 #d7ecf1"), hz);
    cloud(c, 380, 200, 340, "#ffffff", 0.9);
    cloud(c, 1220, 150, 260, "#ffffff", 0.8);
    sierra(c, r, hz, [330, 260, 170], "#2f6b5c", "#b7d8e0", (t) => 1.15 - t * 0.6);
    sea(c, hz, S("0 #6fb3c7, 0.5 #2a7fa6, 1 #174f78"));
    ripples(c, r, hz, 1200, "#d6f1f7", 50, 0, 1600, 0.45);
    crewedPanga(c, 1230, hz + 42, 110, "#f4f1ea", "#2f86b8", -1, "#23404f");
    const tail = c.define(() => whaleTail(c, 790, 860, 330, "#23313f", "#e9eef1"));
    c.use(tail);
    mirror(c, tail, 880, 0.1);
    // Water pouring off the trailing edge.
    for (let i = 0; i < 10; i++) {
      const x = 790 + (r() * 2 - 1) * 280;
      const top = 860 - 330 * (0.72 + (Math.abs(x - 790) / 330) * 0.2);
      c.line(
        [
          [x, top + 30],
          [x, top + 60 + r() * 140],
        ],
        "#e6f6fb",
        2 + r() * 3,
        { opacity: 0.55, "stroke-dasharray": "24 14" },
      );
    }
    splash(c, r, 790, 870, 220, 160, "#eaf8fb", "#bfe4ee");
    birds(c, r, 3, 950, 330, 1150, 420, "#2b4a5c", 12);
  },
};
