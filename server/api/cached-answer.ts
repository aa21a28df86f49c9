import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Endpoint } from "../../core/contract/endpoints.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import {
  bodyFor,
  type EncodedBodies,
  encodeBodies,
  staleHeaders,
  varyWithEncoding,
} from "../plugins/page-cache.ts";
import type { ContentCache } from "../services/cache.ts";
import { type EndpointRequest, endpointRoute } from "./endpoint.ts";

/** What an answer is made of: the value its schema serialises, and headers of its own. */
export type Answer<E extends Endpoint> = {
  answer: z.input<E["answer"]>;
  headers?: Record<string, string>;
};

/** An answer as it is kept: serialised and compressed, with its own headers (decision 063). */
type KeptAnswer = { headers: Record<string, string>; bodies: EncodedBodies; madeAt: number };

export type CachedAnswerOptions<E extends Endpoint> = {
  /** The content cache the answer is kept in, tagged with the content version. */
  cache: ContentCache;
  /** Everything the answer depends on besides the content (its language, parameters, body). */
  key: (request: EndpointRequest<E>) => string;
  load: (request: EndpointRequest<E>) => Promise<Answer<E>>;
  /** Headers every answer of the endpoint carries (its caching rules). */
  headers?: Record<string, string>;
};

/**
 * Registers a read whose answer is the same for everyone asking with the same key while the
 * content is unchanged (decision 063): made once per content version, serialised by the
 * endpoint's answer schema, compressed (brotli and gzip, when 1 KB or more), and then sent as it
 * was kept. A load that fails (a 404 for an unknown parent) is not kept. While the database is
 * away, the answer kept under the last content version known is sent stale (`X-Cache: stale`,
 * its `Age`, `Cache-Control: no-store`; decision 133); without one, the error handler's 503.
 */
export function cachedEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  options: CachedAnswerOptions<E>,
): void {
  const status = definition.status ?? 200;
  const { cache } = options;
  endpointRoute(app, definition, async (request: FastifyRequest, reply: FastifyReply) => {
    const typed = request as EndpointRequest<E>;
    const key = `answer:${definition.method} ${definition.path}:${options.key(typed)}`;
    let kept: KeptAnswer;
    let stale = false;
    try {
      kept = await cache.getAt<KeptAnswer>(key, await cache.version(), async () => {
        const { answer, headers = {} } = await options.load(typed);
        // The endpoint's own serialiser (its answer schema), as an answer sent as a value gets.
        const serialized = reply.code(status).serialize(answer);
        const json =
          typeof serialized === "string"
            ? Buffer.from(serialized, "utf8")
            : Buffer.isBuffer(serialized)
              ? serialized
              : Buffer.from(serialized);
        return { headers, bodies: await encodeBodies(json), madeAt: Date.now() };
      });
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const old = await cache.stale<Promise<KeptAnswer>>(key)?.catch(() => undefined);
      if (!old) throw error;
      kept = old;
      stale = true;
    }
    const { encoding, body } = bodyFor(kept.bodies, request.headers["accept-encoding"]);
    reply
      .code(status)
      .headers({ ...options.headers, ...kept.headers })
      .type("application/json; charset=utf-8");
    if (stale) reply.headers(staleHeaders(kept.madeAt));
    // Already encoded: the compression plugin leaves an answer with a Content-Encoding alone.
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    if (kept.bodies.br) reply.header("vary", varyWithEncoding(reply.getHeader("vary")));
    return reply.send(body);
  });
}
