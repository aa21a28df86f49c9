import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from "fastify";
import { z } from "zod";
import type { BodyOut, Endpoint, ParamsOut, QueryOut } from "../../core/contract/endpoints.ts";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import type { StaffRole } from "../../core/staff.ts";
import { captchaOrUser, captchaRequired, captchaSometimes, memberRequired } from "./openapi.ts";
import { sendTotal } from "./totals.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The staff roles an endpoint of the contract is open to (`staff` in its definition). */
    staff?: readonly StaffRole[];
  }
}

/** The request a handler is given: body, query and params as the endpoint's schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Body: BodyOut<E>;
  Querystring: QueryOut<E>;
  Params: ParamsOut<E>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E["answer"]>>;

/**
 * The headers an authenticated write reads (spec §6, §7), as Fastify sees them (lower case),
 * the one that lets the visitor in first.
 */
const token = z.string().optional();
const authHeaders = {
  captchaOrUser: z.object({ usertoken: token, recaptchatoken: token }),
  captcha: z.object({ recaptchatoken: token, usertoken: token }),
  member: z.object({ usertoken: token }),
};

/**
 * Registers one endpoint of the contract (core/contract/endpoints.ts): its method and path, its
 * schemas (body, query, params, the answer, spec §8's error shape for each error status it
 * names), summary and security come from the table, so a handler file says only its handler.
 * The answer is sent with the endpoint's status; `preHandler` runs the guards (rate limit,
 * captcha: verification.ts) first.
 */
export function endpoint<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
  options: { preHandler?: preHandlerAsyncHookHandler[] } = {},
): void {
  const status = definition.status ?? 200;
  endpointRoute(
    app,
    definition,
    async (request: FastifyRequest, reply: FastifyReply) => {
      // The schemas above have parsed the request into the shapes EndpointRequest names.
      const answer = await handler(request as EndpointRequest<E>, reply);
      // A 204 has no body (RFC 9110 §15.3.5).
      return status === 204 ? reply.code(204).send() : reply.code(status).send(answer);
    },
    options,
  );
}

/** The route of one endpoint of the contract, with the handler that sends its answer. */
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  options: { preHandler?: preHandlerAsyncHookHandler[] } = {},
): void {
  const status = definition.status ?? 200;
  app.route({
    method: definition.method,
    url: definition.path,
    preHandler: options.preHandler ?? [],
    // The staff guard (server/api/index.ts) reads the roles from here.
    config: { staff: definition.staff },
    ...(definition.upload ? { bodyLimit: definition.upload.maxBytes } : {}),
    schema: {
      summary: definition.summary,
      ...(definition.auth?.when
        ? {
            description: `Needs a solved captcha of the form \`${definition.auth.captcha}\` in the reCaptchaToken header when ${definition.auth.when}.`,
          }
        : {}),
      ...(definition.upload ? { consumes: [...definition.upload.types] } : {}),
      ...(definition.produces ? { produces: [definition.produces] } : {}),
      ...(definition.auth
        ? {
            security: definition.auth.when
              ? captchaSometimes
              : definition.auth.orUser
                ? captchaOrUser
                : captchaRequired,
            headers: definition.auth.orUser ? authHeaders.captchaOrUser : authHeaders.captcha,
          }
        : {}),
      ...(definition.member || definition.staff
        ? { security: memberRequired, headers: authHeaders.member }
        : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      response: {
        [status]: definition.answer,
        ...Object.fromEntries(
          [...(definition.errors ?? []), ...(definition.staff ? STAFF_ERRORS : [])].map((code) => [
            code,
            apiErrorSchema,
          ]),
        ),
      },
    },
    handler,
  });
}

/** What every staff endpoint may answer besides its own errors: no session, another role. */
const STAFF_ERRORS = [401, 403] as const;

/** A page of a search: its items and where it sits in the whole (totals.ts). */
export type SearchPage<Items> = {
  items: Items;
  total: number;
  capped?: boolean;
  page: number;
  pageSize: number;
};

/**
 * Registers a search (spec §7): the answer is the page's items, a plain list, and the page's
 * place in the whole goes in the `X-Total-Count` headers (totals.ts).
 */
export function searchEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  search: (request: EndpointRequest<E>) => Promise<SearchPage<z.input<E["answer"]> & unknown[]>>,
): void {
  endpoint(app, definition, async (request, reply) => {
    const page = await search(request);
    sendTotal(reply, page, page.items.length);
    return page.items;
  });
}
