import { z } from "zod";
import { ARTICLE_SORTS, EVENT_SORTS, MAX_PAGE_SIZE } from "../constants.ts";
import { isStorableDay, isStorableInstant, localDayEnd, localDayStart } from "../dates.ts";
import { MAX_PAGE } from "../pagination.ts";
import { idListSchema, idSchema, langSchema } from "./common.ts";
import { placeFacetFilterShape } from "./place.ts";

export const articleSortSchema = z.enum(ARTICLE_SORTS);

/**
 * The search model (spec §3) and article filter options, shared by every catalog search. The
 * spec's payload (just the catalog) is always enough; the rest narrows, sorts and pages.
 */
export const searchFieldsSchema = z.object({
  words: z.string().max(200).optional(),
  /** Spec §3 Article filter options name the words `search`; both are taken, every word must match. */
  search: z.string().max(200).optional(),
  mainCategoryID: idSchema.optional(),
  categoryIDs: idListSchema.optional(),
  zoneIDs: idListSchema.optional(),
  providerID: idSchema.optional(),
  excludeItemId: idSchema.optional(),
  sort: articleSortSchema.optional(),
  page: z.int().min(1).max(MAX_PAGE).optional(),
  pageSize: z.int().min(1).max(MAX_PAGE_SIZE).optional(),
  lang: langSchema.optional(),
});
export type SearchFields = z.infer<typeof searchFieldsSchema>;

const storable = { error: "is outside the years this site can store (1 to 9998)" };
const instant = z.iso
  .datetime({ offset: true })
  .refine((value) => isStorableInstant(new Date(value)), storable);

/** A calendar day, `YYYY-MM-DD`, that the database can hold (the events page, `/events.ics`). */
export const storableDaySchema = z.iso.date().refine(isStorableDay, storable);

/** A calendar day, `YYYY-MM-DD`, or an instant with its offset, within the storable years. */
const dateOrInstant = z.union([storableDaySchema, instant]);

/**
 * Spec §3 lists startDate and endDate among the article filter options: magazine articles,
 * activities and benefits (the article shape) take a range of days, and match when their date
 * (the article's startDate, else the date it was saved, the one its page shows) is within it
 * (docs/decisions/142). Places are not articles and have no dates: a range is refused by name
 * there, never silently ignored.
 */
const noDateRange = (catalog: string) => {
  const refused = z
    .never({ error: `${catalog} have no dates; only articles and events take a date range` })
    .optional();
  return { startDate: refused, endDate: refused };
};

/** The article filter options' range (decision 142): days or instants, the end not before the start. */
function articleDateRange() {
  return { startDate: dateOrInstant.optional(), endDate: dateOrInstant.optional() };
}

/** Refuses a range whose end is before its start, on `endDate` (the field to correct). */
function rangeInOrder(
  body: { startDate?: string | undefined; endDate?: string | undefined },
  context: z.RefinementCtx,
) {
  if (body.startDate && body.endDate && rangeStart(body.startDate) > rangeEnd(body.endDate)) {
    context.addIssue({
      code: "custom",
      path: ["endDate"],
      message: "the end of the range is before its start",
    });
  }
}

export const magazineSearchRequestSchema = z
  .strictObject({
    catalogID: z.literal(1071),
    ...searchFieldsSchema.shape,
    ...articleDateRange(),
  })
  .superRefine(rangeInOrder);
export type MagazineSearchRequest = z.infer<typeof magazineSearchRequestSchema>;

/** Spec §7 `POST /places/search`: sysItemTypeID 6, catalogID 1072, plus the directory's categories. */
export const placeSearchRequestSchema = z.strictObject({
  catalogID: z.literal(1072),
  sysItemTypeID: z.literal(6).optional(),
  ...searchFieldsSchema.shape,
  /**
   * Categories of the sub-catalog under the chosen category (GET
   * /dependantFields/catalogs/{categoryID}, e.g. Mexican or seafood restaurants): any of them.
   */
  subCategoryIDs: idListSchema.optional(),
  /** The facts of core/place-facets.ts: true keeps the places with it, false those without. */
  ...placeFacetFilterShape,
  ...noDateRange("Places"),
});
export type PlaceSearchRequest = z.infer<typeof placeSearchRequestSchema>;

/** Spec §7 `POST /activities/search`: sysItemTypeID [1, 15] (either or both), catalogID 1073. */
export const activitySearchRequestSchema = z
  .strictObject({
    catalogID: z.literal(1073),
    sysItemTypeID: z
      .array(z.union([z.literal(1), z.literal(15)]))
      .min(1)
      .max(2)
      .optional(),
    ...searchFieldsSchema.shape,
    ...articleDateRange(),
  })
  .superRefine(rangeInOrder);
export type ActivitySearchRequest = z.infer<typeof activitySearchRequestSchema>;

/**
 * Spec §7 `POST /events/search`: the search model plus sysItemTypeID 10 and catalogID 1074. An
 * event matches a date range when it runs on any day of it (docs/decisions/026); the range's days are
 * Puerto Vallarta's. `endsAfter` keeps events still running at that moment.
 */
export const eventSearchRequestSchema = z
  .strictObject({
    catalogID: z.literal(1074),
    sysItemTypeID: z.literal(10).optional(),
    ...searchFieldsSchema.shape,
    sort: z.enum(EVENT_SORTS).optional(),
    startDate: dateOrInstant.optional(),
    endDate: dateOrInstant.optional(),
    endsAfter: instant.optional(),
  })
  .superRefine(rangeInOrder);
export type EventSearchRequest = z.infer<typeof eventSearchRequestSchema>;

/** Spec §7 `POST /benefits/search` with catalogID 1095. */
export const benefitSearchRequestSchema = z
  .strictObject({
    catalogID: z.literal(1095),
    ...searchFieldsSchema.shape,
    ...articleDateRange(),
  })
  .superRefine(rangeInOrder);
export type BenefitSearchRequest = z.infer<typeof benefitSearchRequestSchema>;

/** The instant a range bound means: a bare day starts (or ends) at Puerto Vallarta's midnight. */
export function rangeStart(value: string): Date {
  return value.length === 10 ? localDayStart(value) : new Date(value);
}
export function rangeEnd(value: string): Date {
  return value.length === 10 ? localDayEnd(value) : new Date(value);
}

/**
 * An events search request as the search itself takes it: the range's days become instants
 * (Puerto Vallarta's midnights), the envelope fields are dropped. Shared by the API and the
 * server-rendered events page, so both answer the same question the same way.
 */
export function eventSearchOptions(body: EventSearchRequest) {
  const {
    catalogID: _catalog,
    sysItemTypeID: _type,
    lang: _lang,
    startDate,
    endDate,
    endsAfter,
    ...fields
  } = body;
  return {
    ...fields,
    ...(startDate ? { startDate: rangeStart(startDate) } : {}),
    ...(endDate ? { endDate: rangeEnd(endDate) } : {}),
    ...(endsAfter ? { endsAfter: new Date(endsAfter) } : {}),
  };
}

export type ArticleDates = { datedFrom?: Date; datedTo?: Date };

/**
 * An article search's range as the search takes it (docs/decisions/142): the days become
 * instants (Puerto Vallarta's midnights) applied to each article's date.
 */
export function articleDates(range: {
  startDate?: string | undefined;
  endDate?: string | undefined;
}): ArticleDates {
  return {
    ...(range.startDate ? { datedFrom: rangeStart(range.startDate) } : {}),
    ...(range.endDate ? { datedTo: rangeEnd(range.endDate) } : {}),
  };
}
