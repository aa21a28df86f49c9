// Agave country at golden hour with a copita of raicilla in the foreground.

import { agave } from "../flora.ts";
import { P } from "../geom.ts";
import { hill, sierra } from "../land.ts";
import { sky, sun } from "../sky.ts";
import { S, type Scene } from "../svg.ts";

export const raicillaAgaveSpirit: Scene = {
  name: "raicilla-agave-spirit",
  title:
    "Rolling hills planted with agave at golden hour, and a small clay cup of raicilla on a rustic ledge in the foreground.",
  draw(c, r) {
    sky(c, S("0 #7ea7cf, 0.55 #f6c98a, 1 #f3a76a"), 700);
    sun(c, 1180, 400, 70, "#fff1c4", "#ffd08a");
    sierra(c, r, 520, [200, 140], "#9a7a70", "#f3c79a", (t) => 0.6 + t * 0.5, 700);
    // Flowering stalks (quiotes) of a few old agaves stand out against the sky.
    for (const [x, h] of [
      [260, 150],
      [1400, 190],
    ] as const) {
      c.line(
        [
          [x, 500],
          [x + 6, 500 - h],
        ],
        "#7a6a5a",
        6,
      );
      for (let i = 0; i < 4; i++)
        c.ellipse(x + 6 + (i % 2 ? 16 : -16), 500 - h * (0.6 + i * 0.12), 16, 7, "#a38a50");
    }
    const rows: [number, number, string, string, string][] = [
      [500, 0.55, "#c8a070", "#8fa8a0", "#7a948e"],
      [640, 0.95, "#b4894f", "#74a096", "#5a857d"],
      [820, 1.7, "#9a7040", "#5f928a", "#45736c"],
    ];
    for (const [y, s, ground, light, dark] of rows) {
      hill(
        c,
        [
          [-40, y + 40],
          [400, y - 30],
          [900, y + 20],
          [1300, y - 40],
          [1640, y + 10],
        ],
        ground,
      );
      // One plant per row is drawn, then repeated with <use>: rows stay cheap.
      const plant = c.define(() => agave(c, r, 0, 0, 70 * s, light, dark));
      for (let x = -20 + r() * 40, i = 0; x < 1640; x += 150 * s, i++) {
        const yy = y + 40 * s + Math.sin(x / 240) * 20 * s + 20;
        c.use(plant, {
          transform: `translate(${Math.round(x)} ${Math.round(yy)})${i % 2 ? " scale(-1 1)" : ""}`,
        });
      }
    }
    hill(c, P("-40,1010 500,980 1100,1000 1640,970"), "#6a4a30");
    // The copita: a small rust-red clay cup with a paler lip, raicilla inside.
    c.ellipse(820, 1080, 190, 26, "#3e2a1c", { opacity: 0.5 });
    c.path(
      "M660,830Q680,1060 760,1080H880Q960,1060 980,830Z",
      c.lin(S("0 #d07443, 1 #8a3e22"), 0, 0, 1, 0),
    );
    c.ellipse(820, 830, 160, 38, "#e3955e");
    c.ellipse(820, 834, 138, 28, "#f2d49a");
    c.ellipse(780, 828, 50, 8, "#fff6dc", { opacity: 0.7 });
    c.path("M700,900Q820,930 940,900", "none", {
      stroke: "#f3c892",
      "stroke-width": 8,
      opacity: 0.6,
    });
    c.path("M690,960Q820,990 950,960", "none", {
      stroke: "#f3c892",
      "stroke-width": 6,
      opacity: 0.5,
    });
    for (let i = 0; i < 7; i++)
      c.circle(700 + i * 20, 1000 + Math.sin(i) * 2, 5, "#f6e6c4", { opacity: 0.8 });
    // Orange slice, the traditional companion of a raicilla.
    c.path("M1000,1075A80,80 0 0 1 1160,1075Z", "#f28c28");
    c.path("M1012,1075A68,68 0 0 1 1148,1075Z", "#ffc46a");
    c.path("M1080,1075L1030,1030M1080,1075L1080,1010M1080,1075L1130,1030", "none", {
      stroke: "#f7e2a8",
      "stroke-width": 5,
    });
  },
};
