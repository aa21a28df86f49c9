import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };
const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

describe(`the OpenAPI document on ${engine}`, () => {
  it("passes Redocly's recommended rules with no errors", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const problems = await lintFromString({
      source: response.body,
      absoluteRef: "openapi.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it("lists only real operations: no catch-all, no methods outside OpenAPI", async () => {
    const document: OpenApi = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(Object.keys(document.paths).some((path) => path.includes("*"))).toBe(false);
    for (const operations of Object.values(document.paths)) {
      for (const method of Object.keys(operations)) expect(HTTP_METHODS).toContain(method);
    }
  });

  it("gives every operation a unique operationId, its security and an error answer", async () => {
    const document: OpenApi = (await t.app.inject({ url: "/api/openapi.json" })).json();
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations.length).toBeGreaterThanOrEqual(14);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const operation of operations) {
      expect(operation.security).toBeDefined();
      expect(Object.keys(operation.responses).some((code) => code.startsWith("4"))).toBe(true);
    }
    // Writes that need a solved captcha (or a session) say so.
    expect(document.paths["/Contact"]?.post?.security).toEqual([{ reCaptchaToken: [] }]);
    expect(document.paths["/reviews"]?.post?.security).toEqual([
      { userToken: [] },
      { reCaptchaToken: [] },
    ]);
  });

  it("is listed on /api/docs, a page with no script under the site's CSP", async () => {
    const document: OpenApi = (await t.app.inject({ url: "/api/openapi.json" })).json();
    const page = await t.app.inject({ url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('href="/api/openapi.json"');
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        expect(page.body).toContain(
          `<code>${method.toUpperCase()}</code></td><td><code>/api${path}</code>`,
        );
        expect(page.body).toContain(`<code>${operation.operationId}</code>`);
      }
    }
  });
});
