// Punta de Mita: a surf break peeling off the green point, the Marietas on the horizon.

import { house } from "../built.ts";
import { canopy } from "../flora.ts";
import { mix, P, smooth, tube } from "../geom.ts";
import { boulders, breaker } from "../rocks.ts";
import { cloud, sky } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { glitter, ripples, sea } from "../water.ts";

export const zonePuntaDeMita: Scene = {
  name: "zone-punta-de-mita",
  title:
    "Punta de Mita: a green headland with rocky points where surf waves break, and the Marietas Islands on the horizon at golden hour.",
  draw(c, r) {
    const hz = 560;
    sky(c, S("0 #6aa6d4, 0.65 #f6d7a6, 1 #fbc98a"), hz);
    cloud(c, 500, 200, 260, "#fff3e0", 0.8);
    // The low, flat-topped Marietas on the horizon.
    for (const [x, w, h] of [
      [380, 260, 46],
      [640, 150, 30],
      [260, 60, 18],
    ] as const) {
      c.path(
        `M${x - w / 2},${hz}L${x - w * 0.4},${hz - h}H${x + w * 0.35}L${x + w / 2},${hz}Z`,
        "#8e8f9e",
      );
    }
    sea(c, hz, S("0 #79b7c4, 0.4 #2f93a7, 1 #136f88"));
    glitter(c, r, 1000, hz, 900, 300, "#fff0c8", 14);
    c.path(
      `${smooth(P("1640,420 1420,440 1200,520 1040,610 930,660"))}Q900,690 880,700H1640Z`,
      "#4f7d4c",
    );
    canopy(c, r, P("1640,430 1420,450 1200,530 1040,615"), 34, ["#4a7748", "#5d8f56", "#3f6b42"]);
    c.path("M880,700L920,640Q1000,660 1080,700Z", "#9a7a62");
    c.path(`M980,700L1020,650H1120L1180,700Z`, "#7a6050");
    boulders(c, r, 860, 1200, 706, 30, ["#6f5a4c", "#8a705e"], "#ffffff");
    house(c, 1300, 470, 120, 60, "#fbf6ec", { roof: "flat" });
    ripples(c, r, 700, 1200, "#ffffff", 30, 0, 1600, 0.3);
    // Lines of swell wrapping round the point, then the big breaker in front.
    for (const [y, a] of [
      [760, 0.4],
      [820, 0.5],
    ] as const)
      c.path(`M-20,${y}Q800,${y - 26} 1620,${y + 10}`, "none", {
        stroke: "#e9fbff",
        "stroke-width": 5,
        opacity: a,
      });
    breaker(c, r, 180, 1010, 1300, 230, c.lin(S("0 #5fd0c8, 1 #137a8f")), "#f6fdff");
    c.rect(0, 1060, 1600, 140, mix("#136f88", "#ffffff", 0.1));
    ripples(c, r, 1060, 1200, "#ffffff", 16, 0, 1600, 0.4);
    // A surfer trimming across the open face ahead of the curl.
    c.path("M700,930l120,-14l-14,14Z", "#f4b04a");
    c.path(tube(P("745,924 760,880 752,850"), 16, 12, 6), "#23323f");
    c.path(tube(P("775,922 768,880 760,852"), 16, 12, 6), "#23323f");
    c.path(tube(P("756,856 768,820 772,792"), 26, 20, 6), "#23323f");
    c.line(P("770,810 720,830"), "#23323f", 10);
    c.line(P("775,810 820,800"), "#23323f", 10);
    c.circle(776, 776, 14, "#23323f");
  },
};
