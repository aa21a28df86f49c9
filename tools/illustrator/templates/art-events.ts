// Art events: the Art Walk, a row of galleries with open lit doors along a cobbled street at
// night, and muralists painting a long street wall from a scaffold and a ladder.

import { breach } from "../animals.ts";
import { painting, palettes, plinth, sculpture, sculptureKinds } from "../art.ts";
import { fish } from "../critters.ts";
import { bougainvillea } from "../flora.ts";
import { leaf, mix, P, smooth } from "../geom.ts";
import { deer, maize, peyote, zigzagBand } from "../huichol.ts";
import { tone } from "../mood.ts";
import { walker } from "../people.ts";
import { flagstones } from "../plaza.ts";
import { moon, sky, stars, sun } from "../sky.ts";
import { stringLights } from "../street.ts";
import { between, type Canvas, type Pt, pick, type Rng, S } from "../svg.ts";
import { pendant, railing } from "../things.ts";
import { type Hints, mirrored, when } from "./hints.ts";
import { lamp, walls } from "./town.ts";

/** A visitor strolling with a glass of wine raised. */
function sipper(c: Canvas, x: number, y: number, h: number, ink: string, dress: boolean): void {
  walker(c, x, y, h, ink, 0.3, dress);
  const hand: Pt = [x + h * 0.16, y - h * 0.66];
  c.line([[x + h * 0.06, y - h * 0.78], [x + h * 0.14, y - h * 0.6], hand], ink, h * 0.055);
  c.path(
    `M${hand[0] - h * 0.035},${hand[1] - h * 0.1}h${h * 0.07}l-${h * 0.025},${h * 0.06}h-${h * 0.02}Z`,
    "#8a1a2e",
  );
  c.line(
    [
      [hand[0], hand[1] - h * 0.04],
      [hand[0], hand[1]],
    ],
    "#e8eef2",
    h * 0.012,
  );
}

function galleryStreet(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "night night dusk");
  sky(c, S(m.sky), 700);
  stars(c, r, 30, 260);
  if (r() < 0.5) moon(c, between(r, 300, 1300), 120, 30, "#101638", 0.4);
  const fronts = [
    [-20, 540],
    [540, 1060],
    [1060, 1620],
  ] as const;
  const lit = "#fff1d0";
  const pal = pick(r, palettes);
  const shown: string[] = [];
  for (const [i, [x0, x1]] of fronts.entries()) {
    const top = between(r, 170, 300);
    const wall = tone(pick(r, walls), m);
    c.rect(x0, top, x1 - x0, 900 - top, wall);
    c.rect(x0 - 6, top - 16, x1 - x0 + 12, 22, tone(mix(pick(r, walls), "#000000", 0.25), m));
    const mid = (x0 + x1) / 2;
    for (const dx of [-130, 130])
      c.rect(mid + dx - 45, top + 60, 90, 130, r() < 0.5 ? "#ffd58a" : tone("#2f4d5a", m));
    if (r() < 0.6) railing(c, mid - 200, mid + 200, top + 210, 44, tone("#1a1a22", m), 22);
    // The open front: a white room with paintings and a pendant lamp.
    const dw = 360;
    const dx0 = mid - dw / 2;
    c.rect(dx0 - 14, 520, dw + 28, 394, mix(wall, "#000000", 0.3));
    c.rect(dx0, 534, dw, 366, lit);
    c.rect(dx0, 820, dw, 80, "#d8ccb8");
    const kind = i === 1 ? "one" : pick(r, ["one", "two"] as const);
    if (kind === "one") painting(c, r, mid - 90, 600, 180, 150, pal);
    else for (const px of [dx0 + 40, dx0 + 200]) painting(c, r, px, 610, 120, 140, pal);
    pendant(c, mid, 534, 580, 40, "#2a2a30", true);
    shown.push(kind === "one" ? "a large canvas" : "a pair of paintings");
  }
  bougainvillea(c, r, pick(r, [440, 960]), 260, 260, 180);
  c.rect(0, 900, 1600, 50, tone("#b8aa98", m));
  c.rect(0, 950, 1600, 250, tone("#7a6e68", m));
  flagstones(c, 1200, 950, 800, tone("#5a504c", m), 7, 110);
  stringLights(c, [-20, 400], [1620, 420], 60, "#1a1420", "#ffd98a", 18);
  const sculpt = r() < 0.6;
  if (sculpt) {
    const x = pick(r, [540, 1060]);
    plinth(c, x, 960, 110, 120, tone("#f4f1ea", m));
    sculpture(
      c,
      r,
      x,
      840,
      220,
      pick(r, sculptureKinds),
      tone(pick(r, ["#b07a3a", "#2a2a30", "#c4552f"]), m),
    );
  }
  const people = Math.floor(between(r, 4, 7));
  for (let i = 0; i < people; i++) {
    const x = 120 + ((i + between(r, 0.1, 0.9)) / people) * 1360;
    const y = between(r, 980, 1160);
    const hh = 240 + (y - 980) * 1.1;
    if (r() < 0.6) sipper(c, x, y, hh, m.ink, r() < 0.5);
    else walker(c, x, y, hh, m.ink, between(r, -0.5, 0.5), r() < 0.5);
  }
  lamp(c, pick(r, [70, 1530]), 980, 560, true);
  return `The Art Walk ${m.phrase}: three galleries along a cobbled street with their fronts thrown open, ${shown[0]} and ${shown[2]} glowing in the white rooms, visitors strolling with glasses of wine under string lights${sculpt ? ", a sculpture on the pavement" : ""}.`;
}

