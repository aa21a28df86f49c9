import catalogs from "../content/catalogs.json" with { type: "json" };
import { CATALOG } from "./constants.ts";

/**
 * The directory's category segment in Spanish paths (docs/decisions/035): a place is at
 * `/restaurants/{location}/{item}` in English and `/es/restaurantes/{location}/{item}` in
 * Spanish. The words come from `slugs.es` of the place categories in content/catalogs.json.
 */
const placeCategories: readonly { slug: string; slugs?: { es?: string } }[] =
  catalogs.find((catalog) => catalog.id === CATALOG.places)?.categories ?? [];

const spanish = new Map(
  placeCategories.flatMap((category) =>
    category.slugs?.es ? [[category.slug, category.slugs.es] as const] : [],
  ),
);
const english = new Map([...spanish].map(([en, es]) => [es, en] as const));

/** Every English category whose Spanish segment differs, with that segment. */
export const SPANISH_PLACE_SEGMENTS: ReadonlyMap<string, string> = new Map(
  [...spanish].filter(([en, es]) => en !== es),
);

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
