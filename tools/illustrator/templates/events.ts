// Events by their first category: festivals, music, art, food, sports and nature. Words of
// the title pick the composition ("Guadalupe" gets the procession, "Muertos" the altar,
// "10K" the runners), first among the category's own keywords, then among every event's,
// so a "Whale Festival" filed under festivals still gets its whale. Otherwise the events of
// a category take turns through its rotation.

import { altar } from "./altar.ts";
import { artWalk, mural } from "./art-events.ts";
import { parade, procession } from "./fiesta.ts";
import { fireworks } from "./fireworks.ts";
import { foodFair, tasting } from "./food-events.ts";
import { type Draw, type Template, template } from "./hints.ts";
import { bandstand, islandJazz, mariachi } from "./music.ts";
import { posada } from "./posada.ts";
import { cyclists, runners } from "./race.ts";
import { birders, cleanup, hatchlingRun, whaleBreach } from "./wild-events.ts";

const keys: Record<string, [RegExp, Draw][]> = {
  festivals: [
    [/guadalupe|peregrin|pilgrim|procesion|procession|virgen|virgin/, procession],
    [/muertos|day of the dead|catrina|ofrenda|altar|calavera/, altar],
    [/ano nuevo|new year|fuegos|firework|pirotecn/, fireworks],
    [/posada|navidad|christmas|pinata|nochebuena/, posada],
    [/desfile|parade|independen|revolucion|\bgrito\b|patrias|civic|civica/, parade],
  ],
  music: [
    [/mariachi|charro|ranchera|serenata/, mariachi],
    [/jazz|blues|swing|isla del rio|river island|cuale/, islandJazz],
    [
      /\bbanda?\b|kiosk|kiosco|plaza de armas|danzon|brass|orquesta|orchestra|sinfon|symphon/,
      bandstand,
    ],
  ],
  art: [
    [/art walk|artwalk|galer|gallery|galleries|paseo del arte|exhibit|exposicion/, artWalk],
    [/mural|street art|graffiti|chalk|paint|pintur/, mural],
  ],
  food: [
    [
      /tasting|degustacion|\bcata\b|tequila|raicilla|mezcal|agave|wine|\bvino|cerveza|beer/,
      tasting,
    ],
    [
      /food|comida|feria|street|taco|antojito|restaurant|chef|culinar|gastronom|seafood|marisc/,
      foodFair,
    ],
  ],
  sports: [
    [/\bruns?\b|running|runner|\d+ ?k\b|marathon|maraton|carrera|\brace\b|corre/, runners],
    [/bike|cycl|cicl|bici|gran fondo|\bride\b|rodada/, cyclists],
  ],
  nature: [
    [/whale|ballena|humpback|jorobada|yubarta/, whaleBreach],
    [/turtle|tortuga|hatchling|liberacion/, hatchlingRun],
    [/\bbirds?\b|\baves\b|pajaro|birding|birder|audubon/, birders],
    [/clean|limpieza|limpia|volunteer|voluntari|plastic|recicl|basura/, cleanup],
  ],
};

const rotations: Record<string, Draw[]> = {
  festivals: [procession, fireworks, altar, posada, parade],
  music: [bandstand, islandJazz, mariachi],
  art: [artWalk, mural],
  food: [foodFair, tasting],
  sports: [runners, cyclists],
  nature: [whaleBreach, hatchlingRun, birders, cleanup],
};

const all = Object.values(keys).flat();

export const eventTemplates: Record<string, Template> = Object.fromEntries(
  Object.entries(rotations).map(([category, rotation]) => {
    const own = keys[category] ?? [];
    return [category, template(rotation, [...own, ...all.filter((k) => !own.includes(k))])];
  }),
);
