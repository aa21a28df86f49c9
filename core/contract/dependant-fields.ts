import { z } from "zod";
import { latLngSchema } from "./common.ts";

/** Spec §3 Zone: name, description, centre, picture and polygon path. */
export const zoneSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  center: latLngSchema,
  picture: z.string().nullable(),
  path: z.array(latLngSchema),
});
export type Zone = z.infer<typeof zoneSchema>;
export const zoneListSchema = z.array(zoneSchema);

export const categorySchema = z.object({
  id: z.int(),
  catalogID: z.int(),
  parentID: z.int().nullable(),
  slug: z.string(),
  name: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** A dependent-field catalog: the sub-list that belongs to one category (spec §3 Magazine store). */
export const catalogSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  parentCategoryID: z.int().nullable(),
  categories: z.array(categorySchema),
});
export type Catalog = z.infer<typeof catalogSchema>;
export const catalogListSchema = z.array(catalogSchema);
