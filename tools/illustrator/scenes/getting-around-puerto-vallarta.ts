// A steep old-town street: the whole roadway is tilted so the bus visibly climbs.

import { house } from "../built.ts";
import { bougainvillea, canopy } from "../flora.ts";
import { P } from "../geom.ts";
import { sierra } from "../land.ts";
import { definePalm, palmAt } from "../palms.ts";
import { walker } from "../people.ts";
import { cloud, sky } from "../sky.ts";
import { at, type Canvas, f, type Rng, S, type Scene } from "../svg.ts";
import { bus, taxi } from "../vehicles.ts";

/** Flat cobbled band (drawn level, then tilted by the caller with a rotation). */
function pavement(
  c: Canvas,
  r: Rng,
  x0: number,
  y0: number,
  w: number,
  h: number,
  tones: string[],
): void {
  const d = tones.map(() => "");
  for (let y = y0, row = 0; y < y0 + h - 8; y += 28, row++) {
    for (let x = x0 - (row % 2) * 28; x < x0 + w; x += 56)
      d[Math.floor(r() * tones.length)] += `M${f(x + 3)},${f(y + 3)}h50v22h-50z`;
  }
  tones.forEach((tone, i) => {
    c.path(at(d, i), tone, { stroke: tone, "stroke-width": 4, "stroke-linejoin": "round" });
  });
}

export const gettingAroundPuertoVallarta: Scene = {
  name: "getting-around-puerto-vallarta",
  title:
    "A steep cobblestone street in Puerto Vallarta with colourful houses and bougainvillea, a city bus climbing the hill and a taxi heading down.",
  draw(c, r) {
    const slope = 10;
    const rise = Math.tan((slope * Math.PI) / 180);
    const roadY = (x: number) => 1000 - rise * x;
    sky(c, S("0 #5aa8d8, 1 #d8eef0"), 900);
    cloud(c, 360, 170, 280, "#ffffff", 0.9);
    cloud(c, 1240, 120, 200, "#ffffff", 0.8);
    sierra(c, r, 640, [380, 280], "#3c7a52", "#bfdcd6", (t) => 0.8 + t * 0.3, 900);
    canopy(c, r, P("-40,560 600,520 1640,470"), 46, ["#3c7a52", "#4a8a5c", "#336b47"], 0.7);
    const walls = ["#f2c14e", "#e07a5f", "#3d9e9a", "#f6f1e7", "#e9a6a0", "#f6f1e7"];
    let x = -30;
    for (let i = 0; x < 1640; i++) {
      const w = 170 + r() * 70;
      house(c, x, roadY(x) + 6, w, 190 + r() * 90, at(walls, i % walls.length), {
        roof: i % 3 === 1 ? "flat" : "tile",
        trim: i % 2 ? "#c65f3a" : undefined,
      });
      if (i % 3 === 0) bougainvillea(c, r, x + w * 0.55, roadY(x) - 240, w * 0.5, 120);
      x += w + 4;
    }
    const palm = definePalm(c, r, { trunk: "#7b5a40", frond: "#3f8a4f", back: "#2f6f3f" }, 12);
    palmAt(c, palm, 1480, roadY(1480) - 10, 420);
    // The street itself, tilted to the slope: sidewalk, cobbles, curb.
    c.group({ transform: `rotate(${-slope} 0 1000)` }, () => {
      c.rect(-100, 1000, 1900, 22, "#d8cbb8");
      c.rect(-100, 1022, 1900, 150, "#8a7b72");
      pavement(c, r, -100, 1026, 1900, 146, ["#a08e84", "#94837a", "#ad9c90"]);
      c.rect(-100, 1172, 1900, 18, "#cbbcaa");
      c.rect(-100, 1190, 1900, 400, "#4a8a5c");
    });
    // Houses further down the hill: only their upper storeys show below the kerb.
    for (let i = 0; i < 5; i++) {
      const hx = -80 + i * 350 + r() * 40;
      const top = roadY(hx) + 250;
      house(c, hx, 1260, 260, 1260 - top, at(walls, (i + 2) % walls.length), { roof: "tile" });
      if (i % 2 === 1) bougainvillea(c, r, hx + 150, top - 20, 120, 70);
    }
    c.group({ transform: `rotate(${-slope} 0 1000)` }, () => {
      bus(c, 260, 1120, 420, "#f3efe6", "#2e9c8f", "#2f4d5a");
      c.group({ transform: "translate(2240 0) scale(-1 1)" }, () =>
        taxi(c, 1100, 1150, 230, "#f7f3ea", "#f2b72e", "#2f4d5a"),
      );
    });
    walker(c, 1380, roadY(1380) + 14, 120, "#3a3346", 0.5, true);
  },
};
