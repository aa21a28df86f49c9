/**
 * The directory's search and sort rules (spec §3 "Article filter options", §5 "Filtering",
 * §9 "Default sort order"), as data the SQL layer and in-memory lists both apply.
 */
import type { EventSort } from "./constants.ts";
import { normalizeForSearch, parseWords } from "./text.ts";

export type SortField = "weight" | "dateSaved" | "id" | "title" | "startDate";
export type SortKey = { field: SortField; direction: "asc" | "desc" };

/**
 * Spec §9: default order is weight, dateSaved, id, title; title sorts ascending or descending;
 * any other sort is weight descending, then newest. Higher weight and newer dates come first.
 */
export function resolveSort(sort: EventSort | undefined): SortKey[] {
  switch (sort) {
    case "date":
      return [
        { field: "startDate", direction: "asc" },
        { field: "id", direction: "asc" },
      ];
    case undefined:
    case "default":
      return [
        { field: "weight", direction: "desc" },
        { field: "dateSaved", direction: "desc" },
        { field: "id", direction: "desc" },
        { field: "title", direction: "asc" },
      ];
    case "title-asc":
      return [
        { field: "title", direction: "asc" },
        { field: "id", direction: "asc" },
      ];
    case "title-desc":
      return [
        { field: "title", direction: "desc" },
        { field: "id", direction: "desc" },
      ];
    default:
      return [
        { field: "weight", direction: "desc" },
        { field: "dateSaved", direction: "desc" },
        { field: "id", direction: "desc" },
      ];
  }
}

export type FilterOptions = {
  words?: string | undefined;
  categoryIDs?: readonly number[] | undefined;
  zoneIDs?: readonly number[] | undefined;
  providerID?: number | undefined;
  excludeItemId?: number | undefined;
  startDate?: Date | undefined;
  endDate?: Date | undefined;
};

export type Filterable = {
  id: number;
  title: string;
  description: string;
  categoryIDs: readonly number[];
  zoneIDs: readonly number[];
  providerID: number | null;
  startDate: Date | null;
  /** The last moment the item runs; none means it runs on its start date only. */
  endDate?: Date | null;
};

/**
 * Whether an item runs on any moment of a range (docs/decisions/026): it starts before the
 * range ends and ends after the range starts; either bound may be open. Items that start within
 * the range always run in it, so spec §5's "start date in range" holds as a special case.
 */
export function runsWithin(
  start: Date | null,
  end: Date | null | undefined,
  range: { startDate?: Date | undefined; endDate?: Date | undefined },
): boolean {
  if (!range.startDate && !range.endDate) return true;
  if (!start) return false;
  const last = end && end > start ? end : start;
  if (range.endDate && start > range.endDate) return false;
  if (range.startDate && last < range.startDate) return false;
  return true;
}

/**
 * Spec §5, one rule per line: every word in title or description; provider equal; runs within
 * the date range; every chosen category present; zone among the chosen; an excluded id left out.
 */
export function matchesFilter(item: Filterable, options: FilterOptions): boolean {
  const words = parseWords(options.words);
  if (words.length > 0) {
    const haystack = `${normalizeForSearch(item.title)} ${normalizeForSearch(item.description)}`;
    if (!words.every((word) => haystack.includes(word))) return false;
  }
  if (options.providerID !== undefined && item.providerID !== options.providerID) return false;
  if (!runsWithin(item.startDate, item.endDate, options)) return false;
  if (options.categoryIDs?.some((id) => !item.categoryIDs.includes(id))) return false;
  if (options.zoneIDs?.length && !item.zoneIDs.some((id) => options.zoneIDs?.includes(id))) {
    return false;
  }
  if (options.excludeItemId !== undefined && item.id === options.excludeItemId) return false;
  return true;
}

export type Sortable = {
  id: number;
  title: string;
  weight: number;
  dateSaved: Date;
  startDate?: Date | null;
};

export function compareBy(keys: readonly SortKey[]): (a: Sortable, b: Sortable) => number {
  return (a, b) => {
    for (const { field, direction } of keys) {
      const order = compareField(a, b, field);
      if (order !== 0) return direction === "asc" ? order : -order;
    }
    return 0;
  };
}

const titleCollator = new Intl.Collator("es", { sensitivity: "base", numeric: true });

function compareField(a: Sortable, b: Sortable, field: SortField): number {
  switch (field) {
    case "title":
      return titleCollator.compare(a.title, b.title);
    case "dateSaved":
      return a.dateSaved.getTime() - b.dateSaved.getTime();
    case "startDate":
      return (a.startDate?.getTime() ?? Infinity) - (b.startDate?.getTime() ?? Infinity);
    default:
      return a[field] - b[field];
  }
}
