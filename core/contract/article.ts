import { z } from "zod";
import { categoryRefSchema } from "./common.ts";
import { recurrenceViewSchema } from "./recurrence.ts";

/** Spec §3 Article (magazine and activities), plus the derived short description. */
export const articleSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  friendlyUrl: z.string(),
  pictureUrl: z.string().nullable(),
  /**
   * What the picture shows, in the answer's language, when it is a photograph from the library
   * (decision 098); null for a drawing, which is decorative beside the item's name.
   */
  pictureAlt: z.string().nullable(),
  categories: z.array(categoryRefSchema),
  providerID: z.int().nullable(),
  startDate: z.string().nullable(),
  zoneID: z.int().nullable(),
  zone: z.string().nullable(),
  weight: z.int(),
  dateSaved: z.string(),
  catalogID: z.int(),
  sysItemTypeID: z.int(),
});
export type Article = z.infer<typeof articleSchema>;
export const articleListSchema = z.array(articleSchema);

/** Spec §3 Event: the article shape with its end date and every zone it takes place in. */
export const eventSchema = articleSchema.extend({
  endDate: z.string().nullable(),
  zoneIDs: z.array(z.int()),
  /**
   * How it repeats (decision 103): weekly on some weekdays (Sunday 0), yearly, or `none` for a
   * single event. `startDate`/`endDate` are the current or next occurrence.
   */
  recurrence: recurrenceViewSchema,
});
export type Event = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);
