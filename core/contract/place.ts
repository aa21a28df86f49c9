import { z } from "zod";
import { CLOCK, WEEK_DAYS } from "../opening-hours.ts";
import { PLACE_FACET_NAMES, type PlaceFacetName } from "../place-facets.ts";
import { categoryRefSchema } from "./common.ts";

export const pictureSchema = z.object({
  pictureUrl: z.string(),
  main: z.boolean(),
  logo: z.boolean(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** A week of opening hours (core/opening-hours.ts): local times, Monday first. */
export const openingHoursSchema = z.array(
  z.object({
    days: z.array(z.enum(WEEK_DAYS)).min(1),
    opens: z.string().regex(CLOCK),
    closes: z.string().regex(CLOCK),
  }),
);

function facetShape<S extends z.ZodType>(schema: () => S): { [K in PlaceFacetName]: S } {
  return Object.fromEntries(PLACE_FACET_NAMES.map((name) => [name, schema()])) as {
    [K in PlaceFacetName]: S;
  };
}

/** The facets of core/place-facets.ts in the `Place` answer: true, false or null (not known). */
export const placeFacetAnswerShape = facetShape(() => z.boolean().nullable());

/** The facets of `POST /api/places/search`: each one optional. */
export const placeFacetFilterShape = facetShape(() => z.boolean().optional());

/** A content file's `facets` of a place: the facts that are known, nothing else. */
export const storedPlaceFacetsSchema = z.strictObject(facetShape(() => z.boolean().optional()));

/** Spec §3 Place / resort, field for field, and how to reach it (issue 9). */
export const placeSchema = z.object({
  id: z.int(),
  title: z.string(),
  name: z.string(),
  friendlyUrl: z.string(),
  description: z.string(),
  shortdescription: z.string(),
  pictureUrl: z.string().nullable(),
  /**
   * What the picture shows, in the answer's language, when it is a photograph from the library
   * (decision 098); null for a drawing, which is decorative beside the item's name.
   */
  pictureAlt: z.string().nullable(),
  pictures: z.array(pictureSchema),
  zone: z.string().nullable(),
  zoneID: z.int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string().nullable(),
  price: z.number().nullable(),
  stars: z.int().nullable(),
  categories: z.array(categoryRefSchema),
  catalogID: z.int(),
  sysItemTypeID: z.int(),
  isResortOption: z.boolean(),
  /** International format, `+52 322 …`; null when the place takes no calls. */
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** Null when unknown; a week of periods otherwise (beaches are open all day). */
  openingHours: openingHoursSchema.nullable(),
  /** The facts of core/place-facets.ts (takes reservations…): true, false, or null when unknown. */
  ...placeFacetAnswerShape,
});
export type Place = z.infer<typeof placeSchema>;
export const placeListSchema = z.array(placeSchema);
