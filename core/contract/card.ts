import { z } from "zod";

/** The privilege card (issue 13, decision 073): the member's own, and a partner's check of one. */

export const memberCardSchema = z.strictObject({
  /** Twelve digits, the last a Luhn check digit; never the account's id. */
  number: z.string().regex(/^\d{12}$/),
  firstName: z.string(),
  lastName: z.string(),
  issuedAt: z.iso.datetime(),
  validUntil: z.iso.datetime(),
  /** The partner's verification page for this card, signed: what its QR code holds. */
  verifyUrl: z.url(),
  /** When this answer was made. */
  refreshedAt: z.iso.datetime(),
});

/** `<number>-<expiry, base 36>-<signature, 32 hex>`, as the QR code's link holds it. */
export const cardTokenSchema = z.strictObject({
  token: z
    .string()
    .max(60)
    .regex(/^\d{12}-[0-9a-z]{1,10}-[0-9a-f]{32}$/, "is not a card's verification token"),
});

/**
 * Valid, with the first name and dates and nothing else; or not, and why. (The API answers an
 * unknown card with a 404; the partner's page shows it as `unknown`.)
 */
export const cardCheckSchema = z.strictObject({
  valid: z.boolean(),
  reason: z.enum(["invalid", "expired", "unknown"]).nullable(),
  firstName: z.string().nullable(),
  issuedAt: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
});
