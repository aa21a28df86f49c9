import { METHODS, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";

/**
 * Every method Node's parser takes reaches a route (decision 129): Fastify routes only nine of
 * them, and the rest (PROPFIND, MKCOL, LOCK…) fell to its own 404, outside the API's error shape
 * and the pages' answers. Added before any route, so each catch-all (`/api/*`, pages, `/img`,
 * `/assets`) answers them as it answers any method it does not take. Their bodies are never read
 * (Node drops them once the answer is sent). CONNECT is not a route's: see `refuseConnect`.
 */
export function routeEveryMethod(app: FastifyInstance): void {
  for (const method of METHODS) {
    if (method === "CONNECT" || app.supportedMethods.includes(method)) continue;
    app.addHttpMethod(method);
  }
}

/**
 * Node hands a CONNECT request to the server's `connect` listeners instead of the request
 * handler, and with none closes the connection without a word. We are no proxy: a 405.
 */
export function refuseConnect(_request: unknown, socket: Duplex): void {
  const body = "CONNECT is not answered here: this is a web site, not a proxy.\n";
  socket.on("error", () => undefined);
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

type ClientSocket = Duplex & { _httpMessage?: ServerResponse | null };

/**
 * Fastify's `clientErrorHandler`: bytes that are no HTTP request. Fastify's own writes a 400 and
 * destroys the socket at once, even while an earlier request of the same connection is still
 * being answered: a DELETE, OPTIONS or TRACE sent with a body but no Content-Length (what Node's
 * own client does) is answered first, then its body parses as garbage, and the client lost the
 * answer to a request it had sent properly (decision 129). Now the answer in flight is sent, with
 * `Connection: close`, and the connection ends after it; with none in flight, the 400 (or 408,
 * 431) as before.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: ClientSocket,
): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  socket.on("error", () => undefined);
  const inFlight = socket._httpMessage;
  if (inFlight && !inFlight.writableFinished) {
    // The parser is spent: nothing more is read from this connection.
    socket.pause();
    if (!inFlight.headersSent) inFlight.shouldKeepAlive = false;
    inFlight.once("close", () => {
      if (!socket.destroyed) socket.end();
    });
    return;
  }
  const [status, text] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large"]
        : [400, "Bad Request"];
  const body = `${text}: the request is not valid HTTP.\n`;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
