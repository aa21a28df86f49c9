// A gallery wall of Wixárika (Huichol) bead panels, the blue deer, a peyote flower and
// ears of maize, with beaded bowls on a low table below.

import { trackLights } from "../art.ts";
import { mix } from "../geom.ts";
import { beads, deer, maize, peyote, undoPlace } from "../huichol.ts";
import { type Canvas, pick, type Rng } from "../svg.ts";
import type { Hints } from "./hints.ts";

export function huicholWall(c: Canvas, r: Rng, _h: Hints): string {
  const m = new Map<string, string>();
  const b = (colour: string) => beads(c, m, colour, "", 14);
  const wall = pick(r, ["#2a1a2a", "#1a2a3a", "#f4efe6", "#8a3a2a"]);
  c.rect(0, 0, 1600, 1200, wall);
  c.rect(0, 960, 1600, 240, mix(wall, "#000000", 0.3));
  trackLights(c, 100, 1500, 40, 5, "#fff6d8");
  const bright = ["#f2c21b", "#e2267a", "#22b3c9", "#f47a1f", "#7bd23a", "#2f7fe6"];
  const panels = [
    [120, 240, 420, 520],
    [620, 200, 360, 600],
    [1060, 240, 420, 520],
  ] as const;
  const kinds = [0, 1, 2, 3];
  const order = [0, 1, 2].map(() => kinds.splice(Math.floor(r() * kinds.length), 1)[0] ?? 0);
  for (const [i, [x, y, w, hgt]] of panels.entries()) {
    c.rect(x - 16, y - 16, w + 32, hgt + 32, "#3a2a20");
    c.rect(x, y, w, hgt, b("#1c1730"));
    const kind = order[i] ?? 0;
    const cx = x + w / 2;
    const cy = y + hgt / 2;
    if (kind === 0) {
      const flip = r() < 0.5;
      const [dx, s] = [cx + (flip ? 0.05 : -0.05) * w, w * 0.66];
      const u = undoPlace(dx, cy + hgt * 0.12, flip ? -s : s, s);
      deer(
        c,
        dx,
        cy + hgt * 0.12,
        s,
        flip,
        beads(c, m, "#2f7fe6", u, 14),
        beads(c, m, "#f47a1f", u, 14),
        beads(c, m, "#f2c21b", u, 14),
        beads(c, m, "#e2267a", u, 14),
      );
    } else if (kind === 1) {
      peyote(c, cx, cy, w * 0.36, [
        b(pick(r, bright)),
        b(pick(r, bright)),
        b(pick(r, bright)),
        b(pick(r, bright)),
        b(pick(r, bright)),
      ]);
    } else if (kind === 3) {
      for (let k = 0; k < 9; k++) c.circle(cx, cy, w * 0.42 - k * w * 0.045, b(pick(r, bright)));
      c.circle(cx, cy, w * 0.05, b("#f2c21b"));
    } else {
      for (const [dx, a] of [
        [-0.2, -1.9],
        [0, -1.57],
        [0.2, -1.2],
      ] as const)
        maize(
          c,
          cx + dx * w,
          y + hgt * 0.85,
          hgt * 0.42,
          a,
          b("#f2c21b"),
          b("#3fbf4a"),
          b("#f47a1f"),
        );
    }
  }
  const table = r() < 0.6;
  if (table) c.rect(500, 900, 600, 150, "#4a3228");
  for (const [x, s] of table
    ? ([
        [620, 70],
        [800, 90],
        [980, 70],
      ] as const)
    : [])
    c.path(`M${x - s},900A${s},${s * 0.8} 0 0 1 ${x + s},900Z`, b(pick(r, bright)));
  const names = ["the blue deer", "a peyote flower", "ears of maize", "rings of colour"];
  const [a, bb, cc] = order.map((k) => names[k] ?? "");
  const below = table ? ", with beaded bowls on a low table" : "";
  return `A gallery wall of Wixárika (Huichol) beadwork panels: ${a}, ${bb} and ${cc} in glowing beads${below}.`;
}
