/**
 * The back office's numbers (issue 14): a period of whole UTC days, the same days the daily
 * totals count. Pure rules shared by the API, the screen and their tests.
 */

/** The longest period one answer covers: two years of days, so a year compares with the last. */
export const NUMBERS_MAX_DAYS = 731;
/** The period when none is asked for: the last 30 days, today included. */
export const NUMBERS_DEFAULT_DAYS = 30;
/** How many pages, searches and groups each list of the answer names at most. */
export const NUMBERS_TOP = 20;

export type Period = { from: string; to: string };

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` day as the instant it starts (UTC), or null when it is no calendar day. */
export function dayStart(day: string): number | null {
  if (!ISO_DAY.test(day)) return null;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day ? null : at;
}

export function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included. */
export function periodDays({ from, to }: Period): string[] {
  const start = dayStart(from);
  const end = dayStart(to);
  if (start === null || end === null || end < start) return [];
  const days: string[] = [];
  for (let at = start; at <= end; at += DAY_MS) days.push(isoDay(at));
  return days;
}

/** The default period ending `today` (UTC): NUMBERS_DEFAULT_DAYS days. */
export function defaultPeriod(now: Date): Period {
  const today = dayStart(now.toISOString().slice(0, 10)) ?? 0;
  return { from: isoDay(today - (NUMBERS_DEFAULT_DAYS - 1) * DAY_MS), to: isoDay(today) };
}

/** Why a period is refused, or null: both real days, `from` not after `to`, not too long. */
export function periodProblem({ from, to }: Period): "day" | "order" | "length" | null {
  const start = dayStart(from);
  const end = dayStart(to);
  if (start === null || end === null) return "day";
  if (end < start) return "order";
  if ((end - start) / DAY_MS + 1 > NUMBERS_MAX_DAYS) return "length";
  return null;
}

/** Leads per thousand page views, to one decimal; none when there were no page views. */
export function leadsPerThousand(leads: number, views: number): number | null {
  return views === 0 ? null : Math.round((leads / views) * 10_000) / 10;
}
