import type { Event } from "../../../core/contract/article.ts";
import type { EventSearchRequest } from "../../../core/contract/search.ts";
import { localDayStart, localToday } from "../../../core/dates.ts";
import type { Lang } from "../../../core/i18n.ts";
import { pageCount } from "../../../core/pagination.ts";
import type { Recurrence } from "../../../core/recurrence.ts";
import { eventPath } from "../../../core/urls.ts";
import {
  EVENTS_PAGE_SIZE,
  type EventQuery,
  eventRequest,
  eventSearch,
  parseEventQuery,
  type RangeProblem,
  rangeProblem,
} from "./query.ts";

type Named = { id: number; slug: string; name: string };
type Option = { slug: string; name: string };

/** One event as the list shows it. Dates are ISO instants; pages format them. */
export type EventEntry = {
  id: number;
  title: string;
  /** English site path; links are localised. */
  href: string;
  pictureUrl: string | null;
  start: string;
  end: string | null;
  /** How it repeats (decision 103); `start`/`end` are its current or next occurrence. */
  recurrence: Recurrence;
  zones: string[];
  categories: Option[];
  summary: string;
};

/**
 * Where a view's data comes from: the services while rendering on the server, the public API
 * in the browser (so a new search aborts the one in flight, spec §4).
 */
export type EventSource = {
  categories(): Promise<Named[]>;
  zones(): Promise<Named[]>;
  search(body: EventSearchRequest): Promise<{ items: Event[]; total: number; capped: boolean }>;
};

export type EventListData = {
  query: EventQuery;
  problem: RangeProblem | null;
  categories: Option[];
  zones: Option[];
  entries: EventEntry[];
  total: number;
  capped: boolean;
  pages: number;
  /** Puerto Vallarta's calendar day the list starts from when no start day is chosen. */
  today: string;
};

export function eventEntry(event: Event, zones: readonly Named[]): EventEntry {
  const names = new Map(zones.map((zone) => [zone.id, zone.name]));
  return {
    id: event.id,
    title: event.title,
    href: eventPath(event.friendlyUrl),
    pictureUrl: event.pictureUrl,
    start: event.startDate ?? event.dateSaved,
    end: event.endDate,
    recurrence: event.recurrence,
    zones: event.zoneIDs.flatMap((id) => names.get(id) ?? []),
    categories: event.categories.map(({ slug, name }) => ({ slug, name })),
    summary: event.shortDescription,
  };
}

/**
 * The events view for a URL: its filters, what is wrong with them if anything (then nothing is
 * searched), and one page of events, soonest first. A page past the end redirects to the last.
 */
export async function loadEventList(
  url: URL,
  lang: Lang,
  source: EventSource,
  now: Date = new Date(),
): Promise<EventListData | { redirectTo: string }> {
  const query = parseEventQuery(url.searchParams);
  const today = localToday(now);
  const [categories, zones] = await Promise.all([source.categories(), source.zones()]);
  const options = {
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    zones: zones.map(({ slug, name }) => ({ slug, name })),
  };
  const problem = rangeProblem(query);
  if (problem) {
    return { query, problem, ...options, entries: [], total: 0, capped: false, pages: 1, today };
  }
  const ids = {
    categoryId: categories.find((c) => c.slug === query.category)?.id,
    zoneIds: zones.filter((zone) => query.zones.includes(zone.slug)).map((zone) => zone.id),
  };
  const { items, total, capped } = await source.search(eventRequest(query, ids, today, lang));
  const pages = pageCount(total, EVENTS_PAGE_SIZE);
  if (query.page > pages) {
    return { redirectTo: url.pathname + eventSearch({ ...query, page: pages }) };
  }
  return {
    query,
    problem: null,
    ...options,
    entries: items.map((event) => eventEntry(event, zones)),
    total,
    capped,
    pages,
    today,
  };
}

/** An event under way before the list's first day shows as "happening now". */
export function isUnderway(entry: EventEntry, today: string): boolean {
  return new Date(entry.start) < localDayStart(today);
}
