/**
 * What a service can refuse, in domain terms; the HTTP layer turns these into spec §8 bodies
 * (server/plugins/errors.ts). Services never know about status codes.
 */
export class InputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = "InputError";
    this.field = field;
  }
}

/** Several fields refused at once (a document checked by its kind's schema, decision 106). */
export class FieldsError extends Error {
  readonly fields: readonly { field: string; message: string }[];
  constructor(fields: readonly { field: string; message: string }[]) {
    super(fields.map((f) => `${f.field}: ${f.message}`).join("; "));
    this.name = "FieldsError";
    this.fields = fields;
  }
}

export class CaptchaError extends Error {
  constructor(reason: string) {
    super(`We could not verify that you are not a robot: ${reason}. Please try again.`);
    this.name = "CaptchaError";
  }
}

/**
 * A staff session that has not passed the second factor named where a signed-in member is
 * needed (docs/decisions/124): it may only finish signing in. The API answers 403; pages too.
 */
export class SecondFactorRequired extends Error {
  constructor() {
    super(
      "This staff session has not passed the second factor: confirm it with a code from your authenticator app first, or sign out.",
    );
    this.name = "SecondFactorRequired";
  }
}
