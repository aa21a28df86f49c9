// A Wixárika (Huichol) beadwork panel: a symmetrical pattern, not a scene. Every shape is
// filled with a bead pattern so the whole panel reads as threaded glass beads.

import { beads, deer, maize, peyote, undoPlace, zigzagBand } from "../huichol.ts";
import type { Scene } from "../svg.ts";

export const huicholArtVallarta: Scene = {
  name: "huichol-art-vallarta",
  title:
    "A Wixárika (Huichol) style beadwork pattern: two blue deer facing a peyote flower, ears of maize and zigzag borders in bright colours on a dark background.",
  draw(c) {
    const m = new Map<string, string>();
    const b = (colour: string) => beads(c, m, colour);
    c.rect(0, 0, 1600, 1200, "#0b0913");
    c.rect(0, 0, 1600, 1200, b("#1c1730"));
    zigzagBand(c, 40, 64, b("#f2c21b"), b("#e2267a"));
    zigzagBand(c, 1096, 64, b("#f2c21b"), b("#e2267a"));
    c.rect(0, 128, 1600, 16, b("#22b3c9"));
    c.rect(0, 1056, 1600, 16, b("#22b3c9"));
    peyote(c, 800, 600, 205, [
      b("#22b3c9"),
      b("#f2c21b"),
      b("#e2267a"),
      b("#f47a1f"),
      b("#7bd23a"),
    ]);
    for (const flip of [false, true]) {
      const x = flip ? 1215 : 385;
      const u = undoPlace(x, 640, flip ? -330 : 330, 330);
      deer(
        c,
        x,
        640,
        330,
        flip,
        beads(c, m, "#2f7fe6", u),
        beads(c, m, "#f47a1f", u),
        beads(c, m, "#f2c21b", u),
        beads(c, m, "#e2267a", u),
      );
      maize(
        c,
        flip ? 1020 : 580,
        300,
        170,
        flip ? -2.4 : -0.74,
        b("#f2c21b"),
        b("#3fbf4a"),
        b("#f47a1f"),
      );
      maize(
        c,
        flip ? 1020 : 580,
        900,
        170,
        flip ? 2.4 : 0.74,
        b("#f2c21b"),
        b("#3fbf4a"),
        b("#f47a1f"),
      );
      for (const y of [250, 950]) {
        const fx = flip ? 1300 : 300;
        for (let i = 0; i < 6; i++) {
          const a = (i / 6) * Math.PI * 2;
          c.circle(
            fx + Math.cos(a) * 40,
            y + Math.sin(a) * 40,
            24,
            b(i % 2 ? "#e2267a" : "#7bd23a"),
          );
        }
        c.circle(fx, y, 24, b("#f2c21b"));
      }
    }
    for (const [x, y] of [
      [800, 250],
      [800, 950],
    ] as const)
      c.path(`M${x},${y - 60}L${x + 60},${y}L${x},${y + 60}L${x - 60},${y}Z`, b("#e2267a"));
  },
};
