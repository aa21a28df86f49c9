import type { Lang } from "../../core/i18n.ts";

/**
 * Intl's output with plain spaces. Node's ICU and the browser's differ in the spaces they put in
 * times, ranges and amounts (narrow no-break U+202F, thin U+2009, no-break U+00A0 against plain
 * ones), and any difference between the server's HTML and the browser's render is a hydration
 * mismatch (issue 9). Every text this module formats goes through here.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00A0\u2007\u2009\u202F]/g, " ");
}

const locale = (lang: Lang) => (lang === "es" ? "es-MX" : "en-US");

/** One cached formatter per language and options: Intl objects are costly to make. */
function cached<T, O>(make: (locale: string, options: O) => T): (lang: Lang, options: O) => T {
  const made = new Map<string, T>();
  return (lang, options) => {
    const key = `${lang}:${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = make(locale(lang), options);
      made.set(key, format);
    }
    return format;
  };
}

/** Dates and times always in Puerto Vallarta's time zone, wherever the code runs. */
const dateFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "America/Mexico_City" }),
);
const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** A date as people read it in each language, in Puerto Vallarta's time zone. */
export function formatDate(iso: string, lang: Lang): string {
  return plainSpaces(dateFormat(lang, { dateStyle: "long" }).format(new Date(iso)));
}

/** A number as each language writes it: "4.5", "1,200". */
export function formatNumber(value: number, lang: Lang): string {
  return plainSpaces(numberFormat(lang, {}).format(value));
}

/** `+52 322 627 3200` → `tel:+523226273200` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A WhatsApp chat with the number, the first message already written (`https://wa.me/…`). */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** The point in Google Maps, for directions from wherever the visitor is. */
export function mapsHref(point: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lng}`;
}

/** A price in Mexican pesos, as each language writes it: "MX$1,450" or "$1,450". */
export function formatPesos(amount: number, lang: Lang): string {
  return plainSpaces(
    numberFormat(lang, { style: "currency", currency: "MXN", maximumFractionDigits: 0 }).format(
      amount,
    ),
  );
}

/**
 * When an event happens, in words a screen reader reads well: "Saturday, June 5, 2027, 7:30 –
 * 11:00 AM" for one day; the days alone ("December 1 – 12, 2026") when it runs over several, or
 * with times when `withTimes`.
 */
export function formatWhen(
  start: string,
  end: string | null,
  lang: Lang,
  withTimes = false,
): string {
  const from = new Date(start);
  const to = end ? new Date(end) : null;
  const sameDay = !to || localDay(from) === localDay(to);
  if (sameDay || withTimes) {
    const format = dateFormat(lang, { dateStyle: "full", timeStyle: "short" });
    return plainSpaces(to && to > from ? format.formatRange(from, to) : format.format(from));
  }
  return plainSpaces(dateFormat(lang, { dateStyle: "long" }).formatRange(from, to));
}

function localDay(date: Date): string {
  return dateFormat("en", { year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** "December 2026" / "Diciembre de 2026", for a list's month headings. */
export function formatMonth(iso: string, lang: Lang): string {
  const text = plainSpaces(
    dateFormat(lang, { month: "long", year: "numeric" }).format(new Date(iso)),
  );
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/** The short month and the day of the month, for a date badge: ["Dec", "1"]. */
export function dateBadge(iso: string, lang: Lang): [string, string] {
  const date = new Date(iso);
  const month = plainSpaces(dateFormat(lang, { month: "short" }).format(date)).replace(".", "");
  return [month, plainSpaces(dateFormat(lang, { day: "numeric" }).format(date))];
}

/** A price in US dollars, "USD 699" in both languages, so it can't be read as pesos. */
export function formatUsd(amount: number, lang: Lang): string {
  return plainSpaces(
    numberFormat(lang, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "code",
      maximumFractionDigits: 0,
    }).format(amount),
  );
}

/** Wall-clock times and weekdays with no instant behind them: formatted in UTC, as written. */
const clockFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }),
);

/** A local time of day, `HH:MM` (24:00 is midnight), as each language says it: "9:00 AM". */
export function formatClock(time: string, lang: Lang): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const date = new Date(Date.UTC(2024, 0, 1, hours, minutes));
  return plainSpaces(clockFormat(lang, { hour: "numeric", minute: "2-digit" }).format(date));
}

/** A weekday by its place in the week, Monday 0: "Monday" / "Lunes". */
export function formatWeekDay(index: number, lang: Lang): string {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + index));
  const text = plainSpaces(clockFormat(lang, { weekday: "long" }).format(date));
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/** The month and day of a date or span, no year: "December 1 – 12" / "1–12 de diciembre". */
export function formatMonthDays(start: string, end: string | null, lang: Lang): string {
  const format = dateFormat(lang, { month: "long", day: "numeric" });
  const from = new Date(start);
  const to = end ? new Date(end) : null;
  return plainSpaces(
    to && localDay(to) !== localDay(from) ? format.formatRange(from, to) : format.format(from),
  );
}

/** Weekday names joined as each language lists them: "Saturday and Sunday" / "sábado y domingo". */
export function formatWeekDays(indexes: readonly number[], lang: Lang): string {
  const names = indexes.map((index) => {
    const name = formatWeekDay(index, lang);
    // Spanish writes weekdays in lower case inside a sentence ("cada sábado").
    return lang === "es" ? name.toLocaleLowerCase("es") : name;
  });
  return plainSpaces(
    new Intl.ListFormat(lang === "es" ? "es-MX" : "en-US", { type: "conjunction" }).format(names),
  );
}
