import { useEffect, useState } from "react";
import {
  type OpeningHours as Hours,
  isAllDay,
  openNow,
  vallartaWeekDay,
  type WeekDay,
  weekTable,
} from "../../core/opening-hours.ts";
import { needMessages, useLang, useT } from "../i18n/index.ts";
import { formatClock, formatWeekDay } from "../lib/format.ts";

needMessages("directory");

/**
 * A place's week of opening hours, Monday first, today's line marked. Today is found in the
 * browser after hydration: the server's HTML is cached and shared (docs/decisions/012), so it
 * can't know the visitor's day, and marking it there could differ from the browser's render.
 */
export function OpeningHours({ hours, headingId }: { hours: Hours; headingId: string }) {
  const t = useT();
  const lang = useLang();
  const [today, setToday] = useState<WeekDay | null>(null);
  useEffect(() => setToday(vallartaWeekDay()), []);
  return (
    <table aria-labelledby={headingId} className="mt-3 w-full text-left text-ink-700">
      <tbody>
        {weekTable(hours).map(({ day, periods }, index) => {
          const isToday = day === today;
          return (
            <tr
              key={day}
              aria-current={isToday ? "date" : undefined}
              className={isToday ? "bg-sand-100 font-semibold text-ink-900" : undefined}
            >
              <th scope="row" className="py-1.5 pr-4 pl-2 font-semibold">
                {formatWeekDay(index, lang)}
                {isToday ? <span className="font-normal"> ({t("hours.today")})</span> : null}
              </th>
              <td className="py-1.5 pr-2">
                {periods.length === 0
                  ? t("hours.closed")
                  : periods.some(isAllDay)
                    ? t("hours.allDay")
                    : periods
                        .map(
                          (p) => `${formatClock(p.opens, lang)} – ${formatClock(p.closes, lang)}`,
                        )
                        .join(", ")}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Whether the place is open now, and until when, worked out in the browser after hydration
 * for the same reason as today's line above: the server's HTML is shared. Without JavaScript
 * the week's table says it.
 */
export function OpenNow({ hours, className = "" }: { hours: Hours; className?: string }) {
  const t = useT();
  const lang = useLang();
  const [now, setNow] = useState<ReturnType<typeof openNow> | null>(null);
  useEffect(() => {
    const update = () => setNow(openNow(hours));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [hours]);
  // The line's room is kept until the browser knows the time, so nothing below it moves.
  if (!now) return <p aria-hidden="true" className={`min-h-6 ${className}`} />;
  return (
    <p className={`flex min-h-6 items-center gap-2 font-semibold ${className}`}>
      <span
        aria-hidden="true"
        className={`h-2.5 w-2.5 rounded-full ${now.open ? "bg-lagoon-700" : "bg-coral-600"}`}
      />
      {now.open
        ? now.until === null
          ? t("hours.openAllDay")
          : now.until === "24:00"
            ? t("hours.openUntilMidnight")
            : t("hours.openUntil", { time: formatClock(now.until, lang) })
        : t("hours.closedNow")}
    </p>
  );
}
