import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiError } from "../../core/contract/errors.ts";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../db/unavailable.ts";
import { CaptchaError, FieldsError, InputError, SecondFactorRequired } from "../services/errors.ts";

/** An error a handler throws on purpose: its status and words reach the caller as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly title: string;
  constructor(statusCode: number, title: string, message: string) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.title = title;
  }
}

export function errorBody(
  request: FastifyRequest,
  title: string,
  message: string,
  fields?: ApiError["fields"],
): ApiError {
  return { title, message, url: request.url, type: "error", ...(fields ? { fields } : {}) };
}

const STATUS_TITLES: Record<number, string> = {
  400: "Bad request",
  401: "Sign-in required",
  403: "Not allowed",
  404: "Not found",
  405: "Method not allowed",
  406: "Not acceptable",
  409: "Conflict",
  413: "Request too large",
  415: "Unsupported media type",
  429: "Too many requests",
  503: "Service unavailable",
};

/**
 * Every error leaves as spec §8's `{title, message, url, type: "error"}`. Validation errors
 * name each bad field; server errors are logged with their stack and never leak it.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.flatMap((issue) => {
        const base = [error.validationContext, ...issue.instancePath.split("/").filter(Boolean)];
        // An unknown field is reported on its parent; name the field itself.
        const unknownKeys = (issue.params as { keys?: unknown }).keys;
        const paths = Array.isArray(unknownKeys)
          ? unknownKeys.map((key) => [...base, String(key)])
          : [base];
        return paths.map((path) => ({
          path: path.filter(Boolean).join("."),
          message: issue.message ?? "is invalid",
        }));
      });
      const message = fields.map((f) => `${f.path}: ${f.message}`).join("; ");
      return reply.code(400).send(errorBody(request, "Invalid request", message, fields));
    }
    if (error instanceof InputError) {
      const field = { path: error.field ? `body.${error.field}` : "body", message: error.message };
      return reply
        .code(400)
        .send(errorBody(request, "Invalid request", `${field.path}: ${field.message}`, [field]));
    }
    if (error instanceof FieldsError) {
      const fields = error.fields.map((f) => ({
        path: f.field ? `body.${f.field}` : "body",
        message: f.message,
      }));
      const message = fields.map((f) => `${f.path}: ${f.message}`).join("; ");
      return reply.code(400).send(errorBody(request, "Invalid request", message, fields));
    }
    if (error instanceof CaptchaError) {
      return reply.code(400).send(errorBody(request, "Verification failed", error.message));
    }
    if (error instanceof SecondFactorRequired) {
      // Wherever a staff session before its second factor is named (docs/decisions/124).
      return reply.code(403).send(errorBody(request, "Second factor required", error.message));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(request, error.title, error.message));
    }
    // The database is away (a restart, an outage): the request may be sent again in a moment,
    // and nothing it wrote was acknowledged (decision 133).
    if (isDatabaseUnavailable(error)) {
      noteUnavailable(request, error);
      return reply
        .code(503)
        .headers(unavailableHeaders)
        .send(
          errorBody(
            request,
            STATUS_TITLES[503] ?? "Service unavailable",
            "The site is briefly unable to reach its data. Please try again in a few seconds.",
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(errorBody(request, STATUS_TITLES[status] ?? "Bad request", clientMessage(error)));
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .code(Math.max(status, 500))
      .send(
        errorBody(
          request,
          STATUS_TITLES[status] ?? "Server error",
          "Something went wrong on our side. Please try again in a moment.",
        ),
      );
  });
}

/** What a 503 for a database away carries: when to ask again, and that no cache keeps it. */
export const unavailableHeaders = {
  "retry-after": String(RETRY_AFTER_SECONDS),
  "cache-control": "no-store",
} as const;

/**
 * One warning line for the first request that found the database away, then one every ten
 * seconds at most: an outage under load would otherwise write a stack per request.
 */
let lastUnavailableWarning = 0;
export function noteUnavailable(request: FastifyRequest, error: unknown): void {
  const now = Date.now();
  if (now - lastUnavailableWarning < 10_000) return;
  lastUnavailableWarning = now;
  request.log.warn(
    { err: error },
    "the database is unavailable: answering 503, and stale copies where cached",
  );
}

/** Fastify's own 4xx messages are already plain; strip its internal codes from them. */
function clientMessage(error: FastifyError): string {
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return "Send the request body as JSON (Content-Type: application/json).";
  }
  if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return "The request body is empty; send a JSON object.";
  }
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return "The request body is too large.";
  if (error instanceof SyntaxError) return `The request body is not valid JSON: ${error.message}`;
  return error.message;
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply, what = "resource") {
  return reply
    .code(404)
    .type("application/json; charset=utf-8")
    .send(errorBody(request, "Not found", `There is no ${what} at ${request.url}.`));
}

/** `/img` and `/assets` are not the API: their errors are one line of plain text (issue 10). */
export function sendPlainText(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type("text/plain; charset=utf-8").send(`${message}\n`);
}

/** A scope whose errors (413, bad bodies, failures) are plain text, for `/img` and `/assets`. */
export function plainTextErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendPlainText(reply, status, STATUS_TITLES[status] ?? "Bad request");
    }
    if (isDatabaseUnavailable(error)) {
      noteUnavailable(request, error);
      return sendPlainText(reply.headers(unavailableHeaders), 503, "Service unavailable");
    }
    request.log.error({ err: error }, "request failed");
    return sendPlainText(reply, 500, "Something went wrong on our side.");
  });
}

/**
 * Routes that take no body still read, and drop, whatever body comes (within the body limit; a
 * 413 past it): an unread body left on a keep-alive connection stalls the next request on it.
 */
export function discardBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => {
    done(null, undefined);
  });
}
