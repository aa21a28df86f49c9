import type { Lang } from "./i18n.ts";

/** A month and day, both from 1: `[12, 1]` is 1 December. */
type MonthDay = readonly [month: number, day: number];

type Highlight = {
  id: string;
  /** First and last day, inclusive; a window may run over the new year (December to March). */
  from: MonthDay;
  to: MonthDay;
  title: Record<Lang, string>;
  text: Record<Lang, string>;
};

/**
 * What the bay offers at each time of year (decision 137), in the order Home
 * shows them when several hold: short feasts first, then wildlife, then the weather. Each is
 * a fact about Banderas Bay that holds every year, written by us.
 */
export const SEASON_HIGHLIGHTS: readonly Highlight[] = [
  {
    id: "guadalupe",
    from: [12, 1],
    to: [12, 12],
    title: { en: "Fiestas Guadalupanas", es: "Fiestas Guadalupanas" },
    text: {
      en: "Every evening until 12 December, pilgrimages with bands, dancers and floats walk through downtown to the Church of Our Lady of Guadalupe.",
      es: "Cada tarde hasta el 12 de diciembre, peregrinaciones con bandas, danzantes y carros alegóricos recorren el Centro hasta la iglesia de Nuestra Señora de Guadalupe.",
    },
  },
  {
    id: "independence",
    from: [9, 10],
    to: [9, 16],
    title: { en: "Independence Day", es: "Fiestas patrias" },
    text: {
      en: "On the night of 15 September the main square fills for the Grito, with fireworks over the bay; on the 16th a parade goes through downtown.",
      es: "La noche del 15 de septiembre la plaza principal se llena para el Grito, con fuegos artificiales sobre la bahía; el 16 hay desfile por el Centro.",
    },
  },
  {
    id: "day-of-the-dead",
    from: [10, 25],
    to: [11, 2],
    title: { en: "Day of the Dead", es: "Día de Muertos" },
    text: {
      en: "Altars of marigolds, candles and photographs go up in plazas and along the Malecón, and painted catrinas walk the streets on 1 and 2 November.",
      es: "Se montan altares con cempasúchil, velas y fotografías en las plazas y el Malecón, y las catrinas salen a las calles el 1 y 2 de noviembre.",
    },
  },
  {
    id: "whales",
    from: [12, 1],
    to: [3, 31],
    title: { en: "Humpback whales", es: "Ballenas jorobadas" },
    text: {
      en: "From December to March humpbacks come from the North Pacific to mate and give birth in the bay's warm water. Watch them from a licensed boat, or look for their spouts from the shore.",
      es: "De diciembre a marzo las jorobadas llegan del Pacífico Norte para aparearse y dar a luz en las aguas tibias de la bahía. Obsérvalas desde una embarcación con permiso o busca sus soplos desde la costa.",
    },
  },
  {
    id: "turtles",
    from: [7, 1],
    to: [11, 30],
    title: { en: "Sea turtles nesting", es: "Anidación de tortugas" },
    text: {
      en: "Olive ridley turtles come ashore at night to lay their eggs on the bay's beaches. Turtle camps guard the nests and release the hatchlings at dusk, often with visitors watching.",
      es: "Las tortugas golfinas salen de noche a desovar en las playas de la bahía. Los campamentos tortugueros cuidan los nidos y liberan a las crías al atardecer, muchas veces con visitantes.",
    },
  },
  {
    id: "mangoes",
    from: [5, 1],
    to: [7, 31],
    title: { en: "Mango season", es: "Temporada de mango" },
    text: {
      en: "Orchards in Nayarit ripen by the truckload: street carts carve mangoes into flowers on a stick, with lime and chili.",
      es: "Las huertas de Nayarit maduran por toneladas: los carritos de la calle cortan el mango en flor, en palito, con limón y chile.",
    },
  },
  {
    id: "rains",
    from: [6, 15],
    to: [10, 15],
    title: { en: "The green season", es: "La temporada verde" },
    text: {
      en: "Hot, humid days and evening thunderstorms: the Sierra Madre turns deep green and the rivers and waterfalls run full. Plan the beach for the morning.",
      es: "Días calurosos y húmedos con tormentas al anochecer: la Sierra Madre se pone muy verde y los ríos y cascadas bajan llenos. Deja la playa para la mañana.",
    },
  },
  {
    id: "dry-season",
    from: [11, 1],
    to: [5, 31],
    title: { en: "Dry season", es: "Temporada seca" },
    text: {
      en: "Sunny days, cool evenings and hardly a drop of rain from November to May: the best months for hiking the coast south of town to its beaches.",
      es: "Días soleados, noches frescas y casi nada de lluvia de noviembre a mayo: los mejores meses para caminar por la costa al sur de la ciudad hasta sus playas.",
    },
  },
];

/** How many highlights Home shows at most. */
export const HIGHLIGHTS_SHOWN = 3;

/** Whether a Vallarta calendar day (`YYYY-MM-DD`) falls in a window (inclusive, may wrap). */
export function inWindow(day: string, from: MonthDay, to: MonthDay): boolean {
  const [, month, date] = day.split("-").map(Number) as [number, number, number];
  const at = month * 100 + date;
  const [start, end] = [from[0] * 100 + from[1], to[0] * 100 + to[1]];
  return start <= end ? at >= start && at <= end : at >= start || at <= end;
}

/** The season's highlights on a Vallarta calendar day, in one language, at most three. */
export function seasonHighlights(day: string, lang: Lang) {
  return SEASON_HIGHLIGHTS.filter((h) => inWindow(day, h.from, h.to))
    .slice(0, HIGHLIGHTS_SHOWN)
    .map((h) => ({ id: h.id, title: h.title[lang], text: h.text[lang] }));
}

export type SeasonHighlight = ReturnType<typeof seasonHighlights>[number];
