// What a template knows about its subject besides the seed: the zone, the words of the
// name or title, and its position among the entries the same template draws.

import { type Mood, mood, moodOf } from "../mood.ts";
import { at, type Canvas, type Rng } from "../svg.ts";

export type Hints = {
  /** Zone slug: where the place is, or where the activity happens. */
  zone: string;
  /** Lower-case words of the name or title and the slug, accents removed. */
  words: string;
  /** Activities only: "tour" or "activity". */
  kind: string;
};

/** One composition: draws the picture and returns its English title, describing what it drew. */
export type Draw = (c: Canvas, r: Rng, h: Hints) => string;

/** A category template: its compositions, and those that keywords in a name call for. */
export type Template = { rotation: Draw[]; keyed: [RegExp, Draw][] };

export function template(rotation: Draw[], keyed: [RegExp, Draw][] = []): Template {
  return { rotation, keyed };
}

/**
 * Picks each entry's composition: a keyword match wins (a "palapa" restaurant gets the
 * palapa), otherwise the one used least so far, so the places of a category take turns.
 */
export function chooser(): (t: Template, words: string) => Draw {
  const used = new Map<Template, Map<Draw, number>>();
  return (t, words) => {
    const counts = used.get(t) ?? new Map<Draw, number>();
    used.set(t, counts);
    const count = (d: Draw) => counts.get(d) ?? 0;
    const hit = t.keyed.find(([re]) => re.test(words))?.[1];
    let draw = hit ?? at(t.rotation, 0);
    if (!hit) for (const d of t.rotation) if (count(d) < count(draw)) draw = d;
    counts.set(draw, count(draw) + 1);
    return draw;
  };
}

export type Coast = "cove" | "town" | "long" | "marina" | "surf";

/** The shore each zone is known for, and how high the Sierra stands behind it. */
const zones: Record<string, [Coast, number]> = {
  "south-hotel-zone": ["cove", 420],
  "romantic-zone": ["town", 330],
  downtown: ["town", 300],
  "north-hotel-zone": ["long", 210],
  "marina-vallarta": ["marina", 240],
  airport: ["long", 230],
  "nuevo-vallarta": ["long", 140],
  bucerias: ["long", 170],
  "la-cruz": ["marina", 190],
  "punta-de-mita": ["surf", 90],
  sayulita: ["surf", 220],
};

export function coast(h: Hints): Coast {
  return zones[h.zone]?.[0] ?? "town";
}

/** Hill height behind the bay for the zone, scaled. */
export function hills(h: Hints, k = 1): number {
  return (zones[h.zone]?.[1] ?? 250) * k;
}

/** Plain words for a slug or name: lower case, no accents, no punctuation. */
export function plain(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const hours: [RegExp, Mood["key"]][] = [
  [/sunrise|amanecer|dawn|morning|manana/, "morning"],
  [/sunset|atardecer|ocaso/, "sunset"],
  [/dusk|twilight/, "dusk"],
  [/night|noche|moon|luna|evening|stars|estrellas/, "night"],
];

/** The hour of the picture: the one the name asks for ("Sunrise Yoga"), else drawn from `keys`. */
export function when(r: Rng, h: Hints, keys: string): Mood {
  const drawn = moodOf(r, keys);
  const asked = hours.find(([re]) => re.test(h.words));
  return asked ? mood(asked[1]) : drawn;
}

/** The same composition, mirrored left to right half of the time. */
export function mirrored(draw: Draw): Draw {
  return (c, r, h) => {
    let title = "";
    const flip = r() < 0.5 ? { transform: "matrix(-1 0 0 1 1600 0)" } : {};
    c.group(flip, () => {
      title = draw(c, r, h);
    });
    return title;
  };
}
