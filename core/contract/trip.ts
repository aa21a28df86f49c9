import { z } from "zod";
import { TRIP_MAX_ITEMS, TRIP_PAGE_SIZE } from "../trip.ts";
import { idSchema, langSchema } from "./common.ts";
import { storableDaySchema } from "./search.ts";

/** My trip (issue 13): what the `/users/me/trip…` endpoints take and answer. */

export const tripItemParamsSchema = z.object({ itemId: z.coerce.number().pipe(idSchema) });

/**
 * A save may name the day it is planned for (Puerto Vallarta's calendar day), or null to clear
 * it; with no body, or no `day`, the day stays as it was.
 */
export const tripSaveSchema = z
  .strictObject({ day: storableDaySchema.nullable().optional() })
  .nullish();

export const tripQuerySchema = z.strictObject({
  lang: langSchema.optional(),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.ceil(TRIP_MAX_ITEMS / TRIP_PAGE_SIZE))
    .default(1),
});

export const tripItemSchema = z.object({
  itemId: z.int(),
  kind: z.enum(["place", "activity", "event", "article"]),
  catalogID: z.int(),
  friendlyUrl: z.string(),
  title: z.string(),
  savedAt: z.string(),
  day: z.string().nullable(),
});
export type TripItem = z.infer<typeof tripItemSchema>;

/** What a save answers: the entry as kept. */
export const tripSavedSchema = tripItemSchema.omit({ friendlyUrl: true, title: true });
export type TripSaved = z.infer<typeof tripSavedSchema>;

export const tripPageSchema = z.object({
  items: z.array(tripItemSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
