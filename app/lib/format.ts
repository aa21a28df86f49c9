import type { Lang } from "../../core/i18n.ts";

const DATE_FORMATS = new Map<Lang, Intl.DateTimeFormat>();

/** A date as people read it in each language, in Puerto Vallarta's time zone. */
export function formatDate(iso: string, lang: Lang): string {
  let format = DATE_FORMATS.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", {
      dateStyle: "long",
      timeZone: "America/Mexico_City",
    });
    DATE_FORMATS.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** `+52 322 627 3200` → `tel:+523226273200` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A WhatsApp chat with the number, the first message already written (`https://wa.me/…`). */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

const MONEY_FORMATS = new Map<Lang, Intl.NumberFormat>();

/** A price in Mexican pesos, as each language writes it: "MX$1,450" or "$1,450". */
export function formatPesos(amount: number, lang: Lang): string {
  let format = MONEY_FORMATS.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === "es" ? "es-MX" : "en-US", {
      style: "currency",
      currency: "MXN",
      maximumFractionDigits: 0,
    });
    MONEY_FORMATS.set(lang, format);
  }
  return format.format(amount);
}

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and options, always in Puerto Vallarta's time zone. */
function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", {
      ...options,
      timeZone: "America/Mexico_City",
    });
    FORMATS.set(key, format);
  }
  return format;
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
    return to && to > from ? format.formatRange(from, to) : format.format(from);
  }
  return dateFormat(lang, { dateStyle: "long" }).formatRange(from, to);
}

function localDay(date: Date): string {
  return dateFormat("en", { year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** "December 2026" / "Diciembre de 2026", for a list's month headings. */
export function formatMonth(iso: string, lang: Lang): string {
  const text = dateFormat(lang, { month: "long", year: "numeric" }).format(new Date(iso));
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/** The short month and the day of the month, for a date badge: ["Dec", "1"]. */
export function dateBadge(iso: string, lang: Lang): [string, string] {
  const date = new Date(iso);
  const month = dateFormat(lang, { month: "short" }).format(date).replace(".", "");
  return [month, dateFormat(lang, { day: "numeric" }).format(date)];
}

const USD_FORMATS = new Map<Lang, Intl.NumberFormat>();

/** A price in US dollars, "USD 699" in both languages, so it can't be read as pesos. */
export function formatUsd(amount: number, lang: Lang): string {
  let format = USD_FORMATS.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === "es" ? "es-MX" : "en-US", {
      style: "currency",
      currency: "USD",
      currencyDisplay: "code",
      maximumFractionDigits: 0,
    });
    USD_FORMATS.set(lang, format);
  }
  return format.format(amount);
}
