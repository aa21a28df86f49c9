import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";
import { PHONE_DIGITS_KEPT } from "./constants.ts";
import type { Lang } from "./i18n.ts";
import { PHONE_COUNTRY_NAMES } from "./phone-countries.ts";

export type { CountryCode as PhoneCountry } from "libphonenumber-js/min";

/**
 * Phone numbers from anywhere (decision 135). The forms ask for a country and a number; the API's
 * `phone` takes E.164 (`+4915123456789`) or, as before, a North-American number as its last ten
 * digits; every new row is stored in E.164. libphonenumber-js's `min` metadata judges each
 * country's numbers (by length and leading digits, which keeps the browser's bundle small).
 */

/** The country a form's phone starts on: the USA's +1 in English, Mexico's +52 in Spanish. */
export function defaultPhoneCountry(lang: Lang): CountryCode {
  return lang === "es" ? "MX" : "US";
}

/** A form's `phoneCountry` as posted: a country libphonenumber-js knows, else the language's. */
export function phoneCountryOf(value: unknown, lang: Lang): CountryCode {
  return typeof value === "string" && isSupportedCountry(value) ? value : defaultPhoneCountry(lang);
}

/** The USA, Canada and the Caribbean share +1 and the North-American rule (decision 135). */
export function isNanp(country: CountryCode): boolean {
  return getCountryCallingCode(country) === "1";
}

