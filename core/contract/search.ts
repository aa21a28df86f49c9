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
