import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { nonceContext, servicesContext } from "../pages/context.ts";
import type { Services } from "../services/index.ts";

export type PagesOptions = {
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  services: Services;
};

/**
 * Everything that is not /api, /img, /assets or a health check is a page: handed to React
 * Router as a Fetch request, its streamed response piped back through Fastify so compression
 * and security headers still apply.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  const handle = createRequestHandler(options.getBuild, options.mode);

  await app.register(async (scope) => {
    // React Router reads form posts itself: pass bodies through unparsed (else 415).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    scope.all("/*", async (request, reply) => {
      const context = new RouterContextProvider();
      context.set(servicesContext, options.services);
      context.set(nonceContext, request.cspNonce);
      const response = await handle(toFetchRequest(request, reply), context);
      return sendFetchResponse(reply, response);
    });
  });
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>, duplex: "half" }
      : {}),
  } as RequestInit);
}

function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
