import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Endpoint, ReadInput } from "../../core/contract/endpoints.ts";
import { isLang } from "../../core/i18n.ts";
import { endpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";

type ServiceMethod<E extends Endpoint> = (
  input: ReadInput<E>,
) => z.input<E["answer"]> | Promise<z.input<E["answer"]>>;

/**
 * The table with each read's `service` checked against the services: assigning the table to it
 * fails to compile, naming the endpoint, when the method is missing, takes something other than
 * its `ReadInput`, or answers something other than the endpoint's answer.
 */
export type CheckedReads<T extends Readonly<Record<string, Endpoint>>, S> = {
  readonly [N in keyof T]: T[N] extends { service: `${infer Name}.${infer Method}` }
    ? Name extends keyof S
      ? Method extends keyof S[Name]
        ? S[Name][Method] extends ServiceMethod<T[N]>
          ? T[N]
          : `${N & string}: services.${Name}.${Method} does not take its ReadInput or give its answer`
        : `${N & string}: services.${Name} has no ${Method}`
      : `${N & string}: there is no services.${Name}`
    : T[N];
};

/**
 * Registers every endpoint of `table` that names its service method (core/contract/endpoints.ts
 * `service`): no handler of its own, the method is called with the request's `ReadInput` and its
 * answer sent as the endpoint says (server/api/endpoint.ts). A method that no service has stops
 * the server from starting.
 */
export function serveReads(
  app: FastifyInstance,
  table: Readonly<Record<string, Endpoint>>,
  services: object,
): void {
  for (const [name, definition] of Object.entries(table)) {
    if (!definition.service) continue;
    if (definition.auth) throw new Error(`${name}: a write has a handler, for its guards`);
    const [serviceName = "", methodName = ""] = definition.service.split(".");
    const target = (services as Record<string, Record<string, unknown> | undefined>)[serviceName];
    const method = target?.[methodName];
    if (typeof method !== "function") {
      throw new Error(`${name} is answered by ${definition.service}, which no service has`);
    }
    endpoint(app, definition, async (request) => {
      // Only the parts the endpoint has a schema for: the others were never checked.
      const asked: { lang?: unknown } = {
        ...(definition.params ? (request.params as object) : {}),
        ...(definition.query ? (request.query as object) : {}),
        ...(definition.body ? (request.body as object) : {}),
      };
      const lang = requestLang(request, isLang(asked.lang) ? asked.lang : undefined);
      return method.call(target, { ...asked, lang });
    });
  }
}
