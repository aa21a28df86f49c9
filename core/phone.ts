import { PHONE_DIGITS_KEPT } from "./constants.ts";

/**
 * Spec §5 (invitation form): only digits count, the last 10 are kept. This is the one rule both
 * sides apply: the browser as the visitor types or pastes, the server on whatever arrives (a
 * form posted without JavaScript, an API client), so "+52 322 123 4567" is 3221234567 anywhere.
 */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "").slice(-PHONE_DIGITS_KEPT);
}

/**
 * Spec §5: the phone is shown as `(XXX) XXX XXXX`, at most 14 characters. The length follows
 * from keeping 10 digits, so nothing has to stop the visitor typing a country code first.
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

/** A phone the team can call back: exactly 10 digits once formatting is stripped. */
export function isCompletePhone(value: string): boolean {
  return phoneDigits(value).length === PHONE_DIGITS_KEPT;
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
};

/**
 * One edit of the phone field: the new formatted value and where the caret goes. The caret
 * stays after the same digit it followed, so it never jumps to the end. Deleting a bracket or a
 * space alone would be undone by the formatting (the field got stuck at "(322)"), so such a
 * deletion takes the digit next to it instead.
 */
export function editPhone({ previous, value, caret, inputType }: PhoneEdit): {
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
  const dropped = Math.max(0, digits.length - PHONE_DIGITS_KEPT);
  before = Math.max(0, before - dropped);
  const formatted = formatPhoneInput(digits);
  return { value: formatted, caret: caretAfterDigits(formatted, before) };
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
