import { z } from "zod";
import { LANGS } from "../i18n.ts";

export const langSchema = z.enum(LANGS);
export const idSchema = z.int().positive().max(2_147_483_647);
export const idListSchema = z.array(idSchema).max(50);

/** A category as items carry it (spec §3: id and name; the slug makes it linkable). */
export const categoryRefSchema = z.object({ id: z.int(), slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const latLngSchema = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.infer<typeof latLngSchema>;
