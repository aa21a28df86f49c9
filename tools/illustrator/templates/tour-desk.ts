// A tour operator's desk by the water: a map of the bay with a dotted route, brochures and
// gear (life ring, snorkel and mask, binoculars) with boats moored behind.

import { mastBoat, panga, pangaColours, yacht } from "../boats.ts";
import { coconut } from "../drinks.ts";
import { P, smooth } from "../geom.ts";
import { bay, tone } from "../mood.ts";
import { between, type Canvas, type Pt, pick, type Rng } from "../svg.ts";
import { type Hints, hills, mirrored, when } from "./hints.ts";

const brights = ["#2a9d8f", "#f2b632", "#e0523a", "#2f6fb5"];

function lifeRing(c: Canvas, x: number, y: number): void {
  c.circle(x, y, 90, "#f47a1f");
  c.circle(x, y, 50, "#8a5a36");
  c.path(
    `M${x},${y - 90}V${y - 40}M${x},${y + 40}V${y + 90}M${x - 90},${y}H${x - 40}M${x + 40},${y}H${x + 90}`,
    "none",
    { stroke: "#ffffff", "stroke-width": 22 },
  );
}

function snorkelSet(c: Canvas, x: number, y: number, colour: string): void {
  c.path(`M${x - 120},${y + 60}l-40,120h90l10,-120Z`, colour);
  c.rect(x - 70, y - 40, 150, 80, colour, { rx: 34 });
  c.rect(x - 56, y - 28, 58, 56, "#bfe4ee", { rx: 20 });
  c.rect(x + 8, y - 28, 58, 56, "#bfe4ee", { rx: 20 });
  c.path(`M${x + 90},${y + 60}V${y - 100}q0,-30 -30,-30`, "none", {
    stroke: "#2a2a30",
    "stroke-width": 14,
    "stroke-linecap": "round",
  });
}

function binoculars(c: Canvas, x: number, y: number): void {
  for (const dx of [-45, 45]) {
    c.rect(x + dx - 36, y - 70, 72, 130, "#2a2a30", { rx: 20 });
    c.circle(x + dx, y + 58, 30, "#4a6a7a");
  }
  c.rect(x - 20, y - 40, 40, 40, "#3a3a40");
}

function deskScene(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday golden");
  bay(c, r, m, 520, { hills: hills(h, 0.7), clouds: 2 });
  const moored = pick(r, ["masts", "yachts", "pangas"] as const);
  if (moored === "masts")
    for (let i = 0; i < 6; i++) mastBoat(c, 120 + i * 270, 700, 200, tone("#f7f7f2", m), "#5a6470");
  if (moored === "yachts")
    for (let i = 0; i < 3; i++)
      yacht(c, 250 + i * 550, 700, 380, tone("#ffffff", m), tone("#2f4d5a", m), i % 2 ? -1 : 1);
  if (moored === "pangas")
    for (let i = 0; i < 4; i++) {
      const [hull, stripe] = pick(r, pangaColours);
      panga(c, 200 + i * 400, 690, 300, tone(hull, m), tone(stripe, m), i % 2 ? -1 : 1);
    }
  c.rect(0, 700, 1600, 30, tone("#d9c7a8", m));
  const awning = tone(pick(r, brights), m);
  c.rect(0, 0, 1600, 70, awning);
  for (let x = 0; x < 1600; x += 120)
    c.path(`M${x},70q60,50 120,0Z`, r() < 0.5 ? awning : tone("#f4efe6", m));
  c.rect(0, 730, 1600, 470, tone(pick(r, ["#8a5a36", "#a8744a", "#6a4a30"]), m));
  const sheet = `M${between(r, 240, 300)},780L${between(r, 1180, 1240)},760L1360,1130L160,1170Z`;
  c.path(sheet, "#f2e6c8");
  c.group({ "clip-path": c.clip(sheet) }, () => {
    c.rect(0, 700, 1600, 500, "#9fd0e0");
    const coast = P(
      `200,760 ${between(r, 420, 620)},${between(r, 780, 860)} 700,${between(r, 900, 1000)} 860,1000 ${between(r, 1000, 1150)},${between(r, 860, 940)} 1400,820`,
    );
    c.path(`${smooth(coast)}L1400,700H200Z`, "#a8c890");
    c.path(
      `${smooth(P(`160,1100 500,${between(r, 1020, 1080)} 800,1120 1100,1180`))}L1100,1200H160Z`,
      "#a8c890",
    );
  });
  const stops: Pt[] = [];
  for (let i = 0; i < pick(r, [3, 4, 5]); i++)
    stops.push([420 + i * 190 + between(r, -40, 40), between(r, 920, 1080)]);
  c.path(smooth(stops), "none", {
    stroke: "#e0523a",
    "stroke-width": 8,
    "stroke-dasharray": "18 14",
  });
  for (const [x, y] of stops) c.circle(x, y, 14, "#e0523a");
  for (let i = 0; i < 4; i++) {
    const x = 1360 + i * 40;
    c.rect(x, 820 - i * 20, 130, 180, pick(r, brights), {
      transform: `rotate(${(i - 1.5) * 8} ${x} 900)`,
    });
  }
  const gear = pick(r, ["life ring", "snorkel", "binoculars"] as const);
  if (gear === "life ring") lifeRing(c, 120, 1000);
  if (gear === "snorkel") snorkelSet(c, 150, 960, pick(r, brights));
  if (gear === "binoculars") binoculars(c, 130, 980);
  if (r() < 0.6) coconut(c, 1470, 1160, 140);
  const boats = { masts: "sailboat masts", yachts: "yachts", pangas: "pangas" }[moored];
  const kit = {
    "life ring": "a life ring",
    snorkel: "a snorkel and mask",
    binoculars: "binoculars",
  }[gear];
  return `A tour booking desk by the water ${m.phrase}: a map of the bay with a dotted route, colourful brochures and ${kit}, ${boats} moored behind.`;
}

export const desk = mirrored(deskScene);
