import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoints } from "./endpoints.ts";

const entries = Object.entries(endpoints);

describe("the endpoint table", () => {
  it("says of every endpoint where it is and what it answers", () => {
    for (const [name, endpoint] of entries) {
      expect(["GET", "POST", "PUT", "DELETE"], name).toContain(endpoint.method);
      // The browser names an endpoint "<method> <path>" and splits that at its one space.
      expect(endpoint.path, name).toMatch(/^\/\S*$/);
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
      // A parameter that names a record may name none; `:kind` is one of the contract's own
      // words, refused with 400 like any other bad input.
      if (/:(?!kind\b)\w+/.test(endpoint.path)) expect(errors, name).toContain(404);
    }
  });

  it("lets only reads name the service method that answers them: writes have guards", () => {
    for (const [name, endpoint] of entries) {
      if (!("service" in endpoint)) continue;
      expect(endpoint.method, name).toBe("GET");
      expect("auth" in endpoint, name).toBe(false);
    }
  });

  it("rate-limits every write that needs a captcha, and answers 201 (202 for sign-up's receipt)", () => {
    for (const [name, endpoint] of entries) {
      if (!("auth" in endpoint)) continue;
      expect("errors" in endpoint && endpoint.errors, name).toContain(429);
      // A captcha only in some cases (decision 127: log-in past its ceiling, a chat start
      // that becomes a lead) is on an endpoint that answers as its own kind of write.
      if ("when" in endpoint.auth) continue;
      const expected = name === "signUp" ? 202 : 201;
      expect("status" in endpoint && endpoint.status, name).toBe(expected);
    }
  });
});
