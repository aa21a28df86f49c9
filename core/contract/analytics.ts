import { z } from "zod";
import { langSchema } from "./common.ts";

/** A first-party `page_view` (spec §2): sent after each navigation. */
export const pageViewSchema = z.strictObject({
  path: z.string().startsWith("/").max(2048),
  referrer: z.string().max(2048).optional(),
  title: z.string().max(300).optional(),
  lang: langSchema,
});
export type PageView = z.infer<typeof pageViewSchema>;

export const pageViewReceiptSchema = z.object({ id: z.int() });
