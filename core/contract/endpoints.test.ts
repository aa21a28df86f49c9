import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as apiRoutes from "./api-routes.ts";
import { endpoints } from "./endpoints.ts";

const entries = Object.entries(endpoints);

describe("the endpoint table", () => {
  it("has the schemas of every route of api-routes.ts, and no other", () => {
    expect(Object.keys(endpoints)).toEqual(Object.keys(apiRoutes));
    const byName: Record<string, object> = endpoints;
    for (const [name, route] of Object.entries(apiRoutes)) {
      expect(byName[name], name).toMatchObject(route);
    }
    for (const [name, endpoint] of entries) {
      expect(endpoint.answer, name).toBeInstanceOf(z.ZodType);
    }
  });

  it("names each method and path once", () => {
    const keys = entries.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives a params schema to exactly the paths with :params, naming the same ones", () => {
    for (const [name, endpoint] of entries) {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const params = "params" in endpoint ? endpoint.params : undefined;
      const named = params instanceof z.ZodObject ? Object.keys(params.shape) : [];
      expect(named, name).toEqual(inPath);
    }
  });

  it("sends bodies never with GET, and a 400 wherever a body is checked", () => {
    for (const [name, endpoint] of entries) {
      const hasBody = "body" in endpoint;
      if (hasBody) expect(endpoint.method, name).not.toBe("GET");
      const errors: readonly number[] = "errors" in endpoint ? endpoint.errors : [];
      if (hasBody) expect(errors, name).toContain(400);
      if ("params" in endpoint) expect(errors, name).toContain(404);
    }
  });

  it("rate-limits and answers 201 for every write that needs a captcha", () => {
    for (const [name, endpoint] of entries) {
      if (!("auth" in endpoint)) continue;
      expect("status" in endpoint && endpoint.status, name).toBe(201);
      expect("errors" in endpoint && endpoint.errors, name).toContain(429);
    }
  });
});
