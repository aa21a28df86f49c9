/**
 * What a log line may say about a visitor (issue 10): names, e-mail addresses and phone numbers
 * of leads and reviews never reach the logs, whether a line carries them as fields, in a request
 * body, or inside a database error (its parameters and the failing row it quotes).
 */

const PERSONAL_KEYS = [
  // Lead fields as the API receives them (spec §7 POST /Contact) and as stored.
  "typename",
  "typelastname",
  "emailtoinvitation",
  "email",
  "phone",
  "firstName",
  "lastName",
  "first_name",
  "last_name",
  // A review's author is a person's name.
  "author",
  // Members' secrets (issue 13): passwords and mailed link tokens, wherever a line carries them.
  "password",
  "currentPassword",
  "passwordHash",
  "userToken",
];

/** Paths for pino's `redact`: personal keys at the top and one or two levels down. */
export const REDACTED_LOG_PATHS = [
  ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  "body",
  "*.body",
  "req.headers.cookie",
  "req.headers.usertoken",
  "req.headers.recaptchatoken",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];

const REDACTED = "[redacted]";
/** Error properties that quote a query's values: Drizzle's params, PostgreSQL's failing row. */
const QUOTING_PROPERTIES = new Set(["params", "parameters", "detail", "values"]);

/** Drizzle's "Failed query: …\nparams: …" message, without the parameters. */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
}

export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
};

/** pino's `err` serializer: type, message, stack and own fields, minus what quotes values. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    // React Router's error responses are objects: name them by their status, and keep the error
    // inside as the cause. Their data (a body the app threw) is left out, as it may be personal.
    if (typeof error === "object" && error !== null && "status" in error) {
      const {
        status,
        statusText,
        error: inner,
      } = error as {
        status: unknown;
        statusText?: unknown;
        error?: unknown;
      };
      return {
        type: error.constructor?.name ?? "object",
        message: withoutParams(`${String(status)} ${String(statusText ?? "")}`.trim()),
        stack: "",
        ...(inner instanceof Error && depth < 4 ? { cause: serializeError(inner, depth + 1) } : {}),
      };
    }
    return { type: typeof error, message: withoutParams(String(error)), stack: "" };
  }
  const serialized: SerializedError = {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ""),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === "cause") continue;
    if (QUOTING_PROPERTIES.has(key)) serialized[key] = REDACTED;
    else if (PERSONAL_KEYS.includes(key)) serialized[key] = REDACTED;
    else if (typeof value !== "function") serialized[key] = value;
  }
  if (error.cause !== undefined && depth < 4) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}
