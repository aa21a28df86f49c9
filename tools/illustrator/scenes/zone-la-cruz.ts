// La Cruz de Huanacaxtle: the great tree the village is named after, beside the fishing marina.

import { crewedPanga, panga, pangaColours } from "../boats.ts";
import { village } from "../built.ts";
import { canopy, huanacaxtle } from "../flora.ts";
import { P, smooth } from "../geom.ts";
import { hill, sierra } from "../land.ts";
import { walker } from "../people.ts";
import { birds, cloud, sky } from "../sky.ts";
import { at, S, type Scene } from "../svg.ts";
import { mirror, ripples, sea } from "../water.ts";

export const zoneLaCruz: Scene = {
  name: "zone-la-cruz",
  title:
    "La Cruz de Huanacaxtle: a small fishing marina with pangas, a great spreading huanacaxtle tree on the shore and green hills behind.",
  draw(c, r) {
    const hz = 620;
    sky(c, S("0 #5aa6d8, 1 #f1e9d6"), hz);
    cloud(c, 1100, 150, 300, "#ffffff", 0.85);
    sierra(c, r, hz, [280, 210], "#3f7a52", "#c6dedb", (t) => 0.5 + t * 0.6);
    canopy(
      c,
      r,
      [
        [600, 600],
        [1640, 560],
      ],
      36,
      ["#3f7a52", "#4a8a5c"],
      0.8,
    );
    village(c, r, 620, 1640, 640, 50, 80, ["#f6f1e7", "#f2c14e", "#e9a6a0", "#f6f1e7"]);
    sea(c, 640, S("0 #6cbccc, 1 #2a86a6"));
    // Breakwater and floating dock of the little marina.
    c.path("M560,700L1640,680V712L560,724Z", "#8a7a6e");
    const boats = c.define(() => {
      c.rect(700, 820, 900, 14, "#c9b08a");
      for (let i = 0; i < 5; i++) {
        const [hull, stripe] = at(pangaColours, (i + 1) % 5);
        crewedPanga(
          c,
          780 + i * 180,
          810 - (i % 2) * 6,
          160,
          hull,
          stripe,
          i % 2 ? -1 : 1,
          "#23404f",
        );
      }
      for (let i = 0; i < 3; i++) {
        const [hull, stripe] = at(pangaColours, i);
        panga(c, 900 + i * 240, 940, 200, hull, stripe, 1);
      }
    });
    c.use(boats);
    mirror(c, boats, 950, 0.22, 942);
    ripples(c, r, 700, 1200, "#ffffff", 30, 600, 1600, 0.35);
    // The shore and its great huanacaxtle, older than the village itself.
    c.path(`${smooth(P("-40,660 300,680 560,760 700,1000 760,1240"))}L-40,1240Z`, "#b9c48a");
    c.path(smooth(P("300,680 560,760 700,1000 760,1240")), "none", {
      stroke: "#e9d7b0",
      "stroke-width": 22,
    });
    hill(c, P("-40,1080 300,1050 600,1100 760,1240"), "#8fae6a");
    huanacaxtle(c, r, 330, 1100, 720, "#5a4232", ["#3f7a42", "#4f8f4e", "#346a3a", "#5a9a58"]);
    walker(c, 560, 1120, 120, "#3d3a4a", -0.5, true);
    birds(c, r, 4, 900, 260, 1200, 360, "#2c4a5c", 14);
  },
};
