// Promotional banners (banners.json), shown in a modal about 500 pixels wide: bold, warm
// scenes with a few big shapes that read at that size. Halloween: carved pumpkins and
// candles on a beach terrace at dusk, the bay behind. Day of the Dead: an altar of marigolds,
// candles and sugar skulls on the sand, facing the sea. Any other banner: a terrace over the
// bay at sunset.

import { umbrella } from "../built.ts";
import { bunting, candles, garland, marigolds, panDeMuerto, skull, specks } from "../festive.ts";
import { mix, P } from "../geom.ts";
import { bay, type Mood, mood, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { birds } from "../sky.ts";
import { stringLights } from "../street.ts";
import { between, type Canvas, f, type Pt, pick, type Rng, S } from "../svg.ts";
import { lantern, railing } from "../things.ts";
import type { Draw, Hints } from "./hints.ts";

const deadColours = ["#7b4fa0", "#f47a1f", "#e2267a", "#2a9d8f", "#f2c21b"];

/**
 * A carved pumpkin sitting on y, `w` wide: ribbed orange body, a curled stem and, when
 * `lit`, a face of triangle eyes and a jagged grin glowing from the candle inside.
 */
function pumpkin(c: Canvas, x: number, y: number, w: number, lit: boolean, grin: number): void {
  const h = w * 0.74;
  const cy = y - h / 2;
  if (lit) {
    c.circle(x, cy, w * 0.95, c.rad(S("0 #ffb347 0.5, 0.5 #ff8a2a 0.15, 1 #ff8a2a 0")));
    c.ellipse(x, y, w * 0.9, w * 0.16, "#ffb347", { opacity: 0.35 });
  }
  const ribs: [number, number, string][] = [
    [-0.3, 0.2, "#d9621a"],
    [0.3, 0.2, "#d9621a"],
    [-0.17, 0.26, "#ea7420"],
    [0.17, 0.26, "#ea7420"],
    [0, 0.27, "#f58a2a"],
  ];
  for (const [dx, rx, col] of ribs) c.ellipse(x + dx * w, cy, rx * w, h / 2, col);
  c.path(
    `M${f(x - w * 0.36)},${f(cy - h * 0.18)}Q${f(x - w * 0.4)},${f(cy)} ${f(x - w * 0.34)},${f(cy + h * 0.16)}`,
    "none",
    { stroke: "#ffb060", "stroke-width": f(w * 0.025), "stroke-linecap": "round", opacity: 0.7 },
  );
  c.path(
    `M${f(x - w * 0.05)},${f(cy - h * 0.46)}q${f(w * 0.01)},${f(-h * 0.2)} ${f(w * 0.12)},${f(-h * 0.26)}l${f(w * 0.03)},${f(h * 0.06)}q${f(-w * 0.08)},${f(h * 0.06)} ${f(-w * 0.07)},${f(h * 0.2)}Z`,
    "#4a6a2a",
  );
  if (!lit) return;
  const e = w * 0.11;
  const ex = w * 0.15;
  const ey = cy - h * 0.1;
  let face = "";
  for (const s of [-1, 1])
    face += `M${f(x + s * ex - e)},${f(ey + e * 0.6)}L${f(x + s * ex)},${f(ey - e * 0.8)}L${f(x + s * ex + e)},${f(ey + e * 0.6)}Z`;
  face += `M${f(x - e * 0.4)},${f(cy + h * 0.08)}L${f(x)},${f(cy - h * 0.03)}L${f(x + e * 0.4)},${f(cy + h * 0.08)}Z`;
  const my = cy + h * 0.2;
  const mw = w * 0.3;
  let mouth = `M${f(x - mw)},${f(my - h * 0.04)}Q${f(x)},${f(my + h * 0.08)} ${f(x + mw)},${f(my - h * 0.04)}`;
  mouth += `Q${f(x + mw * 0.7)},${f(my + h * 0.2)} ${f(x)},${f(my + h * 0.2)}Q${f(x - mw * 0.7)},${f(my + h * 0.2)} ${f(x - mw)},${f(my - h * 0.04)}Z`;
  // Teeth left standing in the grin: square notches cut back into the glow.
  let teeth = "";
  for (let i = 0; i < grin; i++) {
    const tx = x - mw * 0.5 + (i / Math.max(1, grin - 1)) * mw;
    teeth += `M${f(tx - w * 0.03)},${f(my + h * 0.02)}h${f(w * 0.06)}v${f(h * 0.06)}h${f(-w * 0.06)}Z`;
  }
  c.path(face + mouth, "#8a2e0a");
  c.group({ transform: `translate(0 ${f(-h * 0.015)})` }, () => {
    c.path(face + mouth, "#ffd84a");
    c.path(face + mouth, "#fff6c0", { opacity: 0.55, transform: `translate(0 ${f(-h * 0.01)})` });
  });
  if (teeth) c.path(teeth, "#ea7420");
}

/** Sky, bay and hills at the hour, the sand, and palms framing the picture. */
function shore(c: Canvas, r: Rng, m: Mood, hz: number, sand: number): void {
  bay(c, r, m, hz, {
    hills: 190,
    profile: (t) => 1.2 - t * 0.9,
    sunX: 1080,
    clouds: 2,
  });
  c.path(
    `M-20,${sand}Q400,${sand - 20} 800,${sand - 10}T1620,${sand - 20}V1200H-20Z`,
    tone("#d8b88a", m),
  );
  c.path(`M-20,${sand}Q400,${sand - 20} 800,${sand - 10}T1620,${sand - 20}`, "none", {
    stroke: "#ffffff",
    "stroke-width": 6,
    opacity: 0.5,
  });
}

function halloween(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood("dusk");
  shore(c, r, m, 560, 650);
  const palm = definePalm(c, r, { trunk: "#1c1830", frond: "#221c38", back: "#1a1630" }, 16);
  palmAt(c, palm, 90, 900, 640);
  palmAt(c, palm, 1520, 900, 600, true);
  birds(c, r, 3, 500, 150, 900, 260, "#2a2244", 16);
  // The terrace: a whitewashed parapet, then the tiled floor.
  c.rect(0, 760, 1600, 110, c.lin(S(`0 ${tone("#d8b8a0", m, 0.8)}, 1 ${tone("#f0c89a", m, 0.3)}`)));
  c.rect(-10, 748, 1620, 24, tone("#f4e0c6", m, 0.5));
  c.rect(-10, 772, 1620, 10, tone("#a88070", m, 0.6), { opacity: 0.6 });
  c.rect(0, 870, 1600, 330, c.lin(S(`0 ${tone("#b86a48", m, 0.7)}, 1 ${tone("#d07a52", m, 0.4)}`)));
  let tiles = "";
  for (let k = 1; k <= 5; k++) tiles += `M0,${f(870 + 330 * (k / 5) ** 1.5)}H1600`;
  for (let x = -1600; x <= 3200; x += 200) tiles += `M${f(800 + (x - 800) * 0.3)},870L${f(x)},1200`;
  c.path(tiles, "none", { stroke: tone("#8a4a32", m, 0.6), "stroke-width": 4, opacity: 0.6 });
  stringLights(c, [-20, 60], [1620, 90], 50, "#2a2436", "#ffd98a", 16);
  // Small pumpkins and candles along the parapet, the big carved ones on the floor.
  const wax = "#f6ead0";
  candles(
    c,
    [
      [330, 750, 22, 60],
      [1060, 750, 22, 80],
      [1110, 750, 20, 50],
    ],
    wax,
    true,
  );
  pumpkin(c, 230, 752, 150, true, 0);
  pumpkin(c, 1250, 752, 170, true, 2);
  pumpkin(c, 420, 752, 110, false, 0);
  const [big, mid, small] = pick(r, [
    [3, 2, 0],
    [2, 0, 3],
    [0, 3, 2],
  ] as const);
  pumpkin(c, 760, 1100, 460, true, big);
  pumpkin(c, 1170, 1110, 320, true, mid);
  pumpkin(c, 400, 1130, 260, true, small);
  pumpkin(c, 1420, 1150, 170, false, 0);
  candles(
    c,
    [
      [210, 1150, 36, 150],
      [265, 1160, 30, 90],
      [560, 1160, 34, 110],
      [980, 1150, 34, 170],
      [1030, 1165, 28, 100],
      [1360, 1170, 30, 120],
    ],
    wax,
    true,
  );
  lantern(c, 1500, 1040, 60, "#ffb347", true);
  const leaves: Pt[] = [];
  for (let i = 0; i < 14; i++) leaves.push([between(r, 120, 1500), between(r, 1170, 1195)]);
  specks(c, leaves, 7, "#c8742a", 0.8);
  return "Carved pumpkins glowing with candlelight on a tiled beach terrace at dusk, more pumpkins and candles along the whitewashed parapet, string lights overhead, palm silhouettes and the bay and hills behind under a violet sky.";
}

function dayOfTheDead(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood("sunset");
  shore(c, r, m, 600, 700);
  bunting(c, [-20, 30], [1620, 50], 40, deadColours, 74);
  const floor = 1080;
  // The marigold arch over the altar.
  const arch: Pt[] = [];
  for (let i = 0; i <= 16; i++) {
    const a = Math.PI + (i / 16) * Math.PI;
    arch.push([800 + Math.cos(a) * 520, floor - 60 + Math.sin(a) * 700]);
  }
  garland(c, r, arch, 34);
  const [cloth, edge, colour] = pick(r, [
    ["#7b4fa0", "#f2c21b", "purple"],
    ["#e2267a", "#2a9d8f", "magenta"],
  ] as const);
  const tiers = [
    [1000, 900],
    [760, 740],
    [520, 590],
  ] as const;
  let below = floor;
  for (const [w, top] of tiers) {
    c.rect(800 - w / 2, top, w, below - top, mix(cloth, "#000000", 0.15));
    c.rect(800 - w / 2, top, w, 16, cloth);
    let zig = `M${f(800 - w / 2)},${f(top + 16)}`;
    for (let x = 800 - w / 2; x < 800 + w / 2; x += 40)
      zig += `L${f(x + 20)},${f(top + 56)}L${f(x + 40)},${f(top + 16)}`;
    c.path(`${zig}Z`, edge);
    below = top;
  }
  // Sugar skulls big enough to read, pan de muerto, vases of cempasúchil.
  skull(c, 800, 590, 150, "#fbf6ee", "#2a9d8f", "#e2267a");
  for (const [x, eyes, accent] of [
    [600, "#e2267a", "#f2c21b"],
    [1000, "#7b4fa0", "#2a9d8f"],
  ] as const)
    skull(c, x, 740, 120, "#fbf6ee", eyes, accent);
  panDeMuerto(c, r, 800, 740, 80);
  for (const x of [470, 1130]) {
    const heads: Pt[] = [];
    for (let k = 0; k < 14; k++) heads.push([x + between(r, -60, 60), 900 - between(r, 130, 220)]);
    c.path(`M${x - 12},900L${x - 50},720M${x + 12},900L${x + 50},720M${x},900V690`, "none", {
      stroke: "#3f7a2a",
      "stroke-width": 7,
    });
    marigolds(c, r, heads, 34);
    c.path(`M${x - 56},900L${x - 42},810H${x + 42}L${x + 56},900Z`, "#b5643a");
  }
  const list: [number, number, number, number][] = [];
  for (const [w, top] of tiers)
    for (const dx of [-0.45, 0.45]) list.push([800 + dx * w, top, 26, between(r, 70, 110)]);
  for (let i = 0; i < 8; i++)
    list.push([180 + i * 177 + between(r, -20, 20), 1150 + (i % 2) * 30, 32, between(r, 70, 130)]);
  candles(c, list, "#f8f0dc", true);
  const petals: Pt[] = [];
  for (let i = 0; i < 80; i++) {
    const t = r();
    petals.push([800 + between(r, -1, 1) * (80 + t * 200), floor + 10 + t * 110]);
  }
  specks(c, petals, 8, "#f49a1a");
  marigolds(c, r, P("150,1090 210,1110 1390,1100 1450,1085 260,1080 1340,1075"), 30);
  return `A Day of the Dead altar on the sand facing the sea at sunset: three tiers draped in ${colour} cloth with cut-paper edges under an arch of orange marigolds, big sugar skulls, pan de muerto, vases of cempasúchil and candles on every step, a path of petals in front and papel picado above.`;
}

/** Any other banner: a terrace over the bay at sunset, an umbrella, lanterns and palms. */
function terrace(c: Canvas, r: Rng, _h: Hints): string {
  const m = mood("sunset");
  shore(c, r, m, 600, 720);
  const palm = definePalm(c, r, { trunk: "#3a2a3a", frond: "#2f3b3f", back: "#243034" }, 16);
  palmAt(c, palm, 140, 980, 600);
  palmAt(c, palm, 1480, 980, 560, true);
  c.rect(0, 900, 1600, 300, tone("#c8845a", m, 0.5));
  railing(c, -20, 1620, 900, 90, "#3a2a3a", 44);
  umbrella(c, 800, 1120, 420, "#f2a541", "#f5efe4", "#0f6478");
  lantern(c, 500, 980, 50, "#ffb347", true);
  lantern(c, 1100, 980, 50, "#ffb347", true);
  return "A terrace over the bay at sunset, with a sun-gold umbrella, glowing lanterns and palms framing the sea and hills.";
}

/** The picture for a banner's slug: by keyword, or the sunset terrace. */
export function bannerPicture(slug: string): Draw {
  if (/dead|muertos/.test(slug)) return dayOfTheDead;
  if (/halloween|pumpkin/.test(slug)) return halloween;
  return terrace;
}
