/**
 * The directory's category segment in Spanish paths (docs/decisions/035): a place is at
 * `/restaurants/{location}/{item}` in English and `/es/restaurantes/{location}/{item}` in
 * Spanish. The words are `slugs.es` of the place categories in content/catalogs.json, copied here
 * so the browser carries this small map and not the whole catalogue file (decision 067);
 * path-segments.test.ts fails when the two disagree.
 */
const spanish: ReadonlyMap<string, string> = new Map([
  ["restaurants", "restaurantes"],
  ["bars-and-nightlife", "bares-y-vida-nocturna"],
  ["beaches", "playas"],
  ["galleries", "galerias"],
  ["shopping", "compras"],
  ["markets", "mercados"],
]);
const english = new Map([...spanish].map(([en, es]) => [es, en] as const));

/** Every English category whose Spanish segment differs, with that segment. */
export const SPANISH_PLACE_SEGMENTS: ReadonlyMap<string, string> = spanish;

/**
 * A bare (unprefixed) place path with its category segment in the other words: only paths of
 * exactly three segments are place paths, so `/tours` (a partner's page) is never touched.
 */
function swapCategory(bare: string, words: ReadonlyMap<string, string>): string {
  const segments = bare.split("/");
  if (segments.length !== 4 || segments[0] !== "") return bare;
  const swapped = words.get(segments[1] ?? "");
  return swapped ? ["", swapped, ...segments.slice(2)].join("/") : bare;
}

/** `/restaurants/downtown/x` → `/restaurantes/downtown/x`; other paths unchanged. */
export const toSpanishSegments = (bare: string) => swapCategory(bare, spanish);

/** `/restaurantes/downtown/x` → `/restaurants/downtown/x`; other paths unchanged. */
export const toEnglishSegments = (bare: string) => swapCategory(bare, english);
