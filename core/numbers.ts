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

/** The first day of the month `day` is in; the first day of the month `months` later. */
function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}
function monthAfter(first: string, months: number): string {
  const [year, month] = first.split("-").map(Number) as [number, number];
  return isoDay(Date.UTC(year, month - 1 + months, 1));
}

/**
 * A period as the whole months inside it (first day of the first and of the last, read from the
 * monthly totals) and the days before and after them (read from the daily totals): the same
 * sums, from far fewer rows for a long period (decision 089).
 */
export function splitPeriod(period: Period): { months: Period | null; days: Period[] } {
  const firstFull =
    period.from === monthOf(period.from) ? period.from : monthAfter(monthOf(period.from), 1);
  const toMonth = monthOf(period.to);
  const endsMonth = monthAfter(toMonth, 1) === isoDay((dayStart(period.to) ?? 0) + DAY_MS);
  const lastFullStart = endsMonth ? toMonth : monthAfter(toMonth, -1);
  if (firstFull > lastFullStart) return { months: null, days: [period] };
  const days: Period[] = [];
  if (period.from < firstFull) {
    days.push({ from: period.from, to: isoDay((dayStart(firstFull) ?? 0) - DAY_MS) });
  }
  const afterMonths = monthAfter(lastFullStart, 1);
  if (afterMonths <= period.to) days.push({ from: afterMonths, to: period.to });
  return { months: { from: firstFull, to: lastFullStart }, days };
}
