// A raicilla or tequila tasting: bottles, clay cups and orange slices on a wooden table,
// rows of blue agave running away to the hills behind.

import { bottle, jarrito } from "../drinks.ts";
import { agave } from "../flora.ts";
import { plate } from "../food.ts";
import { sierra } from "../land.ts";
import { tone } from "../mood.ts";
import { sky } from "../sky.ts";
import { stamper } from "../stamp.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { type Hints, hills, mirrored, when } from "./hints.ts";

function tasting(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "golden golden sunset morning");
  const hz = between(r, 460, 600);
  sky(c, S(m.sky), hz + 60);
  sierra(c, r, hz, [hills(h, 0.9), hills(h, 0.6)], m.hill, m.haze, () => 1, hz + 40);
  c.rect(0, hz, 1600, 1200 - hz, tone("#b89a6a", m));
  const stamp = stamper(c);
  for (let row = 0; row < 7; row++) {
    const y = hz + 40 + row * row * ((960 - hz) / 80) + row * 14;
    const s = 26 + row * row * 6;
    for (let x = (row % 2) * s; x < 1640; x += s * 1.6) {
      const v = Math.floor(r() * 3);
      stamp(
        `a${v}`,
        () => agave(c, r, 0, 0, 100, tone("#7aa8a8", m), tone("#4a7a7a", m)),
        x,
        y,
        s / 100,
      );
    }
  }
  c.rect(0, 960, 1600, 240, tone("#7a5236", m));
  c.rect(0, 950, 1600, 20, tone("#5a3a24", m));
  const raicilla = /raicilla|mezcal/.test(h.words) || (!/tequila/.test(h.words) && r() < 0.5);
  const glass = raicilla ? ["#dfe8ea", "#c9d8dc"] : ["#e8c46a", "#c9d8dc"];
  for (const [i, x] of [300, 480, 1180].entries())
    bottle(
      c,
      x,
      960,
      260 - i * 20,
      pick(r, ["square", "round", "tall"] as const),
      pick(r, glass),
      pick(r, ["#f4efe6", "#e0523a", "#1d1b2a"]),
    );
  const cups = pick(r, [3, 4, 5]);
  for (let i = 0; i < cups; i++)
    jarrito(c, 640 + i * 110, 1040, 80, tone("#b5643a", m), tone("#3f7a4e", m));
  const pina = r() < 0.5;
  if (pina) {
    c.ellipse(1000, 1160, 150, 90, tone("#c8863a", m));
    c.ellipse(1000, 1150, 120, 66, tone("#e8b86a", m));
    for (let i = 0; i < 5; i++)
      c.path(`M${900 + i * 50},1100q10,50 0,100`, "none", {
        stroke: tone("#a86a2a", m),
        "stroke-width": 6,
      });
  }
  for (let i = 0; i < 3; i++) {
    plate(c, 1360 + (i % 2) * 90, 1080 + i * 30, 60, "#f4efe6");
    c.path(`M${1310 + (i % 2) * 90},${1080 + i * 30}a50,30 0 0 0 100,0Z`, "#f48a1f");
  }
  const heart = pina ? ", a roasted agave heart" : "";
  return `A ${raicilla ? "raicilla" : "tequila"} tasting ${m.phrase}: bottles and little clay cups on a wooden table, orange slices${heart}, and rows of blue agave running to the hills.`;
}

export const agaveTasting = mirrored(tasting);
