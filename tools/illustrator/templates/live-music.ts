// A live-music bar at night: a band (or mariachis in sombreros) on a small stage under
// coloured spotlights, string lights and a crowd in silhouette.

import { mix } from "../geom.ts";
import { tone } from "../mood.ts";
import { drums, guitarist, singer, trumpeter } from "../stage.ts";
import { stringLights } from "../street.ts";
import { between, type Canvas, f, type Pt, pick, type Rng, S } from "../svg.ts";
import { type Hints, when } from "./hints.ts";

export function stage(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "dusk night night");
  const mariachi = /mariachi|ranchera|cantina|charro/.test(h.words) || r() < 0.35;
  const back = pick(r, ["#2a1a3a", "#1a2a3a", "#3a1a1a"]);
  c.rect(0, 0, 1600, 1200, c.lin(S(`0 ${back}, 1 ${mix(back, "#000000", 0.5)}`)));
  if (r() < 0.5) {
    let bricks = "";
    for (let y = 0; y < 760; y += 40)
      for (let x = (y / 40) % 2 ? -40 : 0; x < 1600; x += 80)
        bricks += `M${x + 3},${y + 3}h74v34h-74Z`;
    c.path(bricks, mix(back, "#8a4a3a", 0.35));
  }
  for (const x of [0, 1400])
    c.path(`M${x},0H${x + 200}V800Q${x + 100},760 ${x},800Z`, tone("#8a1a2a", m, 0.3));
  const colours = ["#ff6a9a", "#ffd24a", "#4ad2ff", "#b07aff"];
  for (let i = 0; i < 4; i++)
    beam(c, [300 + i * 330, 40], [400 + i * 260 + between(r, -80, 80), 780], 170, pick(r, colours));
  c.rect(150, 760, 1300, 60, "#2a1a14");
  c.rect(150, 740, 1300, 24, "#5a3a24");
  const ink = "#0d0a14";
  const hat = mariachi;
  if (mariachi) {
    for (const [i, x] of [420, 640, 960, 1180].entries()) {
      if (i % 2) trumpeter(c, x, 745, 330, ink, "#e8c46a", hat);
      else guitarist(c, x, 745, 330, ink, "#8a5a2a", hat);
    }
    singer(c, 800, 745, 350, ink, hat);
  } else {
    drums(c, 800, 745, 300, ink, pick(r, ["#c8402a", "#2a6aa8", "#e8e2d0"]), "#e8c46a");
    guitarist(c, 480, 745, 350, ink, pick(r, ["#c8402a", "#e8c46a", "#2a9d8f"]));
    singer(c, 1100, 745, 360, ink);
  }
  stringLights(c, [-20, 880], [1620, 860], 30, "#0a0a10", "#ffd98a", 18);
  crowd(c, r, -40, 1660, 1030, 120, "#06050a");
  crowd(c, r, -80, 1700, 1150, 170, "#000000");
  const band = mariachi
    ? "a mariachi band in wide sombreros"
    : "a band with guitar, drums and a singer";
  return `A live-music bar ${m.phrase}: ${band} on a small stage under coloured spotlights, a crowd in silhouette in front.`;
}

/** Spotlight beam from a lamp at `from` spreading down onto `to`. */
export function beam(c: Canvas, from: Pt, to: Pt, w: number, colour: string): void {
  c.path(
    `M${from[0] - 10},${from[1]}L${to[0] - w},${to[1]}L${to[0] + w},${to[1]}L${from[0] + 10},${from[1]}Z`,
    c.lin([
      [0, colour, 0.5],
      [1, colour, 0.05],
    ]),
  );
  c.circle(from[0], from[1], 18, colour);
}

/** A crowd seen from behind along y: shoulders and heads, a few arms raised. */
export function crowd(
  c: Canvas,
  r: Rng,
  x0: number,
  x1: number,
  y: number,
  s: number,
  ink: string,
): void {
  let d = "";
  for (let x = x0; x < x1; x += s * between(r, 0.7, 1)) {
    const hy = y - s * between(r, 0.75, 1);
    d += `M${f(x - s * 0.45)},${f(y + s)}Q${f(x - s * 0.45)},${f(hy + s * 0.3)} ${f(x)},${f(hy + s * 0.28)}Q${f(x + s * 0.45)},${f(hy + s * 0.3)} ${f(x + s * 0.45)},${f(y + s)}Z`;
    d += `M${f(x - s * 0.2)},${f(hy)}a${f(s * 0.2)},${f(s * 0.22)} 0 1 0 ${f(s * 0.4)},0a${f(s * 0.2)},${f(s * 0.22)} 0 1 0 ${f(-s * 0.4)},0Z`;
    if (r() < 0.22) {
      const side = r() < 0.5 ? -1 : 1;
      c.line(
        [
          [x + side * s * 0.3, hy + s * 0.4],
          [x + side * s * 0.45, hy - s * 0.2],
          [x + side * s * 0.4, hy - s * 0.6],
        ],
        ink,
        s * 0.12,
      );
    }
  }
  c.path(d, ink);
}
