// Pescado zarandeado from above: the grill basket is the hero, sides arranged around it.

import { leaf, mix, P, smooth } from "../geom.ts";
import { definePalm, palmAt } from "../palms.ts";
import { cloud, sky } from "../sky.ts";
import { type Canvas, S, type Scene } from "../svg.ts";
import { sea } from "../water.ts";

/** Lime half seen from above: rind, pith, and juicy segments. */
function lime(c: Canvas, x: number, y: number, rad: number): void {
  c.circle(x, y, rad, "#4f9a2f");
  c.circle(x, y, rad * 0.88, "#e9f2b8");
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    c.path(
      leaf([x, y], [x + Math.cos(a) * rad * 0.8, y + Math.sin(a) * rad * 0.8], rad * 0.2),
      "#a8cf4e",
    );
  }
}

export const pescadoZarandeado: Scene = {
  name: "pescado-zarandeado",
  title:
    "Pescado zarandeado: a butterflied fish in a hinged grill basket over glowing coals, with lime halves, a bowl of salsa and warm tortillas on a wooden table by the beach.",
  draw(c, r) {
    sky(c, S("0 #6ab3de, 1 #d9f0f2"), 300);
    cloud(c, 1200, 110, 240, "#ffffff", 0.9);
    sea(c, 260, S("0 #3fb0c4, 1 #1f88a8"), 340);
    c.rect(0, 330, 1600, 40, "#efdcb4");
    const palm = definePalm(c, r, { trunk: "#7b5a40", frond: "#3f8a4f", back: "#2f6f3f" }, 14);
    palmAt(c, palm, 120, 380, 360);
    palmAt(c, palm, 1500, 380, 330, true);
    // Table top of warm planks, seen from above at a steep angle.
    c.rect(0, 360, 1600, 840, "#b07a4c");
    for (let y = 360; y < 1200; y += 120) {
      c.rect(0, y, 1600, 6, "#8a5a36");
      c.path(
        `M${r() * 800},${y + 40}h${200 + r() * 300}M${800 + r() * 600},${y + 80}h${150 + r() * 200}`,
        "none",
        { stroke: "#9c6a40", "stroke-width": 4 },
      );
    }
    // Coal tray with a glow, then the hinged grill basket and the fish inside it.
    c.rect(330, 420, 940, 560, "#3a2a26", { rx: 24 });
    c.rect(360, 450, 880, 500, c.rad(S("0 #ff8a2a, 0.7 #c7401f, 1 #5a2218")), { rx: 16 });
    for (let i = 0; i < 60; i++) {
      const [x, y] = [380 + r() * 840, 470 + r() * 460];
      // Coals only show around the fish, not through it.
      if (((x - 790) / 360) ** 2 + ((y - 700) / 200) ** 2 > 1)
        c.circle(x, y, 10 + r() * 18, r() < 0.5 ? "#3b2220" : "#ffb14a", { opacity: 0.8 });
    }
    const fish = `${smooth(
      P("470,700 560,560 760,520 980,540 1110,620 1120,700 1110,780 980,860 760,880 560,840"),
      true,
    )}`;
    c.path(fish, "#f0d2a0");
    c.path(fish, "#d8692f", { transform: "translate(79 70) scale(0.9)" });
    c.path("M470,700L380,610L400,700L380,790Z", "#c25a2a");
    c.path(smooth(P("560,700 760,600 1000,620 1090,700")), "none", {
      stroke: "#e8b46a",
      "stroke-width": 10,
      "stroke-linecap": "round",
    });
    c.path(smooth(P("560,700 760,800 1000,780 1090,700")), "none", {
      stroke: "#e8b46a",
      "stroke-width": 10,
      "stroke-linecap": "round",
    });
    c.path("M520,700H1100", "none", {
      stroke: "#f3d7a4",
      "stroke-width": 12,
      "stroke-linecap": "round",
    });
    c.circle(1070, 700, 10, "#2a1a14");
    for (let x = 560; x < 1100; x += 48)
      c.path(`M${x},560L${x + 40},860`, "none", {
        stroke: "#5a1f12",
        "stroke-width": 7,
        opacity: 0.55,
      });
    c.rect(400, 480, 800, 440, "none", { stroke: "#c9ccd2", "stroke-width": 14, rx: 10 });
    let wires = "";
    for (let x = 440; x < 1200; x += 40) wires += `M${x},480V920`;
    c.path(wires, "none", { stroke: "#c9ccd2", "stroke-width": 4, opacity: 0.75 });
    c.rect(1200, 680, 260, 40, "#c9ccd2", { rx: 12 });
    c.rect(1360, 668, 180, 64, "#6e4328", { rx: 20 });
    // Sides: salsa bowl, limes, a cloth-wrapped stack of tortillas.
    c.ellipse(240, 1040, 170, 150, "#9c4a2c");
    c.ellipse(240, 1030, 140, 122, "#c8402a");
    for (let i = 0; i < 14; i++)
      c.circle(170 + r() * 140, 970 + r() * 120, 6 + r() * 6, r() < 0.5 ? "#e86a3a" : "#5a8a2a");
    lime(c, 560, 1080, 70);
    lime(c, 700, 1110, 62);
    lime(c, 640, 1000, 58);
    c.ellipse(1260, 1080, 260, 140, "#d8463a");
    c.path("M1020,1090L1260,1000L1500,1090L1260,1190Z", "#2a8f8a");
    c.path("M1070,1100L1260,1028L1450,1100", "none", { stroke: "#f2c21b", "stroke-width": 10 });
    for (const dy of [0, -14, -28])
      c.ellipse(1260, 1070 + dy, 190, 92, mix("#e6cf98", "#f3e3bc", -dy / 28));
    for (const [x, y] of P("1200,1030 1310,1050 1250,1075"))
      c.circle(x, y, 8, "#b98a4a", { opacity: 0.6 });
  },
};
