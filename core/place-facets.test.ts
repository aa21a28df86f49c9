import { describe, expect, it } from "vitest";
import { placeSchema, storedPlaceFacetsSchema } from "./contract/place.ts";
import { placeSearchRequestSchema } from "./contract/search.ts";
import {
  appendPlaceFacetParams,
  chosenPlaceFacets,
  PLACE_FACET_NAMES,
  PLACE_FACETS,
  parsePlaceFacetParams,
  placeFacetFilter,
  placeFacetLabel,
  placeFacetsJsonLd,
  placeFacetValues,
} from "./place-facets.ts";

describe("the place facets table", () => {
  it("declares each facet once, with a URL parameter of its own", () => {
    expect(PLACE_FACET_NAMES).toContain("reservations");
    const params = PLACE_FACET_NAMES.map((name) => PLACE_FACETS[name].param);
    expect(new Set(params).size).toBe(params.length);
    expect(PLACE_FACETS.reservations).toEqual({
      kind: "boolean",
      param: "reservations",
      schemaOrg: { property: "acceptsReservations", types: ["Restaurant", "BarOrPub"] },
    });
    expect(placeFacetLabel("reservations")).toBe("place.facet.reservations");
  });

  it("reads `param=1` from a URL and nothing else, and writes it back the same", () => {
    expect(parsePlaceFacetParams(new URLSearchParams("reservations=1"))).toEqual({
      reservations: true,
    });
    for (const url of ["", "reservations=0", "reservations=yes", "reservation=1"]) {
      expect(parsePlaceFacetParams(new URLSearchParams(url)).reservations, url).toBeUndefined();
    }
    const params = new URLSearchParams("q=tacos");
    appendPlaceFacetParams(params, { reservations: true });
    expect(params.toString()).toBe("q=tacos&reservations=1");
    const none = new URLSearchParams();
    appendPlaceFacetParams(none, { reservations: false });
    expect(none.toString()).toBe("");
  });

  it("counts and picks the facets asked for, leaving everything else out", () => {
    expect(chosenPlaceFacets({ reservations: true })).toBe(1);
    expect(chosenPlaceFacets({ reservations: undefined })).toBe(0);
    const request = { words: "tacos", page: 2, reservations: false };
    expect(placeFacetFilter(request)).toEqual({ reservations: false });
    expect(placeFacetFilter({ reservations: undefined })).toEqual({});
  });

  it("answers every facet from what is stored: known values, null for the rest", () => {
    expect(placeFacetValues({ reservations: true })).toEqual({ reservations: true });
    expect(placeFacetValues({})).toEqual({ reservations: null });
    expect(placeFacetValues({ reservations: "yes", retired: true })).toEqual({
      reservations: null,
    });
  });

  it("states the known facts as schema.org properties, where the place's type has them", () => {
    expect(placeFacetsJsonLd({ reservations: false }, "Restaurant")).toEqual({
      acceptsReservations: false,
    });
    expect(placeFacetsJsonLd({ reservations: true }, "BarOrPub")).toEqual({
      acceptsReservations: true,
    });
    expect(placeFacetsJsonLd({ reservations: null }, "Restaurant")).toEqual({});
    // acceptsReservations belongs to schema.org's FoodEstablishment: a spa's page leaves it out.
    expect(placeFacetsJsonLd({ reservations: true }, "DaySpa")).toEqual({});
  });

  it("shapes the content files, the place answer and the search request", () => {
    expect(storedPlaceFacetsSchema.parse({ reservations: true })).toEqual({ reservations: true });
    expect(storedPlaceFacetsSchema.safeParse({ reservation: true }).success).toBe(false);
    expect(storedPlaceFacetsSchema.safeParse({ reservations: "yes" }).success).toBe(false);
    expect(placeSchema.shape.reservations.safeParse(null).success).toBe(true);
    const search = { catalogID: 1072, reservations: true } as const;
    expect(placeSearchRequestSchema.parse(search)).toEqual(search);
    expect(placeSearchRequestSchema.safeParse({ catalogID: 1072, reservations: "1" }).success).toBe(
      false,
    );
  });
});
