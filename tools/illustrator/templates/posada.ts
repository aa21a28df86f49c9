// A posada: children taking turns at a star piñata in a courtyard at night, paper lanterns
// overhead, neighbours with candles, poinsettias and a steaming pot of ponche.

import { flames, poinsettia } from "../festive.ts";
import { mix, quad } from "../geom.ts";
import { tone } from "../mood.ts";
import { walker } from "../people.ts";
import { flagstones } from "../plaza.ts";
import { sky, stars } from "../sky.ts";
import { between, type Canvas, type Pt, pick, type Rng, S } from "../svg.ts";
import { lantern } from "../things.ts";
import { pinata, pot } from "../wares.ts";
import { type Hints, mirrored, when } from "./hints.ts";
import { flags, walls } from "./town.ts";

const paper = ["#e2267a", "#f2c21b", "#f47a1f", "#2a9d8f", "#7b4fa0", "#e0303a"];

/** Paper lanterns hanging along a sagging cord from a to b. */
function lanterns(c: Canvas, r: Rng, a: Pt, b: Pt, sag: number, n: number, lit: boolean): void {
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  c.path(`M${a[0]},${a[1]}Q${mid[0]},${mid[1]} ${b[0]},${b[1]}`, "none", {
    stroke: "#1a1420",
    "stroke-width": 2,
  });
  for (let i = 1; i < n; i++) {
    const [x, y] = quad(a, mid, b, i / n);
    lantern(c, x, y + 40, between(r, 30, 40), pick(r, paper), lit);
  }
}

function scene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "night night dusk");
  sky(c, S(m.sky), 340);
  stars(c, r, 30, 260);
  const wall = tone(pick(r, walls), m);
  const base = 820;
  c.rect(0, 300, 1600, base - 300, wall);
  c.rect(0, 282, 1600, 30, tone("#b8573a", m));
  const doors = pick(r, [3, 4]);
  for (let i = 0; i < doors; i++) {
    const x = 200 + ((i + 0.5) * 1200) / doors - 80;
    c.path(
      `M${x},${base}V520A80,80 0 0 1 ${x + 160},520V${base}Z`,
      m.lit ? "#ffcf7a" : tone("#5a3a2a", m),
    );
    c.path(`M${x},${base}V520A80,80 0 0 1 ${x + 160},520V${base}`, "none", {
      stroke: mix(wall, "#000000", 0.2),
      "stroke-width": 16,
    });
  }
  c.rect(0, base, 1600, 380, tone("#a8704a", m));
  flagstones(c, 1200, base, 800, tone("#7a4a30", m), 8, 150);
  const pots = Math.floor(between(r, 3, 5));
  for (let i = 0; i < pots; i++) poinsettia(c, r, 120 + (i * 1360) / (pots - 1), base + 10, 150);
  lanterns(c, r, [-20, 60], [1620, 120], 40, 9, m.lit);
  lanterns(c, r, [-20, 200], [1620, 150], 30, 8, m.lit);
  // The piñata swings from a rope across the courtyard.
  const px = between(r, 700, 900);
  c.path(`M-20,250Q${px},330 1620,250`, "none", { stroke: "#d8c8a8", "stroke-width": 5 });
  pinata(c, r, px, 480, 110, r() < 0.5 ? flags : paper);
  const ink = m.ink;
  const kid = px - 200;
  walker(c, kid, 1040, 300, ink, 0.5);
  c.rect(kid - 20, 1040 - 300 * 0.95, 46, 14, pick(r, paper));
  c.line(
    [
      [kid + 20, 1040 - 220],
      [kid + 60, 1040 - 300],
      [px - 70, 580],
    ],
    ink,
    14,
  );
  const kids = Math.floor(between(r, 3, 6));
  for (let i = 0; i < kids; i++) {
    const side = i % 2 ? px - 380 - ((i - 1) / 2) * 130 : px + 170 + (i / 2) * 130;
    const y = 1060 + (i % 2) * 40;
    walker(
      c,
      side + between(r, -20, 20),
      y,
      between(r, 200, 260),
      ink,
      between(r, -0.4, 0.4),
      r() < 0.5,
    );
  }
  const tips: Pt[] = [];
  for (const [x, y, hh] of [
    [90, 1170, 440],
    [240, 1190, 410],
    [1380, 1190, 420],
    [1520, 1170, 450],
  ] as const) {
    walker(c, x, y, hh, ink, between(r, -0.2, 0.2), r() < 0.5);
    c.line(
      [
        [x + hh * 0.04, y - hh * 0.78],
        [x + hh * 0.12, y - hh * 0.62],
        [x + hh * 0.16, y - hh * 0.56],
      ],
      ink,
      hh * 0.06,
    );
    c.line(
      [
        [x + hh * 0.16, y - hh * 0.5],
        [x + hh * 0.16, y - hh * 0.68],
      ],
      "#f8f2e0",
      hh * 0.04,
    );
    tips.push([x + hh * 0.16, y - hh * 0.72]);
  }
  flames(c, tips, 12, m.lit);
  const ponche = r() < 0.6;
  if (ponche) {
    const tx = px < 800 ? 1180 : 420;
    c.rect(tx - 120, 900, 240, 16, tone("#6a4228", m));
    c.rect(tx - 100, 916, 200, 90, tone("#8a5a36", m));
    pot(c, tx, 900, 110, "olla", tone("#a8542e", m));
    for (const dx of [-20, 15])
      c.path(`M${tx + dx},780q-20,-40 0,-70t0,-70`, "none", {
        stroke: "#f4efe6",
        "stroke-width": 8,
        "stroke-linecap": "round",
        opacity: 0.35,
      });
  }
  return `A posada in a courtyard ${m.phrase}: a blindfolded child swinging a stick at a bright star piñata while ${kids} more wait their turn, paper lanterns glowing overhead, neighbours holding candles and poinsettias along the wall${ponche ? ", a steaming pot of ponche on a table" : ""}.`;
}

export const posada = mirrored(scene);
