import { localDayStart } from "../../../core/dates.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Recurrence } from "../../../core/recurrence.ts";
import { needMessages } from "../../i18n/index.ts";
import { formatDate, formatMonthDays, formatWeekDays } from "../../lib/format.ts";

needMessages("events");

/** The messages it needs (the events group), as `t` or a server-side lookup gives them. */
type Say = (
  key: "events.repeat.weekly" | "events.repeat.weeklyUntil" | "events.repeat.yearly",
  values: Record<string, string>,
) => string;

/**
 * How an event repeats, in words (decision 103): "Every Saturday", "Cada miércoles, hasta el 31
 * de mayo de 2028", "Every year, December 1 – 12". Null for a single event.
 */
export function recurrenceText(
  event: { recurrence: Recurrence; start: string; end: string | null },
  lang: Lang,
  say: Say,
): string | null {
  const rule = event.recurrence;
  if (rule.type === "none") return null;
  if (rule.type === "yearly") {
    return say("events.repeat.yearly", { dates: formatMonthDays(event.start, event.end, lang) });
  }
  // The week as people read it, Monday first (formatWeekDays counts from Monday, Sunday is 6).
  const days = formatWeekDays(
    rule.weekdays.map((day) => (day + 6) % 7).sort((a, b) => a - b),
    lang,
  );
  if (rule.until === null) return say("events.repeat.weekly", { days });
  const until = formatDate(localDayStart(rule.until).toISOString(), lang);
  return say("events.repeat.weeklyUntil", { days, until });
}
