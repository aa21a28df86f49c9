import { VALLARTA_OFFSET } from "./dates.ts";

/** Days as schema.org and the content name them, Monday first as a week is read in Mexico. */
export const WEEK_DAYS = ["mo", "tu", "we", "th", "fr", "sa", "su"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/**
 * When a place is open on some days: local times `HH:MM`. `closes` of "24:00" is the end of the
 * day; a `closes` earlier than `opens` runs past midnight into the next day (bars).
 */
export type OpeningPeriod = { days: WeekDay[]; opens: string; closes: string };
export type OpeningHours = OpeningPeriod[];

export const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Open all day: from midnight to the end of the day. */
export const isAllDay = (period: { opens: string; closes: string }) =>
  period.opens === "00:00" && period.closes === "24:00";

export type DayHours = { day: WeekDay; periods: { opens: string; closes: string }[] };

/** The week as a table reads it: every day Monday to Sunday, its periods by opening time. */
export function weekTable(hours: OpeningHours): DayHours[] {
  return WEEK_DAYS.map((day) => ({
    day,
    periods: hours
      .filter((period) => period.days.includes(day))
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => a.opens.localeCompare(b.opens)),
  }));
}

/** The problems of some opening hours, in words (content checks): none when they are sound. */
export function openingHoursProblems(hours: OpeningHours): string[] {
  const problems: string[] = [];
  for (const period of hours) {
    if (period.days.length === 0) problems.push("a period without days");
    if (!CLOCK.test(period.opens) || period.opens === "24:00")
      problems.push(`bad opening time ${period.opens}`);
    if (!CLOCK.test(period.closes)) problems.push(`bad closing time ${period.closes}`);
    if (period.opens === period.closes) problems.push(`opens and closes at ${period.opens}`);
  }
  for (const { day, periods } of weekTable(hours)) {
    if (periods.length > 1 && periods.some(isAllDay)) problems.push(`${day}: all day and more`);
  }
  return problems;
}

const SCHEMA_DAYS: Record<WeekDay, string> = {
  mo: "Monday",
  tu: "Tuesday",
  we: "Wednesday",
  th: "Thursday",
  fr: "Friday",
  sa: "Saturday",
  su: "Sunday",
};

/**
 * schema.org `openingHoursSpecification`. Search engines read all day as 00:00 to 23:59, and a
 * period past midnight as it is written (closes before opens).
 */
export function openingHoursSpecification(hours: OpeningHours) {
  return hours.map((period) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: period.days.map((day) => `https://schema.org/${SCHEMA_DAYS[day]}`),
    opens: period.opens,
    closes: period.closes === "24:00" ? "23:59" : period.closes,
  }));
}

/** The day of the week it is in Puerto Vallarta (UTC−6 all year). */
export function vallartaWeekDay(now: Date = new Date()): WeekDay {
  const offsetHours = Number(VALLARTA_OFFSET.slice(0, 3));
  const local = new Date(now.getTime() + offsetHours * 3_600_000);
  // getUTCDay counts from Sunday; the week here starts on Monday.
  return WEEK_DAYS[(local.getUTCDay() + 6) % 7] ?? "mo";
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Whether the place is open at `now` in Puerto Vallarta, and until when: a period past
 * midnight (closes before opens) counts on its own day until midnight and on the next day until
 * it closes. `until` is the closing time of the period it is in: null when closed, or open all
 * day.
 */
export function openNow(
  hours: OpeningHours,
  now: Date = new Date(),
): { open: boolean; until: string | null } {
  const offsetHours = Number(VALLARTA_OFFSET.slice(0, 3));
  const local = new Date(now.getTime() + offsetHours * 3_600_000);
  const today = WEEK_DAYS[(local.getUTCDay() + 6) % 7] ?? "mo";
  const yesterday = WEEK_DAYS[(local.getUTCDay() + 5) % 7] ?? "su";
  const at = local.getUTCHours() * 60 + local.getUTCMinutes();
  for (const period of hours) {
    const opens = minutes(period.opens);
    const closes = minutes(period.closes);
    const overnight = closes < opens;
    if (period.days.includes(today) && at >= opens && (overnight || at < closes)) {
      return { open: true, until: isAllDay(period) ? null : period.closes };
    }
    if (overnight && period.days.includes(yesterday) && at < closes) {
      return { open: true, until: period.closes };
    }
  }
  return { open: false, until: null };
}
