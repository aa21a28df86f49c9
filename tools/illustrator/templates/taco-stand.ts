// A street taco stand at night: a glowing trompo of al pastor (or a round comal of
// sizzling meat), bare bulbs, plates on the counter and people eating standing up.

import { tumbler } from "../drinks.ts";
import { tacos } from "../food.ts";
import { tone } from "../mood.ts";
import { walker } from "../people.ts";
import { sky, stars } from "../sky.ts";
import { papelPicado, stringLights } from "../street.ts";
import { between, type Canvas, pick, type Rng, S } from "../svg.ts";
import { pendant, stool } from "../things.ts";
import { type Hints, mirrored, when } from "./hints.ts";
import { flags, walls } from "./town.ts";

/** Vertical spit of marinated pork, a pineapple on top, glowing from the grill behind. */
function trompo(c: Canvas, x: number, y: number): void {
  c.circle(x, y - 130, 200, c.rad(S("0 #ffb347 0.5, 1 #ffb347 0")));
  c.line(
    [
      [x, y - 260],
      [x, y],
    ],
    "#8a8a90",
    8,
  );
  c.path(`M${x - 70},${y - 30}L${x - 40},${y - 200}H${x + 40}L${x + 70},${y - 30}Z`, "#c8502a");
  for (let k = y - 190; k < y - 30; k += 22)
    c.rect(x - 60 + (y - 30 - k) * 0.2, k, 120 - (y - 30 - k) * 0.4, 6, "#8a2a14", {
      opacity: 0.6,
    });
  c.ellipse(x, y - 215, 34, 22, "#f2c21b");
  c.path(`M${x - 20},${y - 230}L${x},${y - 270}L${x + 20},${y - 230}Z`, "#3f8a3a");
}

/** Round comal, a big shallow griddle of chopped meat with a steam plume. */
function comal(c: Canvas, r: Rng, x: number, y: number): void {
  c.ellipse(x, y, 150, 40, "#2a2a30");
  c.ellipse(x, y - 6, 130, 30, "#4a4a50");
  for (let i = 0; i < 14; i++)
    c.circle(
      x + between(r, -100, 100),
      y - 6 + between(r, -14, 14),
      10,
      pick(r, ["#8a3a1a", "#a84a2a", "#6a2a14"]),
    );
  for (let i = 0; i < 3; i++)
    c.path(`M${x - 40 + i * 40},${y - 40}q20,-40 0,-80q-20,-40 0,-80`, "none", {
      stroke: "#ffffff",
      "stroke-width": 14,
      opacity: 0.15,
      "stroke-linecap": "round",
    });
}

function stand(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "dusk night night");
  sky(c, S(m.sky), 600);
  stars(c, r, 30, 300);
  c.rect(0, 300, 1600, 620, tone(pick(r, walls), m, 0.8));
  for (let i = 0; i < 4; i++)
    c.rect(120 + i * 400, 420, 160, 260, r() < 0.5 ? "#ffd58a" : tone("#2f4d5a", m));
  const bulbs = r() < 0.5;
  if (bulbs) stringLights(c, [-20, 320], [1620, 340], 40, "#2a2420", "#ffd98a", 16);
  else papelPicado(c, [-20, 300], [1620, 320], 30, flags, 70);
  c.rect(0, 900, 1600, 300, tone("#6a6470", m));
  const x0 = between(r, 200, 500);
  const awning = tone(pick(r, ["#e0523a", "#2a9d8f", "#f2b632", "#3b6fb6"]), m, 0.5);
  c.rect(x0, 560, 800, 360, tone(pick(r, ["#c8c8cc", "#e8e0d0", "#d8a050"]), m, 0.5));
  c.rect(x0 - 30, 540, 860, 40, awning);
  c.rect(x0 - 30, 380, 860, 40, awning);
  for (const x of [x0 - 20, x0 + 800]) c.rect(x, 400, 14, 160, "#2a2a30");
  for (const x of [x0 + 200, x0 + 600]) pendant(c, x, 420, 480, 40, "#2a2a30", true);
  const spit = r() < 0.6;
  if (spit) trompo(c, x0 + 140, 560);
  else comal(c, r, x0 + 170, 540);
  tacos(c, r, x0 + 450, 540, 120, spit ? "#d9632a" : "#7a3a22");
  for (const x of [x0 + 630, x0 + 730])
    tumbler(c, x, 540, 90, pick(r, ["#b0243a", "#f1e6cc", "#e8a03a"]));
  const diners = pick(r, [1, 2, 3]);
  for (let i = 0; i < diners; i++) {
    const x = x0 + 150 + i * 250;
    walker(c, x, 1120, 380, m.ink, 0, r() < 0.5);
    stool(
      c,
      x + 160,
      1160,
      160,
      tone(pick(r, ["#e0523a", "#2a9d8f", "#f2b632"]), m, 0.5),
      "#2a2a30",
    );
  }
  const cook = spit
    ? "a glowing trompo of al pastor crowned with pineapple"
    : "meat sizzling on a round comal";
  return `A street taco stand ${m.phrase}: ${cook}, bare bulbs, plates of tacos on the counter and people eating standing up${bulbs ? " under string lights" : " under papel picado"}.`;
}

export const tacoStand = mirrored(stand);
