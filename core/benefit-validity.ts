import { VALLARTA_OFFSET } from "./dates.ts";
import type { Lang } from "./i18n.ts";
import { CLOCK, isAllDay, type OpeningPeriod, WEEK_DAYS, type WeekDay } from "./opening-hours.ts";

/**
 * When a members-only benefit may be redeemed (docs/decisions/140):
 * periods of days and local times, as opening hours are written (core/opening-hours.ts). A
 * period whose `closes` is earlier than its `opens` runs past midnight and belongs to the day
 * it opens on: a "Sunday to Thursday, 18:00–01:00" dinner is valid at 00:30 on a Monday (Sunday
 * night) and not at 00:30 on a Saturday (Friday night). No periods: valid at any time.
 * Times are Puerto Vallarta's, UTC−6 all year (core/dates.ts).
 */
export type BenefitValidity = OpeningPeriod[];

const minutesOf = (clock: string) => {
  const [hours = "0", minutes = "0"] = clock.split(":");
  return Number(hours) * 60 + Number(minutes);
};

/** The Puerto Vallarta weekday and minute of the day at `now`. */
export function vallartaClock(now: Date): { day: WeekDay; minute: number } {
  const offsetHours = Number(VALLARTA_OFFSET.slice(0, 3));
  const local = new Date(now.getTime() + offsetHours * 3_600_000);
  return {
    // getUTCDay counts from Sunday; the week here starts on Monday.
    day: WEEK_DAYS[(local.getUTCDay() + 6) % 7] ?? "mo",
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** Whether a benefit with this validity may be redeemed at `now`. */
export function benefitValidAt(validity: BenefitValidity | null, now: Date): boolean {
  if (!validity || validity.length === 0) return true;
  const { day, minute } = vallartaClock(now);
  const yesterday = WEEK_DAYS[(WEEK_DAYS.indexOf(day) + 6) % 7] ?? "su";
  return validity.some((period) => {
    const opens = minutesOf(period.opens);
    const closes = minutesOf(period.closes);
    if (closes > opens) return period.days.includes(day) && minute >= opens && minute < closes;
    // Past midnight: the evening of one of its days, or the small hours after one.
    return (
      (period.days.includes(day) && minute >= opens) ||
      (period.days.includes(yesterday) && minute < closes)
    );
  });
}

/** The problems of a benefit's validity, in words (content checks): none when it is sound. */
export function validityProblems(validity: BenefitValidity): string[] {
  const problems: string[] = [];
  for (const period of validity) {
    if (period.days.length === 0) problems.push("a period without days");
    if (new Set(period.days).size !== period.days.length) problems.push("a day named twice");
    if (!CLOCK.test(period.opens) || period.opens === "24:00")
      problems.push(`bad opening time ${period.opens}`);
    if (!CLOCK.test(period.closes)) problems.push(`bad closing time ${period.closes}`);
    if (period.opens === period.closes) problems.push(`opens and closes at ${period.opens}`);
  }
  return problems;
}

const DAY_NAMES: Record<Lang, Record<WeekDay, string>> = {
  en: {
    mo: "Monday",
    tu: "Tuesday",
    we: "Wednesday",
    th: "Thursday",
    fr: "Friday",
    sa: "Saturday",
    su: "Sunday",
  },
  es: {
    mo: "lunes",
    tu: "martes",
    we: "miércoles",
    th: "jueves",
    fr: "viernes",
    sa: "sábado",
    su: "domingo",
  },
};

const WORDS = {
  en: { every: "every day", from: "", to: "to", and: "and", allDay: "all day" },
  es: { every: "todos los días", from: "de ", to: "a", and: "y", allDay: "todo el día" },
} as const;

/**
 * A period's days in words, as runs round the week: "Sunday to Thursday", "Monday and
 * Tuesday, Saturday", "every day".
 */
function daysInWords(days: readonly WeekDay[], lang: Lang): string {
  const words = WORDS[lang];
  const names = DAY_NAMES[lang];
  const on = WEEK_DAYS.map((day) => days.includes(day));
  if (on.every(Boolean)) return words.every;
  // Start after a day that is off, so a run across Sunday-Monday stays whole.
  const start = on.indexOf(false) + 1;
  const runs: WeekDay[][] = [];
  let run: WeekDay[] = [];
  for (let i = 0; i < 7; i++) {
    const index = (start + i) % 7;
    const day = WEEK_DAYS[index] ?? "mo";
    if (on[index]) run.push(day);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  // Read Monday first, a run across Sunday-Monday ahead of the rest.
  const order = (days: WeekDay[]) => {
    const first = WEEK_DAYS.indexOf(days[0] ?? "mo");
    return first > WEEK_DAYS.indexOf(days.at(-1) ?? "mo") ? -1 : first;
  };
  runs.sort((a, b) => order(a) - order(b));
  return runs
    .map((days) => {
      const first = names[days[0] ?? "mo"];
      const last = names[days.at(-1) ?? "mo"];
      if (days.length === 1) return first;
      if (days.length === 2) return `${first} ${words.and} ${last}`;
      return `${words.from}${first} ${words.to} ${last}`;
    })
    .join(", ");
}

/** When a benefit may be redeemed, in words: "Sunday to Thursday, 18:00–23:00". */
export function validityInWords(validity: BenefitValidity, lang: Lang): string {
  return validity
    .map((period) => {
      const days = daysInWords(period.days, lang);
      const hours = isAllDay(period) ? WORDS[lang].allDay : `${period.opens}–${period.closes}`;
      return `${days}, ${hours}`;
    })
    .join("; ");
}
