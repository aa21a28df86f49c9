// Sports events: runners with race numbers along the seafront promenade at sunrise (through a
// balloon arch), and road cyclists on the coast road that winds above the bay.

import { cyclist, runner } from "../athletes.ts";
import { specks } from "../festive.ts";
import { canopy } from "../flora.ts";
import { mix, P, quad, smooth } from "../geom.ts";
import { bay, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { walker } from "../people.ts";
import { between, type Canvas, f, type Pt, pick, type Rng } from "../svg.ts";
import { railing } from "../things.ts";
import { type Hints, hills, mirrored, when } from "./hints.ts";

const shirts = [
  "#e0523a",
  "#f2b632",
  "#2a9d8f",
  "#3b6fb6",
  "#e2267a",
  "#f47a1f",
  "#f4efe6",
  "#7b4fa0",
];

/** An inflatable arch of balloons spanning x0..x1, standing on y, `h` tall. */
function balloonArch(
  c: Canvas,
  x0: number,
  x1: number,
  y: number,
  h: number,
  colours: string[],
): void {
  const line: Pt[] = [];
  const cx = (x0 + x1) / 2;
  const rx = (x1 - x0) / 2;
  for (let i = 0; i <= 44; i++) {
    const a = Math.PI + (i / 44) * Math.PI;
    const k = Math.abs(Math.cos(a));
    line.push([cx + Math.cos(a) * rx, y - h * (1 - k ** 6) - (k > 0.99 ? 0 : 0)]);
  }
  const byColour = colours.map((): Pt[] => []);
  line.forEach((p, i) => {
    byColour[i % colours.length]?.push(p);
  });
  byColour.forEach((list, i) => {
    specks(c, list, 34, colours[i] ?? "#e0523a");
  });
  specks(
    c,
    line.map(([x, yy]): Pt => [x - 10, yy - 12]),
    8,
    "#ffffff",
    0.4,
  );
}

function runnersScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning morning golden");
  const hz = 560;
  bay(c, r, m, hz, {
    hills: hills(h, 0.9),
    profile: (t) => 1.2 - t * 0.8,
    sunX: between(r, 250, 600),
  });
  // The sea wall and rail, palms along the promenade.
  const stone = tone("#d8c8b0", m);
  c.rect(0, 720, 1600, 40, mix(stone, "#000000", 0.2));
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#7b5a40", m), frond: tone("#3f8a4f", m, 1.4), back: tone("#2f6f3f", m, 1.4) },
    14,
  );
  for (const x of [120, 560, 1040, 1480])
    palmAt(c, palm, x + between(r, -40, 40), 780, between(r, 380, 460), r() < 0.5);
  railing(c, -20, 1620, 780, 60, tone("#3a4a5a", m), 40);
  c.rect(0, 780, 1600, 420, stone);
  for (let i = 0; i < 4; i++) {
    const y = 830 + i * i * 28 + i * 40;
    c.path(
      smooth(P(`-40,${y} 300,${y - 14} 600,${y + 10} 900,${y - 12} 1200,${y + 8} 1640,${y - 10}`)),
      "none",
      {
        stroke: tone("#b8a488", m),
        "stroke-width": 8 + i * 5,
      },
    );
  }
  const arch = r() < 0.5;
  const colours = pick(r, [
    ["#e0523a", "#f4efe6", "#2a9d8f"],
    ["#f2b632", "#3b6fb6", "#f4efe6"],
    ["#e2267a", "#f2c21b", "#22b3c9"],
  ]);
  if (arch)
    balloonArch(
      c,
      220,
      1380,
      1060,
      560,
      colours.map((col) => tone(col, m, 0.5)),
    );
  const dir = r() < 0.5 ? 1 : -1;
  const n = Math.floor(between(r, 6, 10));
  const spots: [number, number][] = [];
  for (let i = 0; i < n; i++) spots.push([between(r, 120, 1480), between(r, 860, 1170)]);
  spots.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of spots) {
    const hh = 150 + (y - 860) * 0.9;
    runner(c, x, y, hh, m.ink, tone(pick(r, shirts), m, 0.5), dir, between(r, 0.8, 1.15));
  }
  const fans = r() < 0.6;
  if (fans)
    for (const x of [60, 1540]) {
      walker(c, x, 1200, 380, mix(m.ink, "#5a6a7a", 0.3), 0.1, x > 800);
      c.line(
        [
          [x + 10, 1200 - 300],
          [x + 40, 1200 - 380],
          [x + 30, 1200 - 440],
        ],
        mix(m.ink, "#5a6a7a", 0.3),
        22,
      );
    }
  return `Runners with race numbers ${n > 7 ? "streaming" : "running"} along the seafront promenade ${m.phrase}${arch ? " through an arch of balloons" : ""}, palms along the sea rail and the bay and mountains beyond${fans ? ", spectators cheering at the side" : ""}.`;
}

function cyclistsScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  const hz = 460;
  bay(c, r, m, hz, { hills: hills(h, 0.7), profile: (t) => 1.2 - t, sunX: between(r, 250, 700) });
  const g = ["#2f6a3a", "#3f7a48", "#4b8a52", "#285c33"].map((t) => tone(t, m, 1.4));
  // A jungle hill rises on the right; the road winds down across it towards us.
  c.path(`${smooth(P("700,760 1000,520 1300,330 1640,240"))}L1640,1200H700Z`, g[3] ?? "#285c33");
  canopy(c, r, P("760,700 1000,500 1300,320 1640,240"), 90, g);
  const a: Pt = [-40, 1150];
  const k: Pt = [700, 1000];
  const b: Pt = [1640, 720];
  const width = (t: number) => 300 * (1 - t) + 70 * t;
  const edge = (side: number): Pt[] =>
    Array.from({ length: 13 }, (_, i): Pt => {
      const t = i / 12;
      const [x, y] = quad(a, k, b, t);
      return [x, y + (side * width(t)) / 2];
    });
  const below = edge(1);
  c.path(`${smooth(below)}L1640,1240H-40Z`, tone("#5a7a4a", m));
  const road = [...edge(-1), ...below.reverse()];
  c.path(
    `${smooth(road.slice(0, 13))}L${road
      .slice(13)
      .map(([x, y]) => `${f(x)},${f(y)}`)
      .join("L")}Z`,
    tone("#4a4a50", m),
  );
  c.path(smooth(edge(0)), "none", {
    stroke: "#f2c21b",
    "stroke-width": 6,
    "stroke-dasharray": "36 30",
  });
  let posts = "";
  for (const [x, y] of edge(1).slice(0, 12)) posts += `M${f(x)},${f(y)}v-26`;
  c.path(posts, "none", { stroke: tone("#c9ccd2", m), "stroke-width": 6 });
  c.path(smooth(edge(1).map(([x, y]): Pt => [x, y - 22])), "none", {
    stroke: tone("#c9ccd2", m),
    "stroke-width": 8,
  });
  const n = Math.floor(between(r, 3, 6));
  const frames = ["#e0523a", "#f4efe6", "#2a2a30", "#3b6fb6", "#f2b632"];
  for (let i = n - 1; i >= 0; i--) {
    const t = 0.12 + (i / n) * 0.55;
    const [x, y] = quad(a, k, b, t);
    const s = width(t) * 1.1;
    cyclist(
      c,
      x,
      y + width(t) * 0.15,
      s,
      m.ink,
      pick(r, frames),
      tone(pick(r, shirts), m, 0.5),
      -1,
    );
  }
  canopy(c, r, P("-40,1180 300,1140 600,1200"), 110, g);
  return `${n === 3 ? "Three" : n === 4 ? "Four" : "Five"} road cyclists in bright jerseys riding down the coast road as it winds through the jungle above the bay ${m.phrase}, a guardrail on the sea side.`;
}

export const runners = mirrored(runnersScene);
export const cyclists = mirrored(cyclistsScene);
