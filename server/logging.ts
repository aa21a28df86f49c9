import { isSecretParam, maskSecretPath, paramName } from "../core/secret-links.ts";

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

const REDACTED = "[redacted]";

const PERSONAL = new Set(PERSONAL_KEYS);
/** Headers a logged request (`req`) or response (`res`) may carry that are secrets. */
const SECRET_HEADERS: Record<string, Set<string>> = {
  req: new Set(["cookie", "usertoken", "recaptchatoken", "authorization"]),
  res: new Set(["set-cookie"]),
};
/** The deepest level a personal key is looked for (the old paths' `*.*.key`). */
const DEEPEST = 2;

/** Objects JSON would write key by key (not a Date, a Buffer or anything else with `toJSON`). */
const walkable = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { toJSON?: unknown }).toJSON !== "function";

/**
 * `value` (at `depth` below the line's top, under the top-level key `top`) with what may not be
 * logged replaced: the same object when nothing is, else a copy (what was logged is never changed).
 */
function redactValue(value: unknown, depth: number, top: string, parent: string): unknown {
  if (!walkable(value)) return value;
  let copy: Record<string, unknown> | undefined;
  const secretHeaders = depth === 2 && parent === "headers" ? SECRET_HEADERS[top] : undefined;
  for (const key of Object.keys(value)) {
    const inner = value[key];
    let next = inner;
    if (
      PERSONAL.has(key) ||
      (key === "body" && depth <= 1) ||
      (secretHeaders?.has(key.toLowerCase()) ?? false)
    ) {
      next = REDACTED;
    } else if (depth < DEEPEST && walkable(inner)) {
      next = redactValue(inner, depth + 1, depth === 0 ? key : top, key);
    }
    if (next !== inner) {
      copy ??= (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
      (copy as Record<string, unknown>)[key] = next;
    }
  }
  return copy ?? value;
}

/**
 * pino's `formatters.log`: a line's fields without what may not be logged, in one walk of at
 * at most three levels: a personal key at the top of a line or one or two levels down, a `body`
 * at the top or one level down, and the secret headers of a logged request or response. Fields that a serializer writes (`req`, `res`, `err`) are
 * left to it: their serializers redact what they return (`redactingSerializers`). pino's own
 * `redact` did the same by paths, at about 18 µs a line and 5 µs a request's child logger (issue
 * 12: most of a cached answer's cost); this walk costs well under a microsecond on a request line.
 */
export function redactLogLine(
  line: Record<string, unknown>,
  serialized: ReadonlySet<string> = SERIALIZED_KEYS,
): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(line)) {
    if (serialized.has(key)) continue;
    const inner = line[key];
    const next = PERSONAL.has(key) || key === "body" ? REDACTED : redactValue(inner, 1, key, key);
    if (next !== inner) {
      copy ??= { ...line };
      copy[key] = next;
    }
  }
  return copy ?? line;
}

/**
 * A serializer whose answer is redacted as the field `key` of a line would be (the same shape, a
 * redacted field's value replaced by a string).
 */
function redacting<T, R>(key: string, serialize: (value: T) => R): (value: T) => R {
  return (value) => redactValue(serialize(value), 1, key, key) as R;
}

/**
 * A request's address as a log line may hold it: the secret parts of mailed and printed links
 * (core/secret-links.ts: `?token=`, `?key=`, a card's verification token) replaced, the rest as
 * it came.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf("?");
  const path = maskSecretPath(query === -1 ? url : url.slice(0, query), REDACTED);
  if (query === -1) return path;
  const parts = url
    .slice(query + 1)
    .split("&")
    .map((part) =>
      isSecretParam(paramName(part)) ? `${part.split("=", 1)[0]}=${REDACTED}` : part,
    );
  return `${path}?${parts.join("&")}`;
}

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
};

/**
 * The serializers of the fields Fastify and our code log objects under: Fastify's own `req` and
 * `res` (the same fields), the `err` of `serializeError`, each answer redacted.
 */
export const redactingSerializers = {
  req: redacting("req", (request: LoggedRequest) => ({
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    version: String(request.headers?.["accept-version"] ?? "") || undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  })),
  res: redacting("res", (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode })),
  err: redacting("err", (error: unknown) => serializeError(error)),
};

const SERIALIZED_KEYS: ReadonlySet<string> = new Set(Object.keys(redactingSerializers));
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
