/**
 * Spanish words in Spanish paths, both kinds small on purpose: the browser carries this module
 * (the language switch, every `LocalLink`).
 *
 * 1. The directory's category segment (docs/decisions/035, 110): a place is at
 *    `/restaurants/{location}/{item}` in English and `/es/restaurantes/{location}/{item}` in
 *    Spanish. The words are content: each place category's Spanish slug, kept in the database and
 *    edited in the back office. They are set here at run time (`setSpanishPlaceWords`): on the
 *    server from the database for the content version (`dependantFields.applyPlaceWords`), in the
 *    browser from the root loader's data before the page hydrates, so both draw the same links.
 *    Until then (a unit test, a script) no category has a Spanish word.
 * 2. The member's pages, each whole path (docs/decisions/077): `/account` is `/es/cuenta`. Exact
 *    paths only, so no other page can change by accident; a new member page adds its line.
 */

/** A place category's Spanish word: its English slug and the word, where the two differ. */
export type SpanishPlaceWord = readonly [english: string, spanish: string];

let given: readonly SpanishPlaceWord[] = [];
let differing: readonly SpanishPlaceWord[] = [];
let spanish: ReadonlyMap<string, string> = new Map();
let english: ReadonlyMap<string, string> = new Map();

/**
 * The place categories' Spanish words from now on, English slug → Spanish word (a pair whose
 * words are the same is left out). Cheap when nothing changed: the same list (or an equal one)
 * keeps the maps, so a render may call it every time.
 */
export function setSpanishPlaceWords(words: readonly SpanishPlaceWord[]): void {
  if (words === given) return;
  given = words;
  const next = words.filter(([en, es]) => en !== es);
  const same =
    next.length === differing.length &&
    next.every(([en, es], i) => differing[i]?.[0] === en && differing[i]?.[1] === es);
  if (same) return;
  differing = next;
  spanish = new Map(next);
  // Routes ignore case, so the way back does too.
  english = new Map(next.map(([en, es]) => [es.toLowerCase(), en] as const));
}

/** Every English category whose Spanish segment differs, with that segment (the words set last). */
export function spanishPlaceSegments(): ReadonlyMap<string, string> {
  return spanish;
}

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

/**
 * A bare (unprefixed) place path with its category segment in the other words: only paths of
 * exactly three segments are place paths, so `/tours` (a partner's page) is never touched.
 */
function swapCategory(bare: string, words: ReadonlyMap<string, string>, lower: boolean): string {
  const segments = bare.split("/");
  if (segments.length !== 4 || segments[0] !== "") return bare;
  const segment = segments[1] ?? "";
  const swapped = words.get(lower ? segment.toLowerCase() : segment);
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
  swapPage(bare, spanishPages, false) ?? swapCategory(bare, spanish, false);

/** `/restaurantes/downtown/x` → `/restaurants/downtown/x`, `/cuenta` → `/account`; others unchanged. */
export const toEnglishSegments = (bare: string) =>
  swapPage(bare, englishPages, true) ?? swapCategory(bare, english, true);
