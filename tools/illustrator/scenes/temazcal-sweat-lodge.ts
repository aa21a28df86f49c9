// A temazcal in a jungle clearing: stone-studded adobe dome, steam, and the fire for the stones.

import { canopy } from "../flora.ts";
import { leaf, mix, P, smooth } from "../geom.ts";
import { type Canvas, type Pt, type Rng, S, type Scene } from "../svg.ts";

/** Small fire: ring of stones, crossed logs, layered flames and glowing stones. */
function fire(c: Canvas, r: Rng, x: number, y: number): void {
  c.circle(x, y - 60, 240, c.rad(S("0 #ffb347 0.45, 1 #ffb347 0")));
  c.path(
    `M${x - 110},${y - 10}L${x + 100},${y - 60}M${x - 100},${y - 60}L${x + 110},${y - 10}`,
    "none",
    { stroke: "#5a3a24", "stroke-width": 26, "stroke-linecap": "round" },
  );
  for (const [h, w, col] of [
    [190, 70, "#e8552b"],
    [150, 52, "#f59a2a"],
    [100, 34, "#ffd65a"],
  ] as const) {
    c.path(
      `M${x - w},${y - 30}Q${x - w * 0.9},${y - h * 0.6} ${x},${y - h}Q${x + w * 0.2},${y - h * 0.5} ${x + w},${y - 30}Z`,
      col,
    );
  }
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI;
    c.ellipse(
      x + Math.cos(a) * 140,
      y + Math.sin(a) * 26 - 6,
      34,
      22,
      i % 3 ? "#6a5c55" : "#d9582e",
    );
  }
  for (let i = 0; i < 10; i++)
    c.circle(x + (r() - 0.5) * 120, y - 200 - r() * 160, 3 + r() * 3, "#ffcf5a", { opacity: 0.8 });
}

export const temazcalSweatLodge: Scene = {
  name: "temazcal-sweat-lodge",
  title:
    "A dome-shaped stone and adobe temazcal sweat lodge in a jungle clearing, steam rising from it, beside a small fire heating volcanic stones.",
  draw(c, r) {
    c.rect(0, 0, 1600, 1200, c.lin(S("0 #e8f0c8, 0.6 #8fbf7f, 1 #4f8a55")));
    canopy(c, r, P("-40,420 400,380 800,420 1200,370 1640,420"), 90, [
      "#6ea86a",
      "#7db776",
      "#5f9a5e",
    ]);
    for (const x of [180, 420, 1150, 1420]) c.rect(x, 0, 26, 800, "#5b4a3a");
    canopy(c, r, P("-40,-30 500,10 1100,0 1640,-30"), 110, ["#2f6a3a", "#3a7a44", "#285c33"]);
    canopy(c, r, P("-40,560 500,600 1100,590 1640,560"), 70, ["#3f7a48", "#4b8a52", "#356b3f"]);
    // Shafts of morning light falling through the canopy.
    for (const x of [300, 620, 1000])
      c.path(`M${x},0L${x + 90},0L${x + 380},900L${x + 220},900Z`, "#fff8d8", { opacity: 0.16 });
    c.path(`${smooth(P("-40,820 400,780 800,770 1200,780 1640,820"))}L1640,1200H-40Z`, "#c49a68");
    c.ellipse(800, 1000, 700, 170, "#d4ab78");
    // The lodge: an adobe dome studded with river stones, a low blanket-hung door.
    const dome = "M450,930A350,330 0 0 1 1150,930Z";
    c.path(dome, c.lin(S("0 #c98c5a, 1 #9a6440"), 0, 0, 1, 0.6));
    const clip = c.clip(dome);
    c.group({ "clip-path": clip }, () => {
      for (let row = 0; row < 7; row++) {
        const ry = 910 - row * 46;
        const half = Math.sqrt(Math.max(0, 1 - ((930 - ry) / 330) ** 2)) * 350;
        for (let x = 800 - half + (row % 2) * 30; x < 800 + half; x += 62) {
          c.ellipse(
            x + (r() - 0.5) * 10,
            ry,
            24 + r() * 8,
            15 + r() * 5,
            mix("#8a7a6a", "#5e5048", r()),
            { opacity: 0.9 },
          );
        }
      }
    });
    c.path("M730,930V850A70,70 0 0 1 870,850V930Z", "#2e1d16");
    c.path("M738,930V852A62,62 0 0 1 800,790V930Z", "#b8453a");
    // Woven stripes on the blanket that hangs in the doorway.
    for (const [y, col] of [
      [820, "#f2b632"],
      [860, "#2a8f8a"],
      [900, "#f2b632"],
    ] as const) {
      c.rect(738, y, 62, 12, col);
    }
    for (let i = 0; i < 5; i++) {
      // Steam drifting up from the vent and the door.
      const sx = 800 + (i - 2) * 40;
      const pts: Pt[] = [
        [sx, 600],
        [sx + 40, 520],
        [sx - 20, 430],
        [sx + 30, 340],
        [sx - 10, 250],
      ];
      c.path(smooth(pts), "none", {
        stroke: "#ffffff",
        "stroke-width": 70 - i * 8,
        "stroke-linecap": "round",
        opacity: 0.1 + (i % 2) * 0.06,
      });
    }
    c.path(smooth(P("880,860 960,800 940,720 1010,650")), "none", {
      stroke: "#ffffff",
      "stroke-width": 40,
      "stroke-linecap": "round",
      opacity: 0.16,
    });
    for (let i = 0; i < 14; i++) {
      // Grass tufts scattered over the clearing.
      const gx = 80 + r() * 1440;
      const gy = 860 + r() * 320;
      c.path(
        `M${gx - 14},${gy}L${gx - 4},${gy - 30}L${gx},${gy - 8}L${gx + 8},${gy - 36}L${gx + 14},${gy}Z`,
        "#6f8a45",
      );
    }
    fire(c, r, 1200, 1040);
    for (const x of [120, 260, 1480])
      c.path(leaf([x, 1200], [x + 120 * (x > 800 ? -1 : 1), 860], 60, 20), "#2f6a3a");
  },
};
