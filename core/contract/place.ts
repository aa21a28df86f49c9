import { z } from "zod";
import { categoryRefSchema } from "./common.ts";

export const pictureSchema = z.object({
  pictureUrl: z.string(),
  main: z.boolean(),
  logo: z.boolean(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** Spec §3 Place / resort, field for field. */
export const placeSchema = z.object({
  id: z.int(),
  title: z.string(),
  name: z.string(),
  friendlyUrl: z.string(),
  description: z.string(),
  shortdescription: z.string(),
  pictureUrl: z.string().nullable(),
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
});
export type Place = z.infer<typeof placeSchema>;
export const placeListSchema = z.array(placeSchema);
