import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engine, type TestApp } from "../tests/helpers/app.ts";
import { securityHeaders } from "./plugins/security.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200"><rect width="1600" height="1200" fill="#0b4a5e"/><circle cx="800" cy="600" r="300" fill="#f2a541"/></svg>`;

describe(`the server on ${engine}`, () => {
  it("answers unknown API paths with a JSON 404, never a page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nowhere" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({
      title: "Not found",
      message: "There is no API endpoint GET at /api/nowhere.",
      url: "/api/nowhere",
      type: "error",
    });
  });

  it("answers every API error in the spec's JSON shape (spec §8)", async () => {
    const cases = [
      { method: "GET", url: "/api", status: 404 },
      { method: "DELETE", url: "/api/", status: 404 },
      { method: "GET", url: "/api/places/search", status: 405 },
      { method: "DELETE", url: "/api/places/search?x=1", status: 405 },
      {
        method: "POST",
        url: "/api/places/search",
        status: 400,
        headers: { "content-type": "application/json" },
        payload: "{not json",
      },
      {
        method: "POST",
        url: "/api/places/search",
        status: 415,
        headers: { "content-type": "application/xml" },
        payload: "<a/>",
      },
      {
        method: "POST",
        url: "/api/places/search",
        status: 413,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ q: "a".repeat(70 * 1024) }),
      },
    ] as const;
    for (const { status, ...request } of cases) {
      const response = await t.app.inject(request);
      const what = `${request.method} ${request.url}`;
      expect(response.statusCode, what).toBe(status);
      expect(response.headers["content-type"], what).toContain("application/json");
      expect(response.json(), what).toMatchObject({ type: "error", url: request.url });
    }
    const wrongMethod = await t.app.inject({ method: "GET", url: "/api/places/search" });
    expect(wrongMethod.headers.allow).toBe("POST");
  });

  it("reports health and readiness", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({
      status: "ok",
    });
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("sends strict security headers with a fresh CSP nonce per request", async () => {
    const first = await t.app.inject({ method: "GET", url: "/healthz" });
    const second = await t.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(first.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(second.headers["content-security-policy"]).not.toBe(csp);
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    // Map tiles need a Referer (OpenStreetMap's policy); other sites get the origin only.
    expect(first.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("sends the same security headers on a cached answer, an error and a health check (decision 090)", async () => {
    const expected = {
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
      "permissions-policy": "camera=(), microphone=(), geolocation=(self), payment=()",
    };
    for (const url of ["/api/dependantFields/zones", "/api/nowhere", "/healthz"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers, url).toMatchObject(expected);
      // Served over plain http here: no HSTS, which only an https PUBLIC_URL turns on.
      expect(response.headers["strict-transport-security"], url).toBeUndefined();
      expect(response.headers["x-powered-by"], url).toBeUndefined();
      expect(String(response.headers["content-security-policy"]), url).toMatch(
        /script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/,
      );
    }
    expect(securityHeaders({ https: true })["strict-transport-security"]).toBe(
      "max-age=15552000; includeSubDomains",
    );
  });

  it("compresses large JSON answers", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("publishes an OpenAPI document generated from the contract", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/magazine/search",
        "/dependantFields/zones",
        "/analytics/page-view",
      ]),
    );
  });

  describe("/img", () => {
    let path = "";
    beforeAll(async () => {
      path = await t.services.media.put("test.svg", "image/svg+xml", new TextEncoder().encode(SVG));
    });

    it("renders the spec's default 800×800 crop, as AVIF or WebP when accepted", async () => {
      const webp = await t.app.inject({
        method: "GET",
        url: path,
        headers: { accept: "image/webp,*/*" },
      });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers["content-type"]).toBe("image/webp");
      expect(webp.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(webp.headers.vary).toContain("Accept");
      const meta = await sharp(webp.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([800, 800]);

      const avif = await t.app.inject({
        method: "GET",
        url: path,
        headers: { accept: "image/avif,image/webp" },
      });
      expect(avif.headers["content-type"]).toBe("image/avif");
      const jpeg = await t.app.inject({ method: "GET", url: `${path}?w=480&h=360&q=50` });
      expect(jpeg.headers["content-type"]).toBe("image/jpeg");
      const small = await sharp(jpeg.rawPayload).metadata();
      expect([small.width, small.height]).toEqual([480, 360]);
    });

    it("serves a cached variant the second time", async () => {
      const first = await t.app.inject({ method: "GET", url: `${path}?w=320&h=240` });
      const second = await t.app.inject({ method: "GET", url: `${path}?w=320&h=240` });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it("refuses sizes, qualities and fits the site doesn't use, in plain text", async () => {
      for (const query of ["w=99999", "w=400&h=300", "w=480&h=360&q=55", "fit=contain", "v=2"]) {
        const bad = await t.app.inject({ method: "GET", url: `${path}?${query}` });
        expect(bad.statusCode, query).toBe(400);
        expect(bad.headers["content-type"]).toBe("text/plain; charset=utf-8");
      }
      const size = await t.app.inject({ method: "GET", url: `${path}?w=400&h=300` });
      expect(size.body).toContain("400×300 is not one of the served sizes");
    });

    it("answers unknown images and paths under /img with a plain 404", async () => {
      for (const url of [`/img/${"0".repeat(64)}/x.svg`, "/img/nothing/x.svg", "/img/a", "/img"]) {
        const unknown = await t.app.inject({ method: "GET", url });
        expect(unknown.statusCode, url).toBe(404);
        expect(unknown.headers["content-type"]).toBe("text/plain; charset=utf-8");
      }
      const post = await t.app.inject({ method: "POST", url: path, payload: { a: 1 } });
      expect(post.statusCode).toBe(404);
      expect(post.headers["content-type"]).toBe("text/plain; charset=utf-8");
    });
  });
});
