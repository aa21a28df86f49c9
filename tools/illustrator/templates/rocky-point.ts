// A rocky point: a jungle headland running out into the surf, waves breaking off the reef,
// surfers riding and waiting, boulders on the beach and sometimes islets offshore.

import { mix, P } from "../geom.ts";
import { bay, tone } from "../mood.ts";
import { surfboard, walker } from "../people.ts";
import { boulders, breaker, rockIsland } from "../rocks.ts";
import { beach, headland, surfLines } from "../shore.ts";
import { birds } from "../sky.ts";
import { surfer, waiting } from "../sport.ts";
import { between, type Canvas, pick, type Rng } from "../svg.ts";
import { splash } from "../water.ts";
import { coast, type Hints, hills, when } from "./hints.ts";

const brights = ["#e0523a", "#2a9d8f", "#f2b632", "#3b6fb6", "#e77fb0", "#f47a1f"];

export function point(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden golden sunset");
  const hz = 500;
  const side = r() < 0.5 ? -1 : 1;
  const isles = coast(h) === "surf" || r() < 0.3;
  bay(c, r, m, hz, { hills: hills(h, 0.4), sunX: 800 - side * 380 });
  const rock = { lit: tone("#9c8a7a", m), shade: tone("#6b5c56", m), top: tone("#4e7a44", m) };
  if (isles)
    for (const [x, w] of P("1020,130 1180,60 520,80"))
      rockIsland(c, r, x, hz + 4, w, w * 0.35, rock);
  const tip = 800 + side * between(r, 120, 260);
  headland(c, r, m, side, 260, tip, hz + 150, 820);
  splash(c, r, tip - side * 30, hz + 175, 120, 90, "#ffffff", "#dff4f6");
  surfLines(c, r, hz + 40, 760, 5, "#ffffff");
  const face = tone("#3fb2c0", m, 1.3);
  const wx = 800 - side * 260 - 300;
  breaker(c, r, wx, 800, 620, 110, face, "#ffffff");
  const surfers = r() < 0.75;
  if (surfers) {
    surfer(c, wx + 330, 745, 90, m.ink, pick(r, brights), 1);
    for (let i = 0; i < 3; i++)
      waiting(
        c,
        800 - side * between(r, -100, 500),
        between(r, 640, 700),
        40,
        m.ink,
        pick(r, brights),
      );
  }
  beach(c, m, P("-40,990 400,950 800,940 1200,960 1640,990"), "#e8cf9e");
  const tones = [tone("#5e514c", m), tone("#73645a", m), tone("#4c423f", m)];
  boulders(c, r, side < 0 ? -40 : 1060, side < 0 ? 540 : 1640, 1120, 110, tones);
  boulders(c, r, side < 0 ? -40 : 1260, side < 0 ? 340 : 1640, 1230, 150, tones);
  if (surfers) {
    surfboard(c, 800 - side * 200, 1170, 300, pick(r, brights), "#ffffff", -side * 10);
    walker(c, 800 - side * 40, 1120, 230, m.ink, 0.5);
  }
  birds(c, r, 4, 300, 140, 900, 300, mix(m.ink, "#ffffff", 0.2));
  const extra = isles ? ", rocky islets on the horizon" : "";
  return `A rocky point with surf breaking off the reef ${m.phrase}${surfers ? ", surfers riding and waiting for waves, a board on the sand" : ", boulders on an empty beach"}${extra}.`;
}
