import type { FastifyInstance, LightMyRequestResponse } from "fastify";

type Headers = Record<string, string>;

/**
 * A search endpoint as the tests call it: `search(body, headers)` posts `defaults` merged with
 * `body` to `url` and answers the response beside its JSON list under `key` (typed as the
 * contract's answer `T`, not checked).
 */
export function searchEndpoint<T, K extends string>(
  t: { readonly app: FastifyInstance },
  url: string,
  key: K,
  defaults: Record<string, unknown> = {},
) {
  return async (
    body: Record<string, unknown>,
    headers: Headers = {},
  ): Promise<{ response: LightMyRequestResponse } & Record<K, T[]>> => {
    const response = await t.app.inject({
      method: "POST",
      url,
      payload: { ...defaults, ...body },
      headers,
    });
    return { response, [key]: response.json() as T[] } as {
      response: LightMyRequestResponse;
    } & Record<K, T[]>;
  };
}

/** A POST whose body is sent as written under `contentType`: malformed or foreign bodies. */
export function postRaw(
  app: FastifyInstance,
  url: string,
  payload: string,
  contentType: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url, payload, headers: { "content-type": contentType } });
}
