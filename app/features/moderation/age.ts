import type { Lang } from "../../../core/i18n.ts";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/**
 * How long ago a review was sent, in the largest whole unit ("3 days ago", "hace 2 horas"),
 * counted from `now` as the loader saw it, so the server's page and the hydrated one agree.
 */
export function ageOf(sentIso: string, nowIso: string, lang: Lang): string {
  const elapsed = Math.max(0, Date.parse(nowIso) - Date.parse(sentIso));
  const format = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, "minute");
}
