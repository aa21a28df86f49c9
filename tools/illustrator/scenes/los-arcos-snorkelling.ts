// Los Arcos from the water: the arched granite islands behind, a snorkeller at the surface.

import { sierra } from "../land.ts";
import { snorkeller } from "../people.ts";
import { granite, losArcos } from "../rocks.ts";
import { birds, cloud, sky } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { ripples, sea } from "../water.ts";

export const losArcosSnorkelling: Scene = {
  name: "los-arcos-snorkelling",
  title:
    "The granite islands of Los Arcos with their natural arch rising from a turquoise sea, seabirds overhead and a snorkeller floating at the surface with mask and fins.",
  draw(c, r) {
    const hz = 560;
    sky(c, S("0 #3d9fd6, 1 #cdeef2"), hz);
    cloud(c, 330, 170, 280, "#ffffff", 0.9);
    cloud(c, 1250, 240, 220, "#ffffff", 0.8);
    sierra(c, r, hz, [300, 230], "#3f7f5a", "#b9dde0", (t) => 0.5 + t * 0.6);
    sea(c, hz, S("0 #3fa9bf, 0.45 #1fb2b8, 1 #5ad3c4"));
    ripples(c, r, hz, 1200, "#e8fffb", 50, 0, 1600, 0.4);
    losArcos(c, r, 780, 700, 480, granite, 0.16);
    c.ellipse(780, 704, 420, 6, "#e8fffb", { opacity: 0.6 });
    birds(c, r, 6, 600, 200, 1100, 360, "#3b3f4a", 18);
    snorkeller(c, 500, 1000, 400, "#3a2a22", "#1d4f73", "#f2a22c", "#f2fffd");
  },
};
