import { z } from "zod";
import { latLngSchema } from "./common.ts";

/** Spec §3 Booth marker: name, description, picture, url (its 'Open in google Maps' link), position. */
export const boothSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  picture: z.string().nullable(),
  url: z.string(),
  position: latLngSchema,
});
export type Booth = z.infer<typeof boothSchema>;
