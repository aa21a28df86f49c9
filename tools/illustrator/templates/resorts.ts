// Resorts: three pictures per resort (resorts.json names them resort-<slug>-pool, -room
// and -beach): its pool terrace, a room looking out over the bay, and its beach. All three
// share the resort's look, handed out in turn within its star rating: the architecture,
// the colours of walls, canvas and textiles, and the hour of the day.

import { painting, palettes } from "../art.ts";
import { sailboat } from "../boats.ts";
import { canopy, shrub } from "../flora.ts";
import { mix, P, smooth, tube } from "../geom.ts";
import { hill } from "../land.ts";
import { bay, type Mood, mood, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { walker } from "../people.ts";
import { beach, surfLines } from "../shore.ts";
import { at, between, type Canvas, f, pick, type Rng } from "../svg.ts";
import { cafeTable, chair, equipal, pendant, potPlant, railing } from "../things.ts";
import { type Draw, type Hints, hills } from "./hints.ts";
import {
  arcLamp,
  type Build,
  bed,
  ceilingFan,
  lifeguard,
  type Palette,
  pool,
  resortBuilding,
  sunKit,
  swimmer,
} from "./resort-parts.ts";

/** One resort's shared look: architecture, palette, hour, and which way its pictures face. */
export type ResortLook = Palette & {
  slug: string;
  build: Build;
  stars: number;
  hour: Mood["key"];
  /** Mirror every picture of this resort, so neighbours do not repeat one layout. */
  flip: boolean;
};

type Style = Palette & { hours: Mood["key"][]; phrase: string };

const styles: Record<Build, Style> = {
  wings: {
    phrase: "low hacienda-style wings under terracotta roofs",
    hours: ["golden", "sunset", "morning"],
    wall: "#f4e6d0",
    shade: "#d9c2a2",
    roof: "#c4552f",
    glass: "#4a5a5e",
    canopy: ["#f4efe6", "#efe2c8"],
    deck: "#e6d2b4",
    wood: "#7a4a2a",
    inside: "#efe0c8",
    floor: "#c0704a",
    accent: "#b8452a",
    lounger: "#8a5a36",
  },
  tower: {
    phrase: "a tall white tower with glass balconies",
    hours: ["midday", "golden", "morning"],
    wall: "#f6f6f2",
    shade: "#c3d3da",
    roof: "#1f9e9a",
    glass: "#5aa6c8",
    canopy: ["#1f9e9a", "#f2b632", "#e07a5f", "#3b6fb6"],
    deck: "#e9e2d6",
    wood: "#c8a27a",
    inside: "#f1efea",
    floor: "#d8bc94",
    accent: "#1f9e9a",
    lounger: "#46606a",
  },
  block: {
    phrase: "a six-storey building painted sunny yellow",
    hours: ["morning", "midday", "golden"],
    wall: "#f3cf7a",
    shade: "#d9a85a",
    roof: "#3b6fb6",
    glass: "#3f6f8a",
    canopy: ["#3b6fb6", "#ffffff"],
    deck: "#e8dccb",
    wood: "#9a7456",
    inside: "#dfeaee",
    floor: "#e4dccf",
    accent: "#3b6fb6",
    lounger: "#2f4d6a",
  },
};

/**
 * Hands out looks: five-star resorts take turns between the hacienda wings and the tower,
 * the others get the mid-rise block; a second round of a style moves to its next hour.
 */
export function resortLooks(): (slug: string, stars: number) => ResortLook {
  const turns = new Map<string, number>();
  return (slug, stars) => {
    const builds: Build[] = stars >= 5 ? ["wings", "tower"] : ["block"];
    const key = builds.join();
    const n = turns.get(key) ?? 0;
    turns.set(key, n + 1);
    const build = at(builds, n % builds.length);
    const round = Math.floor(n / builds.length);
    const { hours, phrase: _, ...palette } = styles[build];
    const hour = at(hours, round % hours.length);
    return { ...palette, slug, build, stars, hour, flip: (n + round) % 2 === 1 };
  };
}

type Picture = (c: Canvas, r: Rng, h: Hints, L: ResortLook, m: Mood) => string;

/** The picture a name asks for (…-pool, …-room, …-beach), drawn in the resort's look. */
export function resortPicture(name: string, look: ResortLook): Draw {
  const kind = /-(pool|room|beach)$/.exec(name)?.[1];
  const picture: Picture = kind === "room" ? roomScene : kind === "beach" ? beachScene : poolScene;
  return (c, r, h) => {
    let title = "";
    const flip = look.flip ? { transform: "matrix(-1 0 0 1 1600 0)" } : {};
    c.group(flip, () => {
      title = picture(c, r, h, look, mood(look.hour));
    });
    return title;
  };
}

function palm(c: Canvas, r: Rng, m: Mood, lean = 16): string {
  return definePalm(
    c,
    r,
    { trunk: tone("#7b5a40", m), frond: tone("#3f8a4f", m, 1.4), back: tone("#2f6f3f", m, 1.4) },
    lean,
  );
}

const greens = (m: Mood) => ["#3f7a48", "#4b8a52", "#356b3f"].map((g) => tone(g, m, 1.4));

/** Pool terrace: the bay on one side, the resort on the other, the pool and its loungers. */
function poolScene(c: Canvas, r: Rng, h: Hints, L: ResortLook, m: Mood): string {
  const hz = 470;
  const ground = 712;
  bay(c, r, m, hz, {
    hills: hills(h, 1.1),
    profile: (t) => 0.35 + t * 0.7,
    sunX: between(r, 200, 560),
    bottom: ground + 20,
  });
  if (r() < 0.5)
    sailboat(c, between(r, 300, 600), hz + 40, 50, tone("#ffffff", m), tone("#f7f3ea", m));
  const [bx, bs] = ({ wings: [800, 1.2], tower: [960, 1], block: [880, 1.05] } as const)[L.build];
  const id = palm(c, r, m, between(r, 10, 20));
  palmAt(c, id, bx + 300, ground - 20, 470, false);
  c.rect(bx - 160, ground - 24, 1800, 30, at(greens(m), 2));
  resortBuilding(c, r, L.build, L, m, bx, ground, bs);
  palmAt(c, id, bx - 60, ground + 6, 370, false);
  palmAt(c, id, 1570, ground + 6, 420, true);
  canopy(c, r, P(`${bx - 120},${ground - 30} 1640,${ground - 30}`), 44, greens(m));
  c.rect(0, ground, 1600, 1200 - ground, tone(L.deck, m));
  let joints = "";
  for (let k = 1; k < 9; k++) joints += `M0,${f(ground + k * k * 6.2)}H1600`;
  c.path(joints, "none", { stroke: "#000000", "stroke-width": 2, opacity: 0.07 });
  const coping = "#f7f1e6";
  let title: string;
  if (L.build === "wings") {
    // A long infinity pool whose far edge meets the sea; loungers on the deck in front.
    const d = "M-40,724H1160Q1200,724 1200,760V846Q1200,880 1160,880H-40Z";
    c.rect(1160, ground, 40, 12, tone(coping, m));
    pool(c, r, m, d, [0, 724, 1200, 880], coping);
    c.rect(-40, 718, 1240, 8, tone(mix("#6fdde6", "#ffffff", 0.4), m), { opacity: 0.8 });
    title = "a long infinity pool that melts into the bay";
  } else if (L.build === "tower") {
    // A free-form family pool, a twisting slide and a swim-up bar.
    const d = smooth(
      P("120,780 520,745 900,770 1250,755 1440,810 1380,900 1000,910 620,940 240,930 80,860"),
      true,
    );
    pool(c, r, m, d, [80, 745, 1440, 940], coping);
    const slide = tone(L.roof, m);
    const post = tone("#f5efe4", m);
    c.rect(1442, 560, 16, 250, post);
    c.rect(1312, 650, 16, 150, post);
    c.path(tube(P("1450,556 1350,580 1300,660 1400,720 1340,800 1250,850"), 34, 30, 30), slide);
    c.rect(1400, 544, 100, 16, post);
    title = "a big free-form pool with a twisting water slide";
  } else {
    const d = "M330,780H1080L1250,1000H160Z";
    pool(c, r, m, d, [160, 780, 1250, 1000], coping);
    c.ellipse(1380, 830, 120, 34, tone(coping, m));
    c.ellipse(1380, 830, 100, 24, tone("#6fdde6", m, 0.6));
    c.ellipse(1380, 826, 60, 10, "#ffffff", { opacity: 0.6 });
    title = "a rectangular pool and a round hot tub";
  }
  const swimmers = Math.floor(between(r, 1, 4));
  for (let i = 0; i < swimmers; i++) {
    const y = between(r, 790, 860);
    swimmer(c, between(r, 300, 1000), y, 10 + (y - 760) * 0.08, m.ink);
  }
  const row: [number, number, number][] =
    L.build === "tower"
      ? [
          [200, 1170, 240],
          [660, 1185, 250],
          [1100, 1175, 240],
        ]
      : L.build === "wings"
        ? [
            [360, 1100, 230],
            [880, 1110, 230],
            [1400, 1150, 270],
          ]
        : [
            [1370, 1130, 300],
            [150, 1160, 280],
            [770, 1190, 240],
          ];
  for (const [x, y, s] of row) sunKit(c, r, m, x, y, s, L, false);
  palmAt(c, id, 60, 1210, 820, false);
  if (L.build === "wings")
    for (const x of [1290, 1510])
      potPlant(c, r, x, 800, 150, "fern", tone("#b5643a", m), tone("#3f7a48", m));
  const who = swimmers === 1 ? "a swimmer" : `${swimmers === 2 ? "two" : "three"} swimmers`;
  const looks = styles[L.build].phrase;
  return `The pool terrace of a beach resort ${m.phrase}: ${title}, ${who} in the water, umbrellas and loungers on the deck, palms, ${looks} and Banderas Bay beyond.`;
}

/** A room with a view: the bed, curtains, a lamp and plants, the balcony and the bay. */
function roomScene(c: Canvas, r: Rng, h: Hints, L: ResortLook, m: Mood): string {
  const floorY = 880;
  const [x0, x1, top] = [640, 1420, 90];
  c.rect(0, 0, 1600, floorY, tone(L.inside, m, 0.5));
  const arch = L.build === "wings";
  const rad = (x1 - x0) / 2;
  const pane = arch
    ? `M${x0},${floorY}V${top + rad}A${rad},${rad} 0 0 1 ${x1},${top + rad}V${floorY}Z`
    : `M${x0},${top}H${x1}V${floorY}H${x0}Z`;
  c.group({ "clip-path": c.clip(pane) }, () => {
    bay(c, r, m, 540, {
      hills: hills(h, 0.9),
      profile: (t) => 0.25 + t * 0.8,
      sunX: between(r, x0 + 150, x1 - 150),
      clouds: 2,
    });
    if (r() < 0.6)
      sailboat(c, between(r, x0 + 100, x1 - 100), 600, 46, tone("#ffffff", m), tone("#f7f3ea", m));
    c.rect(x0 - 40, 790, x1 - x0 + 80, floorY - 790, tone(mix(L.floor, "#ffffff", 0.2), m, 0.5));
    if (L.build === "tower") {
      c.rect(x0, 690, x1 - x0, 100, "#cfe8f0", { opacity: 0.35 });
      c.rect(x0, 684, x1 - x0, 10, tone("#9aa6ac", m, 0.5));
    } else
      railing(
        c,
        x0 - 40,
        x1 + 40,
        790,
        100,
        tone(arch ? "#2a2420" : "#f4efe6", m, 0.5),
        arch ? 26 : 40,
      );
    if (arch) {
      cafeTable(c, x1 - 180, 800, 140, tone("#2a2420", m, 0.5));
      chair(c, x1 - 280, 800, 150, tone("#2a2420", m, 0.5), 1);
    } else
      potPlant(c, r, x1 - 110, 800, 170, "fern", tone("#c8b8a0", m, 0.5), tone("#3f7a48", m, 0.5));
  });
  const frame = tone(arch ? "#7a4a2a" : L.build === "tower" ? "#3a3f44" : "#f7f4ee", m, 0.5);
  c.path(pane, "none", { stroke: frame, "stroke-width": 28 });
  const mull =
    L.build === "tower"
      ? `M${x0 + rad * 0.66},${top}V${floorY}M${x1 - rad * 0.66},${top}V${floorY}`
      : `M${x0 + rad},${top}V${floorY}${arch ? `M${x0},${top + rad}H${x1}` : ""}`;
  c.path(mull, "none", { stroke: frame, "stroke-width": 12 });
  // Curtains gathered at both sides of the opening, on a rod above it.
  const cloth = tone(arch ? "#f1e4cc" : L.build === "tower" ? "#fbfaf6" : L.accent, m, 0.5);
  const rodY = top - 40;
  for (const [a, b] of [
    [x0 - 130, x0 + 40],
    [x1 - 40, x1 + 130],
  ] as const) {
    const mid = (a + b) / 2;
    c.path(
      `M${a},${rodY}H${b}Q${b + 6},${(rodY + floorY) / 2} ${b + 14},${floorY + 4}H${a - 14}Q${a - 6},${(rodY + floorY) / 2} ${a},${rodY}Z`,
      cloth,
      { opacity: L.build === "tower" ? 0.92 : 1 },
    );
    c.path(
      `M${mid - 40},${rodY}Q${mid - 46},500 ${mid - 52},${floorY}M${mid},${rodY}V${floorY}M${mid + 40},${rodY}Q${mid + 46},500 ${mid + 52},${floorY}`,
      "none",
      { stroke: "#000000", "stroke-width": 4, opacity: 0.08 },
    );
  }
  c.rect(x0 - 170, rodY - 10, x1 - x0 + 340, 12, tone("#3a3430", m, 0.5), { rx: 6 });
  // The floor: tiles or planks drawn as joints running towards the window.
  c.rect(0, floorY, 1600, 1200 - floorY, tone(L.floor, m, 0.5));
  let joints = "";
  for (let k = -10; k <= 10; k++)
    joints += `M${f(1030 + k * 80)},${floorY}L${f(1030 + k * 250)},1200`;
  if (L.build !== "tower")
    for (let y = 920; y < 1200; y += 36 + (y - 880) * 0.3) joints += `M0,${f(y)}H1600`;
  c.path(joints, "none", { stroke: "#000000", "stroke-width": 2, opacity: 0.1 });
  c.rect(0, floorY - 8, 1600, 10, tone(mix(L.inside, "#000000", 0.1), m, 0.5));
  if (arch) {
    // Wooden ceiling beams (vigas).
    c.rect(0, 0, 1600, 34, tone(L.wood, m, 0.5));
    let vigas = "";
    for (let x = 40; x < 1600; x += 150) vigas += `M${x},34h40v18h-40Z`;
    c.path(vigas, tone(mix(L.wood, "#000000", 0.2), m, 0.5));
  } else if (L.build === "block") ceilingFan(c, 460, 90, 220, tone(L.wood, m, 0.5));
  // A rug, a painting above the bed, the bed, its lamp, and plants.
  c.ellipse(1060, 1130, 420, 50, tone(mix(L.accent, "#ffffff", 0.5), m, 0.5));
  painting(c, r, 300, 290, 250, 190, pick(r, palettes), 0, tone(L.wood, m, 0.5));
  const head = tone(
    arch ? L.wood : L.build === "tower" ? "#c9b9a4" : mix(L.accent, "#ffffff", 0.3),
    m,
    0.5,
  );
  const nx = 110;
  c.rect(nx - 80, 900, 160, 150, tone(L.wood, m, 0.5), { rx: 6 });
  c.rect(nx - 70, 960, 140, 4, "#000000", { opacity: 0.2 });
  pendant(c, nx, 0, 760, 110, tone(arch ? "#c99a5a" : "#f4efe6", m, 0.5), m.lit);
  bed(c, 260, 1100, 760, head, tone(L.wood, m, 0.5), tone(L.accent, m, 0.5), m);
  potPlant(
    c,
    r,
    1500,
    1120,
    L.build === "tower" ? 380 : 460,
    "monstera",
    tone(arch ? "#b5643a" : "#e8e2d6", m, 0.5),
    tone("#3f7a48", m, 0.5),
  );
  let seat = "";
  if (arch) {
    equipal(c, 1240, 1150, 260);
    seat = ", a leather equipal chair";
  } else if (L.build === "tower") {
    arcLamp(c, 1190, 1150, 500, tone("#2a2a30", m, 0.5), m.lit);
    seat = ", an arching floor lamp";
  }
  const opening = arch
    ? "tall arched French doors open onto an iron-railed balcony"
    : L.build === "tower"
      ? "floor-to-ceiling glass opens onto a glass-railed balcony"
      : "a sliding door opens onto a balcony";
  return `A resort room ${m.phrase}: a big white bed, a pendant lamp over the bedside table, a painting and a monstera in its pot${seat}; ${opening} looking over Banderas Bay to the mountains.`;
}

/** The resort's beach, seen along the shore: sea on one side, the resort behind the sand. */
function beachScene(c: Canvas, r: Rng, h: Hints, L: ResortLook, m: Mood): string {
  const hz = 560;
  bay(c, r, m, hz, {
    hills: hills(h, 1),
    profile: (t) => 0.4 + t * 0.7,
    sunX: between(r, 160, 620),
  });
  surfLines(c, r, hz + 40, 980, 6, "#ffffff");
  if (r() < 0.5)
    sailboat(c, between(r, 200, 500), hz + 30, 44, tone("#ffffff", m), tone("#f7f3ea", m));
  const back = 668;
  const [bx, bs] = ({ wings: [760, 1.05], tower: [930, 0.82], block: [820, 0.86] } as const)[
    L.build
  ];
  // The garden at the back of the beach ends in a green point on the shore.
  hill(
    c,
    P(`620,${back + 20} 760,${back - 24} 1100,${back - 30} 1640,${back - 34}`),
    at(greens(m), 2),
  );
  const id = palm(c, r, m, between(r, 8, 20));
  for (const x of [bx + 180, bx + 540]) palmAt(c, id, x, back - 30, 440, x > 1000);
  resortBuilding(c, r, L.build, L, m, bx, back - 20, bs);
  canopy(c, r, P(`660,${back - 10} 1640,${back - 20}`), 40, greens(m));
  palmAt(c, id, 720, back + 4, 300, false);
  palmAt(c, id, 1500, back + 4, 340, true);
  const shore = P(`-40,1140 300,930 600,770 820,${back + 4} 1200,${back - 6} 1640,${back - 10}`);
  beach(c, m, shore);
  // Thatched palapas (or canvas umbrellas) with loungers, in rows back from the water.
  let kit = 0;
  const shoreX = (y: number) => Math.max(-40, 820 - ((y - back) / (1140 - back)) * 860);
  for (const [y, s] of [
    [730, 120],
    [850, 170],
    [1060, 250],
  ] as const) {
    for (let x = shoreX(y) + s * 1.4; x < 1560; x += s * between(r, 2.2, 2.8)) {
      sunKit(c, r, m, x, y, s, L, L.build === "wings" || (L.build === "tower" && kit % 2 === 0));
      kit++;
    }
  }
  // People strolling along the wet sand.
  const n = Math.floor(between(r, 2, 5));
  for (let i = 0; i < n; i++) {
    const y = between(r, 760, 1040);
    walker(
      c,
      shoreX(y) + between(r, 10, 60),
      y,
      (y - hz) * 0.36,
      m.ink,
      pick(r, [-0.6, -0.4, 0.4, 0.6]),
      r() < 0.5,
    );
  }
  let guard = "";
  if (L.stars >= 5) {
    lifeguard(
      c,
      shoreX(930) + 260,
      930,
      210,
      tone("#f4efe6", m),
      tone("#e0523a", m),
      tone("#f2b632", m),
    );
    guard = ", a lifeguard tower with its flag";
  }
  palmAt(c, id, 1540, 1240, 820, false);
  shrub(c, r, 1560, 1230, 110, greens(m));
  const shade = {
    wings: "thatched palapas",
    tower: "thatched palapas and bright umbrellas",
    block: "blue and white umbrellas",
  }[L.build];
  return `The beach of a resort ${m.phrase}: ${shade} and loungers in rows on the sand${guard}, people strolling by the surf, palms and ${styles[L.build].phrase} behind.`;
}
