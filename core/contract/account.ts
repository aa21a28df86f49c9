import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from "../password.ts";
import { USER_ROLES } from "../staff.ts";
import { langSchema, storedText } from "./common.ts";

/** Members' accounts (issue 13): what the `/users/…` endpoints take and answer. */

const name = () => storedText().trim().min(1).max(80);
const email = z
  .email()
  .max(254)
  .transform((value) => value.trim().toLowerCase());

/** At least 8 characters as a person counts them, at most 128 (core/password.ts). */
export const passwordSchema = z
  .string()
  .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, {
    error: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, {
    error: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  .refine((value) => !value.includes("\u0000"), { error: "contains a NUL character" });

/** A token from a mailed link: 256 bits in base64url. */
const linkToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "is not a link token");

export const signUpSchema = z.strictObject({
  firstName: name(),
  lastName: name(),
  email,
  password: passwordSchema,
  language: langSchema,
  acceptedPrivacyPolicy: z.literal(true, { error: "must be true: the privacy policy is accepted" }),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const loginSchema = z.strictObject({
  email,
  // Any length: a log-in never says why it failed.
  password: z.string().min(1).max(1024),
});

export const forgotPasswordSchema = z.strictObject({ email });
export const resetPasswordSchema = z.strictObject({ token: linkToken, password: passwordSchema });
export const verifySchema = z.strictObject({ token: linkToken });
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  password: passwordSchema,
});
export const deleteAccountSchema = z.strictObject({
  password: z.string().min(1).max(1024),
  /** A staff account's current code from the authenticator app (docs/decisions/124). */
  code: z
    .string()
    .trim()
    .min(6)
    .max(20)
    .regex(/^[0-9 ]+$/, "is not a code")
    .optional(),
});

export const profileUpdateSchema = z
  .strictObject({
    firstName: name().optional(),
    lastName: name().optional(),
    language: langSchema.optional(),
    /** Spec §3 "chat state": the live chat's flags, as the client keeps them. */
    chatState: storedText().max(500).nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: "names nothing to change" });

/** Spec §3 User, as its owner sees it. */
export const userSchema = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  leadID: z.int().nullable(),
  role: z.enum(USER_ROLES),
  avatar: z.string().nullable(),
  chatState: z.string().nullable(),
  language: langSchema,
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** A signed-in member: the token to send as `userToken` (spec §6) and who they are. */
export const signedInSchema = z.object({ userToken: z.string(), user: userSchema });

/** What sign-up and forgot-password answer, whether or not the address has an account. */
export const mailReceiptSchema = z.object({
  received: z.literal(true),
  message: z.string(),
});

export const sessionListSchema = z.array(
  z.object({
    id: z.int(),
    current: z.boolean(),
    createdAt: z.string(),
    lastUsedAt: z.string(),
    expiresAt: z.string(),
  }),
);

const exportedRow = z.record(z.string(), z.unknown());
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user: userSchema.extend({
    createdAt: z.string(),
    emailVerifiedAt: z.string().nullable(),
    acceptedPrivacyPolicyAt: z.string().nullable(),
    attribution: z.record(z.string(), z.unknown()).nullable(),
  }),
  sessions: z.array(exportedRow),
  reviews: z.array(exportedRow),
  leads: z.array(exportedRow),
  /** My trip's saved items (issue 13). */
  trip: z.array(exportedRow),
  /** Members-only benefits the member redeemed (decision 075). */
  redemptions: z.array(exportedRow),
});

/** 204 answers have no body. */
export const noContentSchema = z.null();
