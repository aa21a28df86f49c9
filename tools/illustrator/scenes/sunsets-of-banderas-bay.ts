// Looking west across Banderas Bay: the sun sets into the open gap between the Sierra
// (south) and the low Punta de Mita shore (north), as it does from the town beaches.

import { sailboat } from "../boats.ts";
import { sierra } from "../land.ts";
import { sailPier } from "../landmarks.ts";
import { definePalm, palmAt } from "../palms.ts";
import { birds, sky, streak, sun } from "../sky.ts";
import { S, type Scene } from "../svg.ts";
import { glitter, mirror, ripples, sea } from "../water.ts";

// Banderas Bay seen from town: the Sierra (south) on the left, the low
// Punta de Mita shore (north) on the right, open sea towards the sunset.
const bayProfile = (t: number) => (t < 0.45 ? 1 - t * 1.9 : t > 0.72 ? (t - 0.72) * 1.2 : 0.02);

export const sunsetsOfBanderasBay: Scene = {
  name: "sunsets-of-banderas-bay",
  title:
    "Sunset over Banderas Bay: the sun touches the sea beside a sailboat silhouette, with a pier and the mountains of the Sierra Madre.",
  draw(c, r) {
    const hz = 720;
    sky(c, S("0 #2f2c5e, 0.4 #a9507a, 0.75 #f08a5d, 1 #ffcf86"), hz);
    streak(c, 380, 250, 560, 18, "#f7a06f", 0.45);
    streak(c, 1180, 330, 660, 14, "#f28a6b", 0.4);
    streak(c, 1000, 420, 360, 10, "#ffc08a", 0.5);
    sun(c, 880, hz - 36, 76, "#ffe6a3", "#ffc27a");
    const m = c.define(() =>
      sierra(c, r, hz, [330, 230], "#3f2748", "#d98080", bayProfile, hz + 2),
    );
    c.use(m);
    sea(c, hz, S("0 #f2a26f, 0.3 #a4527a, 1 #28264f"));
    mirror(c, m, hz, 0.3);
    glitter(c, r, 880, hz, 1200, 620, "#ffd9a0", 28);
    ripples(c, r, hz, 1200, "#ffcf9f", 36, 0, 1600, 0.2);
    const boat = c.define(() => sailboat(c, 640, hz + 70, 170, "#2a1d33", "#2a1d33", "#35253f"));
    c.use(boat);
    mirror(c, boat, hz + 70, 0.35);
    sailPier(c, [1640, 1000], [1120, 812], 0, "#1f1628", "#1f1628");
    for (const [x, y, h] of [
      [1180, 808, 50],
      [1320, 865, 80],
      [1480, 930, 110],
    ] as const) {
      c.line(
        [
          [x, y],
          [x, y - h],
        ],
        "#1f1628",
        4,
      );
      c.circle(x, y - h, 7, "#ffd9a0");
    }
    const palm = definePalm(c, r, { trunk: "#1c1326", frond: "#1c1326", back: "#241830" }, 22);
    palmAt(c, palm, 110, 1230, 660, true);
    palmAt(c, palm, 220, 1230, 440);
    birds(c, r, 5, 520, 300, 900, 420, "#3b2a45");
  },
};
