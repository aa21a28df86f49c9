// The ground every market stands on: a hall with trusses and skylights, or an open street with
// houses under papel picado. Its own module so the market templates share it without importing
// each other.

import { village } from "../built.ts";
import { type Mood, tone } from "../mood.ts";
import { sky } from "../sky.ts";
import { papelPicado } from "../street.ts";
import { type Canvas, type Rng, S } from "../svg.ts";
import { flags, walls } from "./town.ts";

/** Backdrop: a market hall with trusses and skylights, or an open street with houses. */
export function backdrop(c: Canvas, r: Rng, m: Mood, hall: boolean): void {
  if (hall) {
    c.rect(0, 0, 1600, 1200, tone("#e8dcc4", m, 0.4));
    c.rect(0, 0, 1600, 180, tone("#c8d8dc", m, 0.4));
    let d = "";
    for (let x = -100; x < 1700; x += 200)
      d += `M${x},180L${x + 100},0L${x + 200},180M${x + 100},0V180`;
    c.path(`${d}M0,180H1600`, "none", { stroke: tone("#4a5a5a", m, 0.4), "stroke-width": 12 });
  } else {
    sky(c, S(m.sky), 700);
    village(
      c,
      r,
      -20,
      1640,
      560,
      150,
      260,
      walls.map((w) => tone(w, m)),
    );
    papelPicado(c, [-20, 60], [1620, 80], 40, flags, 80);
  }
  c.rect(0, hall ? 1000 : 560, 1600, hall ? 200 : 640, tone(hall ? "#a89a88" : "#c8b89a", m));
}
