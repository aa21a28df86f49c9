/**
 * The events list's quick ranges (docs/decisions/142): today, this weekend, the next seven
 * days and the rest of this month, as Puerto Vallarta calendar days (`today` is
 * `localToday()`, core/dates.ts), so a link made at 23:30 in Vallarta names Vallarta's day.
 */
export const DATE_PRESETS = ["today", "weekend", "week", "month"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export type DayRange = { from: string; to: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(day: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return date;
}

function toDay(date: Date): string {
  const y = String(date.getUTCFullYear()).padStart(4, "0");
  const m = String(date.getUTCMonth() + 1).padStart(2, "0");
  const d = String(date.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** The calendar day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/**
 * A quick range's days from today. This weekend is Saturday and Sunday: the coming ones from
 * Monday to Friday, the rest of it on Saturday or Sunday. The next 7 days are today and the six
 * after it; this month runs from today to its last day (days already gone have no events left).
 */
export function presetRange(preset: DatePreset, today: string): DayRange {
  const date = toUtc(today);
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "weekend": {
      const weekday = date.getUTCDay(); // 0 Sunday … 6 Saturday
      if (weekday === 0) return { from: today, to: today };
      const saturday = addDays(today, 6 - weekday);
      return { from: weekday === 6 ? today : saturday, to: addDays(saturday, 1) };
    }
    case "week":
      return { from: today, to: addDays(today, 6) };
    case "month": {
      const last = new Date(date);
      last.setUTCMonth(date.getUTCMonth() + 1, 0);
      return { from: today, to: toDay(last) };
    }
  }
}

/** Every quick range from today, in the order the list offers them. */
export function presetRanges(today: string): { preset: DatePreset; range: DayRange }[] {
  return DATE_PRESETS.map((preset) => ({ preset, range: presetRange(preset, today) }));
}

/**
 * The quick range a chosen range is, if it is one (the first that matches: on the last day of
 * a month "today" and "this month" are the same days, and read as today).
 */
export function presetOf(range: { from: string; to: string }, today: string): DatePreset | null {
  if (!range.from || !range.to) return null;
  const found = presetRanges(today).find(
    ({ range: preset }) => preset.from === range.from && preset.to === range.to,
  );
  return found?.preset ?? null;
}
