/**
 * When a recurring event happens (issue 15, docs/decisions/103): once, every week on some
 * weekdays (a Saturday market, with an optional last day of the season), or every year on the
 * same dates (a festival). An event item keeps one occurrence in its start and end, the current
 * or next one, so the events list, its date filters and search read plain dates; each process's
 * timer moves a past occurrence on to the next (`currentOccurrence`). Pure rules: the API, the
 * timer, the back office's form and the unit tests share them.
 *
 * Wall-clock times are Puerto Vallarta's, which keeps UTC−6 all year (core/dates.ts), so a day
 * is always 24 hours and a week 7 of them: adding days to an instant keeps its local time.
 */
import { VALLARTA_OFFSET } from "./dates.ts";
import { icsDate } from "./ics.ts";

/** Weekdays as JavaScript numbers them: Sunday 0 … Saturday 6. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type Recurrence =
  | { type: "none" }
  | { type: "weekly" /** Sunday 0 … Saturday 6. */; weekdays: number[]; until: string | null }
  | { type: "yearly" };
export const RECURRENCE_TYPES = ["none", "weekly", "yearly"] as const;

export type Occurrence = { start: Date; end: Date };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET_MS = -Number(VALLARTA_OFFSET.slice(0, 3)) * HOUR;
/** The instant shifted so its UTC fields read Puerto Vallarta's wall clock. */
const wall = (instant: Date) => new Date(instant.getTime() - OFFSET_MS);
/** A wall-clock reading (in UTC fields) back to its instant. */
const instantOf = (wallClock: number) => new Date(wallClock + OFFSET_MS);

/** An occurrence of a weekly event lasts at most a day; one of a yearly event under a year. */
export const WEEKLY_MAX_MS = DAY;
export const YEARLY_MAX_MS = 365 * DAY;

/** The local calendar day of an instant, `YYYY-MM-DD`. */
export const localDayOf = (instant: Date) => wall(instant).toISOString().slice(0, 10);
/** The local weekday of an instant (Sunday 0). */
export const localWeekday = (instant: Date) => wall(instant).getUTCDay() as Weekday;

/**
 * Why a rule doesn't fit the occurrence an editor typed, or null when it does: the end must
 * come after the start; a weekly occurrence lasts at most a day and names a weekday; a
 * season's last day is not before the first occurrence; a yearly one lasts less than a year.
 */
export function recurrenceProblem(
  rule: Recurrence,
  first: Occurrence,
): "endBeforeStart" | "tooLong" | "noWeekday" | "untilBeforeStart" | null {
  const length = first.end.getTime() - first.start.getTime();
  if (!(length > 0)) return "endBeforeStart";
  if (rule.type === "weekly") {
    if (rule.weekdays.length === 0) return "noWeekday";
    if (length > WEEKLY_MAX_MS) return "tooLong";
    const opening = firstOccurrence(rule, first);
    if (!opening) return "untilBeforeStart";
  }
  if (rule.type === "yearly" && length > YEARLY_MAX_MS) return "tooLong";
  return null;
}

/**
 * The first occurrence at or after the typed one: for a weekly rule, the first of its weekdays
 * from the typed day on (the typed time and length kept); otherwise the typed occurrence. Null
 * when a season's last day comes before it.
 */
export function firstOccurrence(rule: Recurrence, typed: Occurrence): Occurrence | null {
  if (rule.type !== "weekly") return typed;
  const length = typed.end.getTime() - typed.start.getTime();
  for (let day = 0; day < 7; day++) {
    const start = new Date(typed.start.getTime() + day * DAY);
    if (!rule.weekdays.includes(localWeekday(start))) continue;
    if (rule.until !== null && localDayOf(start) > rule.until) return null;
    return { start, end: new Date(start.getTime() + length) };
  }
  return null;
}

/**
 * The occurrence a visitor should see at `now`: the first one, counted from `from` (an
 * occurrence of the rule), that has not ended yet: the one under way, or the next. Null when
 * the event will not happen again (a single event that is over, a season that has ended).
 */
export function currentOccurrence(
  rule: Recurrence,
  from: Occurrence,
  now: Date,
): Occurrence | null {
  if (from.end.getTime() > now.getTime()) return from;
  const length = from.end.getTime() - from.start.getTime();
  if (rule.type === "weekly") {
    // Whole days from `from` to the day before now's, then day by day (at most 8 more).
    const skip = Math.max(1, Math.floor((now.getTime() - from.start.getTime()) / DAY) - 1);
    for (let day = skip; day <= skip + 8; day++) {
      const start = new Date(from.start.getTime() + day * DAY);
      if (rule.until !== null && localDayOf(start) > rule.until) return null;
      if (!rule.weekdays.includes(localWeekday(start))) continue;
      const end = new Date(start.getTime() + length);
      if (end.getTime() > now.getTime()) return { start, end };
    }
    return null;
  }
  if (rule.type === "yearly") {
    const anchor = wall(from.start);
    const firstYear = Math.max(anchor.getUTCFullYear() + 1, wall(now).getUTCFullYear() - 1);
    for (let year = firstYear; year <= firstYear + 2; year++) {
      const start = sameDateIn(anchor, year);
      const end = new Date(start.getTime() + length);
      if (end.getTime() > now.getTime()) return { start, end };
    }
    return null;
  }
  return null;
}

/** The wall-clock date and time of `anchor` in another year; 29 February becomes the 28th. */
function sameDateIn(anchor: Date, year: number): Date {
  const month = anchor.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return instantOf(
    Date.UTC(
      year,
      month,
      day,
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/**
 * When the timer should move this occurrence on: its end, when another occurrence follows it;
 * null when none does (a single event, a season's last week), so the timer never looks again.
 */
export function rollsAt(rule: Recurrence, occurrence: Occurrence): Date | null {
  if (rule.type === "none") return null;
  const next = currentOccurrence(rule, occurrence, occurrence.end);
  return next ? occurrence.end : null;
}

/** What the database keeps: null for a single event (no rule to apply). */
export const storedRecurrence = (rule: Recurrence) => (rule.type === "none" ? null : rule);
/** What a stored rule means; a missing one is a single event. */
export const recurrenceOf = (stored: Recurrence | null | undefined): Recurrence =>
  stored ?? { type: "none" };

const ICS_DAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/**
 * The rule as an iCalendar RRULE (RFC 5545) from the occurrence `start`, written in UTC as the
 * calendar files write times: a weekly event's weekdays are those of its UTC start (18:00 on a
 * Wednesday in Puerto Vallarta is Thursday in UTC), its season ends at the last day's end.
 */
export function recurrenceRule(rule: Recurrence, start: Date): string | null {
  if (rule.type === "yearly") return "FREQ=YEARLY";
  if (rule.type !== "weekly") return null;
  const shift = (start.getUTCDay() - localWeekday(start) + 7) % 7;
  const days = rule.weekdays.map((day) => ICS_DAYS[(day + shift) % 7]).join(",");
  if (rule.until === null) return `FREQ=WEEKLY;BYDAY=${days}`;
  const until = icsDate(instantOf(Date.parse(`${rule.until}T23:59:59Z`)));
  return `FREQ=WEEKLY;BYDAY=${days};UNTIL=${until}`;
}

/** A `datetime-local` value (`YYYY-MM-DDTHH:mm`, Puerto Vallarta's time) of an instant. */
export const localInputOf = (instant: Date) => wall(instant).toISOString().slice(0, 16);
