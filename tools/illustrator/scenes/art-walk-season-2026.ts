// The Art Walk at night: warm gallery windows against a deep blue street.

import { mix } from "../geom.ts";
import { walker } from "../people.ts";
import { sky, stars } from "../sky.ts";
import { cobbles, stringLights } from "../street.ts";
import { type Canvas, pick, type Rng, S, type Scene } from "../svg.ts";

/** A framed painting: a few bold shapes on a coloured ground (suns, hills, waves, eyes). */
function painting(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  palette: string[],
): void {
  c.rect(x - 5, y - 5, w + 10, h + 10, "#3a2a22");
  const paint = () => pick(r, palette);
  c.rect(x, y, w, h, paint());
  const kind = Math.floor(r() * 3);
  if (kind === 0) {
    c.circle(x + w * 0.65, y + h * 0.35, Math.min(w, h) * 0.22, paint());
    c.path(
      `M${x},${y + h}L${x + w * 0.35},${y + h * 0.5}L${x + w * 0.6},${y + h * 0.8}L${x + w},${y + h * 0.55}V${y + h}Z`,
      paint(),
    );
  } else if (kind === 1) {
    for (let i = 0; i < 4; i++)
      c.rect(x, y + (h / 4) * i + h * 0.08, w, h * 0.12, paint(), { opacity: 0.9 });
    c.circle(x + w / 2, y + h / 2, Math.min(w, h) * 0.18, paint());
  } else {
    c.ellipse(x + w / 2, y + h / 2, w * 0.38, h * 0.2, paint());
    c.circle(x + w / 2, y + h / 2, Math.min(w, h) * 0.13, paint());
    c.circle(x + w / 2, y + h / 2, Math.min(w, h) * 0.06, "#1d1b2a");
  }
}

export const artWalkSeason2026: Scene = {
  name: "art-walk-season-2026",
  title:
    "Art Walk night in a Puerto Vallarta gallery street: lit shop windows full of colourful paintings, people strolling past on the cobblestones.",
  draw(c, r) {
    sky(c, S("0 #0f1635, 1 #2d3a6a"), 400);
    stars(c, r, 40, 260);
    const fronts: [number, number, string][] = [
      [-20, 520, "#34406c"],
      [500, 560, "#8c4a3a"],
      [1060, 560, "#c2b296"],
    ];
    const art = ["#f2b632", "#e0523a", "#2aa39a", "#7b4fa0", "#f4efe2", "#2f6fb5", "#e77fb0"];
    for (const [x, w, wall] of fronts) {
      c.rect(x, 230, w, 700, wall);
      c.rect(x, 220, w, 24, mix(wall, "#000000", 0.25));
      // Upper floor: balconies with a couple of lit windows.
      for (let i = 0; i < 3; i++) {
        const wx = x + 70 + i * ((w - 140) / 2) - 35;
        c.path(
          `M${wx},${420}V${320}A35,35 0 0 1 ${wx + 70},${320}V${420}Z`,
          r() < 0.5 ? "#ffd58a" : "#1d2240",
        );
        c.rect(wx - 12, 410, 94, 10, "#1d1b2a");
        c.path(
          `M${wx - 10},${410}v-36M${wx + 10},410v-36M${wx + 30},410v-36M${wx + 50},410v-36M${wx + 70},410v-36M${wx - 12},374h94`,
          "none",
          { stroke: "#1d1b2a", "stroke-width": 4 },
        );
      }
      // Ground floor gallery window, warm light, paintings on the back wall.
      c.rect(x + 40, 500, w - 190, 360, c.lin(S("0 #ffe7b8, 1 #f6c77e")));
      c.rect(x + 40, 500, w - 190, 360, "none", { stroke: "#1d1b2a", "stroke-width": 12 });
      c.rect(x + w - 120, 560, 80, 300, "#2a1d1a");
      c.rect(x + w - 110, 570, 60, 120, "#ffd58a", { opacity: 0.6 });
      const n = w > 540 ? 3 : 2;
      for (let i = 0; i < n; i++) {
        const pw = (w - 190) / n - 50;
        painting(
          c,
          r,
          x + 65 + i * ((w - 190) / n),
          540 + (i % 2) * 30,
          pw,
          150 + (i % 2) * 40,
          art,
        );
      }
      c.path(`M${x + 40},860H${x + w - 150}L${x + w - 50},1000H${x - 60}Z`, "#ffd58a", {
        opacity: 0.18,
      });
    }
    stringLights(c, [0, 250], [1600, 250], 30, "#1d1b2a", "#ffd98a", 22);
    c.rect(0, 860, 1600, 80, "#4a4454");
    c.rect(0, 930, 1600, 270, "#3a3545");
    cobbles(c, r, 1210, 940, 0, 1600, 0, 1600, ["#4d4758", "#57505f", "#453f50"], 7, 1.7);
    const people: [number, number, number, number, boolean][] = [
      [300, 940, 250, 0.6, false],
      [420, 950, 240, -0.4, true],
      [820, 945, 260, 0.2, false],
      [1180, 950, 235, -0.6, true],
      [1290, 945, 250, 0.5, false],
      [640, 1120, 300, 0.7, true],
    ];
    for (const [px, py, h, s, dress] of people) walker(c, px, py, h, "#15131f", s, dress);
  },
};
