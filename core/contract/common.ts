import { z } from "zod";
import { LANGS } from "../i18n.ts";

export const langSchema = z.enum(LANGS);

/**
 * Text a visitor writes and we store: never a NUL (PostgreSQL's `text` refuses `\u0000`, and a
 * form posted without JavaScript reaches the database without our JSON parser's check, decision
 * 043). Chain `.trim()`, `.max()` as on any string.
 */
export const storedText = () =>
  z.string().refine((value) => !value.includes("\u0000"), {
    error: "contains a NUL character (\\u0000), which no text here may hold",
  });
export const idSchema = z.int().positive().max(2_147_483_647);
export const idListSchema = z.array(idSchema).max(50);

/** A category as items carry it (spec §3: id and name; the slug makes it linkable). */
export const categoryRefSchema = z.object({ id: z.int(), slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const latLngSchema = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.infer<typeof latLngSchema>;
