/** The fields of the account forms (sign-up, log-in, forgot and reset password). */
export type AccountField = "firstName" | "lastName" | "email" | "password" | "privacy";

/** Why a form was refused as a whole, beyond its marked fields: an `account.error.*` key. */
export type AccountError =
  | "loginFailed"
  | "passwordWeak"
  | "linkExpired"
  | "throttled"
  | "crossSite";

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
