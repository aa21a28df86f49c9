// A temazcal sweat lodge: a stone-studded adobe dome by the sea or in a jungle garden,
// steam rising and a fire heating the stones. Shared by spas and wellness.

import { canopy } from "../flora.ts";
import { P, smooth } from "../geom.ts";
import { bay, tone } from "../mood.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { type Hints, hills, when } from "./hints.ts";

export function temazcal(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning golden dusk night");
  const byTheSea = r() < 0.5;
  if (byTheSea) bay(c, r, m, 620, { hills: hills(h, 0.7) });
  else {
    c.rect(0, 0, 1600, 800, c.lin(S(m.sky)));
    canopy(
      c,
      r,
      P("-40,360 500,330 1100,350 1640,320"),
      100,
      ["#4b8a52", "#3f7a48", "#5f9a5e"].map((t) => tone(t, m)),
    );
    canopy(
      c,
      r,
      P("-40,600 600,640 1640,600"),
      80,
      ["#356b3f", "#2f6a3a"].map((t) => tone(t, m)),
    );
  }
  c.path(`${smooth(P("-40,820 500,780 1100,790 1640,820"))}L1640,1200H-40Z`, tone("#c49a68", m));
  const x = between(r, 600, 1000);
  const dome = `M${x - 330},960A330,300 0 0 1 ${x + 330},960Z`;
  c.path(dome, tone(pick(r, ["#b87a4a", "#c98c5a", "#a86a44"]), m));
  c.group({ "clip-path": c.clip(dome) }, () => {
    for (let row = 0; row < 6; row++)
      for (let i = 0; i < 12; i++)
        c.ellipse(x - 360 + i * 64 + (row % 2) * 32, 940 - row * 50, 26, 16, tone("#7a6a5e", m), {
          opacity: 0.7,
        });
  });
  c.path(`M${x - 70},960V890A70,70 0 0 1 ${x + 70},890V960Z`, "#2e1d16");
  const lit = m.lit;
  if (lit)
    c.path(
      `M${x - 60},960V892A60,60 0 0 1 ${x + 60},892V960Z`,
      c.rad(S("0 #ffb347 0.9, 1 #e0523a 0.6")),
    );
  for (let i = 0; i < 4; i++)
    c.path(
      smooth(
        P(
          `${x + (i - 1.5) * 50},700 ${x + (i - 1.5) * 60 + 40},600 ${x + (i - 1.5) * 40 - 20},480 ${x + (i - 1.5) * 60},380`,
        ),
      ),
      "none",
      { stroke: "#ffffff", "stroke-width": 60 - i * 8, "stroke-linecap": "round", opacity: 0.12 },
    );
  const fx = x < 800 ? x + 480 : x - 480;
  c.circle(fx, 1020, 160, c.rad(S("0 #ffb347 0.5, 1 #ffb347 0")));
  for (let i = 0; i < 8; i++)
    c.ellipse(
      fx + Math.cos((i / 8) * Math.PI) * 90,
      1040 + Math.sin((i / 8) * Math.PI) * 16,
      26,
      16,
      i % 2 ? "#6a5c55" : "#d9582e",
    );
  c.path(`M${fx - 50},1030Q${fx - 40},960 ${fx},910Q${fx + 20},970 ${fx + 50},1030Z`, "#f59a2a");
  for (let i = 0; i < 7; i++)
    c.ellipse(x - 420 + i * 140 + between(r, -20, 20), 1130, 50, 18, tone("#d8c8a8", m));
  const where = byTheSea ? "by the sea" : "in a jungle garden";
  return `A stone-studded temazcal dome ${where} ${m.phrase}, steam rising, ${lit ? "a warm glow at its low door" : "its low door open"} and a fire heating the volcanic stones.`;
}
