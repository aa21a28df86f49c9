import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { InputError } from "../services/errors.ts";
import { errorBody } from "./errors.ts";

/**
 * The one guard against input no route can use (docs/decisions/043): a NUL character anywhere
 * in the address or in a JSON string (PostgreSQL's `text` refuses `\u0000`, so it used to end
 * in a 500), and addresses that do not percent-decode. Each is a 400 before any route runs:
 * spec §8's JSON under /api, plain text for /img and /assets, a short HTML page for pages.
 */
const hasNul = (url: string) => url.includes("\u0000") || /%00/i.test(url);

export const NUL_MESSAGE = "contains a NUL character (\\u0000), which no text here may hold";

/** Fastify's `frameworkErrors`: errors raised before routing (an address that does not decode). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendBadRequest(request, reply, "The address is not valid: it does not decode.", status);
}

export function registerInputGuard(app: FastifyInstance): void {
  // Synchronous, as every hook that all requests run (decision 090); an answer sent here ends
  // the request, so `done` is not called then.
  app.addHook("onRequest", (request, reply, done) => {
    if (hasNul(request.url)) {
      sendBadRequest(request, reply, `The address ${NUL_MESSAGE}.`);
      return;
    }
    done();
  });

  // JSON bodies: refuse a NUL in any key or string value, naming where it was. This replaces
  // Fastify's own JSON parser, whose prototype-poisoning check `refuseNul` keeps.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string, refuseNul));
    } catch (error) {
      // A syntax error is the client's: the error handler words it (plugins/errors.ts).
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
}

/** Also refuses what Fastify's own parser refused: keys that would reach an object's prototype. */
function refuseNul(key: string, value: unknown): unknown {
  if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
    throw new InputError(key.replaceAll("\u0000", "\\u0000"), NUL_MESSAGE);
  }
  if (key === "__proto__" || (key === "constructor" && isObjectWith(value, "prototype"))) {
    throw new InputError(key, "is not a field name this API accepts");
  }
  return value;
}

const isObjectWith = (value: unknown, key: string) =>
  typeof value === "object" && value !== null && Object.hasOwn(value, key);

function sendBadRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  status = 400,
) {
  const path = request.url.split("?")[0] ?? "";
  if (path === "/api" || path.startsWith("/api/")) {
    return reply.code(status).send(errorBody(request, "Bad request", message));
  }
  // Files (images, built assets) answer in plain text, as their other errors do.
  if (/^\/(img|assets)(\/|$)/.test(path)) {
    return reply.code(status).type("text/plain; charset=utf-8").send(`Bad request: ${message}`);
  }
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Bad request</title><h1>Bad request</h1><p>${message}</p><p><a href="/">Home</a></p></html>`,
    );
}
