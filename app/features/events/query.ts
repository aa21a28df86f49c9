import { CATALOG, PAGINATION_DEFAULTS, SYS_ITEM_TYPE } from "../../../core/constants.ts";
import type { EventSearchRequest } from "../../../core/contract/search.ts";
import { isStorableDay, localDayStart } from "../../../core/dates.ts";
import type { Lang } from "../../../core/i18n.ts";
import { parsePage } from "../../../core/pagination.ts";

/** Events per page of the list (spec §9: the pagination control's default of 10). */
export const EVENTS_PAGE_SIZE = PAGINATION_DEFAULTS.perPage;

/**
 * The events view's filters as they live in the URL: words, one category, zones, a date range
 * (`from`, `to`, Puerto Vallarta calendar days) and the page. The days are kept as typed, so a
 * bad one can be named in the error rather than silently dropped.
 */
export type EventQuery = {
  q: string;
  category: string | undefined;
  zones: string[];
  from: string;
  to: string;
  page: number;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseEventQuery(params: URLSearchParams): EventQuery {
  const category = params.get("category") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    category: SLUG.test(category) ? category : undefined,
    zones: [...new Set(params.getAll("zone").filter((zone) => SLUG.test(zone)))].slice(0, 11),
    from: (params.get("from") ?? "").trim().slice(0, 20),
    to: (params.get("to") ?? "").trim().slice(0, 20),
    page: parsePage(params.get("page")),
  };
}

/** The query string of an events view; empty values are left out so URLs stay short. */
export function eventSearch(query: Partial<EventQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  for (const zone of query.zones ?? []) params.append("zone", zone);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasEventFilters(query: EventQuery): boolean {
  return Boolean(query.q || query.category || query.zones.length || query.from || query.to);
}

/** A real calendar day written `YYYY-MM-DD` (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  date.setUTCFullYear(y);
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  // A real day the database can also hold (issue 10: 9999-12-31 was a 500).
  return real && isStorableDay(value);
}

export type RangeProblem = "badFrom" | "badTo" | "endBeforeStart";

/** What is wrong with the date range, if anything (the same rule the API enforces). */
export function rangeProblem(query: Pick<EventQuery, "from" | "to">): RangeProblem | null {
  if (query.from && !isCalendarDay(query.from)) return "badFrom";
  if (query.to && !isCalendarDay(query.to)) return "badTo";
  if (query.from && query.to && query.to < query.from) return "endBeforeStart";
  return null;
}

/**
 * The `POST /api/events/search` body for a view (spec §7: the search model plus sysItemTypeID
 * 10 and catalogID 1074), soonest first. Without a start day the list begins today: events
 * still running today stay, past ones go. `today` is Puerto Vallarta's calendar day.
 */
export function eventRequest(
  query: EventQuery,
  ids: { categoryId: number | undefined; zoneIds: number[] },
  today: string,
  lang: Lang,
): EventSearchRequest {
  return {
    catalogID: CATALOG.events,
    sysItemTypeID: SYS_ITEM_TYPE.events,
    ...(query.q ? { words: query.q } : {}),
    ...(ids.categoryId ? { categoryIDs: [ids.categoryId] } : {}),
    ...(ids.zoneIds.length > 0 ? { zoneIDs: ids.zoneIds } : {}),
    ...(query.from ? { startDate: query.from } : { endsAfter: localDayStart(today).toISOString() }),
    ...(query.to ? { endDate: query.to } : {}),
    sort: "date",
    page: query.page,
    pageSize: EVENTS_PAGE_SIZE,
    lang,
  };
}

/** `/events.ics` for the same filters: the list as a calendar file. */
export function calendarHref(query: EventQuery, lang: Lang): string {
  const params = new URLSearchParams(eventSearch({ ...query, page: 1 }).slice(1));
  if (lang !== "en") params.set("lang", lang);
  const search = params.toString();
  return `/events.ics${search ? `?${search}` : ""}`;
}
