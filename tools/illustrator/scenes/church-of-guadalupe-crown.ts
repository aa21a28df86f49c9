// Dusk view up a cobbled street to the crowned tower of the Guadalupe church, lights strung
// overhead; the one-point perspective leads straight to the crown.

import { bougainvillea } from "../flora.ts";
import { P } from "../geom.ts";
import { sierra } from "../land.ts";
import { crownTower } from "../landmarks.ts";
import { walker } from "../people.ts";
import { sky, stars } from "../sky.ts";
import { cobbles, facade, type Quad, stringLights } from "../street.ts";
import { S, type Scene } from "../svg.ts";

export const churchOfGuadalupeCrown: Scene = {
  name: "church-of-guadalupe-crown",
  title:
    "The tower of the Church of Our Lady of Guadalupe at dusk, topped by its open crown, at the end of a cobblestone street strung with warm lights.",
  draw(c, r) {
    sky(c, S("0 #1b2350, 0.5 #54478a, 0.8 #c9809a, 1 #f3b188"), 820);
    stars(c, r, 30, 300);
    sierra(c, r, 800, [330, 260], "#2c2f55", "#8a6a96", (t) => 0.5 + Math.abs(t - 0.5));
    // Glow behind the crown, which is floodlit at night.
    c.circle(800, 190, 240, c.rad(S("0 #ffe3a6 0.45, 1 #ffe3a6 0")));
    c.rect(650, 610, 300, 190, "#ead9c2");
    c.rect(870, 610, 80, 190, "#cdb59d");
    c.path("M765,800V715A35,35 0 0 1 835,715V800Z", "#f6c56e");
    crownTower(c, 800, 610, 118, "#f3e6d3", "#d3bba2", "#f6c56e", "#fff5de");
    const left = P("-20,300 700,590 700,800 -20,1240") as Quad;
    const right = P("900,590 1620,300 1620,1240 900,800") as Quad;
    facade(c, r, left, "#f1e4d2", "#b8573a", "#3b3550", "#ffcf7d", 6, 3);
    facade(c, r, right, "#e9c9a4", "#b8573a", "#3b3550", "#ffcf7d", 6, 3);
    bougainvillea(c, r, 40, 330, 260, 170);
    bougainvillea(c, r, 1280, 360, 250, 150);
    c.path("M-20,1240L700,800H900L1620,1240Z", "#6f5e66");
    cobbles(c, r, 1220, 800, 200, 1400, 720, 880, ["#8b7a7e", "#7d6c72", "#99878a"], 5, 1.15);
    for (const [a, b, sag] of [
      [[40, 520], [1560, 520], 70],
      [[380, 640], [1220, 640], 35],
      [[560, 700], [1040, 700], 16],
    ] as const) {
      stringLights(
        c,
        [a[0], a[1]],
        [b[0], b[1]],
        sag,
        "#2a2540",
        "#ffd98a",
        Math.round((b[0] - a[0]) / 80),
      );
    }
    walker(c, 720, 1010, 150, "#2a2238", 0.6);
    walker(c, 900, 900, 95, "#2a2238", -0.5, true);
    walker(c, 960, 905, 90, "#2a2238", 0.5);
  },
};
