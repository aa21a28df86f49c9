import { PHONE_DIGITS_KEPT, PHONE_INPUT_MAX_LENGTH } from "./constants.ts";

/**
 * Spec §5 (invitation form): the phone is shown as `(XXX) XXX XXXX` while typing, at most 14
 * characters. Whatever is typed or pasted, only digits count; a longer number (say with a
 * country code) keeps its last digits as it is formatted.
 */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, "").slice(-PHONE_DIGITS_KEPT);
  if (digits.length === 0) return "";
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length < 3) return `(${area}`;
  if (digits.length === 3) return `(${area})`;
  const formatted = `(${area}) ${exchange}${line ? ` ${line}` : ""}`;
  return formatted.slice(0, PHONE_INPUT_MAX_LENGTH);
}

/** Spec §5: only digits are sent, keeping the last 10. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "").slice(-PHONE_DIGITS_KEPT);
}

/** A phone the team can call back: exactly 10 digits once formatting is stripped. */
export function isCompletePhone(value: string): boolean {
  return phoneDigits(value).length === PHONE_DIGITS_KEPT;
}
