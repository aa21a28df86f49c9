import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  bodyFor,
  encodeBodies,
  inlineScriptHashes,
  isCacheable,
  pageCacheKey,
  pageUrl,
  pickEncoding,
  renderCookies,
  withoutNonce,
} from "./page-cache.ts";
import { contentSecurityPolicy, policyWithScriptHashes } from "./security.ts";

const noon = new Date("2026-11-22T18:00:00Z"); // 12:00 in Puerto Vallarta
/** The key of a request with no cookies, at the real time. */
const anonymous = (method: string, url: string) =>
  pageCacheKey({ method, url, cookies: {}, team: undefined });

describe("pageCacheKey", () => {
  it("keys anonymous GETs by URL, team cookie and the local date", () => {
    expect(
      pageCacheKey({ method: "GET", url: "/magazine?page=2", cookies: {}, team: undefined }, noon),
    ).toBe("/magazine?page=2|team=|2026-11-22");
    expect(
      pageCacheKey(
        { method: "GET", url: "/", cookies: { marea_team: "TFG.signature" }, team: "TFG" },
        noon,
      ),
    ).toBe("/|team=TFG|2026-11-22");
  });
  it("ignores parameters the page doesn't read: tracking links share one entry", () => {
    const key = (url: string) =>
      pageCacheKey({ method: "GET", url, cookies: {}, team: undefined }, noon);
    const plain = key("/magazine/a-story");
    for (const tracking of [
      "utm_source=news",
      "fbclid=IwAR0x",
      "gclid=Cj0K",
      "utm_source=a&utm_medium=b",
    ]) {
      expect(key(`/magazine/a-story?${tracking}`)).toBe(plain);
    }
    expect(key("/es/magazine?page=2&utm_campaign=x")).toBe(key("/es/magazine?page=2"));
    expect(key("/es/magazine?page=2")).not.toBe(key("/es/magazine"));
    // What a page reads stays in its key, in one order however it was written.
    expect(key("/magazine?page=2")).not.toBe(key("/magazine"));
    expect(key("/events?zone=b&q=x&zone=a")).toBe(key("/events?q=x&zone=b&zone=a&fbclid=1"));
    expect(key("/events?zone=a&zone=b")).not.toBe(key("/events?zone=b&zone=a"));
    // A parameter one page reads means nothing on another.
    expect(key("/contact?page=2")).toBe(key("/contact"));
    // Client navigations fetch the same page's data, naming the routes they need.
    expect(pageUrl("/magazine.data?page=2&_routes=root%2Cen%3Amagazine&fbclid=1")).toBe(
      "/magazine.data?_routes=root%2Cen%3Amagazine&page=2",
    );
    expect(pageUrl("/es/events.data?zone=centro&utm_source=x")).toBe("/es/events.data?zone=centro");
    expect(pageUrl("/_root.data?q=x&_routes=root")).toBe("/_root.data?_routes=root");
    expect(pageUrl("/directory/search?gclid=1&category=restaurants")).toBe(
      "/directory/search?category=restaurants",
    );
  });

  it("follows Puerto Vallarta's date, not the server's", () => {
    const lateEvening = new Date("2026-11-23T04:30:00Z"); // 22:30 on the 22nd locally
    expect(
      pageCacheKey({ method: "GET", url: "/", cookies: {}, team: undefined }, lateEvening),
    ).toContain("2026-11-22");
  });
  it("keys a forged team cookie as no team", () => {
    expect(
      pageCacheKey(
        { method: "GET", url: "/", cookies: { marea_team: "XYZ" }, team: undefined },
        noon,
      ),
    ).toBe("/|team=|2026-11-22");
  });
  it("renders afresh what is personal or changes state", () => {
    // React Router's route discovery names the routes and the build it wants in its query.
    expect(anonymous("GET", "/__manifest?p=%2Fevents&version=abc123")).toBeUndefined();
    // The Welcome Centre's invitation parameters set the visit's attribution cookie.
    expect(anonymous("GET", "/WelcomeCentre?id=abc123")).toBeUndefined();
    expect(anonymous("GET", "/es/WelcomeCentre?t=4")).toBeUndefined();
    expect(anonymous("POST", "/")).toBeUndefined();
    expect(anonymous("HEAD", "/")).toBeUndefined();
    expect(anonymous("GET", "/?team=TFG")).toBeUndefined();
    // A concierge request's secret link (decision 112), its client navigation's data too.
    expect(anonymous("GET", "/onlineConcierge/requests/7?key=abc")).toBeUndefined();
    expect(anonymous("GET", "/es/onlineConcierge/requests/7.data?key=abc")).toBeUndefined();
  });

  it("keys a visitor with other cookies as one without them (issue 12)", () => {
    const noon = new Date("2026-03-10T18:00:00Z");
    const bare = pageCacheKey({ method: "GET", url: "/", cookies: {}, team: undefined }, noon);
    const visit = { marea_visit: "eyJmaXJzdCI6e319.sig", _ga: "GA1.1.1" };
    expect(pageCacheKey({ method: "GET", url: "/", cookies: visit, team: undefined }, noon)).toBe(
      bare,
    );
    expect(
      pageCacheKey(
        { method: "GET", url: "/", cookies: { ...visit, marea_team: "TFG.s" }, team: "TFG" },
        noon,
      ),
    ).toBe(
      pageCacheKey(
        { method: "GET", url: "/", cookies: { marea_team: "TFG.s" }, team: "TFG" },
        noon,
      ),
    );
  });
});

