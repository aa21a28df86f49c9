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
 * 2. The pages' own words (docs/decisions/077, 136): `/magazine/{article}` is
 *    `/es/revista/{article}`, `/account` is `/es/cuenta`. Whole patterns only, so no other path
 *    can change by accident; a new page with words of its own adds its line.
 * 3. The zones' words (decision 136), in a place's, an activity's and a provider's address:
 *    `/es/restaurantes/zona-romantica/…`, `/es/actividades/centro/…`.
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

/**
 * Every page whose Spanish path has Spanish words (decisions 077, 136), English pattern →
 * Spanish pattern, in React Router's syntax. A `:param` is the same value in both (an item's
 * slug, a token), except the zones (`ZONE_PARAMS`), which take their Spanish words.
 */
const spanishPages: ReadonlyMap<string, string> = new Map([
  ["/magazine", "/revista"],
  ["/magazine/:article", "/revista/:article"],
  ["/directory", "/directorio"],
  ["/directory/search", "/directorio/buscar"],
  ["/activities", "/actividades"],
  ["/activities/search", "/actividades/buscar"],
  [
    "/activities/providers/:destination/:provider",
    "/actividades/proveedores/:destination/:provider",
  ],
  ["/activities/:location/:item", "/actividades/:location/:item"],
  ["/events", "/eventos"],
  ["/event/:item", "/evento/:item"],
  ["/privilege-card", "/tarjeta-de-privilegios"],
  ["/privilege-card/verify/:token", "/tarjeta-de-privilegios/verificar/:token"],
  ["/benefits", "/beneficios"],
  ["/visit-vallarta", "/visita-vallarta"],
  ["/contact", "/contacto"],
  ["/privacyPolicy", "/aviso-de-privacidad"],
  ["/privacy-policy", "/politica-de-privacidad"],
  ["/terms-and-conditions", "/terminos-y-condiciones"],
  ["/onlineConcierge", "/conserjeria"],
  ["/onlineConcierge/requests/:id", "/conserjeria/solicitudes/:id"],
  ["/survey", "/encuesta"],
  ["/survey/thanks", "/encuesta/gracias"],
  ["/search", "/buscar"],
  // The member's pages (decision 077).
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

/** Every page whose Spanish path differs, English pattern → Spanish pattern (no `/es`). */
export const SPANISH_PAGE_PATHS: ReadonlyMap<string, string> = spanishPages;

/**
 * The zones' Spanish words in Spanish addresses (decision 136), the seeded zones' slugs → the
 * word, where the two differ: `/es/restaurantes/zona-romantica/…`. A zone without a line keeps
 * its slug in both languages. Filters (`?zone=`) keep the slugs.
 */
const zoneWords: ReadonlyMap<string, string> = new Map([
  ["south-hotel-zone", "zona-hotelera-sur"],
  ["romantic-zone", "zona-romantica"],
  ["downtown", "centro"],
  ["north-hotel-zone", "zona-hotelera-norte"],
  ["airport", "aeropuerto"],
]);

/** Every zone whose Spanish word differs, slug → word. */
export const SPANISH_ZONE_WORDS: ReadonlyMap<string, string> = zoneWords;

/** The params of the patterns above that are zones, and so take the zones' Spanish words. */
const ZONE_PARAMS: ReadonlySet<string> = new Set([":location", ":destination"]);

/** One way of the tables: a pattern's segments both sides, literal segments only compared. */
type Way = {
  pages: readonly (readonly [from: string[], to: string[]])[];
  zones: ReadonlyMap<string, string>;
  categories: () => ReadonlyMap<string, string>;
  /** The way back reads Spanish in any case, as routes do; the way there reads our own paths. */
  lower: boolean;
};

const segmentsOf = (path: string) => path.split("/").slice(1);
const literalCount = (segments: string[]) => segments.filter((s) => !s.startsWith(":")).length;
/** The most literal patterns first: `/activities/search` before `/activities/:location/:item`. */
const pairs = (table: ReadonlyMap<string, string>, back: boolean) =>
  [...table]
    .map(([en, es]) => (back ? [segmentsOf(es), segmentsOf(en)] : [segmentsOf(en), segmentsOf(es)]))
    .sort((a, b) => literalCount(b[0] as string[]) - literalCount(a[0] as string[])) as [
    string[],
    string[],
  ][];

const toSpanish: Way = {
  pages: pairs(spanishPages, false),
  zones: zoneWords,
  categories: () => spanish,
  lower: false,
};
const toEnglish: Way = {
  pages: pairs(spanishPages, true),
  zones: new Map([...zoneWords].map(([en, es]) => [es, en] as const)),
  categories: () => english,
  lower: true,
};

/**
 * A bare (unprefixed) path in the other words, a query or fragment after it kept: a page of the
 * table with its literal segments swapped (and its zone params); else a place path (exactly three
 * segments, `/{category}/{location}/{item}`) with its category and zone swapped, so `/tours` (a
 * partner's page) is never touched; else unchanged.
 */
function swap(bare: string, way: Way, zones: boolean): string {
  const cut = bare.search(/[?#]/);
  const whole = cut === -1 ? bare : bare.slice(0, cut);
  // Routes ignore a trailing slash: so does the swap, which keeps it.
  const slash = whole.length > 1 && whole.endsWith("/");
  const path = slash ? whole.slice(0, -1) : whole;
  const rest = (slash ? "/" : "") + (cut === -1 ? "" : bare.slice(cut));
  const segments = segmentsOf(path);
  if (!path.startsWith("/")) return bare;
  const read = (segment: string) => (way.lower ? segment.toLowerCase() : segment);
  const zone = (segment: string) => (zones ? way.zones.get(read(segment)) : undefined) ?? segment;
  for (const [from, to] of way.pages) {
    if (from.length !== segments.length) continue;
    const matches = from.every(
      (word, i) => word.startsWith(":") || read(word) === read(segments[i] ?? ""),
    );
    if (!matches) continue;
    const swapped = to.map((word, i) => {
      const segment = segments[i] ?? "";
      if (!word.startsWith(":")) return word;
      return ZONE_PARAMS.has(from[i] ?? "") ? zone(segment) : segment;
    });
    return `/${swapped.join("/")}${rest}`;
  }
  if (segments.length !== 3) return bare;
  const [category = "", location = "", item = ""] = segments;
  const word = way.categories().get(read(category)) ?? category;
  return `/${[word, zone(location), item].join("/")}${rest}`;
}

/** `/magazine/x` → `/revista/x`, `/restaurants/downtown/x` → `/restaurantes/centro/x`; others unchanged. */
export const toSpanishSegments = (bare: string) => swap(bare, toSpanish, true);

/** As `toSpanishSegments`, but each zone left as written: what a request asked for. */
export const toSpanishSegmentsKeepingZones = (bare: string) => swap(bare, toSpanish, false);

/** `/revista/x` → `/magazine/x`, `/restaurantes/centro/x` → `/restaurants/downtown/x`; others unchanged. */
export const toEnglishSegments = (bare: string) => swap(bare, toEnglish, true);
