/**
 * Spanish words in Spanish paths, both kinds small on purpose: the browser carries this module
 * (the language switch, every `LocalLink`).
 *
 * 1. The directory's category segment (docs/decisions/035): a place is at
 * `/restaurants/{location}/{item}` in English and `/es/restaurantes/{location}/{item}` in
 * Spanish. The words are `slugs.es` of the place categories in content/catalogs.json, copied here
 * so the browser carries this small map and not the whole catalogue file (decision 067);
 * path-segments.test.ts fails when the two disagree.
 * 2. The member's pages, each whole path (docs/decisions/077): `/account` is `/es/cuenta`. Exact
 *    paths only, so no other page can change by accident; a new member page adds its line.
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

const spanishPages: ReadonlyMap<string, string> = new Map([
  ["/signUp", "/registro"],
  ["/login", "/iniciar-sesion"],
  ["/logout", "/cerrar-sesion"],
  ["/account", "/cuenta"],
  ["/account/verify", "/cuenta/verificar"],
  ["/account/forgot-password", "/cuenta/olvide-contrasena"],
  ["/account/reset-password", "/cuenta/restablecer-contrasena"],
  // My trip (issue 13), built beside the account pages.
  ["/account/trip", "/cuenta/mi-viaje"],
]);
// Routes ignore case (`/es/Cuenta` is the account page), so the way back does too: the page
// cache keys a page by its English path (core/page-query.ts), a mailed link's page included.
const englishPages = new Map([...spanishPages].map(([en, es]) => [es.toLowerCase(), en] as const));

/** Every member page whose Spanish path differs, English path → Spanish path (no `/es`). */
export const SPANISH_PAGE_PATHS: ReadonlyMap<string, string> = spanishPages;

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

/**
 * A bare path, whole, in the other words when the table has it; a query or fragment after it is
 * kept. `undefined` when the table doesn't name the path.
 */
function swapPage(bare: string, words: ReadonlyMap<string, string>, lower: boolean) {
  const cut = bare.search(/[?#]/);
  const path = cut === -1 ? bare : bare.slice(0, cut);
  const swapped = words.get(lower ? path.toLowerCase() : path);
  return swapped === undefined ? undefined : swapped + (cut === -1 ? "" : bare.slice(cut));
}

/** `/restaurants/downtown/x` → `/restaurantes/downtown/x`, `/account` → `/cuenta`; others unchanged. */
export const toSpanishSegments = (bare: string) =>
  swapPage(bare, spanishPages, false) ?? swapCategory(bare, spanish);

/** `/restaurantes/downtown/x` → `/restaurants/downtown/x`, `/cuenta` → `/account`; others unchanged. */
export const toEnglishSegments = (bare: string) =>
  swapPage(bare, englishPages, true) ?? swapCategory(bare, english);
