import { z } from "zod";
import { ARTICLE_SORTS, MAX_PAGE_SIZE } from "../constants.ts";
import { idListSchema, idSchema, langSchema } from "./common.ts";

export const articleSortSchema = z.enum(ARTICLE_SORTS);

/**
 * The search model (spec §3) and article filter options, shared by every catalog search. The
 * spec's payload (just the catalog) is always enough; the rest narrows, sorts and pages.
 */
export const searchFieldsSchema = z.object({
  words: z.string().max(200).optional(),
  mainCategoryID: idSchema.optional(),
  categoryIDs: idListSchema.optional(),
  zoneIDs: idListSchema.optional(),
  providerID: idSchema.optional(),
  excludeItemId: idSchema.optional(),
  sort: articleSortSchema.optional(),
  page: z.int().min(1).max(10_000).optional(),
  pageSize: z.int().min(1).max(MAX_PAGE_SIZE).optional(),
  lang: langSchema.optional(),
});
export type SearchFields = z.infer<typeof searchFieldsSchema>;

export const magazineSearchRequestSchema = z.strictObject({
  catalogID: z.literal(1071),
  ...searchFieldsSchema.shape,
});
export type MagazineSearchRequest = z.infer<typeof magazineSearchRequestSchema>;

/** Spec §7 `POST /places/search`: sysItemTypeID 6, catalogID 1072, plus the directory's categories. */
export const placeSearchRequestSchema = z.strictObject({
  catalogID: z.literal(1072),
  sysItemTypeID: z.literal(6).optional(),
  ...searchFieldsSchema.shape,
});
export type PlaceSearchRequest = z.infer<typeof placeSearchRequestSchema>;

/** Spec §7 `POST /activities/search`: sysItemTypeID [1, 15] (either or both), catalogID 1073. */
export const activitySearchRequestSchema = z.strictObject({
  catalogID: z.literal(1073),
  sysItemTypeID: z
    .array(z.union([z.literal(1), z.literal(15)]))
    .min(1)
    .max(2)
    .optional(),
  ...searchFieldsSchema.shape,
});
export type ActivitySearchRequest = z.infer<typeof activitySearchRequestSchema>;
