// Day of the Dead: a stepped ofrenda under an arch of marigolds, with candles, framed photos,
// sugar skulls, pan de muerto, fruit and drinks, papel picado above and a path of petals.

import { village } from "../built.ts";
import { jarrito, tumbler } from "../drinks.ts";
import {
  bunting,
  candles,
  garland,
  marigolds,
  panDeMuerto,
  portrait,
  skull,
  specks,
} from "../festive.ts";
import { mix } from "../geom.ts";
import { tone } from "../mood.ts";
import { sky, stars } from "../sky.ts";
import { between, type Canvas, f, type Pt, pick, type Rng, S } from "../svg.ts";
import { type Hints, mirrored, when } from "./hints.ts";

const deadColours = ["#7b4fa0", "#f47a1f", "#e2267a", "#2a9d8f", "#f2c21b"];

/** A clay copal burner on three feet, a ribbon of smoke curling up. */
function copal(c: Canvas, x: number, y: number, s: number): void {
  for (const dx of [-0.3, 0, 0.3])
    c.rect(x + dx * s - s * 0.06, y - s * 0.2, s * 0.12, s * 0.2, "#7a3a22");
  c.path(
    `M${f(x - s * 0.5)},${f(y - s * 0.5)}Q${f(x)},${f(y)} ${f(x + s * 0.5)},${f(y - s * 0.5)}Z`,
    "#a8542e",
  );
  c.ellipse(x, y - s * 0.5, s * 0.5, s * 0.1, "#5a2a1a");
  c.path(
    `M${f(x)},${f(y - s * 0.55)}C${f(x - s * 0.4)},${f(y - s * 1.2)} ${f(x + s * 0.5)},${f(y - s * 1.6)} ${f(x)},${f(y - s * 2.4)}S${f(x - s * 0.3)},${f(y - s * 3.2)} ${f(x + s * 0.2)},${f(y - s * 3.8)}`,
    "none",
    { stroke: "#f4efe6", "stroke-width": s * 0.12, "stroke-linecap": "round", opacity: 0.3 },
  );
}

