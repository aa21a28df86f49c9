import { CATALOG } from "./constants.ts";

/** My trip (issue 13): what a member may save, and how many. */

/** The kinds of item a member saves, by catalog: benefits are redeemed, not saved. */
export const TRIP_KINDS = {
  [CATALOG.places]: "place",
  [CATALOG.activities]: "activity",
  [CATALOG.events]: "event",
  [CATALOG.magazine]: "article",
} as const;
export type TripKind = (typeof TRIP_KINDS)[keyof typeof TRIP_KINDS];
export const TRIP_CATALOG_IDS = Object.keys(TRIP_KINDS).map(Number);

export function tripKindOf(catalogId: number): TripKind | undefined {
  return (TRIP_KINDS as Record<number, TripKind>)[catalogId];
}

/** At most this many saved items a member: a trip, not an archive; one page holds them all. */
export const TRIP_MAX_ITEMS = 500;
/** The API's page of a trip. */
export const TRIP_PAGE_SIZE = 50;

export type PlannedItem = { plannedDay: string | null };

/**
 * A trip by day: the planned days in calendar order, then the items with no day yet
 * (`day: null`); within a group, items keep the order they came in.
 */
export function groupByDay<T extends PlannedItem>(
  items: readonly T[],
): { day: string | null; items: T[] }[] {
  const days = new Map<string, T[]>();
  const unplanned: T[] = [];
  for (const item of items) {
    if (item.plannedDay === null) unplanned.push(item);
    else days.set(item.plannedDay, [...(days.get(item.plannedDay) ?? []), item]);
  }
  const groups: { day: string | null; items: T[] }[] = [...days.keys()]
    .sort()
    .map((day) => ({ day, items: days.get(day) ?? [] }));
  if (unplanned.length > 0) groups.push({ day: null, items: unplanned });
  return groups;
}

/**
 * Where a form posted without JavaScript sends the visitor back: a path of this site only
 * (`/…`, never `//host` or a scheme), else `fallback`.
 */
export function localReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length > 500) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  // Control characters (a header split, a NUL) never belong in a path we send back to.
  for (const char of value) if (char.charCodeAt(0) < 0x20) return fallback;
  return value;
}
