// Markets in the open: a tiered flower stand in a street or hall, and a Sunday farmers'
// market of white tents by the bay or under a great huanacaxtle tree.

import { huanacaxtle } from "../flora.ts";
import { bay, tone } from "../mood.ts";
import { walker } from "../people.ts";
import { sky } from "../sky.ts";
import { flowers, heap, produce } from "../stalls.ts";
import { stamper } from "../stamp.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { type Hints, hills, mirrored, when } from "./hints.ts";
import { backdrop } from "./market-backdrop.ts";

function flowers0(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning midday golden");
  const hall = r() < 0.4;
  backdrop(c, r, m, hall);
  const wood = tone("#7a5a3a", m);
  for (const [y, x0, x1] of [
    [700, 300, 1300],
    [850, 200, 1400],
    [1000, 100, 1500],
  ] as const)
    c.rect(x0, y, x1 - x0, 24, wood);
  const blooms = ["#f48a1f", "#e8405a", "#f2c21b", "#f4efe6", "#c8247a", "#e87aa0", "#7b4fa0"];
  const main = pick(r, blooms);
  const stamp = stamper(c);
  const buckets = ["#8a9aa8", "#b5643a", "#3f7a8a"].map((b) => tone(b, m));
  for (const [y, x0, n] of [
    [700, 380, 5],
    [850, 280, 6],
    [1000, 180, 7],
  ] as const)
    for (let i = 0; i < n; i++) {
      const bloom = r() < 0.4 ? main : pick(r, blooms);
      const bucket = pick(r, buckets);
      stamp(bloom + bucket, () => flowers(c, r, 0, 0, 170, bloom, bucket), x0 + i * 180, y);
    }
  c.rect(100, 1024, 1400, 176, tone("#5a4a3a", m));
  walker(c, pick(r, [180, 1440]), 1200, 520, m.ink, -0.2, true);
  const where = hall ? "inside a market hall" : "in a market street under papel picado";
  return `A flower stall ${where} ${m.phrase}: tiers of buckets full of marigolds, roses and bright blooms.`;
}

function farmers0(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning morning midday");
  const sea = !/huanacaxtle|tree|arbol/.test(h.words) && r() < 0.5;
  const canvas = pick(r, ["#ffffff", "#ffffff", "#e0523a", "#2a9d8f", "#f2b632"]);
  if (sea) bay(c, r, m, 560, { hills: hills(h, 0.6) });
  else sky(c, S(m.sky), 700);
  c.rect(0, sea ? 640 : 600, 1600, 600, tone("#d8c8a8", m));
  if (!sea)
    huanacaxtle(
      c,
      r,
      800,
      620,
      700,
      tone("#5a4632", m),
      ["#3f7a48", "#4b8a52", "#356b3f"].map((t) => tone(t, m)),
    );
  const stamp = stamper(c);
  for (let i = 4; i >= 0; i--) {
    const t = i / 4;
    for (const side of [-1, 1]) {
      const x = 800 + side * (220 + 420 * (1 - t));
      const y = 1160 - t * 380;
      const w = 520 * (1 - t * 0.72);
      c.path(
        `M${x - w * 0.55},${y - w * 0.9}L${x - w * 0.3},${y - w * 1.15}H${x + w * 0.3}L${x + w * 0.55},${y - w * 0.9}Z`,
        tone(canvas, m),
      );
      c.rect(x - w * 0.55, y - w * 0.9, w * 1.1, w * 0.1, tone("#e8e4dc", m));
      for (const dx of [-0.5, 0.5])
        c.rect(x + dx * w - 4, y - w * 0.8, 8, w * 0.8, tone("#8a8a90", m));
      c.rect(
        x - w * 0.45,
        y - w * 0.4,
        w * 0.9,
        w * 0.4,
        tone(pick(r, ["#2a8f8a", "#c4552f", "#f4efe6", "#3b6fb6"]), m),
      );
      for (let k = 0; k < 3; k++) {
        const kind = pick(r, produce);
        stamp(
          kind,
          () => heap(c, r, 0, 0, 100, kind, tone("#b8925a", m)),
          x - w * 0.3 + k * w * 0.3,
          y - w * 0.4,
          w * 0.0026,
        );
      }
    }
  }
  for (let i = 0; i < 5; i++) {
    const y = between(r, 820, 1180);
    walker(
      c,
      between(r, 640, 960),
      y,
      120 + (y - 780) * 0.9,
      m.ink,
      between(r, -0.6, 0.6),
      r() < 0.5,
    );
  }
  const where = sea ? "by the bay" : "under a great huanacaxtle tree";
  return `A Sunday farmers' market ${where} ${m.phrase}: rows of ${canvas === "#ffffff" ? "white" : "coloured"} tents with fruit, vegetables and local produce, people strolling between them.`;
}

export const flowerStand = mirrored(flowers0);
export const farmers = mirrored(farmers0);