function scene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "dusk night night");
  const outdoor = r() < 0.4;
  const floor = 1000;
  if (outdoor) {
    sky(c, S(m.sky), floor);
    stars(c, r, 30, 500);
    village(c, r, -20, 1640, floor - 120, 200, 320, ["#3a3050", "#2e2a44", "#40344e"], {
      window: "#ffcf7a",
    });
    c.rect(0, floor - 120, 1600, 120, tone("#6a5a60", m));
  } else {
    const wall = pick(r, ["#3a2a4a", "#2a3048", "#4a2a30", "#1f3a3a"]);
    c.rect(0, 0, 1600, floor, c.lin(S(`0 ${mix(wall, "#000000", 0.3)}, 1 ${wall}`)));
  }
  c.ellipse(800, 700, 800, 520, c.rad(S("0 #ffb85a 0.35, 0.6 #ff9a3a 0.1, 1 #ff9a3a 0")));
  c.rect(0, floor, 1600, 200, outdoor ? tone("#7a6a66", m) : "#5a3a2e");
  bunting(c, [-20, 40], [1620, 60], 40, deadColours, 80);
  if (!outdoor) bunting(c, [-20, 200], [1620, 190], 30, deadColours, 62);
  // The arch of marigolds over the altar.
  const arch: Pt[] = [];
  for (let i = 0; i <= 16; i++) {
    const a = Math.PI + (i / 16) * Math.PI;
    arch.push([800 + Math.cos(a) * 600, floor + Math.sin(a) * 720]);
  }
  const withArch = r() < 0.75;
  if (withArch) garland(c, r, arch, 26);
  // Three tiers draped in cloth, each edged with a band of cut paper.
  const cloth = pick(r, [
    ["#f4efe6", "white"],
    ["#7b4fa0", "purple"],
    ["#e2267a", "magenta"],
    ["#f47a1f", "orange"],
  ] as const);
  const edge = pick(
    r,
    deadColours.filter((col) => col !== cloth[0]),
  );
  const tiers = [
    [1150, 850],
    [890, 700],
    [630, 550],
  ] as const;
  let below = floor;
  for (const [w, top] of tiers) {
    c.rect(800 - w / 2, top, w, below - top, tone(mix(cloth[0], "#000000", 0.12), m, 0.3));
    c.rect(800 - w / 2, top, w, 14, tone(cloth[0], m, 0.3));
    let zig = `M${f(800 - w / 2)},${f(top + 14)}`;
    for (let x = 800 - w / 2; x < 800 + w / 2; x += 30)
      zig += `L${f(x + 15)},${f(top + 44)}L${f(x + 30)},${f(top + 14)}`;
    c.path(`${zig}Z`, edge);
    below = top;
  }
  // Top tier: framed photographs.
  const photos = pick(r, [2, 3]);
  const frames = ["#c9a04a", "#6a3a22", "#2a2a30"];
  for (let i = 0; i < photos; i++) {
    const x = 800 + (i - (photos - 1) / 2) * 170;
    portrait(c, x, 550, 120, between(r, 140, 170), pick(r, frames), "#e8dcc0", "#5a4a48");
  }
  // Middle tier: pan de muerto and sugar skulls; bottom tier: vases of marigolds, fruit, drinks.
  panDeMuerto(c, r, 440, 700, 70);
  panDeMuerto(c, r, 1160, 700, 60);
  const skulls = pick(r, [3, 4]);
  for (let i = 0; i < skulls; i++)
    skull(
      c,
      580 + (i * 440) / (skulls - 1),
      700,
      66,
      "#f8f4ec",
      pick(r, deadColours),
      pick(r, deadColours),
    );
  for (const x of [300, 1300]) {
    const heads: Pt[] = [];
    for (let k = 0; k < 12; k++) heads.push([x + between(r, -60, 60), 850 - between(r, 130, 220)]);
    c.path(
      `M${x - 10},850L${x - 50},${850 - 160}M${x + 10},850L${x + 50},${850 - 160}M${x},850V${850 - 200}`,
      "none",
      {
        stroke: "#3f7a2a",
        "stroke-width": 6,
      },
    );
    marigolds(c, r, heads, 26);
    c.path(`M${x - 50},850L${x - 38},770H${x + 38}L${x + 50},850Z`, "#b5643a");
  }
  const fruit = r() < 0.6;
  if (fruit) {
    const oranges: Pt[] = [];
    for (let k = 0; k < 7; k++)
      oranges.push([520 + (k % 4) * 36 + (k > 3 ? 18 : 0), 835 - (k > 3 ? 30 : 0)]);
    specks(c, oranges, 20, "#f48a1f");
  }
  tumbler(c, 1020, 850, 90, "#dff0f4");
  for (const x of [1110, 1170]) jarrito(c, x, 850, 50, "#b5643a", "#3f7a4e");
  // Candles on every tier and along the floor.
  const wax = tone("#f8f2e0", m, 0.2);
  const list: [number, number, number, number][] = [];
  for (const [w, top] of tiers)
    for (const dx of [-0.44, 0.44]) list.push([800 + dx * w, top, 20, between(r, 50, 90)]);
  for (let i = 0; i < 7; i++)
    list.push([260 + i * 180 + between(r, -20, 20), 1120 + (i % 2) * 30, 26, between(r, 60, 110)]);
  list.push([690, 850, 18, 60], [920, 850, 18, 70]);
  candles(c, list, wax, true);
  const petals: Pt[] = [];
  for (let i = 0; i < 90; i++) {
    const t = r();
    petals.push([800 + between(r, -1, 1) * (60 + t * 160), 1010 + t * 190]);
  }
  specks(c, petals, 6, "#f49a1a");
  copal(c, 800, 1080, 70);
  const tableau = [
    `${photos === 2 ? "two" : "three"} framed photographs`,
    "sugar skulls",
    "pan de muerto",
  ];
  if (fruit) tableau.push("oranges");
  return `A Day of the Dead altar ${outdoor ? "set up in the plaza" : "in a candlelit room"} ${m.phrase}: three tiers draped in ${cloth[1]} cloth${withArch ? " under an arch of orange marigolds" : ""}, with candles, ${tableau.join(", ")} and vases of cempasúchil, papel picado above and a path of petals leading to a smoking copal burner.`;
}

export const altar = mirrored(scene);
