// Las Peñas before it became Puerto Vallarta: a sepia, hand-tinted look for a history piece.

import { panga } from "../boats.ts";
import { village } from "../built.ts";
import { canopy } from "../flora.ts";
import { P } from "../geom.ts";
import { hill, sierra } from "../land.ts";
import { definePalm, palmAt } from "../palms.ts";
import { walker } from "../people.ts";
import { birds, sky, streak, sun } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { ripples, sea } from "../water.ts";

export const fromLasPenasToPuertoVallarta: Scene = {
  name: "from-las-penas-to-puerto-vallarta",
  title:
    "The old fishing village of Las Peñas at the mouth of the Cuale river: whitewashed houses with terracotta tile roofs, wooden canoes on the sand and a mountain behind, in faded sepia tones.",
  draw(c, r) {
    // A warm, desaturated palette suggests an old hand-tinted photograph.
    sky(c, S("0 #c9b48e, 1 #efe0bf"), 700);
    sun(c, 1240, 220, 50, "#f7ecd0", "#efd9ad");
    streak(c, 420, 200, 420, 14, "#f3e6c8", 0.6);
    sierra(
      c,
      r,
      640,
      [470, 360, 260],
      "#6b6a48",
      "#d6c6a0",
      (t) => 1.1 - Math.abs(t - 0.45) * 0.9,
      760,
    );
    canopy(c, r, P("-40,600 600,590 1640,600"), 34, ["#6f6d4a", "#7d7a54", "#65633f"], 0.8);
    village(c, r, 120, 900, 740, 70, 120, ["#f2e8d3", "#ece0c6", "#f6eedc"], {
      roofColour: "#b5684a",
      window: "#5a4a3a",
      door: "#6e5236",
    });
    village(c, r, 1000, 1500, 740, 60, 100, ["#f2e8d3", "#ece0c6"], {
      roofColour: "#b5684a",
      window: "#5a4a3a",
      door: "#6e5236",
    });
    hill(c, P("-40,740 600,745 1640,738"), "#d8c49c", 1000);
    // The river winds down from the hills and fans out across the beach.
    c.path(
      "M900,740C930,760 960,770 940,800C900,850 860,880 820,960L1040,960C1000,880 1000,830 1000,790C1000,765 960,750 940,740Z",
      "#8fa79d",
    );
    sea(c, 950, S("0 #a9b8a8, 1 #6f8b86"));
    ripples(c, r, 950, 1200, "#f3ead6", 30, 0, 1600, 0.5);
    hill(c, P("-40,900 400,920 820,960 1040,960 1300,930 1640,910"), "#e4d2ac", 1010);
    c.path("M-40,1010Q800,990 1640,1010", "none", {
      stroke: "#fbf5e6",
      "stroke-width": 6,
      opacity: 0.8,
    });
    const palm = definePalm(c, r, { trunk: "#6e5a40", frond: "#6d7048", back: "#5a5c3a" }, 18);
    for (const [x, h, f] of [
      [80, 420, false],
      [210, 320, true],
      [1380, 360, false],
      [1520, 460, true],
    ] as const)
      palmAt(c, palm, x, 900, h, f);
    panga(c, 470, 930, 240, "#8a6848", "#5e4632", 1);
    panga(c, 680, 950, 200, "#9a7656", "#6a5038", -1);
    panga(c, 1220, 935, 220, "#846446", "#5a4430", -1);
    walker(c, 560, 925, 80, "#4e3f30", 0.4);
    birds(c, r, 5, 500, 240, 900, 360, "#6e5a42", 14);
    c.rect(0, 0, 1600, 1200, "none", { stroke: "#8a7356", "stroke-width": 40, opacity: 0.25 });
  },
};
