/**
 * iCalendar (RFC 5545) for "add to calendar": one event or a filtered list. Times are written in
 * UTC so no VTIMEZONE is needed; texts are escaped and long lines folded at 75 octets.
 */
export type CalendarEvent = {
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  start: Date;
  end: Date | null;
  updated: Date;
  /** An RRULE value for a recurring event (core/recurrence.ts `recurrenceRule`), or none. */
  repeats?: string | null;
};

const encoder = new TextEncoder();

/** `2026-12-12T06:00:00.000Z` → `20261212T060000Z` */
export function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Backslash, semicolon, comma and newlines are escaped in TEXT values (RFC 5545 §3.3.11). */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** Folds a content line into 75-octet pieces, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      pieces.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

export function toICalendar(
  events: CalendarEvent[],
  calendarName: string,
  productId: string,
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${productId}//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(calendarName)}`,
  ];
  for (const event of events) {
    // An event without an end lasts an hour, as calendars assume for a timed start.
    const end =
      event.end && event.end > event.start
        ? event.end
        : new Date(event.start.getTime() + 3_600_000);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${icsDate(event.updated)}`,
      `DTSTART:${icsDate(event.start)}`,
      `DTEND:${icsDate(end)}`,
      ...(event.repeats ? [`RRULE:${event.repeats}`] : []),
      `SUMMARY:${icsText(event.title)}`,
      `DESCRIPTION:${icsText(event.description)}`,
      `LOCATION:${icsText(event.location)}`,
      `URL:${event.url}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
