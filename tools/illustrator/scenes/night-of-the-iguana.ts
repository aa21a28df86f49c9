// Mismaloya cove by moonlight: headlands frame the beach and the iguana is a cut-out in front.

import { iguana } from "../animals.ts";
import { canopy } from "../flora.ts";
import { P, smooth } from "../geom.ts";
import { definePalm, palmAt } from "../palms.ts";
import { boulders, losArcos } from "../rocks.ts";
import { moon, sky, stars } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { glitter, ripples, sea } from "../water.ts";

export const nightOfTheIguana: Scene = {
  name: "night-of-the-iguana",
  title:
    "The Mismaloya jungle cove at night under a full moon, moonlight on the water and a small beach, with an iguana silhouetted on a rock in the foreground.",
  draw(c, r) {
    const hz = 620;
    sky(c, S("0 #0c1533, 0.7 #1f3566, 1 #355282"), hz);
    stars(c, r, 90, 520);
    moon(c, 1000, 250, 62, "#1a2d5a");
    losArcos(c, r, 830, hz, 150, { lit: "#2c3c60", shade: "#1d2a48" }, 0.2);
    sea(c, hz, S("0 #2b4777, 1 #0c1a36"));
    glitter(c, r, 1000, hz, 1000, 340, "#f5eec8", 22);
    // Cove: jungle headlands close in from both sides around a pale beach.
    c.path(
      `${smooth(P("-40,330 220,380 430,560 560,700 620,770"))}Q560,900 380,1200H-40Z`,
      "#13243a",
    );
    c.path(
      `${smooth(P("1640,380 1400,430 1230,600 1120,770"))}Q1200,900 1380,1200H1640Z`,
      "#152a40",
    );
    canopy(c, r, P("-40,340 220,390 430,570 560,700"), 48, ["#13243a", "#1a2f47", "#10203a"]);
    canopy(c, r, P("1640,390 1400,440 1230,610 1120,760"), 48, ["#152a40", "#1c3450", "#10203a"]);
    c.path("M520,790Q820,745 1180,800Q840,812 520,790Z", "#8d93ad");
    c.path("M500,792Q840,760 1200,800", "none", {
      stroke: "#dfe6f0",
      "stroke-width": 3,
      opacity: 0.7,
    });
    const palm = definePalm(c, r, { trunk: "#0d1a2c", frond: "#0d1a2c", back: "#12223a" }, 14);
    palmAt(c, palm, 600, 790, 220, true);
    palmAt(c, palm, 1150, 800, 260);
    palmAt(c, palm, 1090, 790, 190, true);
    for (const [x, y] of P("300,520 330,535 1350,560"))
      c.rect(x, y, 12, 9, "#ffd27a", { opacity: 0.85 });
    ripples(c, r, 800, 1200, "#9fb3d8", 24, 200, 1400, 0.3);
    // Foreground rock and the iguana, a near-black cut-out against the moonlit water.
    c.path(`${smooth(P("380,1210 520,1080 760,1020 960,1010 1140,1060 1260,1210"))}Z`, "#080f1e");
    boulders(c, r, 200, 420, 1130, 60, ["#0b1426", "#0f1a30"]);
    iguana(c, 880, 985, 140, "#03070f");
  },
};
