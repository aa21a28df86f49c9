// Home's hero (decision 137): Banderas Bay at sunset as one wide band, looking
// west from town: the Sierra and Los Arcos to the south (left), the open sea and a humpback's
// fluke in the middle, the low Punta de Mita shore to the north (right). Inlined in the page,
// so it is kept to a few KB: few layers, no ripples, one palm.

import { whaleTail } from "../animals.ts";
import { sailboat } from "../boats.ts";
import { landPath, mix, P, ridge, smooth } from "../geom.ts";
import { definePalm, palmAt } from "../palms.ts";
import { sky, sun } from "../sky.ts";
import { type Pt, S, type Scene } from "../svg.ts";
import { glitter, sea } from "../water.ts";

const HORIZON = 760;
// High to the south, a gap of open sea, the low northern shore.
const profile = (t: number) => (t < 0.42 ? 1 - t * 2.1 : t > 0.74 ? (t - 0.74) * 1.1 : 0.03);

export const homeBayPanorama: Scene = {
  name: "home-bay-panorama",
  title:
    "Banderas Bay at sunset: the Sierra Madre and the rocks of Los Arcos to the south, a humpback whale's tail and a sailboat on the golden sea, the low shore of Punta de Mita to the north.",
  draw(c, r) {
    c.crop = [0, 400, 1600, 560];
    sky(c, S("0 #3a2f63, 0.55 #c45c78, 0.85 #f29a62, 1 #ffd08a"), HORIZON);
    sun(c, 980, HORIZON - 40, 58, "#ffe8a8", "#ffc27a");
    // Two ridges, the far one hazier, with coarse detail: it is seen small and must stay light.
    for (const [height, fill] of [
      [300, mix("#d98a86", "#3b2446", 0.35)],
      [200, "#3b2446"],
    ] as const) {
      const ctrl: Pt[] = [];
      for (let j = 0; j <= 6; j++) {
        const x = -50 + (j / 6) * 1700;
        ctrl.push([x, HORIZON - height * profile(x / 1600) * (0.6 + 0.4 * r())]);
      }
      c.path(landPath(ridge(r, ctrl, height * 0.2, 2), HORIZON + 2, true), fill);
    }
    sea(c, HORIZON, S("0 #f0a06c, 0.35 #a9527a, 1 #2a2550"), 960);
    glitter(c, r, 980, HORIZON, 960, 380, "#ffdca4", 12);
    // Los Arcos as silhouettes at this distance: the big arched rock between two stacks.
    c.path(
      `${smooth(P("262,806 270,786 281,778 292,788 300,806"))}Z` +
        `${smooth(P("304,806 312,776 326,766 340,772 352,790 360,806"))}Z` +
        `M322,806V796Q331,784 340,796V806Z` +
        `${smooth(P("366,806 372,792 382,788 390,806"))}Z`,
      "#2a1b34",
      { "fill-rule": "evenodd" },
    );
    sailboat(c, 1260, HORIZON + 60, 90, "#2a1d33", "#2a1d33");
    whaleTail(c, 760, HORIZON + 92, 46, "#231a30", "#3b2d48");
    const palm = definePalm(c, r, { trunk: "#1c1326", frond: "#1c1326", back: "#271a33" }, 24);
    palmAt(c, palm, 1500, 990, 330, true);
  },
};
