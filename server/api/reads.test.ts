import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { langSchema } from "../../core/contract/common.ts";
import type { Endpoint, ReadInput } from "../../core/contract/endpoints.ts";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { queryRows } from "../db/client.ts";
import { defineService } from "../services/registry.ts";
import { serveReads } from "./reads.ts";

// A throwaway endpoint and service, added the way a newcomer adds them (docs/architecture.md,
// "Adding a page with its API"): an entry of the endpoint table that names its service method,
// and a service module that registers itself. Neither is part of the product.
const tides = {
  method: "GET",
  path: "/tides",
  summary: "The tide table, a day a row",
  query: z.strictObject({
    lang: langSchema.optional(),
    days: z.coerce.number().int().min(1).max(7).default(2),
  }),
  answer: z.array(z.strictObject({ day: z.int(), lang: langSchema })),
  errors: [400],
  service: "tides.week",
} as const satisfies Endpoint;

const tidesService = defineService(({ db }) => ({
  async week({ days, lang }: ReadInput<typeof tides>) {
    const rows = await queryRows<{ day: number }>(
      db,
      sql`select generate_series(1, ${days}::int) as day`,
    );
    return rows.map(({ day }) => ({ day: Number(day), lang }));
  },
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, {
    serviceModules: { "./tides/service.ts": { service: tidesService } },
    endpoints: { tides },
  });
});
afterAll(() => t.close());

describe(`an endpoint answered by its service, with no handler, on ${engine}`, () => {
  it("answers over HTTP with what the service method gives for the validated query", async () => {
    const response = await t.app.inject({ url: "/api/tides?days=3&lang=es" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { day: 1, lang: "es" },
      { day: 2, lang: "es" },
      { day: 3, lang: "es" },
    ]);
  });

  it("gives the method the schema's defaults and the Accept-Language when no lang is asked", async () => {
    const response = await t.app.inject({
      url: "/api/tides",
      headers: { "accept-language": "es-MX,es;q=0.9" },
    });
    expect(response.json()).toEqual([
      { day: 1, lang: "es" },
      { day: 2, lang: "es" },
    ]);
  });

  it("refuses a query its schema refuses with spec §8's 400, before the service is called", async () => {
    for (const url of ["/api/tides?days=9", "/api/tides?tide=high"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ type: "error", url });
    }
  });

  it("is in the OpenAPI document with its summary, after the contract's endpoints", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { summary?: string; operationId?: string }>>;
    };
    expect(document.paths["/tides"]?.get).toMatchObject({
      summary: "The tide table, a day a row",
      operationId: "getTides",
    });
    expect(Object.keys(document.paths).at(-1)).toBe("/tides");
  });
});

describe("registering services and reads", () => {
  it("refuses a read whose service method does not exist, so the server does not start", async () => {
    const api = Fastify();
    api.setValidatorCompiler(validatorCompiler);
    api.setSerializerCompiler(serializerCompiler);
    expect(() => serveReads(api, { tides }, { tides: {} })).toThrow(
      "tides is answered by tides.week, which no service has",
    );
    await api.close();
  });

  it("refuses a service module that takes the name of another service", async () => {
    await expect(
      createTestApp({}, undefined, {
        serviceModules: { "./media/service.ts": { service: defineService(() => ({})) } },
      }),
    ).rejects.toThrow("./media/service.ts: there is already a service named media");
  });
});
