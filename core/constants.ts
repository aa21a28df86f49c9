/** Business constants of spec §9, in one place so every layer agrees. */

export const CATALOG = {
  magazine: 1071,
  places: 1072,
  activities: 1073,
  events: 1074,
  benefits: 1095,
} as const;

export type CatalogKey = keyof typeof CATALOG;
export type CatalogId = (typeof CATALOG)[CatalogKey];
export const CATALOG_IDS: readonly CatalogId[] = Object.values(CATALOG);

/**
 * sysItemTypeID values. Places (6), events (10) and activities (1, 15) are the spec's; the spec
 * names none for magazine articles and benefits, so we chose 3 and 11 (docs/decisions/004).
 */
export const SYS_ITEM_TYPE = {
  places: 6,
  events: 10,
  activities: [1, 15],
  magazine: 3,
  benefits: 11,
} as const;

/** Activities are things you do at your own pace (1) or guided tours with a set departure (15). */
export const ACTIVITY_KIND = { activity: 1, tour: 15 } as const;

/** The magazine's eight sections (spec §3), in display order. */
export const MAGAZINE_SECTIONS = [
  "culture",
  "wellness",
  "adventure",
  "gastronomy",
  "history",
  "inspirationCorner",
  "tips",
  "news",
] as const;
export type MagazineSection = (typeof MAGAZINE_SECTIONS)[number];

export const SHORT_DESCRIPTION_LENGTH = 150;

/** Sort options of spec §9: the default order, title both ways, and "any other" (weight, newest). */
export const ARTICLE_SORTS = ["default", "title-asc", "title-desc", "weight"] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];
/** Events also sort by date, soonest first: a calendar reads in time order. */
export const EVENT_SORTS = [...ARTICLE_SORTS, "date"] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/** The article grid shows 9 per page; the pagination control defaults to 10 and 3 visible pages. */
export const GRID_PAGE_SIZE = 9;
export const PAGINATION_DEFAULTS = { perPage: 10, visiblePages: 3 } as const;
/** Upper bound for API paging, so one request can't ask for the whole table. */
export const MAX_PAGE_SIZE = 100;

export const REVIEW_MAX_LENGTH = 2000;
export const AUTHOR_NAME_MAX_LENGTH = 60;
export const RATING = { min: 1, max: 5, default: 5 } as const;

export const PHONE_INPUT_MAX_LENGTH = 14;
export const PHONE_DIGITS_KEPT = 10;

export const CHAT_TIMING = { pollMs: 100, timeoutMs: 10_000, hookDelayMs: 1_000 } as const;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const IMAGE_DEFAULTS = { width: 800, height: 800, fit: "crop", quality: 50 } as const;

export const MAP_ZOOM = { zones: 11.3, booths: 12.5 } as const;
export const ZONE_COUNT = 11;
export const BOOTH_COUNT = 8;

export const TEAM_PHOTO_SIZES = [250, 200, 280] as const;

export const BANNER_MODAL = { wideWidth: 500, narrowWidth: 375, breakpoint: 768 } as const;

export const HASH_SCROLL = { offsetPx: 150, delayMs: 100 } as const;
/**
 * Spec §2: ResortOptions is set to a fixed offset after every navigation instead of restoring
 * the saved position. The spec gives no number; we use the top of the page (decision 017).
 */
export const RESORTS_SCROLL_OFFSET_PX = 0;

export const PROMOTION = {
  priceUsd: 699,
  days: 5,
  nights: 4,
  adults: 2,
  allInclusive: true,
} as const;

export const TEAM_CODES = ["TFG", "GBGDLOB", "GBPVOB", "TOG"] as const;
export type TeamCode = (typeof TEAM_CODES)[number];
