import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../../core/contract/endpoints.ts";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { registerApi } from "./index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`the API's routes on ${engine}`, () => {
  it("are the endpoint table's, every one and no other (docs and the catch-all aside)", async () => {
    const api = Fastify();
    api.setValidatorCompiler(validatorCompiler);
    api.setSerializerCompiler(serializerCompiler);
    const registered: string[] = [];
    api.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.push(`${method} ${route.url}`);
    });
    await registerApi(api, { services: t.services, writesPerMinute: 5, siteName: "Test" });
    await api.ready();

    const own = registered.filter(
      (route) =>
        !route.startsWith("HEAD ") &&
        !/ \/api(\/\*|\/?|\/openapi\.json|\/docs)$/.test(route) &&
        route.includes(" /api/"),
    );
    const table = Object.values(endpoints).map(
      (endpoint) => `${endpoint.method} /api${endpoint.path}`,
    );
    expect(own.sort()).toEqual(table.sort());
    await api.close();
  });
});
