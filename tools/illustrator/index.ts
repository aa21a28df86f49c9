// Entry point: draws every registered scene into content/images/<name>.svg, then one image per
// directory place (place-<slug>.svg) and per activity (activity-<slug>.svg).
// Usage (from the repository root):
//   npm run draw                                       # all images
//   npm run draw -- zone-airport                       # only the named ones
// MAREA_CONTENT=<folder> reads places/ and activities.json from another folder (sample
// data for development) and MAREA_OUT=<folder> writes the images there instead.
import { mkdirSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { catalog } from "./catalog.ts";
import { artWalkSeason2026 } from "./scenes/art-walk-season-2026.ts";
import { churchOfGuadalupeCrown } from "./scenes/church-of-guadalupe-crown.ts";
import { firstTripChecklist } from "./scenes/first-trip-checklist.ts";
import { fromLasPenasToPuertoVallarta } from "./scenes/from-las-penas-to-puerto-vallarta.ts";
import { gettingAroundPuertoVallarta } from "./scenes/getting-around-puerto-vallarta.ts";
import { homeBayPanorama } from "./scenes/home-bay-panorama.ts";
import { huicholArtVallarta } from "./scenes/huichol-art-vallarta.ts";
import { losArcosSnorkelling } from "./scenes/los-arcos-snorkelling.ts";
import { maleconSculptureWalk } from "./scenes/malecon-sculpture-walk.ts";
import { nightOfTheIguana } from "./scenes/night-of-the-iguana.ts";
import { pescadoZarandeado } from "./scenes/pescado-zarandeado.ts";
import { raicillaAgaveSpirit } from "./scenes/raicilla-agave-spirit.ts";
import { sunriseMorningsOnTheBay } from "./scenes/sunrise-mornings-on-the-bay.ts";
import { sunsetsOfBanderasBay } from "./scenes/sunsets-of-banderas-bay.ts";
import { temazcalSweatLodge } from "./scenes/temazcal-sweat-lodge.ts";
import { whaleSeasonOpens2026 } from "./scenes/whale-season-opens-2026.ts";
import { whaleWatchingBanderasBay } from "./scenes/whale-watching-banderas-bay.ts";
import { zoneAirport } from "./scenes/zone-airport.ts";
import { zoneBucerias } from "./scenes/zone-bucerias.ts";
import { zoneDowntown } from "./scenes/zone-downtown.ts";
import { zoneLaCruz } from "./scenes/zone-la-cruz.ts";
import { zoneMarinaVallarta } from "./scenes/zone-marina-vallarta.ts";
import { zoneNorthHotelZone } from "./scenes/zone-north-hotel-zone.ts";
import { zoneNuevoVallarta } from "./scenes/zone-nuevo-vallarta.ts";
import { zonePuntaDeMita } from "./scenes/zone-punta-de-mita.ts";
import { zoneRomanticZone } from "./scenes/zone-romantic-zone.ts";
import { zoneSayulita } from "./scenes/zone-sayulita.ts";
import { zoneSouthHotelZone } from "./scenes/zone-south-hotel-zone.ts";
import { Canvas, rng, type Scene, seedOf } from "./svg.ts";

// Magazine articles first, then the eleven zones, in the order of the site.
const all: Scene[] = [
  sunsetsOfBanderasBay,
  sunriseMorningsOnTheBay,
  maleconSculptureWalk,
  whaleWatchingBanderasBay,
  whaleSeasonOpens2026,
  losArcosSnorkelling,
  nightOfTheIguana,
  churchOfGuadalupeCrown,
  fromLasPenasToPuertoVallarta,
  gettingAroundPuertoVallarta,
  artWalkSeason2026,
  huicholArtVallarta,
  temazcalSweatLodge,
  pescadoZarandeado,
  raicillaAgaveSpirit,
  firstTripChecklist,
  zoneSouthHotelZone,
  zoneRomanticZone,
  zoneDowntown,
  zoneNorthHotelZone,
  zoneMarinaVallarta,
  zoneAirport,
  zoneNuevoVallarta,
  zoneBucerias,
  zoneLaCruz,
  zonePuntaDeMita,
  zoneSayulita,
  // Home's hero, a wide band inlined in the page.
  homeBayPanorama,
];
const only = process.argv.slice(2);
const folder = (env: string | undefined, fallback: string): URL =>
  env ? pathToFileURL(`${env.replace(/\/$/, "")}/`) : new URL(fallback, import.meta.url);
const outDir = folder(process.env.MAREA_OUT, "../../content/images/");
const contentDir = folder(process.env.MAREA_CONTENT, "../../content/");
mkdirSync(outDir, { recursive: true });

function write(name: string, c: Canvas): void {
  const svg = c.toString();
  writeFileSync(new URL(`${name}.svg`, outDir), svg);
  console.log(`${name}.svg ${(svg.length / 1024).toFixed(1)} KB`);
}

for (const scene of all) {
  if (only.length > 0 && !only.includes(scene.name)) continue;
  const c = new Canvas(scene.title);
  // Seed from the name so one scene's randomness never shifts when another changes.
  scene.draw(c, rng(seedOf(scene.name)));
  write(scene.name, c);
}

// Places and activities: the template draws, then names what it drew in the title.
for (const { name, draw, hints } of catalog(contentDir)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const c = new Canvas("");
  c.title = draw(c, rng(seedOf(name)), hints);
  write(name, c);
}
