// Bucerías: pangas pulled up on the sand while kite surfers use the afternoon breeze.

import { panga, pangaColours } from "../boats.ts";
import { village } from "../built.ts";
import { P, smooth } from "../geom.ts";
import { sierra } from "../land.ts";
import { definePalm, palmAt } from "../palms.ts";
import { kitesurfer } from "../people.ts";
import { birds, cloud, sky } from "../sky.ts";
import { at, S, type Scene } from "../svg.ts";
import { ripples, sea } from "../water.ts";

export const zoneBucerias: Scene = {
  name: "zone-bucerias",
  title:
    "Bucerías: colourful fishing pangas pulled up on the village beach while kite surfers ride the breezy bay under bright kites.",
  draw(c, r) {
    const hz = 600;
    sky(c, S("0 #3f98d4, 1 #dff1f2"), hz);
    cloud(c, 1250, 160, 280, "#ffffff", 0.85);
    sierra(c, r, hz, [200, 140], "#5f8f86", "#c9e3e6", (t) => 1 - t * 0.6);
    sea(c, hz, S("0 #5fbad0, 1 #1f8fb4"));
    ripples(c, r, hz, 900, "#ffffff", 50, 0, 1600, 0.55);
    kitesurfer(c, 560, 760, 110, "#23323f", "#f7f3ea", "#e0523a", [420, 300]);
    kitesurfer(c, 1120, 700, 80, "#23323f", "#f7f3ea", "#f2b632", [1240, 380]);
    kitesurfer(c, 850, 650, 50, "#23323f", "#f7f3ea", "#2a9d8f", [900, 470]);
    c.path(`${smooth(P("-40,860 500,880 1100,850 1640,830"))}L1640,1240H-40Z`, "#f0d9ae");
    c.path(smooth(P("-40,860 500,880 1100,850 1640,830")), "none", {
      stroke: "#ffffff",
      "stroke-width": 8,
      opacity: 0.8,
    });
    village(c, r, 1300, 1640, 850, 90, 150, ["#f2c14e", "#e07a5f", "#f6f1e7"]);
    const palm = definePalm(c, r, { trunk: "#7b5a40", frond: "#3f8a4f", back: "#2f6f3f" }, 14);
    palmAt(c, palm, 1360, 900, 360, true);
    palmAt(c, palm, 1520, 920, 440);
    for (let i = 0; i < 5; i++) {
      const [hull, stripe] = at(pangaColours, i);
      panga(c, 300 + i * 230, 1000 + (i % 2) * 90, 300, hull, stripe, i % 2 ? -1 : 1);
    }
    birds(c, r, 3, 700, 200, 1000, 300, "#2c4a5c", 14);
  },
};
