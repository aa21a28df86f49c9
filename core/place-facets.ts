/**
 * A fact about a place that visitors filter the directory by: a yes-or-no question for now.
 * Declared once in PLACE_FACETS; the content files, the search documents, the API's request and
 * answer (their zod shapes are in ./contract/place.ts), the directory search's URL and form and
 * the place page all follow from the table. No zod here: the browser imports this module, and
 * zod stays out of its pages (docs/decisions/023).
 */
export type PlaceFacet = {
  kind: "boolean";
  /** The directory search's URL parameter: `param=1` keeps the places where the fact is true. */
  param: string;
  /**
   * The schema.org property the place page's JSON-LD states the fact as, if there is one, and
   * the schema.org types that have it (a place of another type leaves it out).
   */
  schemaOrg?: { property: string; types: readonly string[] };
};

/**
 * Every place facet, by the name it has in the content files (`"facets": {...}`), in the API
 * (`Place`, `POST /api/places/search`) and in the `facets` JSON of the search documents. Its words
 * are the message `place.facet.<name>`, in app/i18n/messages/{en,es}/directory.ts.
 */
export const PLACE_FACETS = {
  /** Whether the place takes reservations (a table, a treatment, a session). */
  reservations: {
    kind: "boolean",
    param: "reservations",
    // A FoodEstablishment's property: restaurants and bars state it, a spa's page does not.
    schemaOrg: { property: "acceptsReservations", types: ["Restaurant", "BarOrPub"] },
  },
} as const satisfies Record<string, PlaceFacet>;

export type PlaceFacetName = keyof typeof PLACE_FACETS;

export const PLACE_FACET_NAMES = Object.keys(PLACE_FACETS) as PlaceFacetName[];

/** What a place answers: each fact, or null when it is not known. */
export type PlaceFacetValues = { [K in PlaceFacetName]: boolean | null };

/** What a search asks: only places with these facts (true) or without them (false). */
export type PlaceFacetFilter = { [K in PlaceFacetName]?: boolean | undefined };

/** The facts of one place as the content files and the database store them: the known ones. */
export type StoredPlaceFacets = { [K in PlaceFacetName]?: boolean };

/** A facet's declaration, looked up by name. */
export function placeFacet(name: PlaceFacetName): PlaceFacet {
  return PLACE_FACETS[name];
}

/** The message that names a facet, on the place page and beside its checkbox. */
export function placeFacetLabel<K extends PlaceFacetName>(name: K): `place.facet.${K}` {
  return `place.facet.${name}`;
}

/** A place's answer from what is stored; anything the table does not declare is left out. */
export function placeFacetValues(stored: Readonly<Record<string, unknown>>): PlaceFacetValues {
  return Object.fromEntries(
    PLACE_FACET_NAMES.map((name) => {
      const value = stored[name];
      return [name, typeof value === "boolean" ? value : null];
    }),
  ) as PlaceFacetValues;
}

/** The facets a search asks for, picked out of a larger object (a request, a URL's state). */
export function placeFacetFilter(fields: PlaceFacetFilter): StoredPlaceFacets {
  const chosen: StoredPlaceFacets = {};
  for (const name of PLACE_FACET_NAMES) {
    const value = fields[name];
    if (value !== undefined) chosen[name] = value;
  }
  return chosen;
}

/**
 * The facets in a URL: `param=1` asks for the places with the fact. Other values are ignored,
 * and a fact that is not asked for is undefined, so a URL without facets adds nothing.
 */
export function parsePlaceFacetParams(params: URLSearchParams): { [K in PlaceFacetName]?: true } {
  return Object.fromEntries(
    PLACE_FACET_NAMES.map((name) => [
      name,
      params.get(placeFacet(name).param) === "1" ? true : undefined,
    ]),
  );
}

/** Adds the facets asked for to a URL's parameters, as `param=1`. */
export function appendPlaceFacetParams(params: URLSearchParams, chosen: PlaceFacetFilter): void {
  for (const name of PLACE_FACET_NAMES) {
    if (chosen[name] === true) params.set(placeFacet(name).param, "1");
  }
}

/** How many facets a URL's state asks for (the filters' count). */
export function chosenPlaceFacets(chosen: PlaceFacetFilter): number {
  return PLACE_FACET_NAMES.filter((name) => chosen[name] === true).length;
}

/**
 * The schema.org properties of a place's known facts, for its page's JSON-LD: those its
 * schema.org type (`Restaurant`, `DaySpa`…) has.
 */
export function placeFacetsJsonLd(
  values: PlaceFacetValues,
  schemaType: string,
): Record<string, boolean> {
  const properties: Record<string, boolean> = {};
  for (const name of PLACE_FACET_NAMES) {
    const { schemaOrg } = placeFacet(name);
    const value = values[name];
    if (schemaOrg?.types.includes(schemaType) && value !== null) {
      properties[schemaOrg.property] = value;
    }
  }
  return properties;
}
