// Overland tours: ATVs kicking up mud on a jungle track, and open 4×4 jeeps on a dirt
// road winding through the Sierra Madre foothills above the bay.

import { canopy } from "../flora.ts";
import { mix, P, smooth } from "../geom.ts";
import { sierra } from "../land.ts";
import { bay, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { atv, jeep } from "../rides.ts";
import { sky } from "../sky.ts";
import { between, type Canvas, type Pt, pick, type Rng, S } from "../svg.ts";
import { type Hints, hills, mirrored, when } from "./hints.ts";

const at0 = (list: string[]): string => list[0] ?? "#2f6a3a";

export function atvTrack(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  sky(c, S(m.sky), 700);
  sierra(c, r, 520, [hills(h, 0.9), hills(h, 0.6)], m.hill, m.haze, () => 1, 560);
  const g = ["#2f6a3a", "#3f7a48", "#4b8a52", "#356b3f"].map((t) => tone(t, m));
  c.rect(0, 520, 1600, 680, at0(g));
  canopy(c, r, P("-40,520 600,500 1640,530"), 90, g);
  canopy(c, r, P("-40,700 500,660 1100,680 1640,650"), 120, g);
  const dirt = tone("#b07a4a", m);
  const bend = between(r, -300, 300);
  c.path(
    `M${780 + bend * 0.3},660C${700 + bend},760 ${300 - bend},900 ${-100},1200H${1700}C${1300 - bend},920 ${900 + bend},760 ${830 + bend * 0.3},660Z`,
    dirt,
  );
  c.path(`M${800 + bend * 0.3},670C${760 + bend},780 ${700 - bend * 0.5},940 ${760},1200`, "none", {
    stroke: mix(dirt, "#000000", 0.15),
    "stroke-width": 30,
    opacity: 0.4,
  });
  for (let i = 0; i < 8; i++)
    c.ellipse(
      between(r, 200, 1400),
      between(r, 960, 1180),
      between(r, 40, 90),
      12,
      mix(dirt, "#4a3020", 0.4),
      { opacity: 0.6 },
    );
  const n = pick(r, [2, 3]);
  const dir = r() < 0.5 ? 1 : -1;
  const colours = ["#e0523a", "#f2b632", "#2f86b8", "#2a9d8f"];
  for (let i = n - 1; i >= 0; i--) {
    const t = i / n;
    const x = 800 + bend * (t - 0.3) + (i % 2 ? 160 : -160) * (1 - t);
    const y = 1130 - t * 380;
    const s = 420 * (1 - t * 0.7);
    for (let k = 0; k < 6; k++)
      c.circle(
        x - dir * s * (0.6 + r() * 0.4),
        y - r() * s * 0.4,
        s * between(r, 0.03, 0.07),
        mix(dirt, "#4a3020", 0.3),
        { opacity: 0.8 },
      );
    atv(c, x, y, s, pick(r, colours), "#2a2a34", pick(r, ["#f4efe6", "#e0523a", "#2a2a30"]), dir);
  }
  for (const x of [60, 1540])
    for (let k = 0; k < 5; k++)
      c.path(
        `M${x},1200Q${x + (k - 2) * 60},${1000 - k * 20} ${x + (k - 2) * 160},${900 + k * 20}`,
        "none",
        { stroke: at0(g), "stroke-width": 40, "stroke-linecap": "round" },
      );
  return `${n === 2 ? "Two" : "Three"} ATVs kicking up mud on a dirt track through the jungle ${m.phrase}, the Sierra Madre behind.`;
}

function road(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning golden golden midday");
  bay(c, r, m, 420, { hills: hills(h, 0.6) });
  const g = ["#5f8a5a", "#4b7a50", "#3f6a48"].map((t) => tone(t, m));
  const far = P(
    `-40,560 300,${between(r, 460, 520)} 700,560 1100,${between(r, 440, 500)} 1640,540`,
  );
  c.path(`${smooth(far)}L1640,1200H-40Z`, at0(g));
  canopy(c, r, far, 60, g);
  c.path(
    `${smooth(P(`-40,820 400,${between(r, 660, 740)} 900,760 1300,${between(r, 620, 680)} 1640,700`))}L1640,1200H-40Z`,
    tone("#6a8a4a", m),
  );
  const dirt = tone("#c8a878", m);
  const bend = between(r, -120, 120);
  const line: Pt[] = P(`1640,${720 + bend} 1200,${800 - bend} 700,900 300,${1000 + bend} -40,1080`);
  c.path(smooth(line), "none", { stroke: dirt, "stroke-width": 130 });
  c.path(smooth(line), "none", {
    stroke: mix(dirt, "#000000", 0.12),
    "stroke-width": 6,
    "stroke-dasharray": "30 40",
  });
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#7b5a40", m), frond: tone("#3f8a4f", m, 1.4), back: tone("#2f6f3f", m, 1.4) },
    10,
  );
  for (let i = 0; i < 3; i++)
    palmAt(c, palm, between(r, 100, 1500), between(r, 700, 780), between(r, 160, 260), r() < 0.5);
  const n = pick(r, [1, 2]);
  const colours = ["#e0523a", "#2f6a3a", "#f2b632", "#f4efe6", "#3b6fb6"];
  for (let i = n - 1; i >= 0; i--) {
    const x = 760 + i * 420;
    const y = 930 - i * 90 + (i ? bend * 0.3 : 0);
    jeep(c, x, y, 380 - i * 90, tone(pick(r, colours), m), "#2a2a34", 1);
    for (let k = 0; k < 3; k++)
      c.circle(x - (260 - i * 60 + k * 60), y - 30 - k * 20, 40 + k * 20, dirt, {
        opacity: 0.4 - k * 0.1,
      });
  }
  if (r() < 0.6)
    c.path(`${smooth(P("-40,1100 300,1060 700,1140 900,1240"))}L-40,1240Z`, tone("#5a7a3a", m));
  return `${n === 1 ? "An open 4×4 jeep" : "Two open 4×4 jeeps"} on a dirt road winding through the Sierra Madre foothills ${m.phrase}, palms along the way and the bay far below.`;
}

export const jeepRoad = mirrored(road);
