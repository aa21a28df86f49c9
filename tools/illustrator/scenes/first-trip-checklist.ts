// A top-down flat-lay on the sand; soft offset shadows give the objects depth.

import { smooth } from "../geom.ts";
import type { Canvas, Scene } from "../svg.ts";

/** Soft drop shadow under flat-lay objects: the same outline, offset and darkened. */
function shadow(c: Canvas, d: string, dx = 14, dy = 18): void {
  c.path(d, "#8a6a45", { opacity: 0.25, transform: `translate(${dx} ${dy})` });
}

/** The flat-lay objects, laid out on a 1600 x 1200 board (the caller scales them in). */
function items(c: Canvas): void {
  // Folded map: panels alternating light and shade, a dotted route and pins.
  const map = "M760,200L1120,170L1160,560L800,590Z";
  shadow(c, map);
  for (let i = 0; i < 4; i++) {
    const t0 = i / 4;
    const t1 = (i + 1) / 4;
    const P = (t: number, top: boolean) =>
      `${760 + 360 * t + (top ? 0 : 40)},${top ? 200 - 30 * t : 590 - 30 * t}`;
    c.path(
      `M${P(t0, true)}L${P(t1, true)}L${P(t1, false)}L${P(t0, false)}Z`,
      i % 2 ? "#dcecd8" : "#eef5e6",
    );
  }
  c.path("M820,300Q900,260 940,380T1060,420", "none", {
    stroke: "#e0523a",
    "stroke-width": 8,
    "stroke-dasharray": "16 12",
  });
  c.path("M860,430q40,-20 80,10t90,0", "none", {
    stroke: "#4a9fcf",
    "stroke-width": 14,
    opacity: 0.8,
  });
  for (const [x, y] of [
    [820, 300],
    [1060, 420],
  ] as const) {
    c.circle(x, y - 18, 16, "#e0523a");
    c.circle(x, y - 18, 6, "#ffffff");
  }
  // Straw hat: woven rings on the brim and crown, a ribbon band.
  shadow(c, "M330,420m-230,0a230,230 0 1 0 460,0a230,230 0 1 0 -460,0");
  c.circle(330, 420, 230, "#e6c27a");
  for (let k = 215; k > 120; k -= 16)
    c.circle(330, 420, k, "none", { stroke: "#cfa55c", "stroke-width": 3 });
  c.circle(330, 420, 120, "#2a8f8a");
  c.circle(330, 420, 100, "#ecca88");
  for (let k = 88; k > 10; k -= 14)
    c.circle(330, 420, k, "none", { stroke: "#d3a95e", "stroke-width": 3 });
  // Sunglasses.
  shadow(c, "M1190,700h300v100h-300z", 10, 12);
  for (const x of [1240, 1420]) {
    c.ellipse(x, 740, 80, 62, "#1f2a36");
    c.ellipse(x - 20, 720, 26, 14, "#5d7a92", { opacity: 0.7 });
  }
  c.path("M1310,730Q1330,712 1350,730", "none", { stroke: "#1f2a36", "stroke-width": 12 });
  c.path("M1162,720L1130,650M1498,720L1530,650", "none", {
    stroke: "#1f2a36",
    "stroke-width": 12,
    "stroke-linecap": "round",
  });
  // Water bottle and sunscreen tube.
  shadow(c, "M430,760h130v380h-130z");
  c.rect(430, 760, 130, 380, "#4aa7c9", { rx: 50 });
  c.rect(455, 720, 80, 60, "#2d6f8f", { rx: 14 });
  c.rect(455, 900, 30, 180, "#ffffff", { opacity: 0.35, rx: 15 });
  shadow(c, "M640,760L760,760L740,1080L660,1080Z");
  c.path("M640,760L760,760L740,1080L660,1080Z", "#f7f3ea");
  c.rect(655, 1070, 90, 60, "#f28c28", { rx: 10 });
  c.circle(700, 880, 34, "#f2c21b");
  c.path("M640,760L760,760L756,790L644,790Z", "#d8d2c6");
  // Flip-flops, one slightly turned.
  for (const [x, rot, col] of [
    [960, -8, "#e0523a"],
    [1130, 10, "#e0523a"],
  ] as const) {
    c.group({ transform: `rotate(${rot} ${x} 960)` }, () => {
      const sole = `${smooth(
        [
          [x, 830],
          [x + 55, 860],
          [x + 50, 960],
          [x + 60, 1060],
          [x, 1110],
          [x - 60, 1060],
          [x - 50, 960],
          [x - 55, 860],
        ],
        true,
      )}`;
      shadow(c, sole, 10, 12);
      c.path(sole, col);
      c.path(sole, "#ffffff", { opacity: 0.18, transform: `translate(${x * 0.1} 96) scale(0.9)` });
      c.path(`M${x - 48},${960}Q${x},${870} ${x + 48},960`, "none", {
        stroke: "#2a8f8a",
        "stroke-width": 16,
        "stroke-linecap": "round",
      });
      c.circle(x, 885, 9, "#2a8f8a");
    });
  }
}

export const firstTripChecklist: Scene = {
  name: "first-trip-checklist",
  title:
    "A travel flat-lay on the sand seen from above: straw hat, sunglasses, water bottle, sunscreen tube, a folded map and a pair of flip-flops.",
  draw(c, r) {
    c.rect(0, 0, 1600, 1200, "#f0d9ae");
    for (let i = 0; i < 16; i++) {
      const y = i * 80 + r() * 30;
      c.path(`M-20,${y}Q400,${y - 20} 800,${y}T1620,${y}`, "none", {
        stroke: "#e4c894",
        "stroke-width": 6,
        opacity: 0.7,
      });
    }
    for (let i = 0; i < 120; i++)
      c.circle(r() * 1600, r() * 1200, 2 + r() * 2, "#d2b07a", { opacity: 0.6 });
    c.group({ transform: "translate(120 90) scale(0.85)" }, () => items(c));
  },
};