/** Every country of the field's list, by name in the page's language, with its calling code. */
export function phoneCountries(
  lang: Lang,
): { code: CountryCode; name: string; callingCode: string }[] {
  const index = lang === "es" ? 1 : 0;
  const collator = new Intl.Collator(lang);
  return getCountries()
    .map((code) => ({
      code,
      name: PHONE_COUNTRY_NAMES[code][index],
      callingCode: getCountryCallingCode(code),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** `Germany (+49)`, as the field's options and its error name a country. */
export function phoneCountryLabel(country: CountryCode, lang: Lang): string {
  return `${PHONE_COUNTRY_NAMES[country][lang === "es" ? 1 : 0]} (+${getCountryCallingCode(country)})`;
}

/**
 * Spec §5 (invitation form), the North-American rule: only digits count, the last 10 are kept,
 * so "1-800-555-0134" is 8005550134. It still applies to +1 numbers and to an API `phone` sent
 * without a `+` (decision 135).
 */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "").slice(-PHONE_DIGITS_KEPT);
}

/**
 * Spec §5: a North-American number is shown as `(XXX) XXX XXXX`, at most 14 characters. The
 * length follows from keeping 10 digits, so nothing has to stop a leading 1.
 */
export function formatPhoneInput(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return "";
  const area = digits.slice(0, 3);
  if (digits.length < 3) return `(${area}`;
  if (digits.length === 3) return `(${area})`;
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  return `(${area}) ${exchange}${line ? ` ${line}` : ""}`;
}

/** A North-American phone the team can call back: exactly 10 digits once formatting is stripped. */
export function isCompletePhone(value: string): boolean {
  return phoneDigits(value).length === PHONE_DIGITS_KEPT;
}

/** The longest number E.164 allows, in digits: what the field keeps of a longer paste. */
const E164_DIGITS = 15;

/**
 * Mexico dropped the `1` its mobiles were dialled with from abroad (2019); visitors still paste
 * `+52 1 322 123 4567`, which is 322 123 4567.
 */
function withoutOldMexicanMobileOne(national: string, country: CountryCode): string {
  return country === "MX" && national.length === 11 && national.startsWith("1")
    ? national.slice(1)
    : national;
}

/**
 * The one rule of every phone that reaches the server (decision 135): E.164, `""` for nothing,
 * null for a number the team could not call. `+…` is read whole: +1 numbers keep the
 * North-American rule (ten digits after the 1), every other country's are checked by its own
 * numbering plan. Without `+`, the number is national to `country`; with no country (the API)
 * or a +1 country, the last ten digits make a North-American number, as the API always took it.
 */
export function normalisePhone(value: string, country?: CountryCode): string | null {
  const text = value.trim();
  if (text === "") return "";
  const digits = text.replace(/\D/g, "");
  if (text.startsWith("+")) {
    if (digits.startsWith("1")) {
      return digits.length === 1 + PHONE_DIGITS_KEPT ? `+${digits}` : null;
    }
    return validNumber(`+${digits}`);
  }
  if (!country || isNanp(country)) {
    return digits.length >= PHONE_DIGITS_KEPT ? `+1${phoneDigits(digits)}` : null;
  }
  return validNumber(digits, country);
}

function validNumber(text: string, country?: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed?.country) return null;
  const national = withoutOldMexicanMobileOne(parsed.nationalNumber, parsed.country);
  if (national !== parsed.nationalNumber) return validNumber(`+52${national}`);
  return parsed.isValid() ? parsed.number : null;
}

/**
 * What a form sends as the API's `phone`: the E.164 number, or, when the field's number is not
 * one, `+` and the country code before what was typed, so the server refuses it by the same
 * country's rule instead of reading it as a North-American number.
 * With no country, what was typed goes as it is, read by the API's own rule.
 */
export function phoneForApi(value: string, country: CountryCode | undefined): string {
  // A form from before the country list (a page cached across the release) sends what was typed.
  if (!country) return value.trim();
  const normal = normalisePhone(value, country);
  if (normal !== null) return normal;
  const text = value.trim();
  return text.startsWith("+")
    ? text
    : `+${getCountryCallingCode(country)}${text.replace(/\D/g, "")}`;
}

/**
 * `+CC…` typed or pasted into the number picks its country (decision 135): the country, and the
 * digits that follow the code, once the code is whole. The country the number's digits name
 * (+1 416 … is Canada) comes first, then the one already chosen if it shares the code, then the
 * code's main country (+1 the USA, +44 the UK).
 */
export function splitInternational(
  value: string,
  current: CountryCode,
): { country: CountryCode; national: string } | null {
  const text = value.trim();
  if (!text.startsWith("+")) return null;
  const digits = text.replace(/\D/g, "").slice(0, E164_DIGITS);
  const typing = new AsYouType();
  typing.input(`+${digits}`);
  const code = typing.getCallingCode();
  if (!code) return null;
  const national = digits.slice(code.length);
  const country =
    typing.getCountry() ??
    (getCountryCallingCode(current) === code ? current : mainCountryOf(code));
  if (!country) return null;
  return { country, national: withoutOldMexicanMobileOne(national, country) };
}

const MAIN_COUNTRY: Record<string, CountryCode> = { "1": "US", "7": "RU", "44": "GB" };

function mainCountryOf(code: string): CountryCode | undefined {
  return MAIN_COUNTRY[code] ?? getCountries().find((c) => getCountryCallingCode(c) === code);
}

/** A national number as the field shows it: `(322) 123 4567` for +1, the country's own way else. */
export function formatNational(value: string, country: CountryCode): string {
  if (isNanp(country)) return formatPhoneInput(value);
  const digits = value.replace(/\D/g, "").slice(0, E164_DIGITS);
  if (digits === "") return "";
  // Typed with its trunk 0 (`0151…`), the country's national format applies as it is; without
  // it, the international one does once the code is taken off (`+49 1512 3456789` → `1512 3456789`).
  if (digits.startsWith("0")) return new AsYouType(country).input(digits);
  const code = `+${getCountryCallingCode(country)}`;
  const international = new AsYouType(country).input(`${code}${digits}`);
  return international.startsWith(`${code} `) ? international.slice(code.length + 1) : digits;
}

export type PhoneEdit = {
  /** The field's value before the edit (already formatted). */
  previous: string;
  /** What the browser made of it: the edit applied to the previous value. */
  value: string;
  /** The caret in `value`. */
  caret: number;
  /** `InputEvent.inputType`, e.g. `deleteContentBackward`. */
  inputType?: string | undefined;
  /** The country the number is in; North-American when left out. */
  country?: CountryCode | undefined;
};

/**
 * One edit of the phone field's national number: the new formatted value and where the caret
 * goes. The caret stays after the same digit it followed, so it never jumps to the end. Deleting
 * a bracket or a space alone would be undone by the formatting (the field got stuck at "(322)"),
 * so such a deletion takes the digit next to it instead.
 */
export function editPhone({ previous, value, caret, inputType, country = "US" }: PhoneEdit): {
  value: string;
  caret: number;
} {
  let digits = value.replace(/\D/g, "");
  let before = countDigits(value.slice(0, caret));
  const deleting = inputType?.startsWith("delete") ?? false;
  if (deleting && digits === previous.replace(/\D/g, "")) {
    if (inputType === "deleteContentForward") {
      digits = digits.slice(0, before) + digits.slice(before + 1);
    } else if (before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
  }
  const kept = isNanp(country) ? PHONE_DIGITS_KEPT : E164_DIGITS;
  const dropped = Math.max(0, digits.length - kept);
  if (!isNanp(country)) digits = digits.slice(0, kept);
  else before = Math.max(0, before - dropped);
  before = Math.min(before, digits.length);
  const formatted = formatNational(digits, country);
  return { value: formatted, caret: caretAfterDigits(formatted, before) };
}

/**
 * One edit of the whole field, country and number: `+CC…` typed or pasted picks the country and
 * leaves the digits after the code as the number; a code still being typed (`+4`) stays as it is.
 */
export function editPhoneField(edit: PhoneEdit & { country: CountryCode }): {
  value: string;
  caret: number;
  country: CountryCode;
} {
  if (edit.value.trimStart().startsWith("+")) {
    const split = splitInternational(edit.value, edit.country);
    if (!split) {
      const value = `+${edit.value.replace(/\D/g, "")}`;
      return { value, caret: value.length, country: edit.country };
    }
    const value = formatNational(split.national, split.country);
    return { value, caret: value.length, country: split.country };
  }
  return { ...editPhone(edit), country: edit.country };
}

function countDigits(text: string): number {
  return text.replace(/\D/g, "").length;
}

function caretAfterDigits(formatted: string, count: number): number {
  if (count === 0) return formatted.startsWith("(") ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted.charAt(i))) seen += 1;
    if (seen === count) return i + 1;
  }
  return formatted.length;
}

/**
 * A visitor's phone as the back office shows it (decision 135): international format, a `tel:`
 * link in E.164 and a WhatsApp link. A row stored before (ten digits, no country) reads as it
 * always did, `(322) 123 4567`, dialled as it is, with no WhatsApp link: its country is unknown.
 */
export function phoneView(stored: string): { text: string; tel: string; whatsapp: string | null } {
  if (stored.startsWith("+")) {
    const digits = stored.slice(1).replace(/\D/g, "");
    const parsed = parsePhoneNumberFromString(stored);
    const text = digits.startsWith("1")
      ? `+1 ${formatPhoneInput(digits.slice(1))}`
      : (parsed?.formatInternational() ?? stored);
    return { text, tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}` };
  }
  const digits = stored.replace(/\D/g, "");
  return {
    text: digits.length === PHONE_DIGITS_KEPT ? formatPhoneInput(digits) : stored,
    tel: `tel:${digits}`,
    whatsapp: null,
  };
}