describe("renderCookies", () => {
  it("hands a cacheable render the team cookie alone", () => {
    expect(renderCookies({ marea_team: "TFG.s", marea_visit: "v.s", _ga: "1" })).toEqual({
      marea_team: "TFG.s",
    });
    expect(renderCookies({ marea_visit: "v.s" })).toEqual({});
  });
});

describe("isCacheable", () => {
  const html = { "content-type": "text/html; charset=utf-8" };
  it("keeps complete pages and not-found pages", () => {
    expect(isCacheable(new Response("x", { status: 200, headers: html }))).toBe(true);
    expect(isCacheable(new Response("x", { status: 404, headers: html }))).toBe(true);
    expect(
      isCacheable(new Response("x", { status: 200, headers: { "content-type": "text/x-script" } })),
    ).toBe(true);
  });
  it("never keeps what its route marks no-store", () => {
    const noStore = { ...html, "cache-control": "no-store" };
    expect(isCacheable(new Response("x", { status: 200, headers: noStore }))).toBe(false);
  });
  it("never keeps redirects, errors, cookies or other types", () => {
    expect(isCacheable(new Response(null, { status: 302, headers: { location: "/" } }))).toBe(
      false,
    );
    expect(isCacheable(new Response("x", { status: 500, headers: html }))).toBe(false);
    expect(
      isCacheable(new Response("x", { status: 200, headers: { ...html, "set-cookie": "a=b" } })),
    ).toBe(false);
    expect(
      isCacheable(
        new Response("{}", { status: 200, headers: { "content-type": "application/json" } }),
      ),
    ).toBe(false);
  });
});

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text as written, once, and skips external and data scripts", () => {
    const html = [
      '<script nonce="n">window.a = "é";</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="module" async="">import("/assets/x.js");\n</script>',
      '<script src="/assets/entry.js"></script>',
      "<SCRIPT>window.a = &quot;1&quot;</SCRIPT>",
      '<script nonce="n">window.a = "é";</script>',
      "<script></script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.a = "é";'),
      sha256('import("/assets/x.js");\n'),
      sha256("window.a = &quot;1&quot;"),
      sha256(""),
    ]);
  });
});

describe("withoutNonce", () => {
  it("removes the rendering's nonce from every element", () => {
    expect(
      withoutNonce('<script nonce="abc+/=">1</script><link nonce="abc+/=" rel="icon"/>', "abc+/="),
    ).toBe('<script>1</script><link rel="icon"/>');
  });
});

describe("policyWithScriptHashes", () => {
  it("replaces the nonce source with the hashes, keeping everything else", () => {
    const options = { dev: false, https: true };
    const policy = contentSecurityPolicy("abc=", options);
    const hashed = policyWithScriptHashes(policy, "abc=", ["'sha256-x'", "'sha256-y'"]);
    expect(hashed).toBe(policy.replace("'nonce-abc='", "'sha256-x' 'sha256-y'"));
    expect(hashed).toContain("script-src 'self' 'sha256-x' 'sha256-y';");
    expect(hashed).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, by weight, by name or by *", () => {
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("")).toBe("identity");
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("x-gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*;q=0.1, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity, deflate")).toBe("identity");
    expect(pickEncoding("BR")).toBe("br");
  });
});

describe("encodeBodies and bodyFor", () => {
  it("keeps brotli and gzip forms that decode to the page, sent by Accept-Encoding", async () => {
    const page = Buffer.from(`<html>${"<p>Marea</p>".repeat(400)}</html>`);
    const bodies = await encodeBodies(page);
    // The uncompressed page is not kept beside its compressed forms (issue 12's memory).
    expect(bodies.identity).toBeUndefined();
    expect(zlib.brotliDecompressSync(bodies.br ?? Buffer.alloc(0)).equals(page)).toBe(true);
    expect(zlib.gunzipSync(bodies.gzip ?? Buffer.alloc(0)).equals(page)).toBe(true);
    expect(bodyFor(bodies, "gzip, br")).toEqual({ encoding: "br", body: bodies.br });
    expect(bodyFor(bodies, "gzip")).toEqual({ encoding: "gzip", body: bodies.gzip });
    expect(bodyFor(bodies, undefined)).toEqual({ encoding: "identity", body: page });
    expect(bodyFor(bodies, "identity, deflate")).toEqual({ encoding: "identity", body: page });
    expect(bodyFor(bodies, "br;q=0, gzip;q=0")).toEqual({ encoding: "identity", body: page });
  });

  it("does not compress a page too small to gain", async () => {
    const small = Buffer.from("<p>Marea</p>");
    const bodies = await encodeBodies(small);
    expect(bodies).toEqual({ identity: small });
    expect(bodyFor(bodies, "br")).toEqual({ encoding: "identity", body: small });
  });
});
