/** The photo library's API (issue 15, decision 098): under `/api/admin/media`, for editors. */
import { z } from "zod";
import { CATALOG } from "../constants.ts";
import { PHOTO_ALT_MAX, PHOTO_PAGE_SIZE } from "../media.ts";
import { MAX_PAGE } from "../pagination.ts";
import { idSchema, storedText } from "./common.ts";

const catalogKey = z.enum(
  Object.keys(CATALOG) as [keyof typeof CATALOG, ...(keyof typeof CATALOG)[]],
);

export const photoUseSchema = z.object({ id: z.int(), title: z.string(), catalog: catalogKey });

export const libraryPhotoSchema = z.object({
  id: z.int(),
  fileName: z.string(),
  /** The picture's `/img` source, focal point included: add `w`, `h`, `q` (and `fm`). */
  src: z.string(),
  width: z.int(),
  height: z.int(),
  byteSize: z.int(),
  focal: z.object({ x: z.int(), y: z.int() }),
  alt: z.object({ en: z.string(), es: z.string() }),
  /** Both alt texts are written: the photo can go on an item. */
  ready: z.boolean(),
  uploadedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The items showing it (the first 20). */
  usedBy: z.array(photoUseSchema),
});
export type LibraryPhotoView = z.infer<typeof libraryPhotoSchema>;

export const mediaListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(PHOTO_PAGE_SIZE).default(PHOTO_PAGE_SIZE),
  /** Words of a file name or either alt text. */
  q: storedText().trim().max(100).optional(),
});

/** The upload's file name, as the picker or the drop gave it (the bytes decide the type). */
export const mediaUploadQuerySchema = z.strictObject({
  name: storedText().trim().max(255).optional(),
});

export const mediaIdParams = z.strictObject({ id: z.coerce.number().pipe(idSchema) });
export const mediaItemParams = z.strictObject({
  id: z.coerce.number().pipe(idSchema),
  itemId: z.coerce.number().pipe(idSchema),
});

const altText = storedText().trim().max(PHOTO_ALT_MAX);
const percent = z.int().min(0).max(100);

/** What an editor changes: the alt texts (both, either may stay empty for now), the focal point. */
export const mediaUpdateSchema = z
  .strictObject({
    alt: z.strictObject({ en: altText, es: altText }).optional(),
    focal: z.strictObject({ x: percent, y: percent }).optional(),
  })
  .refine((change) => change.alt !== undefined || change.focal !== undefined, {
    error: "send alt, focal or both",
  });
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

export const mediaItemsQuerySchema = z.strictObject({
  q: storedText().trim().min(1).max(100),
});

export const mediaItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  catalog: catalogKey,
  /** The library photo it shows now, if any. */
  photoId: z.int().nullable(),
});
