/** The fields of the account forms (sign-up, log-in, forgot and reset password). */
export type AccountField =
  | "firstName"
  | "lastName"
  | "email"
  | "password"
  | "currentPassword"
  | "privacy"
  | "avatar"
  /** A staff member's current authenticator code, to close their account (docs/decisions/124). */
  | "code";

/** Why a form was refused as a whole, beyond its marked fields: an `account.error.*` key. */
export type AccountError =
  | "loginFailed"
  | "passwordWeak"
  | "linkExpired"
  | "throttled"
  | "crossSite"
  | "wrongPassword"
  | "wrongCode"
  | "lastAdmin"
  | "captchaNeeded"
  | "captchaFailed";

/**
 * The form field a solved captcha rides in (decision 127): sign-up always, log-in once its
 * account's ceiling is reached. A post without it took the path without JavaScript.
 */
export const CAPTCHA_FIELD = "reCaptchaToken";

/** What an account form's action answers when it doesn't redirect. */
export type AccountResult =
  | { done: true }
  | {
      done: false;
      failing: AccountField[];
      /** What was typed, passwords excepted. */
      values: Partial<Record<AccountField, string>>;
      error?: AccountError;
    };

/** The account page's forms, told apart by the `intent` their button posts. */
export const ACCOUNT_INTENTS = [
  "profile",
  "avatar",
  "avatarRemove",
  "password",
  "sessions",
  "delete",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** What the account page's action answers: which form, and how it went. */
export type AccountPageResult = { intent: AccountIntent } & AccountResult;
