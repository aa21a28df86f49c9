// Which template draws which category: places by their directory category, activities,
// events and benefits by their first category (events.ts and benefits.ts build those).

import { bars } from "./bars.ts";
import { beaches } from "./beaches.ts";
import { crafts } from "./crafts.ts";
import { foodAndDrink } from "./food-and-drink.ts";
import { galleries } from "./galleries.ts";
import type { Template } from "./hints.ts";
import { markets } from "./markets.ts";
import { nature } from "./nature.ts";
import { restaurants } from "./restaurants.ts";
import { sea } from "./sea.ts";
import { shopping } from "./shopping.ts";
import { spas } from "./spas.ts";
import { tours } from "./tours.ts";
import { wellness } from "./wellness.ts";

export const placeTemplates: Record<string, Template> = {
  "bars-and-nightlife": bars,
  beaches,
  galleries,
  markets,
  restaurants,
  shopping,
  spas,
  tours,
};

export const activityTemplates: Record<string, Template> = {
  sea,
  nature,
  "food-and-drink": foodAndDrink,
  "culture-and-crafts": crafts,
  wellness,
};

export { benefitTemplates } from "./benefits.ts";
export { eventTemplates } from "./events.ts";
