import { describe, expect, it } from "vitest";
import { bodyWithNonce, isCacheable, pageCacheKey, pageUrl } from "./page-cache.ts";

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
    expect(
      pageCacheKey({ method: "GET", url: "/", cookies: { marea_session: "abc" }, team: undefined }),
    ).toBeUndefined();
    expect(
      pageCacheKey({
        method: "GET",
        url: "/",
        cookies: { marea_team: "TFG.signature", other: "1" },
        team: "TFG",
      }),
    ).toBeUndefined();
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

describe("bodyWithNonce", () => {
  it("replaces every occurrence of the rendering's nonce", () => {
    const page = {
      status: 200,
      headers: [],
      body: Buffer.from('<script nonce="abc+/=">1</script><link nonce="abc+/=">'),
      nonce: "abc+/=",
    };
    expect(bodyWithNonce(page, "xyz").toString()).toBe(
      '<script nonce="xyz">1</script><link nonce="xyz">',
    );
  });
});
