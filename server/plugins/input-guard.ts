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

/**
 * Fastify's `rewriteUrl`: the request target as the path it names, before anything routes or
 * reads it (decision 128). A target of `//evil.example/account` (or `/\evil.example`, which URL
 * parsers read the same) is a path whose leading slashes are one; an absolute-form target
 * (`http://evil.example/account`, which HTTP/1.1 servers must take) is its path alone. Anything
 * that resolves the target against a base URL would otherwise take `evil.example` for our host.
 */
export function originFormTarget(url: string): string {
  const second = url.charCodeAt(1);
  if (url.charCodeAt(0) === 47 && second !== 47 && second !== 92) return url;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/i.exec(url);
  const rest = absolute ? url.slice(absolute[0].length) : url;
  return `/${rest.replace(/^[/\\]+/, "")}`;
}

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
    const text = body as string;
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new InputError("", `nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`));
      return;
    }
    try {
      done(null, JSON.parse(text, refuseNul));
    } catch (error) {
      // A syntax error is the client's: the error handler words it (plugins/errors.ts). Anything
      // else the parser throws is no business of the client's (decision 129).
      if (error instanceof SyntaxError || error instanceof InputError) {
        done(Object.assign(error, { statusCode: 400 }), undefined);
      } else {
        done(new InputError("", "is not JSON this API can read"), undefined);
      }
    }
  });
}

/** Deeper than any body of the contract: the reviver below walks the value recursively. */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text opens more than `max` arrays or objects inside one another (strings skipped). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
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
  return sendRefusal(request, reply, status, "Bad request", message);
}

/**
 * A refusal in the form its address answers in: spec §8's JSON under /api, one line of plain
 * text for /img and /assets, a short HTML page for pages.
 */
export function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
) {
  const path = request.url.split("?")[0] ?? "";
  if (path === "/api" || path.startsWith("/api/")) {
    return reply.code(status).send(errorBody(request, title, message));
  }
  // Files (images, built assets) answer in plain text, as their other errors do.
  if (/^\/(img|assets)(\/|$)/.test(path)) {
    return reply.code(status).type("text/plain; charset=utf-8").send(`${title}: ${message}`);
  }
  const html = message.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${html}</p><p><a href="/">Home</a></p></html>`,
    );
}
