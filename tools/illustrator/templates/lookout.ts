// A beach seen from above: looking down from a jungle hillside over rooftops onto a
// crescent of sand, umbrellas like confetti and boats at anchor in turquoise water.

import { house } from "../built.ts";
import { bougainvillea, canopy } from "../flora.ts";
import { P, smooth } from "../geom.ts";
import { bay, tone } from "../mood.ts";
import { definePalm, palmAt } from "../palms.ts";
import { between, type Canvas, f, pick, type Rng } from "../svg.ts";
import { type Hints, hills, mirrored, when } from "./hints.ts";
import { walls } from "./town.ts";

function view(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday midday golden");
  const hz = 340;
  bay(c, r, m, hz, { hills: hills(h, 0.4), clouds: 2 });
  const green = ["#3d6e48", "#4a7d52", "#335f3e"].map((t) => tone(t, m, 1.3));
  const shore = P(
    `-40,800 300,${between(r, 840, 880)} 800,${between(r, 880, 930)} 1300,${between(r, 830, 870)} 1640,780`,
  );
  c.path(`${smooth(shore.map(([x, y]) => [x, y - 90]))}L1640,1240H-40Z`, tone("#7fe0d6", m, 1.5), {
    opacity: 0.5,
  });
  c.path(smooth(shore.map(([x, y]) => [x, y - 24])), "none", {
    stroke: "#ffffff",
    "stroke-width": 8,
    opacity: 0.8,
  });
  c.path(`${smooth(shore)}L1640,1240H-40Z`, tone("#eed6a8", m));
  const boats = Math.floor(between(r, 2, 6));
  for (let i = 0; i < boats; i++) {
    const x = between(r, 300, 1300);
    const y = between(r, 470, 760);
    const s = 10 + (y - 400) / 18;
    c.path(
      `M${f(x - s * 2)},${f(y)}Q${f(x)},${f(y + s)} ${f(x + s * 2)},${f(y - s * 0.3)}Z`,
      tone(pick(r, ["#ffffff", "#e0523a", "#2a9d8f", "#f2b632"]), m),
    );
    c.path(`M${f(x - s * 3)},${f(y + s * 0.3)}h${f(s * 2)}`, "none", {
      stroke: "#ffffff",
      "stroke-width": 2,
      opacity: 0.6,
    });
  }
  const umbrellas = r() < 0.7;
  for (let i = 0; i < 14 && umbrellas; i++) {
    const x = between(r, 150, 1450);
    const y = between(r, 905, 950) - Math.abs(x - 800) * 0.06;
    c.circle(x, y, 12, tone(pick(r, ["#e0523a", "#2a9d8f", "#f2b632", "#3b6fb6", "#f4efe6"]), m));
  }
  const tip = between(r, 300, 420);
  const arm = P(
    `-40,${hz + 6} 120,${hz + 14} ${tip},${hz + 70} ${tip + 40},560 ${tip - 60},760 160,900 -40,960`,
  );
  c.path(`${smooth(arm)}Z`, green[0] ?? "#3d6e48");
  canopy(c, r, arm.slice(0, 4), 34, green);
  c.path(smooth(arm.slice(2, 6)), "none", { stroke: "#ffffff", "stroke-width": 6, opacity: 0.7 });
  c.path(
    `${smooth(P("-40,980 400,1000 800,960 1200,1010 1640,970"))}L1640,1240H-40Z`,
    green[2] ?? "#335f3e",
  );
  canopy(c, r, P("-40,1010 500,1020 1100,990 1640,1010"), 70, green);
  const roofs = Math.floor(between(r, 2, 5));
  for (let i = 0; i < roofs; i++)
    house(
      c,
      200 + i * 300 + between(r, -40, 40),
      1160 + between(r, -20, 20),
      180,
      110,
      tone(pick(r, walls), m),
      { roofColour: tone("#c4552f", m), window: tone("#2f4d5a", m) },
    );
  const palm = definePalm(
    c,
    r,
    { trunk: tone("#7b5a40", m), frond: tone("#3f8a4f", m, 1.4), back: tone("#2f6f3f", m, 1.4) },
    14,
  );
  palmAt(c, palm, between(r, 1250, 1450), 1260, 560, true);
  if (r() < 0.7) bougainvillea(c, r, -20, 1000, 360, 200);
  const fleet = boats > 3 ? "boats at anchor" : "a few boats";
  return `Looking down from a jungle hillside over red-tiled roofs onto a crescent beach ${m.phrase}, ${umbrellas ? "umbrellas dotting the sand, " : ""}${fleet} in the turquoise bay.`;
}

export const lookout = mirrored(view);