type Theme = "ocean" | "huichol" | "garden";

/** The mural itself inside the wall box, on its painted part. */
function muralArt(
  c: Canvas,
  r: Rng,
  theme: Theme,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): void {
  const w = x1 - x0;
  const hgt = y1 - y0;
  if (theme === "ocean") {
    c.rect(x0, y0, w, hgt, c.lin(S("0 #ffd08a, 0.45 #f49a6a, 0.46 #2a9dbb, 1 #1a4a7a")));
    sun(c, x0 + w * 0.75, y0 + hgt * 0.28, hgt * 0.12, "#fff2c4", "#ffc46a");
    breach(c, x0 + w * 0.25, y0 + hgt * 0.92, w * 0.42, 55, "#1d2f45", "#e6ecef");
    for (let i = 0; i < 4; i++) {
      const y = y0 + hgt * (0.62 + i * 0.1);
      c.path(
        smooth(P(`${x0},${y} ${x0 + w * 0.3},${y - 20} ${x0 + w * 0.6},${y + 10} ${x1},${y - 10}`)),
        "none",
        {
          stroke: "#f4f1ea",
          "stroke-width": 10,
          "stroke-linecap": "round",
          opacity: 0.7,
        },
      );
    }
    for (let i = 0; i < 5; i++)
      fish(
        c,
        x0 + w * between(r, 0.55, 0.95),
        y0 + hgt * between(r, 0.6, 0.9),
        26,
        "#f2b632",
        "#e0523a",
        1,
      );
  } else if (theme === "huichol") {
    c.rect(x0, y0, w, hgt, "#1c1730");
    zigzagBand(c, y1 - 90, 90, "#e2267a", "#f2c21b");
    zigzagBand(c, y0, 70, "#22b3c9", "#7bd23a");
    deer(
      c,
      x0 + w * 0.3,
      y0 + hgt * 0.72,
      hgt * 0.5,
      false,
      "#2f7fe6",
      "#f2c21b",
      "#e2267a",
      "#f4efe6",
    );
    peyote(c, x0 + w * 0.72, y0 + hgt * 0.45, hgt * 0.22, [
      "#f47a1f",
      "#f2c21b",
      "#e2267a",
      "#7bd23a",
      "#22b3c9",
    ]);
    maize(c, x0 + w * 0.9, y0 + hgt * 0.8, hgt * 0.25, -2.2, "#f2c21b", "#7bd23a", "#f47a1f");
  } else {
    c.rect(x0, y0, w, hgt, "#f2c14e");
    for (let i = 0; i < 7; i++)
      c.path(
        leaf(
          [x0 + w * (0.05 + i * 0.14), y1],
          [x0 + w * (0.02 + i * 0.15), y0 + hgt * between(r, 0.2, 0.5)],
          40,
          30,
        ),
        i % 2 ? "#2a8f5a" : "#3aa06a",
      );
    for (let i = 0; i < 5; i++) {
      const cx = x0 + w * (0.12 + i * 0.2);
      const cy = y0 + hgt * between(r, 0.3, 0.6);
      const petal = pick(r, ["#e2267a", "#f47a1f", "#7b4fa0", "#e0303a"]);
      for (let k = 0; k < 8; k++) {
        const a = (k / 8) * Math.PI * 2;
        c.path(leaf([cx, cy], [cx + Math.cos(a) * 70, cy + Math.sin(a) * 70], 26), petal);
      }
      c.circle(cx, cy, 22, "#f4efe6");
    }
    const [hx, hy] = [x0 + w * 0.8, y0 + hgt * 0.22];
    c.path(leaf([hx - 60, hy + 10], [hx + 50, hy - 10], 22), "#22b3c9");
    c.path(leaf([hx - 10, hy], [hx - 50, hy - 90], 26), "#2a8f8a");
    c.line(
      [
        [hx + 50, hy - 10],
        [hx + 110, hy + 10],
      ],
      "#1d1b2a",
      6,
    );
  }
}

function muralScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  sky(c, S(m.sky), 260);
  const top = 200;
  const base = 940;
  const plaster = tone(pick(r, ["#efe6d8", "#e8dccb", "#f4efe6"]), m);
  c.rect(0, top, 1600, base - top, plaster);
  c.rect(0, top - 20, 1600, 26, tone("#b8573a", m));
  const theme = pick(r, ["ocean", "huichol", "garden"] as const);
  const edge = between(r, 1000, 1160);
  const painted = `M0,${top + 6}H${edge}Q${edge - 60},${(top + base) / 2} ${edge + 20},${base}H0Z`;
  c.group({ "clip-path": c.clip(painted) }, () => {
    c.group({}, () => muralArt(c, r, theme, 0, 1600, top + 6, base));
  });
  // The unpainted stretch: a pencil grid and the first outlines.
  let grid = "";
  for (let x = edge + 60; x < 1600; x += 110) grid += `M${x},${top + 10}V${base}`;
  for (let y = top + 100; y < base; y += 110) grid += `M${edge},${y}H1600`;
  c.path(grid, "none", { stroke: "#8a8a90", "stroke-width": 2, opacity: 0.4 });
  c.path(
    smooth(
      P(
        `${edge + 120},${base - 80} ${edge + 260},${top + 200} ${edge + 420},${top + 320} 1640,${top + 160}`,
      ),
    ),
    "none",
    {
      stroke: "#5a5a60",
      "stroke-width": 4,
      opacity: 0.6,
    },
  );
  c.rect(0, base, 1600, 260, tone("#b8aa98", m));
  flagstones(c, 1200, base, 800, tone("#9a8c7a", m), 6, 160);
  c.path(
    `M${edge - 320},${base + 10}H${edge + 300}L${edge + 340},${base + 120}H${edge - 360}Z`,
    "#e8e4dc",
    {
      opacity: 0.85,
    },
  );
  // A scaffold tower at the edge of the paint, a painter on top with a roller.
  const ink = m.ink;
  const metal = tone("#8a8e94", m);
  const sx = edge - 60;
  let frame = "";
  for (const x of [sx - 130, sx + 130]) frame += `M${x},${base + 40}V${top + 350}`;
  for (const y of [base + 40, base - 200, top + 350]) frame += `M${sx - 130},${y}H${sx + 130}`;
  frame += `M${sx - 130},${base + 40}L${sx + 130},${base - 200}M${sx + 130},${base - 200}L${sx - 130},${top + 350}`;
  c.path(frame, "none", { stroke: metal, "stroke-width": 10 });
  const plank = top + 340;
  c.rect(sx - 150, plank, 300, 20, tone("#a8744a", m));
  walker(c, sx - 20, plank, 280, ink, 0.2);
  c.line(
    [
      [sx - 10, plank - 210],
      [sx + 40, plank - 270],
    ],
    ink,
    16,
  );
  c.line(
    [
      [sx + 40, plank - 270],
      [sx + 110, plank - 300],
    ],
    "#6a6a70",
    8,
  );
  c.rect(sx + 96, plank - 330, 28, 64, pick(r, ["#e0523a", "#2a9dbb", "#f2b632"]), { rx: 10 });
  // A ladder against the wall further along, a second painter with a brush.
  const lx = between(r, 260, 560);
  c.path(
    `M${lx - 60},${base + 40}L${lx - 20},${base - 520}M${lx + 60},${base + 40}L${lx + 100},${base - 520}`,
    "none",
    {
      stroke: tone("#c8a070", m),
      "stroke-width": 12,
    },
  );
  let rungs = "";
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    rungs += `M${lx - 60 + t * 40},${base + 40 - t * 560}H${lx + 60 + t * 40}`;
  }
  c.path(rungs, "none", { stroke: tone("#c8a070", m), "stroke-width": 8 });
  walker(c, lx + 20, base - 250, 300, ink, 0.1);
  c.line(
    [
      [lx + 30, base - 490],
      [lx + 100, base - 600],
    ],
    ink,
    14,
  );
  // Paint pots and a couple of passers-by.
  const pots = ["#e0523a", "#2a9dbb", "#f2b632", "#7b4fa0", "#2a9d8f"];
  for (let i = 0; i < 5; i++) {
    const px = edge - 300 + i * 70;
    c.rect(px - 24, base + 40, 48, 56, "#c9ccd2", { rx: 6 });
    c.ellipse(px, base + 42, 24, 8, pick(r, pots));
  }
  const watchers = pick(r, [1, 2]);
  for (let i = 0; i < watchers; i++)
    walker(c, pick(r, [1300, 1450]) - i * 120, 1180, 420, ink, between(r, -0.2, 0.2), r() < 0.5);
  const subject = {
    ocean: "a breaching whale, waves and a setting sun",
    huichol: "Wixárika motifs, the blue deer, a peyote flower and maize",
    garden: "giant flowers, agave leaves and a hummingbird",
  }[theme];
  return `Muralists painting a long street wall with ${subject} ${m.phrase}: one on a scaffold with a roller, another up a ladder with a brush, pots of paint on a drop cloth, the rest of the wall still a pencil grid${watchers > 1 ? ", passers-by watching" : ", a passer-by watching"}.`;
}

export const artWalk = mirrored(galleryStreet);
export const mural = mirrored(muralScene);
