// Partner benefits borrow the directory's pictures: dining draws restaurant tables, façades
// and palapas (bars and cafés when the title says so), wellness the spa rooms, cabanas and
// temazcal (yoga, meditation or a sound bath when named), tours the boats, ATVs and desks,
// shopping the shops. Each benefit still gets its own seed, so no two pictures are the same.

import { rooftop } from "./bars.ts";
import { cantina } from "./cantina.ts";
import { coffeeCacao } from "./coffee.ts";
import { type Template, template } from "./hints.ts";
import { stage } from "./live-music.ts";
import { restaurants } from "./restaurants.ts";
import { shopping } from "./shopping.ts";
import { spas } from "./spas.ts";
import { tours } from "./tours.ts";
import { deck, meditation, soundBath } from "./wellness.ts";

const dining = template(restaurants.rotation, [
  [/rooftop|terraza|azotea|sunset drink|skybar/, rooftop],
  [/live music|musica en vivo|jazz|mariachi/, stage],
  [/\bbar\b|cantina|mezcal|raicilla|tequila|cocktail|coctel|mixolog|\bcopa\b|happy hour/, cantina],
  [/coffee|\bcafe\b|cacao|chocolate|panader|bakery/, coffeeCacao],
  ...restaurants.keyed,
]);

const wellness = template(spas.rotation, [
  [/yoga|pilates|stretch/, deck],
  [/meditat|breath|mindful/, meditation],
  [/sound|bowl|gong|reiki/, soundBath],
  ...spas.keyed,
]);

export const benefitTemplates: Record<string, Template> = {
  dining,
  wellness,
  tours,
  shopping,
};
