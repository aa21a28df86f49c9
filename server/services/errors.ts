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

export class CaptchaError extends Error {
  constructor(reason: string) {
    super(`We could not verify that you are not a robot: ${reason}. Please try again.`);
    this.name = "CaptchaError";
  }
}
