// Galleries: a white room of framed abstract paintings, a sculpture courtyard under the
// sky, or a wall of Wixárika (Huichol) bead panels.

import { painting, palettes, plinth, sculpture, sculptureKinds, trackLights } from "../art.ts";
import { agave, bougainvillea } from "../flora.ts";
import { mix } from "../geom.ts";
import { tone } from "../mood.ts";
import { walker } from "../people.ts";
import { sky } from "../sky.ts";
import { inQuad, type Quad, subQuad } from "../street.ts";
import { between, type Canvas, type Pt, pick, type Rng, S } from "../svg.ts";
import { potPlant } from "../things.ts";
import { type Hints, mirrored, template, when } from "./hints.ts";
import { huicholWall } from "./huichol-wall.ts";
import { walls } from "./town.ts";

/** The four walls of a room seen straight on, vanishing point at the back wall's middle. */
const back = { x0: 360, y0: 180, x1: 1240, y1: 780 };
const leftWall = [
  [0, -65],
  [360, 180],
  [360, 780],
  [0, 1025],
] as Quad;
const rightWall = [
  [1240, 180],
  [1600, -65],
  [1600, 1025],
  [1240, 780],
] as Quad;

/** A painting on a side wall in true perspective: frame, ground and two bands of colour. */
function sidePainting(
  c: Canvas,
  r: Rng,
  wall: Quad,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  pal: string[],
): void {
  c.poly(subQuad(wall, u0, v0, u1, v1), "#2a2420");
  const q = subQuad(wall, u0 + 0.01, v0 + 0.01, u1 - 0.01, v1 - 0.01) as Quad;
  c.poly(q, pick(r, pal));
  c.poly(subQuad(q, 0, 0.55, 1, 0.8), pick(r, pal));
  const centre: Pt = inQuad(q, 0.5, 0.35);
  c.ellipse(
    centre[0],
    centre[1],
    (q[1][0] - q[0][0]) * 0.22,
    (q[3][1] - q[0][1]) * 0.14,
    pick(r, pal),
  );
}

export function whiteRoom(c: Canvas, r: Rng, _h: Hints): string {
  const pal = pick(r, palettes);
  const accent = r() < 0.4 ? pick(r, ["#2a4a6a", "#c4552f", "#3f6a5a", "#e9c48a"]) : "#f4f1ea";
  c.rect(0, 0, 1600, 1200, "#e4e0d8");
  c.rect(back.x0, back.y0, back.x1 - back.x0, back.y1 - back.y0, accent);
  c.poly(leftWall, "#ece8e0");
  c.poly(rightWall, "#dcd8d0");
  const wood = r() < 0.5;
  c.path("M0,1025L360,780H1240L1600,1025V1200H0Z", wood ? "#b88a5a" : "#a8a8a4");
  let d = "";
  for (let i = -8; i <= 8; i++) d += `M${800 + i * 55},780L${800 + i * 240},1200`;
  if (wood) c.path(d, "none", { stroke: "#9a6e44", "stroke-width": 3 });
  else c.ellipse(800, 1000, 500, 60, "#ffffff", { opacity: 0.18 });
  trackLights(c, 420, 1180, 150, 4, "#fff6d8");
  const layout = pick(r, ["three", "big", "grid"] as const);
  if (layout === "three")
    for (let i = 0; i < 3; i++) painting(c, r, 420 + i * 280, 320, 200, 260, pal);
  if (layout === "big") {
    painting(c, r, 560, 270, 480, 360, pal);
    for (const x of [420, 1100]) painting(c, r, x, 380, 90, 120, pal);
  }
  if (layout === "grid")
    for (let i = 0; i < 8; i++)
      painting(c, r, 430 + (i % 4) * 195, 270 + Math.floor(i / 4) * 210, 150, 170, pal);
  for (const [u0, u1] of [
    [0.15, 0.45],
    [0.6, 0.85],
  ] as const) {
    sidePainting(c, r, leftWall, u0, u1, 0.3, 0.55, pal);
    sidePainting(c, r, rightWall, 1 - u1, 1 - u0, 0.3, 0.55, pal);
  }
  const withSculpture = r() < 0.5;
  if (withSculpture) {
    const x = pick(r, [520, 1080]);
    plinth(c, x, 1000, 150, 180);
    sculpture(
      c,
      r,
      x,
      820,
      200,
      pick(r, sculptureKinds),
      pick(r, ["#2a2a30", "#b07a3a", "#f4f1ea", "#c4552f"]),
    );
  } else {
    c.path("M560,960H1040L1080,1000H520Z", "#6a4a36");
    c.rect(560, 1000, 20, 60, "#3a2a22");
    c.rect(1020, 1000, 20, 60, "#3a2a22");
  }
  const people = Math.floor(between(r, 1, 4));
  for (let i = 0; i < people; i++)
    walker(
      c,
      pick(r, [300, 700, 900, 1300]) + between(r, -60, 60),
      between(r, 1050, 1180),
      between(r, 380, 460),
      "#2a2a34",
      between(r, -0.3, 0.3),
      r() < 0.5,
    );
  const what = {
    three: "three framed abstract paintings",
    big: "one large abstract canvas",
    grid: "a grid of small colourful canvases",
  }[layout];
  return `A white-walled art gallery with ${what} on the back wall, more works on the side walls${withSculpture ? ", a sculpture on a plinth" : ", a bench"} and visitors looking on.`;
}

function courtScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden golden");
  sky(c, S(m.sky), 500);
  const wall = tone(pick(r, walls), m);
  c.rect(0, 260, 1600, 600, wall);
  c.rect(0, 240, 1600, 30, tone(mix(wall, "#000000", 0.2), m));
  const arch = pick(r, [200, 1100]);
  c.path(`M${arch},860V480A150,150 0 0 1 ${arch + 300},480V860Z`, tone("#5a3a2a", m));
  bougainvillea(c, r, arch > 800 ? 150 : 1150, 240, 300, 200);
  c.rect(0, 850, 1600, 350, tone("#d8c8a8", m));
  let d = "";
  for (let i = 0; i < 6; i++) d += `M0,${870 + i * i * 12}H1600`;
  for (let i = -10; i <= 10; i++) d += `M${800 + i * 90},850L${800 + i * 200},1200`;
  c.path(d, "none", { stroke: tone("#b8a888", m), "stroke-width": 4 });
  const colours = ["#2a2a30", "#b07a3a", "#f4f1ea", "#c4552f", "#3f6a8a"];
  const spots = [
    [450, 940, 150, 300],
    [820, 900, 120, 240],
    [1200, 1010, 190, 380],
  ] as const;
  const kinds = sculptureKinds.slice();
  for (const [x, y, w, s] of spots) {
    const kind = kinds.splice(Math.floor(r() * kinds.length), 1)[0] ?? "ring";
    plinth(c, x, y, w, w * 0.9, tone("#f4f1ea", m));
    sculpture(c, r, x, y - w * 0.9, s, kind, tone(pick(r, colours), m));
  }
  potPlant(
    c,
    r,
    120,
    1150,
    300,
    pick(r, ["cactus", "fern"] as const),
    tone("#b5643a", m),
    tone("#3f7a48", m),
  );
  agave(c, r, 1500, 1150, 200, tone("#7aa08a", m), tone("#4a7060", m));
  return `A sculpture courtyard ${m.phrase}: modern sculptures on white plinths before a painted wall with an arched doorway and bougainvillea.`;
}

const court = mirrored(courtScene);

export const galleries = template(
  [whiteRoom, court, huicholWall],
  [
    [/huichol|wixarika|bead|chaquira/, huicholWall],
    [/tinta|gubia|grabado|print|paint|pintur/, whiteRoom],
    [/sculpt|escultur|garden|jardin|barro|clay|ceram/, court],
  ],
);
