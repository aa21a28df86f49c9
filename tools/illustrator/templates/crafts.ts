// Culture and crafts: hands beading a Huichol gourd bowl, shaping clay on a potter's wheel
// or weaving on a loom; masks, papel picado and old-town walks are in culture.ts.

import { canopy } from "../flora.ts";
import { mix, P } from "../geom.ts";
import { beads } from "../huichol.ts";
import { tone } from "../mood.ts";
import { hand } from "../poses.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { pot, potShapes } from "../wares.ts";
import { masks, oldTown } from "./culture.ts";
import { whiteRoom } from "./galleries.ts";
import { type Hints, mirrored, template, when } from "./hints.ts";
import { flags } from "./town.ts";

const skins = ["#c98a6a", "#8a5a3a", "#e0b090", "#a86a4a"];
const bright = ["#f2c21b", "#e2267a", "#22b3c9", "#f47a1f", "#7bd23a", "#2f7fe6"];

function beadworkScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  const cache = new Map<string, string>();
  const b = (col: string) => beads(c, cache, col, "", 16);
  c.rect(0, 0, 1600, 1200, tone(pick(r, ["#8a5a36", "#a8744a", "#5a4a6a"]), m, 0.5));
  for (let y = 0; y < 1200; y += 60) c.rect(0, y, 1600, 30, "#000000", { opacity: 0.05 });
  const [x, y] = [between(r, 700, 900), 560];
  c.circle(x, y, 360, tone("#c8a06a", m, 0.5));
  c.circle(x, y, 330, "#1c1730");
  const rings = Math.floor(between(r, 5, 8));
  for (let i = 0; i < rings; i++) c.circle(x, y, 320 - i * 40, b(pick(r, bright)));
  c.circle(x, y, 320 - rings * 40, "#1c1730");
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    c.circle(x + Math.cos(a) * 200, y + Math.sin(a) * 200, 26, b(pick(r, bright)));
  }
  const trays = bright.slice(0, 5);
  for (const [i, col] of trays.entries()) {
    const tx = i < 3 ? 150 + i * 40 : 1380 + (i - 3) * 60;
    const ty = i < 3 ? 300 + i * 260 : 380 + (i - 3) * 300;
    c.circle(tx, ty, 110, "#f4efe6");
    c.circle(tx, ty, 90, b(col));
  }
  c.line(
    [
      [x + 260, y + 380],
      [x + 120, y + 240],
    ],
    "#c9ccd2",
    6,
  );
  c.path(`M${x + 120},${y + 240}Q${x + 60},${y + 200} ${x + 30},${y + 260}`, "none", {
    stroke: "#f4efe6",
    "stroke-width": 3,
  });
  const skin = pick(r, skins);
  hand(
    c,
    x + 300,
    y + 420,
    110,
    -2.3,
    skin,
    tone(pick(r, ["#f4efe6", "#e0523a", "#2a9d8f"]), m, 0.5),
  );
  hand(c, x - 340, y + 400, 110, -0.8, skin);
  return `Hands threading tiny glass beads into a Huichol (Wixárika) gourd bowl ${m.phrase}: rings of bright colour growing inside it, dishes of beads all around.`;
}

function wheelScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  c.rect(0, 0, 1600, 1200, tone(pick(r, ["#e8dcc8", "#d8e0d8", "#f0d8c0"]), m, 0.5));
  const outlook = r() < 0.5;
  if (outlook) {
    const wx = pick(r, [120, 900]);
    c.rect(wx, 140, 580, 520, c.lin(S(m.sky)));
    canopy(
      c,
      r,
      P(`${wx},520 ${wx + 290},470 ${wx + 580},520`),
      90,
      ["#3f7a48", "#4b8a52"].map((t) => tone(t, m)),
    );
    c.rect(wx, 560, 580, 100, tone("#3f7a48", m));
    c.rect(wx - 20, 120, 620, 560, "none", { stroke: tone("#7a5236", m, 0.5), "stroke-width": 30 });
    for (let i = 0; i < 4; i++)
      pot(
        c,
        (wx < 800 ? 900 : 160) + i * 150,
        420,
        between(r, 110, 160),
        pick(r, potShapes),
        tone(pick(r, ["#c98a6a", "#d8b090", "#b5643a"]), m, 0.5),
      );
    c.rect(wx < 800 ? 840 : 100, 420, 640, 18, tone("#7a5236", m, 0.5));
  } else
    for (const y of [300, 560]) {
      c.rect(60, y, 1480, 18, tone("#7a5236", m, 0.5));
      for (let x = 140; x < 1500; x += between(r, 120, 180))
        pot(
          c,
          x,
          y,
          between(r, 90, 150),
          pick(r, potShapes),
          tone(pick(r, ["#c98a6a", "#d8b090", "#b5643a"]), m, 0.5),
        );
    }
  c.rect(0, 860, 1600, 340, tone("#9a8a78", m, 0.5));
  const x = 800;
  c.rect(x - 280, 860, 560, 200, tone("#5a6a7a", m, 0.5), { rx: 30 });
  c.ellipse(x, 860, 320, 60, tone("#7a8a9a", m, 0.5));
  c.ellipse(x, 850, 230, 40, tone("#a8a8ac", m, 0.5));
  const clay = tone(pick(r, ["#b5643a", "#a87a5a", "#c8906a"]), m, 0.5);
  const shape = pick(r, ["bowl", "vase", "olla", "jar"] as const);
  pot(c, x, 860, shape === "bowl" ? 180 : 320, shape, clay);
  for (let i = 0; i < 3; i++)
    c.path(`M${x - 250},${850 + i * 8}A250,44 0 0 0 ${x + 250},${850 + i * 8}`, "none", {
      stroke: "#ffffff",
      "stroke-width": 3,
      opacity: 0.3,
    });
  const skin = pick(r, skins);
  const sleeve = tone(pick(r, ["#3b6fb6", "#f4efe6", "#7a5a3a"]), m, 0.5);
  hand(c, x - 230, 700, 100, -0.2, mix(skin, clay, 0.3), sleeve);
  hand(c, x + 230, 700, 100, Math.PI + 0.2, mix(skin, clay, 0.3), sleeve);
  c.ellipse(1300, 1040, 120, 40, tone("#4a5a6a", m, 0.5));
  c.ellipse(1300, 1030, 100, 28, "#8ab0c0");
  return `Hands shaping a ${shape === "bowl" ? "bowl" : "tall pot"} of wet clay on a spinning potter's wheel ${m.phrase}, ${outlook ? "a window onto the jungle and pots drying on a shelf" : "shelves of drying pots behind"}.`;
}

function loom(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  c.rect(0, 0, 1600, 1200, tone(pick(r, ["#e8d8b8", "#c8d8c8", "#e0c8b8"]), m, 0.5));
  const wood = tone("#6a4228", m, 0.5);
  const [x0, x1] = [300, 1300];
  c.rect(x0 - 60, 100, x1 - x0 + 120, 40, wood, { rx: 16 });
  let warp = "";
  for (let x = x0; x <= x1; x += 14) warp += `M${x},140V1100`;
  c.path(warp, "none", { stroke: "#f4efe6", "stroke-width": 4 });
  const cols = pick(r, [
    flags,
    ["#c4552f", "#f2b632", "#1d1b2a", "#f4efe6", "#2a8f8a"],
    ["#7b4fa0", "#e77fb0", "#22b3c9", "#f4efe6"],
  ]);
  const top = between(r, 480, 700);
  let y = 1100;
  while (y > top) {
    const t = between(r, 20, 60);
    const col = pick(r, cols);
    c.rect(x0 - 6, y - t, x1 - x0 + 12, t, col);
    if (t > 40)
      for (let dx = x0 + 40; dx < x1 - 40; dx += 80)
        c.path(
          `M${dx},${y - t / 2}l${t / 2},${-t / 2 + 4}l${t / 2},${t / 2 - 4}l${-t / 2},${t / 2 - 4}Z`,
          pick(r, cols),
        );
    y -= t;
  }
  c.rect(x0 - 60, 1100, x1 - x0 + 120, 40, wood, { rx: 16 });
  c.path(`M${x0 - 120},${top - 30}H${x1 + 120}`, "none", {
    stroke: wood,
    "stroke-width": 24,
    "stroke-linecap": "round",
  });
  c.path(`M${x0 - 20},${top - 30}L${x0 + 260},${top - 10}`, "none", {
    stroke: pick(r, cols),
    "stroke-width": 6,
  });
  const skin = pick(r, skins);
  hand(c, x0 + 300, top + 40, 90, -1.4, skin, tone("#f4efe6", m, 0.5));
  hand(c, x1 - 250, top + 60, 90, -1.9, skin, tone("#f4efe6", m, 0.5));
  return `Hands weaving bright bands of patterned cloth on a wooden loom ${m.phrase}, the white warp threads stretched above the finished rows.`;
}

const beadwork = mirrored(beadworkScene);

const wheel = mirrored(wheelScene);

export const crafts = template(
  [beadwork, wheel, loom, oldTown, masks],
  [
    [/bead|huichol|wixarika|chaquira/, beadwork],
    [/potter|clay|ceramic|barro|wheel/, wheel],
    [/weav|loom|textil|telar/, loom],
    [/mask|papel|picado|paint|alebrije/, masks],
    [/art walk|galler/, whiteRoom],
    [/history|walk|old town|historic|architecture|church/, oldTown],
  ],
);
