import { z } from "zod";
import { normalisePhone } from "../phone.ts";

/**
 * The API's `phone` (decision 135): `+` and the country code for any country (E.164 or written
 * with spaces and brackets), or, without `+`, a North-American number as its last ten digits.
 * What it becomes, and is stored, is E.164; `""` stays empty for the fields where it may be.
 */
export const PHONE_DESCRIPTION =
  "A phone number. With `+` and the country code it may be from any country and is checked by " +
  "that country's numbering plan (`+49 151 23456789`, `+52 322 123 4567`); +1 numbers need ten " +
  "digits after the 1. Without `+` it is North-American: only digits count and the last ten are " +
  "kept (`(322) 123-4567`). Stored and returned in E.164 (`+4915123456789`, `+13221234567`); " +
  "rows stored before 2026-12-07 read as their ten digits, without a country.";

export const PHONE_INVALID =
  "enter a phone number: + and the country code, or 10 digits for the USA and Canada";

export const phoneSchema = z
  .string()
  .max(40)
  .transform((value, context) => {
    const phone = normalisePhone(value);
    if (phone === null) {
      context.addIssue({ code: "custom", message: PHONE_INVALID });
      return z.NEVER;
    }
    return phone;
  });
