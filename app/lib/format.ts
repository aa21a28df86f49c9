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
