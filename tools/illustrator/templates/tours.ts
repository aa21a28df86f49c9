// Tour operators: a catamaran or panga trip across the bay, ATVs on a jungle track, a
// booking desk with a map by the marina, or an open jeep on a mountain road.

import { whaleTail } from "../animals.ts";
import { crewedPanga, pangaColours } from "../boats.ts";
import { mix, P } from "../geom.ts";
import { bay, tone } from "../mood.ts";
import { catamaran } from "../rides.ts";
import { granite, losArcos, rockIsland } from "../rocks.ts";
import { birds } from "../sky.ts";
import { between, type Canvas, pick, type Rng } from "../svg.ts";
import { splash } from "../water.ts";
import { type Hints, hills, template, when } from "./hints.ts";
import { trail } from "./nature.ts";
import { atvTrack, jeepRoad } from "./overland.ts";
import { fishing } from "./sea.ts";
import { tacoStand } from "./taco-stand.ts";
import { desk } from "./tour-desk.ts";
import { snorkel } from "./undersea.ts";

const vests = ["#f47a1f", "#f2b632", "#e0523a"];
const _at0 = (list: string[]): string => list[0] ?? "#2f6a3a";

function boatTour(c: Canvas, r: Rng, h: Hints): string {
  const m = when(r, h, "morning midday midday golden sunset");
  const hz = 560;
  bay(c, r, m, hz, { hills: hills(h, 0.8), profile: (t) => 1.1 - t * 0.6 });
  const arcos = h.zone === "south-hotel-zone" || r() < 0.4;
  const look = { ...granite, lit: tone(granite.lit, m), shade: tone(granite.shade, m) };
  if (arcos) losArcos(c, r, between(r, 1050, 1250), hz + 20, 150, look, 0.2);
  else for (const [x, w] of P("1150,200 1340,120")) rockIsland(c, r, x, hz + 10, w, w * 0.4, look);
  const dir = r() < 0.5 ? 1 : -1;
  const x = between(r, 600, 900);
  const cat = r() < 0.5;
  const whale = /whale|ballena|yubarta|humpback/.test(h.words) || r() < 0.2;
  if (whale) {
    whaleTail(c, 800 + dir * 420, 760, 130, tone("#23313f", m), tone("#e9eef1", m));
    splash(c, r, 800 + dir * 420, 770, 110, 70, "#eaf8fb", "#bfe4ee");
  }
  for (let i = 0; i < 5; i++)
    c.path(
      `M${x - dir * 260},${900 + i * 6}Q${x - dir * (500 + i * 90)},${880 + i * 30} ${x - dir * (900 + i * 150)},${860 + i * 70}`,
      "none",
      { stroke: "#ffffff", "stroke-width": 6 - i, opacity: 0.5 },
    );
  if (cat)
    catamaran(
      c,
      x,
      940,
      480,
      tone("#f7f7f2", m),
      tone("#ffffff", m),
      Array.from({ length: 9 }, () => pick(r, [...vests, "#2a9d8f", "#f4efe6"])),
      dir,
    );
  else {
    const [hull, stripe] = pick(r, pangaColours);
    crewedPanga(c, x, 920, 520, tone(hull, m), tone(stripe, m), dir, m.ink);
    for (let i = 0; i < 4; i++)
      c.rect(x - dir * 120 + dir * i * 70 - 16, 800, 32, 48, pick(r, vests), { rx: 6 });
    for (let i = 0; i < 4; i++) c.circle(x - dir * 120 + dir * i * 70, 784, 16, "#3a2a22");
  }
  birds(c, r, 4, 200, 150, 800, 300, mix(m.ink, "#ffffff", 0.2));
  const where = arcos ? "towards the Los Arcos rocks" : "past rocky islands";
  const boat = cat
    ? "catamaran under sail, full of passengers,"
    : "panga of passengers in orange life vests";
  return `A ${boat} crossing the bay ${where} ${m.phrase}${whale ? " as a humpback whale raises its tail nearby" : ", leaving a white wake"}.`;
}

export const tours = template(
  [boatTour, atvTrack, desk, jeepRoad],
  [
    [/\batv|quad|razor|buggy/, atvTrack],
    [/snorkel|buceo|\bdive|diving|reef/, snorkel],
    [/dorado|pesca|fishing|marlin|\bsport fish/, fishing],
    [/sazon|banqueta|street food|\btacos?\b|food tour/, tacoStand],
    [/huellas|tigrillo|selva|jungle|hike|trail/, trail],
    [/desk|booking|agency|info|kiosk/, desk],
    [/sierra|jeep|4x4|mountain|expedition|off road/, jeepRoad],
    [/boat|charter|yacht|sail|\bvela\b|cruise|whale|yubarta|humpback|wake|catamaran/, boatTour],
  ],
);
