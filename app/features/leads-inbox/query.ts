import { LEAD_SORTS, type LeadSort } from "../../../core/leads.ts";

/** The inbox's filters as the screen's URL holds them (issue 14: filters in the URL). */
export const FILTER_KEYS = [
  "q",
  "type",
  "status",
  "team",
  "channel",
  "terminal",
  "from",
  "to",
  "assignee",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type InboxParams = Partial<Record<FilterKey, string>> & {
  sort: LeadSort;
  dir: "asc" | "desc";
  page: number;
};

/** The URL's filters, sort and page, each kept only when it is one the inbox knows. */
export function inboxParams(search: URLSearchParams): InboxParams {
  const params: InboxParams = { sort: "created", dir: "desc", page: 1 };
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value.slice(0, 100);
  }
  const sort = search.get("sort");
  if ((LEAD_SORTS as readonly string[]).includes(sort ?? "")) params.sort = sort as LeadSort;
  if (search.get("dir") === "asc") params.dir = "asc";
  const page = Number(search.get("page"));
  if (Number.isInteger(page) && page > 1) params.page = Math.min(page, 10_000);
  return params;
}

/** The query string of the inbox with `changes`: defaults are left out, so URLs stay short. */
export function inboxSearch(params: InboxParams, changes: Partial<InboxParams> = {}): string {
  const next = { ...params, ...changes };
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = next[key];
    if (value) search.set(key, value);
  }
  if (next.sort !== "created") search.set("sort", next.sort);
  if (next.dir !== "desc") search.set("dir", next.dir);
  if (next.page > 1) search.set("page", String(next.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The filters alone (no sort or page), for the CSV export's link. */
export function filterSearch(params: InboxParams): string {
  return inboxSearch({ ...params, sort: "created", dir: "desc", page: 1 });
}
