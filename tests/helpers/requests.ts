import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

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

/** The spec's review of a place (sysItemTypeID 6), as POST /api/reviews takes it. */
export function placeReview(itemID: number, review: string, author: string) {
  return { review, sysItemTypeID: 6, itemID, author };
}

/**
 * Sends a write three times from one address where two a minute are allowed: the first two go
 * through (201), the third is refused as too many (429, spec §8's error shape).
 */
export async function expectThirdWriteRefused(send: () => Promise<LightMyRequestResponse>) {
  expect((await send()).statusCode).toBe(201);
  expect((await send()).statusCode).toBe(201);
  const third = await send();
  expect(third.statusCode).toBe(429);
  expect(third.json()).toMatchObject({ type: "error", title: "Too many requests" });
}
